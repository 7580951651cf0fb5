/**
 * Loyalty calls (spec section 7, Consumer and Cart): vouchers, the points history, the welcome
 * promotion, the loyalty token, and a voucher applied to the cart as a reward. Personal: never
 * cached, always with the member's token (callers go through `session.withToken`).
 */
import {
  cartSchema,
  loyaltyTokenSchema,
  loyaltyVouchersSchema,
  pointsHistorySchema,
  type RewardRequest,
  welcomePromoSchema,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

const LOYALTY = '/consumers-v3/consumer/loyalty';

export const createLoyaltyClient = (target: UpstreamTarget, ctx: CallContext) => ({
  vouchers: (token: string) =>
    call(target, ctx, { path: `${LOYALTY}/vouchers`, token, schema: loyaltyVouchersSchema }),
  /** The sandbox's ledger read for the account (not in the spec's list). */
  history: (token: string) =>
    call(target, ctx, { path: `${LOYALTY}/history`, token, schema: pointsHistorySchema }),
  welcomePromo: (token: string) =>
    call(target, ctx, { path: `${LOYALTY}/promo/welcome`, token, schema: welcomePromoSchema }),
  /** A token for the loyalty platform bound to the shopper's `usid`: kept on the server, never answered. */
  token: (token: string, usid: string) =>
    call(target, ctx, {
      method: 'POST',
      path: `${LOYALTY}/token`,
      token,
      body: { usid },
      schema: loyaltyTokenSchema,
    }),
  /** PUT /cart/v1/cart/{basketId}/reward: a voucher by its points, or null to take it off. */
  setReward: (token: string, basketId: string, body: RewardRequest) =>
    call(target, ctx, {
      method: 'PUT',
      path: `/cart/v1/cart/${encodeURIComponent(basketId)}/reward`,
      token,
      body,
      schema: cartSchema,
    }),
});
export type LoyaltyClient = ReturnType<typeof createLoyaltyClient>;
