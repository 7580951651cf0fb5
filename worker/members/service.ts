/**
 * The employee's acceptance of the employee discount terms (`POST /consumers-v3/consumer` with
 * `isEmployeeDiscountTCAccepted: true`, shared/contract/members.ts), which the session then knows.
 * The cap banner needs no call of its own: the account page's profile read carries the programme.
 */
import type { Context } from 'hono';
import { AUT432, type MemberProgram } from '../../shared/contract';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { rememberFacts } from './facts';

/** The employee accepts the employee discount terms; their programme as it is now. */
export const acceptEmployeeTerms = async (c: Context<AppEnv>): Promise<MemberProgram | undefined> => {
  const session = c.get('session');
  if (!session.isMember) throw new HttpError(403, AUT432, 'Sign in to continue');
  const answer = await session.withToken((t) =>
    c.get('upstream').consumer.patchProfile(t, { isEmployeeDiscountTCAccepted: true }),
  );
  return rememberFacts(session, answer.consumerProfile).memberProgram;
};
