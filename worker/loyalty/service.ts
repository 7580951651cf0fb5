/**
 * The member's loyalty reads and enrolment for pages and the BFF. Nothing is asked where the
 * site's `loyalty` flag is off, for a guest, or for a member the platform said is outside the
 * programme (`memberFacts.loyalty === false`, learned from a REW200 or the profile); every call
 * goes through `session.withToken`.
 */
import type { Context } from 'hono';
import { featureFlags } from '../../shared/config';
import {
  LOYALTY_ERRORS,
  type LoyaltyVouchers,
  type PointsHistory,
  type WelcomePromo,
} from '../../shared/contract';
import type { AppEnv } from '../env';
import { rememberFacts } from '../members/facts';
import { hasId } from '../upstream/errors';

export const loyaltyService = (c: Context<AppEnv>) => {
  const { session, upstream, site } = c.var;
  const offered = () => featureFlags(site).loyalty && session.isMember;
  const mayAsk = () => offered() && session.memberFacts?.loyalty !== false;
  /**
   * A member-only read: null outside the programme (and remembered), the error otherwise. `always`:
   * asked even when the session remembers "not a member" (the club page is where one joins).
   */
  const read = async <T>(call: (token: string) => Promise<T>, always = false): Promise<T | null> => {
    if (!(always ? offered() : mayAsk())) return null;
    try {
      const value = await session.withToken(call);
      session.setMemberFacts({ loyalty: true });
      return value;
    } catch (error) {
      if (!hasId(error, LOYALTY_ERRORS.notMember)) throw error;
      session.setMemberFacts({ loyalty: false });
      return null;
    }
  };
  return {
    /** Whether the site runs the programme for this signed-in shopper (member or not yet). */
    offered,
    /** What the platform said last: a member of the programme, not one, or unknown. */
    isMember: (): boolean | undefined => session.memberFacts?.loyalty,
    vouchers: (): Promise<LoyaltyVouchers | null> => read((t) => upstream.loyalty.vouchers(t)),
    history: (): Promise<PointsHistory | null> => read((t) => upstream.loyalty.history(t), true),
    /**
     * The welcome gift while this session has not shown it; the platform says whether this was the
     * first time (`isNew`), so the dialog shows once per member.
     */
    async welcome(): Promise<WelcomePromo | null> {
      if (session.memberFacts?.loyaltyWelcomed) return null;
      const promo = await read((t) => upstream.loyalty.welcomePromo(t));
      if (promo) session.setMemberFacts({ loyaltyWelcomed: true });
      return promo?.isNew ? promo : null;
    },
    /** Joins the programme ("Loyalty enrolment"): the profile's `loyalty: true`. */
    async join(): Promise<void> {
      if (!offered()) return;
      const { consumerProfile } = await session.withToken((t) =>
        upstream.consumer.patchProfile(t, { loyalty: true }),
      );
      rememberFacts(session, consumerProfile);
    },
  };
};
export type LoyaltyService = ReturnType<typeof loyaltyService>;
