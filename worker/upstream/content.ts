/**
 * Content API calls (content spec section 7): `/{mode}/caas/v1/canvas/...`. Published content is
 * cached; preview (an authenticated editor) bypasses every cache.
 */
import {
  type ContentPage,
  contentPageSchema,
  type Footer,
  footerSchema,
  type Menu,
  menuSchema,
  type PageChildren,
  pageChildrenSchema,
} from '../../shared/contract';
import { type CacheControl, cachedCall } from './cache';
import type { CallContext, UpstreamTarget } from './http';

const CONTENT = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 3600 };

export type ContentMode = 'publish' | 'preview';

export const createContentClient = (
  target: UpstreamTarget,
  ctx: CallContext,
  cache: CacheControl,
  mode: ContentMode,
) => {
  const canvas = (path: string) => `/${mode}/caas/v1/canvas/${path}`;
  const siteId = encodeURIComponent(ctx.site.siteId);
  return {
    augmentedPage: (page: string): Promise<ContentPage> =>
      cachedCall(
        target,
        ctx,
        { path: canvas(`augmentedpage/${siteId}/${encodeURIComponent(page)}`), schema: contentPageSchema },
        CONTENT,
        cache,
      ),
    page: (page: string): Promise<ContentPage> =>
      cachedCall(
        target,
        ctx,
        { path: canvas(`page/${siteId}/${encodeURIComponent(page)}`), schema: contentPageSchema },
        CONTENT,
        cache,
      ),
    /** Pages whose parent is `parentPageSlug` (`home`: the top-level static pages). */
    children: (parentPageSlug: string): Promise<PageChildren> =>
      cachedCall(
        target,
        ctx,
        {
          path: canvas(`children/${siteId}/${encodeURIComponent(parentPageSlug)}`),
          schema: pageChildrenSchema,
        },
        CONTENT,
        cache,
      ),
    menu: (): Promise<Menu> =>
      cachedCall(target, ctx, { path: canvas(`menu/${siteId}`), schema: menuSchema }, CONTENT, cache),
    footer: (): Promise<Footer> =>
      cachedCall(target, ctx, { path: canvas(`footer/${siteId}`), schema: footerSchema }, CONTENT, cache),
  };
};
export type ContentClient = ReturnType<typeof createContentClient>;
