/**
 * Delivery calls (spec section 7): move a cart line to another delivery kind (`PUT
 * /cart/v1/cart/{basketId}/item?action=&favStoreId=`), collection points (`POST
 * /stores/v1/collectionPoints`, catalogue data: no token) and the pickup person / collection point
 * contact (`PUT .../deliveryDetails`, sandbox). Personal calls are never cached. The cart with
 * pickup availability at the favourite store is `cart.get(…, { favStoreId })`.
 */
import {
  type CheckoutCart,
  type CollectionPointsRequest,
  checkoutCartSchema,
  collectionPointsResponseSchema,
  type DeliveryAction,
  type DeliveryDetailsRequest,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

const cartPath = (basketId: string, rest: string) => `/cart/v1/cart/${encodeURIComponent(basketId)}${rest}`;

export const createDeliveryClient = (target: UpstreamTarget, ctx: CallContext) => ({
  setItemDelivery: (
    token: string,
    basketId: string,
    itemId: string,
    action: DeliveryAction,
    favStoreId?: string,
  ): Promise<CheckoutCart> =>
    call(target, ctx, {
      method: 'PUT',
      path: cartPath(basketId, '/item'),
      query: { action, favStoreId },
      token,
      body: { itemId },
      schema: checkoutCartSchema,
    }),
  collectionPoints: (body: CollectionPointsRequest) =>
    call(target, ctx, {
      method: 'POST',
      path: '/stores/v1/collectionPoints',
      body,
      schema: collectionPointsResponseSchema,
    }),
  setDeliveryDetails: (
    token: string,
    basketId: string,
    body: DeliveryDetailsRequest,
  ): Promise<CheckoutCart> =>
    call(target, ctx, {
      method: 'PUT',
      path: cartPath(basketId, '/deliveryDetails'),
      token,
      body,
      schema: checkoutCartSchema,
    }),
});
export type DeliveryClient = ReturnType<typeof createDeliveryClient>;
