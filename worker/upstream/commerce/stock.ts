/** A product's stock: online inventory, availability in given stores, and back-in-stock notices. */
import {
  type AvailabilityResponse,
  availabilityResponseSchema,
  type InventoryResponse,
  inventoryResponseSchema,
  notificationResponseSchema,
} from '../../../shared/contract';
import { type CacheControl, cachedCall } from '../cache';
import { type CallContext, call, type UpstreamTarget } from '../http';
import { CATALOGUE_TAG, productTag } from './products';

const enc = encodeURIComponent;

/**
 * Stock read only to choose what to recommend (the upsell keeps skus in stock): a recommendation
 * may be up to a minute behind a sale without harm (adding a sku that just sold out is refused
 * with the cart's own message), so it is kept briefly instead of read on every product page.
 * The buy box and the cart read stock fresh.
 */
const RECOMMENDABLE = { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 30 };

export const createStockClient = (commerce: UpstreamTarget, ctx: CallContext, cache: CacheControl) => ({
  inventory: (productId: string): Promise<InventoryResponse> =>
    call(commerce, ctx, {
      path: `/products/v2/products/${enc(productId)}/inventory`,
      schema: inventoryResponseSchema,
    }),
  /** The same read, kept for 30 s: for choosing recommendations only (`RECOMMENDABLE`). */
  recommendableInventory: (productId: string): Promise<InventoryResponse> =>
    cachedCall(
      commerce,
      ctx,
      {
        path: `/products/v2/products/${enc(productId)}/inventory`,
        schema: inventoryResponseSchema,
        tags: [productTag(productId), CATALOGUE_TAG],
      },
      RECOMMENDABLE,
      cache,
    ),
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
