/**
 * Article search (content spec sections 3, 4 and 7): `search/{siteId}/article?offset=&limit=&tagId=`
 * lists article pages newest first. `tagId` may repeat: an article matches any of them. Facets
 * count every article of the locale per tag, so a chosen filter never hides the others.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  type ArticleFields,
  type ArticleSearch,
  type ArticleSummary,
  articleSearchQuerySchema,
  articleTagIdSchema,
} from '../../../shared/contract/content';
import type { AppEnv } from '../env';
import { badRequest, formatZodError } from '../errors';
import { cacheHeaders, loadEntries, localeOf, readingOf, siteOf } from './store';

type ArticlePage = { id: string; path: string; article?: ArticleFields };

/** `tagId` arrives once or repeated; one comma-separated value is read as a list too. */
const querySchema = articleSearchQuerySchema.extend({
  tagId: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((t) => t.split(','))))
    .pipe(z.array(articleTagIdSchema).max(20)),
  locale: z.string().max(10).optional(),
});

const summary = (page: ArticlePage, locale: string, article: ArticleFields): ArticleSummary => ({
  id: page.id,
  url: `/${locale}/${page.path}`,
  picture: article.picture,
  title: article.title,
  ...(article.subtitle ? { subtitle: article.subtitle } : {}),
  ...(article.eyebrow ? { eyebrow: article.eyebrow } : {}),
  ...(article.hidePageDate ? {} : { date: article.date }),
  tags: article.tags,
});

export const articleRoutes = new Hono<AppEnv>().get(
  '/:mode{publish|preview}/caas/v1/canvas/search/:siteId/article',
  async (c) => {
    const reading = readingOf(c);
    const site = siteOf(c.req.param('siteId'));
    // Hono's query validator keeps only the first of a repeated key: read every `tagId` here.
    const parsed = querySchema.safeParse({ ...c.req.query(), tagId: c.req.queries('tagId') });
    if (!parsed.success) throw badRequest(formatZodError(parsed.error));
    const query = parsed.data;
    const tagIds = query.tagId;
    const locale = localeOf(site, query.locale);
    const articles = (await loadEntries(c.env.DB, site, locale, ['page'], reading))
      .map((e) => e.doc as ArticlePage)
      .flatMap((page) => (page.article ? [{ page, article: page.article }] : []))
      .sort((a, b) => b.article.date.localeCompare(a.article.date) || a.page.id.localeCompare(b.page.id));
    const counts = new Map<string, { id: string; label: string; count: number }>();
    for (const { article } of articles) {
      for (const tag of article.tags) {
        const facet = counts.get(tag.id) ?? { ...tag, count: 0 };
        facet.count += 1;
        counts.set(tag.id, facet);
      }
    }
    const matching = articles.filter(
      ({ page, article }) =>
        page.id !== query.exclude && (tagIds.length === 0 || article.tags.some((t) => tagIds.includes(t.id))),
    );
    const body: ArticleSearch = {
      result: matching
        .slice(query.offset, query.offset + query.limit)
        .map(({ page, article }) => summary(page, locale, article)),
      facets: [...counts.values()],
      numFound: matching.length,
    };
    return c.json(body, 200, cacheHeaders(reading, [`content:${site.siteId}:${locale}`]));
  },
);
