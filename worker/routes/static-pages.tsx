/**
 * Static content pages: `/{locale}/{page}` and its children (`/{locale}/help/returns`), content
 * `page/{siteId}/{key}`, with breadcrumbs and child pages. Mounted after every other page route.
 */
import { type Context, Hono } from 'hono';
import { type StaticCrumb, StaticPageMain } from '../../client/pages/StaticPage';
import type { ContentPage } from '../../shared/contract';
import { hasArticleGrid, relatedArticles, withArticleGrids } from '../content/article-grids';
import { notFoundOn404, pageChildren } from '../content/reads';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { LOCALE, page, shellFor } from '../render/page-kit';
import { safeRedirect } from '../validation/redirect';

/** A static page's key from its path below the locale: `help/returns` → `help-returns`. */
export const staticPageKey = (path: string): string | null =>
  /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/.test(path)
    ? path.replace(/\//g, '-')
    : null;

/** Parent pages from the top down (home excluded), following `parent` up to 4 levels. */
const crumbsOf = async (c: Context<AppEnv>, page: ContentPage): Promise<StaticCrumb[]> => {
  const out: StaticCrumb[] = [];
  let parent = page.parent;
  for (let depth = 0; parent && parent !== 'home' && depth < 4; depth++) {
    const p = await c
      .get('upstream')
      .content.page(parent)
      .catch(() => null);
    if (!p) break;
    out.unshift({ title: p.seo.title, path: p.path ?? p.slug });
    parent = p.parent;
  }
  return out;
};

/** `/{locale}/{page}` and its children (`/{locale}/help/returns`): content `page/{siteId}/{key}`. */
export const staticPages = new Hono<AppEnv>().get(`/${LOCALE}/:path{[a-z0-9/-]{1,200}}`, async (c) => {
  const { site } = c.var;
  const path = c.req.param('path');
  const key = staticPageKey(path);
  if (!key) throw new HttpError(404, 'API404', 'Page not found');
  const content = await notFoundOn404(c.get('upstream').content.page(key), 'Page');
  if (content.path && content.path !== path) return safeRedirect(c, `/${site.locale}/${content.path}`, 301);
  // A hub whose article grid lists its children (stories) does not list them all again below it:
  // the grid pages by links, so it serves with and without script.
  const childPages = hasArticleGrid(content) ? Promise.resolve([]) : pageChildren(c, key);
  const crumbs = crumbsOf(c, content);
  const shell = await shellFor(c, {
    pageType: 'Other',
    title: `${content.seo.title} | Ridgeline`,
    description: content.seo.description,
    canonicalPath: `/${site.locale}/${content.path ?? path}`,
  });
  const articles = c.get('upstream').content.articles;
  const filled = withArticleGrids(content, new URL(c.req.url).searchParams, articles, c.get('log'));
  const related = relatedArticles(content, articles, c.get('log'));
  return page(c, shell, 'StaticPage', async () => {
    const [kids, trail, withGrids, relatedList] = await Promise.all([childPages, crumbs, filled, related]);
    return <StaticPageMain page={withGrids} crumbs={trail} childPages={kids} related={relatedList} />;
  });
});
