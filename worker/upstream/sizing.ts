/** Size charts and foot sizes: content fragments (reference data, cached). */
import { type FootSizes, footSizesSchema, type SizeChart, sizeChartSchema } from '../../shared/contract';
import { type CacheControl, cachedCall } from './cache';
import type { CallContext, UpstreamTarget } from './http';

const REFERENCE = { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 };
const enc = encodeURIComponent;

export const createSizingClient = (content: UpstreamTarget, ctx: CallContext, cache: CacheControl) => ({
  sizeChart: (productType: string): Promise<SizeChart> =>
    cachedCall(
      content,
      ctx,
      { path: `/publish/caas/v1/canvas/fragment/size-chart-${enc(productType)}`, schema: sizeChartSchema },
      REFERENCE,
      cache,
    ),
  footSizes: (): Promise<FootSizes> =>
    cachedCall(
      content,
      ctx,
      { path: '/publish/caas/v1/canvas/fragment/foot-sizes', schema: footSizesSchema },
      REFERENCE,
      cache,
    ),
});
export type SizingClient = ReturnType<typeof createSizingClient>;
