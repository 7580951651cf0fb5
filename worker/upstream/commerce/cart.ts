/** Cart calls (spec section 7, Cart). Personal: never cached, always with the shopper's token. */
import { type AddItemsRequest, type Cart, type Currency, cartSchema } from '../../../shared/contract';
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
  get: (token: string, basketId: string): Promise<Cart> =>
    call(target, ctx, { path: `/cart/v1/cart/${encodeURIComponent(basketId)}`, token, schema: cartSchema }),
  addItems: (token: string, body: AddItemsRequest): Promise<Cart> =>
    call(target, ctx, { method: 'POST', path: '/cart/v1/item', token, body, schema: cartSchema }),
});
export type CartClient = ReturnType<typeof createCartClient>;
