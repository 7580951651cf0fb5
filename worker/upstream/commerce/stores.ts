/** Stores (spec section 7, Stores): the whole list (reference data, cached) and a search near a point. */
import {
  type Store,
  type StoreEmployees,
  type StoreSearchBody,
  type StoreSearchResponse,
  storeEmployeesSchema,
  storeListResponseSchema,
  storeSearchResponseSchema,
} from '../../../shared/contract';
import { type CacheControl, cachedCall } from '../cache';
import { type CallContext, call, type UpstreamTarget } from '../http';

const REFERENCE = { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 };

export const createStoresClient = (commerce: UpstreamTarget, ctx: CallContext, cache: CacheControl) => ({
  search: (body: StoreSearchBody): Promise<StoreSearchResponse> =>
    call(commerce, ctx, {
      method: 'POST',
      path: '/stores/v1/search',
      body,
      schema: storeSearchResponseSchema,
    }),
  list: async (): Promise<Store[]> =>
    (
      await cachedCall(
        commerce,
        ctx,
        { path: '/consumers-v3/utilities/stores', schema: storeListResponseSchema },
        REFERENCE,
        cache,
      )
    ).stores,
  /** A store's associates (`utilities/stores/{storeId}/employees`): personal, never cached. */
  employees: (storeId: string): Promise<StoreEmployees> =>
    call(commerce, ctx, {
      path: `/consumers-v3/utilities/stores/${encodeURIComponent(storeId)}/employees`,
      schema: storeEmployeesSchema,
    }),
});
export type StoresClient = ReturnType<typeof createStoresClient>;
