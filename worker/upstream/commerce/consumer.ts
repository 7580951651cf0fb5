/**
 * The member's own data (spec section 7, Consumer): profile, SMS and newsletter subscriptions,
 * addresses and saved cards. Personal: never cached, always with the member's bearer token (the
 * callers go through `session.withToken`). The upstream looks ids up among the caller's own only:
 * another member's addressId or paymentInstrumentId is a 404, never someone else's data.
 */
import {
  type AddressRequest,
  addressListSchema,
  consumerProfileResponseSchema,
  type ProfilePatch,
  type ProfileUpdate,
  type SaveCardRequest,
  type SubscriptionCreate,
  type SubscriptionUpdate,
  savedCardListSchema,
  savedCardSchema,
  subscriptionListSchema,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

const PROFILE = '/consumers-v3/consumer';
const addressPath = (addressId: string) => `${PROFILE}/address/${encodeURIComponent(addressId)}`;
const cardPath = (paymentInstrumentId: string) =>
  `${PROFILE}/payment_instruments/${encodeURIComponent(paymentInstrumentId)}`;

export const createConsumerClient = (target: UpstreamTarget, ctx: CallContext) => ({
  profile: (token: string, includeLoyaltySummary = false) =>
    call(target, ctx, {
      path: PROFILE,
      query: includeLoyaltySummary ? { includeLoyaltySummary: 'true' } : {},
      token,
      schema: consumerProfileResponseSchema,
    }),
  updateProfile: (token: string, body: ProfileUpdate) =>
    call(target, ctx, { method: 'PUT', path: PROFILE, token, body, schema: consumerProfileResponseSchema }),
  /** POST: the enrollment steps' partial update (only the fields sent; `loyalty: true` joins). */
  patchProfile: (token: string, body: ProfilePatch) =>
    call(target, ctx, { method: 'POST', path: PROFILE, token, body, schema: consumerProfileResponseSchema }),

  subscriptions: (token: string) =>
    call(target, ctx, { path: `${PROFILE}/subscription`, token, schema: subscriptionListSchema }),
  /** A member's first opt-in of a type (the recipient defaults to the member's e-mail or phone). */
  subscribe: (token: string, body: SubscriptionCreate) =>
    call(target, ctx, {
      method: 'POST',
      path: `${PROFILE}/subscription`,
      token,
      body,
      schema: subscriptionListSchema,
    }),
  updateSubscription: (token: string, body: SubscriptionUpdate) =>
    call(target, ctx, {
      method: 'PUT',
      path: `${PROFILE}/subscription`,
      token,
      body,
      schema: subscriptionListSchema,
    }),

  addAddress: (token: string, body: AddressRequest) =>
    call(target, ctx, { method: 'POST', path: `${PROFILE}/address`, token, body, schema: addressListSchema }),
  updateAddress: (token: string, addressId: string, body: AddressRequest) =>
    call(target, ctx, {
      method: 'PUT',
      path: addressPath(addressId),
      token,
      body,
      schema: addressListSchema,
    }),
  deleteAddress: (token: string, addressId: string) =>
    call(target, ctx, { method: 'DELETE', path: addressPath(addressId), token, schema: addressListSchema }),

  cards: (token: string) =>
    call(target, ctx, {
      path: `${PROFILE}/payment_instruments`,
      query: { payment_method_id: 'CREDIT_CARD' },
      token,
      schema: savedCardListSchema,
    }),
  saveCard: (token: string, body: SaveCardRequest) =>
    call(target, ctx, {
      method: 'POST',
      path: `${PROFILE}/payment_instruments`,
      token,
      body,
      schema: savedCardSchema,
    }),
  makeDefaultCard: (token: string, paymentInstrumentId: string) =>
    call(target, ctx, {
      method: 'PATCH',
      path: cardPath(paymentInstrumentId),
      token,
      body: { default: true },
      schema: savedCardListSchema,
    }),
  deleteCard: (token: string, paymentInstrumentId: string) =>
    call(target, ctx, {
      method: 'DELETE',
      path: cardPath(paymentInstrumentId),
      token,
      schema: savedCardListSchema,
    }),
});
export type ConsumerClient = ReturnType<typeof createConsumerClient>;
