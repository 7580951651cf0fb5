/**
 * Consumer purchase calls (spec section 7, Consumer): history, one order, tracking, cancel,
 * invoice and return label (PDF documents streamed on as they come), gift card e-mail resend.
 * Personal: never cached, always with the shopper's token. `email` is the guest order lookup.
 */
import {
  type OrderReference,
  type Purchase,
  type PurchaseHistory,
  type PurchaseHistoryRequest,
  purchaseHistorySchema,
  purchaseSchema,
  resendGiftCardResponseSchema,
  type Tracking,
  trackingSchema,
} from '../../../shared/contract';
import { type CallContext, call, callDocument, type UpstreamTarget } from '../http';

const BASE = '/consumers-v3/consumer';
const PDF = 'application/pdf';

export const createOrdersClient = (target: UpstreamTarget, ctx: CallContext) => ({
  history: (token: string, body: PurchaseHistoryRequest): Promise<PurchaseHistory> =>
    call(target, ctx, {
      method: 'POST',
      path: `${BASE}/purchasehistory`,
      token,
      body,
      schema: purchaseHistorySchema,
    }),
  purchase: (token: string, ref: OrderReference): Promise<Purchase> =>
    call(target, ctx, {
      path: `${BASE}/purchase/${encodeURIComponent(ref.orderNumber)}`,
      query: { email: ref.email },
      token,
      schema: purchaseSchema,
    }),
  track: (token: string, ref: OrderReference): Promise<Tracking> =>
    call(target, ctx, {
      method: 'POST',
      path: `${BASE}/TrackOrder`,
      token,
      body: ref,
      schema: trackingSchema,
    }),
  cancel: (token: string, orderNumber: string): Promise<Purchase> =>
    call(target, ctx, {
      method: 'POST',
      path: `${BASE}/CancelOrder`,
      token,
      body: { orderNumber },
      schema: purchaseSchema,
    }),
  invoice: (token: string, ref: OrderReference): Promise<Response> =>
    callDocument(target, ctx, {
      method: 'POST',
      path: `${BASE}/purchase/invoice/download`,
      token,
      body: ref,
      accept: PDF,
    }),
  returnLabel: (token: string, orderNumber: string): Promise<Response> =>
    callDocument(target, ctx, {
      method: 'POST',
      path: `${BASE}/return/${encodeURIComponent(orderNumber)}/returnLabel`,
      token,
      accept: PDF,
    }),
  resendGiftCardEmail: (token: string, orderNumber: string, itemId?: string) =>
    call(target, ctx, {
      method: 'POST',
      path: `${BASE}/resendGiftCardEmail`,
      token,
      body: { orderNumber, ...(itemId ? { itemId } : {}) },
      schema: resendGiftCardResponseSchema,
    }),
});
export type OrdersClient = ReturnType<typeof createOrdersClient>;
