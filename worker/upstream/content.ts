/**
 * Content API calls (content spec section 7): `/{mode}/caas/v1/canvas/...`. Published content is
 * cached; preview (an authenticated editor) bypasses every cache.
 */
import {
  type ArticleSearch,
  articleSearchSchema,
  type ContentPage,
  contentPageSchema,
  type Footer,
  footerSchema,
  type Menu,
  menuSchema,
  type PageChildren,
  pageChildrenSchema,
} from '../../shared/contract';
import type { Preview } from '../middleware/preview';
import { type CacheControl, cachedCall } from './cache';
import type { CallContext, UpstreamTarget } from './http';

const CONTENT = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 3600 };

export type ContentMode = 'publish' | 'preview';

export const createContentClient = (
  target: UpstreamTarget,
  ctx: CallContext,
  cache: CacheControl,
  { mode, dateTime }: Preview,
) => {
  // An editor's preview may ask for the content as it will be at a later instant (content spec 7).
  const query = mode === 'preview' && dateTime ? { previewDateTime: dateTime } : undefined;
  const canvas = (path: string) => ({ path: `/${mode}/caas/v1/canvas/${path}`, query });
  const siteId = encodeURIComponent(ctx.site.siteId);
  return {
    augmentedPage: (page: string): Promise<ContentPage> =>
      cachedCall(
        target,
        ctx,
        { ...canvas(`augmentedpage/${siteId}/${encodeURIComponent(page)}`), schema: contentPageSchema },
        CONTENT,
        cache,
      ),
    page: (page: string): Promise<ContentPage> =>
      cachedCall(
        target,
        ctx,
        { ...canvas(`page/${siteId}/${encodeURIComponent(page)}`), schema: contentPageSchema },
        CONTENT,
        cache,
      ),
    /** Pages whose parent is `parentPageSlug` (`home`: the top-level static pages). */
    children: (parentPageSlug: string): Promise<PageChildren> =>
      cachedCall(
        target,
        ctx,
        {
          ...canvas(`children/${siteId}/${encodeURIComponent(parentPageSlug)}`),
          schema: pageChildrenSchema,
        },
        CONTENT,
        cache,
      ),
    /** Article search (content spec 7): `tagId` goes as one comma-separated value (any of them matches). */
    articles: (search: {
      offset: number;
      limit: number;
      tagId: string[];
      exclude?: string;
    }): Promise<ArticleSearch> =>
      cachedCall(
        target,
        ctx,
        {
          path: `/${mode}/caas/v1/canvas/search/${siteId}/article`,
          query: {
            ...query,
            offset: search.offset,
            limit: search.limit,
            tagId: search.tagId.length ? search.tagId.join(',') : undefined,
            exclude: search.exclude,
          },
          schema: articleSearchSchema,
        },
        CONTENT,
        cache,
      ),
    menu: (): Promise<Menu> =>
      cachedCall(target, ctx, { ...canvas(`menu/${siteId}`), schema: menuSchema }, CONTENT, cache),
    footer: (): Promise<Footer> =>
      cachedCall(target, ctx, { ...canvas(`footer/${siteId}`), schema: footerSchema }, CONTENT, cache),
  };
};
export type ContentClient = ReturnType<typeof createContentClient>;
