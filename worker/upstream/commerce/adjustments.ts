/**
 * Associate price adjustments and reserve with item (spec section 7, Cart). Personal: never
 * cached, always with the token. No BFF route or UI uses them yet (there is no associate UI).
 */
import {
  type Associate,
  type Cart,
  cartSchema,
  type PriceAdjustmentPatch,
  type PriceAdjustmentRequest,
  type ReserveWithItemRequest,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

const adjustmentsPath = (basketId: string, adjustmentId?: string) =>
  `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments${
    adjustmentId === undefined ? '' : `/${encodeURIComponent(adjustmentId)}`
  }`;

export const createAdjustmentsClient = (target: UpstreamTarget, ctx: CallContext) => ({
  /** POST .../price_adjustments: a line (`itemId`) or order adjustment; PRC400 when refused. */
  addPriceAdjustment: (token: string, basketId: string, body: PriceAdjustmentRequest): Promise<Cart> =>
    call(target, ctx, { method: 'POST', path: adjustmentsPath(basketId), token, body, schema: cartSchema }),
  /** PATCH .../price_adjustments/{adjustmentId}: new type, value or reason (API404 unknown id). */
  updatePriceAdjustment: (
    token: string,
    basketId: string,
    adjustmentId: string,
    body: PriceAdjustmentPatch,
  ): Promise<Cart> =>
    call(target, ctx, {
      method: 'PATCH',
      path: adjustmentsPath(basketId, adjustmentId),
      token,
      body,
      schema: cartSchema,
    }),
  /** DELETE .../price_adjustments/{adjustmentId} by the associate. */
  removePriceAdjustment: (
    token: string,
    basketId: string,
    adjustmentId: string,
    associate: Associate,
  ): Promise<Cart> =>
    call(target, ctx, {
      method: 'DELETE',
      path: adjustmentsPath(basketId, adjustmentId),
      token,
      body: associate,
      schema: cartSchema,
    }),
  /** POST /cart/v1/reserveWithItem: adds the item and holds its units (INV701 when not there). */
  reserveWithItem: (token: string, body: ReserveWithItemRequest): Promise<Cart> =>
    call(target, ctx, { method: 'POST', path: '/cart/v1/reserveWithItem', token, body, schema: cartSchema }),
});
export type AdjustmentsClient = ReturnType<typeof createAdjustmentsClient>;
