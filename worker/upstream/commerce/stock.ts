/** A product's stock: online inventory, availability in given stores, and back-in-stock notices. */
import {
  type AvailabilityResponse,
  availabilityResponseSchema,
  type InventoryResponse,
  inventoryResponseSchema,
  notificationResponseSchema,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

const enc = encodeURIComponent;

export const createStockClient = (commerce: UpstreamTarget, ctx: CallContext) => ({
  inventory: (productId: string): Promise<InventoryResponse> =>
    call(commerce, ctx, {
      path: `/products/v2/products/${enc(productId)}/inventory`,
      schema: inventoryResponseSchema,
    }),
  availability: (productId: string, storeIds: string[]): Promise<AvailabilityResponse> =>
    call(commerce, ctx, {
      method: 'POST',
      path: `/products/v1/products/${enc(productId)}/availability`,
      body: storeIds,
      schema: availabilityResponseSchema,
    }),
  notify: (email: string, sku: string) =>
    call(commerce, ctx, {
      method: 'PUT',
      path: '/products/v1/notifications',
      body: { email, sku },
      schema: notificationResponseSchema,
    }),
});
export type StockClient = ReturnType<typeof createStockClient>;
