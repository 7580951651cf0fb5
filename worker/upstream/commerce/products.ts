/** Product calls (spec section 7, Products). Catalogue reads carry nothing personal: cached. */
import { type ProductDetails, productDetailsSchema } from '../../../shared/contract';
import { type CacheControl, cachedCall } from '../cache';
import type { CallContext, UpstreamTarget } from '../http';

const CATALOGUE = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 };

export const createProductsClient = (target: UpstreamTarget, ctx: CallContext, cache: CacheControl) => ({
  details: (productId: string): Promise<ProductDetails> =>
    cachedCall(
      target,
      ctx,
      {
        path: `/products/v2/products/${encodeURIComponent(productId)}/details`,
        schema: productDetailsSchema,
      },
      CATALOGUE,
      cache,
    ),
});
export type ProductsClient = ReturnType<typeof createProductsClient>;
