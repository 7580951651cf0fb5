/**
 * Browse and search calls: product search, autosuggest and the catalogue (commerce spec section 7,
 * Products), and the listing content documents (content spec section 7: canvas/category and
 * canvas/search). Nothing here is personal, so every call is cached (not in preview).
 */
import {
  type AutoSuggest,
  autoSuggestSchema,
  type CatalogResponse,
  type CategoryContent,
  catalogSchema,
  categoryContentSchema,
  type ProductSearchResult,
  productSearchResultSchema,
  type SearchContent,
  type SearchContentType,
  searchContentSchema,
} from '../../../shared/contract';
import { type CacheControl, cachedCall } from '../cache';
import { type ContentMode, contentLocaleTag } from '../content';
import type { CallContext, UpstreamTarget } from '../http';
import { CATALOGUE_TAG, categoryTag } from './products';

const CATALOGUE = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 };
const CONTENT = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 3600 };

/** Query of a product search as the upstream takes it (lists become repeated keys). */
export type ProductSearchQuery = {
  q?: string | undefined;
  categoryId?: string | undefined;
  category?: readonly string[];
  color?: readonly string[];
  size?: readonly string[];
  gender?: readonly string[];
  activity?: readonly string[];
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  sort?: string | undefined;
  start?: number;
  count?: number;
};

/** A path with a query string built from the search (sorted keys: one cache entry per search). */
export const productSearchPath = (query: ProductSearchQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const v of [...value].sort()) params.append(key, v);
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return `/products/v2/search/productSearch${qs ? `?${qs}` : ''}`;
};

export const createSearchClient = (
  targets: { commerce: UpstreamTarget; content: UpstreamTarget },
  ctx: CallContext,
  cache: CacheControl,
  mode: ContentMode,
) => {
  const siteId = encodeURIComponent(ctx.site.siteId);
  const canvas = (path: string) => `/${mode}/caas/v1/canvas/${path}`;
  const contentTag = contentLocaleTag(ctx.site.siteId, ctx.site.locale);
  return {
    productSearch: (query: ProductSearchQuery): Promise<ProductSearchResult> =>
      cachedCall(
        targets.commerce,
        ctx,
        {
          path: productSearchPath(query),
          schema: productSearchResultSchema,
          tags: [CATALOGUE_TAG, ...(query.categoryId ? [categoryTag(query.categoryId)] : [])],
        },
        CATALOGUE,
        cache,
      ),
    autoSuggest: (q: string): Promise<AutoSuggest> =>
      cachedCall(
        targets.commerce,
        ctx,
        {
          path: '/products/v2/search/autoSuggest',
          query: { q },
          schema: autoSuggestSchema,
          tags: [CATALOGUE_TAG],
        },
        CATALOGUE,
        cache,
      ),
    catalog: (categoryId?: string): Promise<CatalogResponse> =>
      cachedCall(
        targets.commerce,
        ctx,
        {
          path: '/products/v2/catalog',
          query: { categoryId },
          schema: catalogSchema,
          tags: [CATALOGUE_TAG, ...(categoryId ? [categoryTag(categoryId)] : [])],
        },
        CATALOGUE,
        cache,
      ),
    categoryContent: (categoryId: string): Promise<CategoryContent> =>
      cachedCall(
        targets.content,
        ctx,
        {
          path: canvas(`category/${siteId}/${encodeURIComponent(categoryId)}`),
          schema: categoryContentSchema,
          tags: [contentTag, categoryTag(categoryId)],
        },
        CONTENT,
        cache,
      ),
    searchContent: (searchType: SearchContentType): Promise<SearchContent> =>
      cachedCall(
        targets.content,
        ctx,
        { path: canvas(`search/${siteId}/${searchType}`), schema: searchContentSchema, tags: [contentTag] },
        CONTENT,
        cache,
      ),
  };
};
export type SearchClient = ReturnType<typeof createSearchClient>;
