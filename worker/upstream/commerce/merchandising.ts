/** Product sets and "customers also viewed" recommendations: catalogue reads, cached. */
import {
  type ProductSet,
  productSetSchema,
  productSetsResponseSchema,
  type Recommendations,
  recommendationsResponseSchema,
} from '../../../shared/contract';
import { type CacheControl, cachedCall } from '../cache';
import type { CallContext, UpstreamTarget } from '../http';

const CATALOGUE = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 };
const enc = encodeURIComponent;

export const createMerchandisingClient = (
  commerce: UpstreamTarget,
  ctx: CallContext,
  cache: CacheControl,
) => ({
  productSets: (productId: string) =>
    cachedCall(
      commerce,
      ctx,
      { path: `/products/v2/products/${enc(productId)}/productSets`, schema: productSetsResponseSchema },
      CATALOGUE,
      cache,
    ),
  productSet: (productSetId: string): Promise<ProductSet> =>
    cachedCall(
      commerce,
      ctx,
      { path: `/products/v2/products/${enc(productSetId)}/productSet`, schema: productSetSchema },
      CATALOGUE,
      cache,
    ),
  recommendations: (productId: string, limit = 8): Promise<Recommendations> =>
    cachedCall(
      commerce,
      ctx,
      {
        path: '/products/v1/widgetRecommendations',
        query: { productId, limit },
        schema: recommendationsResponseSchema,
      },
      CATALOGUE,
      cache,
    ),
});
export type MerchandisingClient = ReturnType<typeof createMerchandisingClient>;
