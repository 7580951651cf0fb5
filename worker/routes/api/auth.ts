/**
 * The identity BFF (`/api/auth/*`, CSRF-checked like every mutating /api call). Islands send JSON;
 * the no-script pages (`/{locale}/sign-in` and friends, worker/routes/auth/pages.tsx) post the
 * same handlers as forms, at their own URL (`authFormRoutes`), and get a 303; a refused form gets
 * its page again, with the refusal's status and what was typed but the password (`authForm`). No answer ever holds a token or the
 * PKCE verifier.
 *
 * | call                          | JSON answer                         | form: 303 to                  |
 * | ----------------------------- | ----------------------------------- | ----------------------------- |
 * | POST /api/auth/lookup         | `{ exists }`                        | -                             |
 * | POST /api/auth/sign-in        | `{ signedIn, cartMerged, cartNotice, returnTo }` | returnTo (`signedIn=merged|partly`) |
 * | POST /api/auth/sign-up        | 201 the same                        | returnTo                      |
 * | POST /api/auth/forgot-password| 202 `{ sent }`                      | forgot page `?sent=1`         |
 * | POST /api/auth/reset-password | `{ reset }`                         | sign-in page `?reset=1`       |
 * | POST /api/auth/password       | `{ changed }` (member)              | returnTo `?passwordChanged=1` |
 * | POST /api/auth/sign-out       | `{ signedOut }`                     | (the page route /sign-out)    |
 *
 * Forgot-password has a budget per client address, shared with the enrollment flow's forgot step:
 * past it, 429 API429 and no e-mail (`reset-mail-budget.ts`).
 */
import { Hono } from 'hono';
import { changePasswordBodySchema, lookupBodySchema } from '../../../shared/contract/auth-bff';
import { returnPath, withParam } from '../../auth/form';
import { authFormRoutes } from '../../auth/form-routes';
import { authForm } from '../../auth/render';
import { signOutMember } from '../../auth/sign-in';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { formAnswer, validateBody } from '../../validation';

export const authApi = new Hono<AppEnv>()
  .post('/lookup', validateBody(lookupBodySchema), async (c) => {
    const answer = await c.get('upstream').consumerAuth.lookup(c.req.valid('json').email);
    c.header('cache-control', 'private, no-store');
    return c.json(answer);
  })
  .route('/', authFormRoutes)
  .post('/password', authForm('returnTo'), validateBody(changePasswordBodySchema), async (c) => {
    const { session, upstream } = c.var;
    if (!session.isMember) throw new HttpError(403, 'AUT432', 'Sign in to continue');
    const { currentPassword, password, returnTo } = c.req.valid('json');
    const tokens = await session.withToken((token) =>
      upstream.consumerAuth.changePassword(token, { currentPassword, password }),
    );
    // The change revoked every family, this session's too: it goes on with the new pair.
    session.signIn(tokens);
    return formAnswer(c, {
      json: { changed: true },
      to: withParam(returnPath(c, returnTo), 'passwordChanged', '1'),
    });
  })
  .post('/sign-out', async (c) => {
    await signOutMember(c);
    c.header('cache-control', 'private, no-store');
    return c.json({ signedOut: true });
  });
