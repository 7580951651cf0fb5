/**
 * Sitemaps: `/sitemap.xml` indexes one sitemap per locale; each lists home, categories (menu and
 * catalogue), products (paged through search) and static pages, with hreflang alternates.
 */
import { type Context, Hono } from 'hono';
import { MAX_SEARCH_COUNT, type MegaMenuNode } from '../../shared/contract';
import { parseCategoryPath } from '../../shared/routes';
import { hreflangAlternates } from '../../shared/seo/hreflang';
import { type SitemapEntry, sitemapIndex, urlSet } from '../../shared/seo/sitemap';
import { SITES } from '../../shared/site';
import { pageChildren } from '../content/reads';
import type { AppEnv } from '../env';
import { LOCALE, originOf } from '../render/page-kit';

const SITEMAP_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

const categoryPaths = (nodes: MegaMenuNode[], out = new Set<string>()): Set<string> => {
  for (const node of nodes) {
    const [, , kind, segment] = node.target.url.split('/');
    if (kind === 'c' && segment && parseCategoryPath(segment)) out.add(node.target.url);
    categoryPaths(node.children ?? [], out);
    for (const col of node.columns ?? []) categoryPaths(col.children, out);
  }
  return out;
};

/** At most this many products per locale sitemap (a larger catalogue would split into several files). */
const SITEMAP_MAX_PRODUCTS = 2000;

/** Product pages, paging through the catalogue by the search call (featured order). */
const productPaths = async (c: Context<AppEnv>): Promise<string[]> => {
  const out: string[] = [];
  try {
    for (let start = 0; start < SITEMAP_MAX_PRODUCTS; start += MAX_SEARCH_COUNT) {
      const page = await c.get('upstream').search.productSearch({ start, count: MAX_SEARCH_COUNT });
      out.push(...page.products.map((p) => p.url.replace(/^https?:\/\/[^/]+/, '')));
      if (page.products.length === 0 || start + page.products.length >= page.total) break;
    }
  } catch (error) {
    c.get('log').warn('sitemap products unavailable', { error: String(error) });
  }
  return out;
};

/** Static pages below `home`, breadth first, at most 3 levels and 200 pages. */
const staticPaths = async (c: Context<AppEnv>): Promise<string[]> => {
  const paths: string[] = [];
  let level = ['home'];
  for (let depth = 0; depth < 3 && level.length > 0 && paths.length < 200; depth++) {
    const found = (await Promise.all(level.map((slug) => pageChildren(c, slug)))).flat();
    paths.push(...found.map((p) => p.path));
    level = found.map((p) => p.slug);
  }
  return paths;
};

export const sitemapRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', (c) =>
    c.body(
      sitemapIndex(Object.keys(SITES).map((locale) => `${originOf(c)}/${locale}/sitemap.xml`)),
      200,
      SITEMAP_HEADERS,
    ),
  )
  .get(`/${LOCALE}/sitemap.xml`, async (c) => {
    const origin = originOf(c);
    const { site } = c.var;
    const [menu, catalog, products, statics] = await Promise.all([
      c
        .get('upstream')
        .content.menu()
        .catch(() => null),
      c
        .get('upstream')
        .search.catalog()
        .catch(() => null),
      productPaths(c),
      staticPaths(c),
    ]);
    const paths = [
      `/${site.locale}`,
      ...categoryPaths(menu?.items ?? []),
      ...(catalog?.categories ?? []).map((cat) => cat.url),
      ...products,
      ...statics.map((p) => `/${site.locale}/${p}`),
    ];
    const entries: SitemapEntry[] = [...new Set(paths)].map((path) => ({
      loc: `${origin}${path}`,
      alternates: hreflangAlternates(origin, path),
    }));
    return c.body(urlSet(entries), 200, SITEMAP_HEADERS);
  });
