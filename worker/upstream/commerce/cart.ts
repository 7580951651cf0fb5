/** Cart calls (spec section 7, Cart). Personal: never cached, always with the shopper's token. */
import {
  type AddItemsRequest,
  type Cart,
  type CartWithItemRequest,
  type CouponRequest,
  type Currency,
  cartSchema,
  type RemoveItemRequest,
  type UpdateItemRequest,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

export const createCartClient = (target: UpstreamTarget, ctx: CallContext) => ({
  create: (token: string, currency: Currency): Promise<Cart> =>
    call(target, ctx, {
      method: 'POST',
      path: '/cart/v1/cart',
      token,
      body: { currency },
      schema: cartSchema,
    }),
  /**
   * The shopper's open basket with `items` added, made with them when there is none: concurrent
   * first adds (from any isolate) land in one basket.
   */
  createWithItems: (token: string, body: CartWithItemRequest): Promise<Cart> =>
    call(target, ctx, { method: 'POST', path: '/cart/v1/cartWithItem', token, body, schema: cartSchema }),
  /**
   * `favStoreId`: pickup availability at the favourite store per item; `inventorySupplyCheck`: stock
   * checked now, lines that ran out reported in `flash`.
   */
  get: (
    token: string,
    basketId: string,
    query: { favStoreId?: string | undefined; inventorySupplyCheck?: boolean } = {},
  ): Promise<Cart> =>
    call(target, ctx, {
      path: `/cart/v1/cart/${encodeURIComponent(basketId)}`,
      query: {
        favStoreId: query.favStoreId,
        inventorySupplyCheck: query.inventorySupplyCheck ? true : undefined,
      },
      token,
      schema: cartSchema,
    }),
  addItems: (token: string, body: AddItemsRequest): Promise<Cart> =>
    call(target, ctx, { method: 'POST', path: '/cart/v1/item', token, body, schema: cartSchema }),
  removeItem: (token: string, body: RemoveItemRequest): Promise<Cart> =>
    call(target, ctx, { method: 'DELETE', path: '/cart/v1/item', token, body, schema: cartSchema }),
  /** PUT /cart/v1/cart/{basketId}/item without `action`: sets a line's quantity. */
  updateItem: (token: string, basketId: string, body: UpdateItemRequest): Promise<Cart> =>
    call(target, ctx, {
      method: 'PUT',
      path: `/cart/v1/cart/${encodeURIComponent(basketId)}/item`,
      token,
      body,
      schema: cartSchema,
    }),
  applyCoupon: (token: string, body: CouponRequest): Promise<Cart> =>
    call(target, ctx, { method: 'PUT', path: '/cart/v1/coupon', token, body, schema: cartSchema }),
  removeCoupon: (token: string, body: CouponRequest): Promise<Cart> =>
    call(target, ctx, { method: 'DELETE', path: '/cart/v1/coupon', token, body, schema: cartSchema }),
});
export type CartClient = ReturnType<typeof createCartClient>;
