/**
 * Athletes, prosumers and employees on the storefront: the member's annual programme for the cap
 * banner, read only for a member whose session says they have one, and the employee's acceptance
 * of the employee discount terms (`POST /consumers-v3/consumer` with
 * `isEmployeeDiscountTCAccepted: true`, shared/contract/members.ts), which the session then knows.
 */
import type { Context } from 'hono';
import { AUT432, type MemberProgram, programActive } from '../../shared/contract';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { type MemberFacts, rememberFacts } from './facts';

/** A member whose kinds give an annual programme (athlete, IPA, WRANX, employee). */
export const hasProgram = (facts: MemberFacts | undefined): boolean =>
  Boolean(facts && (facts.athlete || facts.ipa || facts.wranx || facts.employee));

/**
 * The member's programme for the cap banner, or undefined (no programme, or the read failed: the
 * banner is not worth failing a page for). An employee's shows only once the terms are accepted.
 */
export const programForBanner = async (c: Context<AppEnv>): Promise<MemberProgram | undefined> => {
  const session = c.get('session');
  if (!hasProgram(session.memberFacts)) return undefined;
  try {
    const profile = await session.memberCall((t) => c.get('upstream').consumer.profile(t));
    if (!profile) return undefined;
    const program = rememberFacts(session, profile.consumerProfile).memberProgram;
    return program && programActive(program) ? program : undefined;
  } catch (error) {
    c.get('log').warn('member programme unavailable', { error: String(error) });
    return undefined;
  }
};

/** The employee accepts the employee discount terms; their programme as it is now. */
export const acceptEmployeeTerms = async (c: Context<AppEnv>): Promise<MemberProgram | undefined> => {
  const session = c.get('session');
  if (!session.isMember) throw new HttpError(403, AUT432, 'Sign in to continue');
  const answer = await session.withToken((t) =>
    c.get('upstream').consumer.patchProfile(t, { isEmployeeDiscountTCAccepted: true }),
  );
  return rememberFacts(session, answer.consumerProfile).memberProgram;
};
