/** Product calls (spec section 7, Products). Catalogue reads carry nothing personal: cached. */
import { type ProductDetails, productDetailsSchema } from '../../../shared/contract';
import { type CacheControl, cachedCall } from '../cache';
import type { CallContext, UpstreamTarget } from '../http';

const CATALOGUE = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 };

/** Every catalogue read carries it: one purge for a whole catalogue change (a price list). */
export const CATALOGUE_TAG = 'catalog';
/** A product's tag is its style (the first 8 characters of a style or colour id). */
export const productTag = (productId: string) => `product:${productId.slice(0, 8)}`;
export const categoryTag = (categoryId: string) => `category:${categoryId}`;

export const createProductsClient = (target: UpstreamTarget, ctx: CallContext, cache: CacheControl) => ({
  details: (productId: string): Promise<ProductDetails> =>
    cachedCall(
      target,
      ctx,
      {
        path: `/products/v2/products/${encodeURIComponent(productId)}/details`,
        schema: productDetailsSchema,
        tags: [productTag(productId), CATALOGUE_TAG],
      },
      CATALOGUE,
      cache,
    ),
});
export type ProductsClient = ReturnType<typeof createProductsClient>;
