/**
 * BFF of the member programmes (JSON for the EmployeeTerms island, or a plain form without script):
 *
 * | POST /api/members/employee-terms | accept the employee discount terms → `{ memberProgram }`; a   |
 * |                                  | form: 303 back to `returnTo` (`?termsError=` on a refusal)   |
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { acceptEmployeeTerms } from '../../members/service';
import { PRIVATE_NO_STORE } from '../../middleware/no-store';
import { formAnswer, formRoute } from '../../validation';

const termsForm = formRoute((c, { returnTo }) => ({
  back: returnTo,
  fallback: `/${c.get('site').locale}`,
  owns: ['termsError', 'termsAccepted'],
  refused: ({ errorId }) => ({ termsError: errorId }),
}));

export const membersApi = new Hono<AppEnv>().post('/employee-terms', termsForm, async (c) => {
  c.header('cache-control', PRIVATE_NO_STORE);
  const memberProgram = await acceptEmployeeTerms(c);
  return formAnswer(c, { json: { memberProgram: memberProgram ?? null }, query: { termsAccepted: '1' } });
});
