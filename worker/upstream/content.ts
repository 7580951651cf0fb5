/**
 * Content API calls (content spec section 7): `/{mode}/caas/v1/canvas/...`. Published content is
 * cached; preview (an authenticated editor) bypasses every cache.
 */
import {
  type ArticleSearch,
  type ArticleSearchQuery,
  articleSearchSchema,
  type ContentPage,
  type ContentSectionInPreview,
  contentPageSchema,
  type Footer,
  type Fragment,
  footerSchema,
  fragmentSchema,
  type Menu,
  menuSchema,
  type PageChildren,
  type PopupsResponse,
  type ProductContent,
  pageChildrenSchema,
  popupsResponseSchema,
  productContentSchema,
  type Showcase,
  type ShowcaseQuery,
  showcaseSchema,
} from '../../shared/contract';
import type { ContentMode, Preview } from '../middleware/preview/mode';
import { type CacheControl, cachedCall } from './cache';
import { type CallContext, call, type UpstreamTarget } from './http';

const CONTENT = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 3600 };

/** The tag a publish purges for everything of one site and locale (the platform's vocabulary). */
export const contentLocaleTag = (siteId: string, locale: string) =>
  `content:${siteId}:${locale.toLowerCase()}`;

export type { ContentMode };

export const createContentClient = (
  target: UpstreamTarget,
  ctx: CallContext,
  cache: CacheControl,
  { mode, dateTime }: Preview,
) => {
  // An editor's preview may ask for the content as it will be at a later instant (content spec 7).
  const query = mode === 'preview' && dateTime ? { previewDateTime: dateTime } : undefined;
  const canvas = (path: string, more?: Record<string, string | number | undefined>) => ({
    path: `/${mode}/caas/v1/canvas/${path}`,
    query: more ? { ...more, ...query } : query,
    // Every read of a locale's content is purged with it; the entry's own tag comes from the
    // platform's `Cache-Tag` header (cache.ts).
    tags: [contentLocaleTag(ctx.site.siteId, ctx.site.locale)],
  });
  const siteId = encodeURIComponent(ctx.site.siteId);
  /** Editors see where each section comes from (content spec section 6: preview metadata). */
  const forEditor = (page: ContentPage, contentType: string): ContentPage =>
    mode === 'preview'
      ? {
          ...page,
          sections: page.sections.map(
            (section): ContentSectionInPreview => ({
              ...section,
              editor: { contentId: page.id, contentType },
            }),
          ),
        }
      : page;
  return {
    augmentedPage: (page: string): Promise<ContentPage> =>
      cachedCall(
        target,
        ctx,
        { ...canvas(`augmentedpage/${siteId}/${encodeURIComponent(page)}`), schema: contentPageSchema },
        CONTENT,
        cache,
      ).then((p) => forEditor(p, 'augmentedpage')),
    page: (page: string): Promise<ContentPage> =>
      cachedCall(
        target,
        ctx,
        { ...canvas(`page/${siteId}/${encodeURIComponent(page)}`), schema: contentPageSchema },
        CONTENT,
        cache,
      ).then((p) => forEditor(p, 'page')),
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
    menu: (): Promise<Menu> =>
      cachedCall(target, ctx, { ...canvas(`menu/${siteId}`), schema: menuSchema }, CONTENT, cache),
    footer: (): Promise<Footer> =>
      cachedCall(target, ctx, { ...canvas(`footer/${siteId}`), schema: footerSchema }, CONTENT, cache),
    fragment: (fragmentId: string): Promise<Fragment> =>
      cachedCall(
        target,
        ctx,
        { ...canvas(`fragment/${encodeURIComponent(fragmentId)}`), schema: fragmentSchema },
        CONTENT,
        cache,
      ),
    popups: (): Promise<PopupsResponse> =>
      cachedCall(
        target,
        ctx,
        { ...canvas(`popups/${siteId}`), schema: popupsResponseSchema },
        CONTENT,
        cache,
      ),
    /** Editorial sections of a product (none: an empty list). */
    product: (productId: string): Promise<ProductContent> =>
      cachedCall(
        target,
        ctx,
        { ...canvas(`product/${siteId}/${encodeURIComponent(productId)}`), schema: productContentSchema },
        CONTENT,
        cache,
      ),
    /** Entries of one doc type for the editors' preview viewer: never cached, it is a live tool. */
    showcase: (docType: string, { layoutVariant, limit }: ShowcaseQuery): Promise<Showcase> =>
      call(target, ctx, {
        ...canvas(`showcase/${siteId}/${encodeURIComponent(docType)}`, { layoutVariant, limit }),
        schema: showcaseSchema,
      }),
    /** Article search (`type article`): `tagId` repeats as one comma-separated value. */
    articles: ({ offset, limit, tagId, exclude }: ArticleSearchQuery): Promise<ArticleSearch> =>
      cachedCall(
        target,
        ctx,
        {
          ...canvas(`search/${siteId}/article`, {
            offset,
            limit,
            tagId: tagId && tagId.length > 0 ? [...tagId].sort().join(',') : undefined,
            exclude,
          }),
          schema: articleSearchSchema,
        },
        CONTENT,
        cache,
      ),
  };
};
export type ContentClient = ReturnType<typeof createContentClient>;
