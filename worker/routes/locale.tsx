/**
 * Locale and discovery routes: the location selector page and its internal JSON
 * (`GET /fapi/pages/location-selector`, commerce spec section 7), the choice endpoint that remembers
 * the country and lands on the equivalent page, `GET /fapi/pages/{page}`, `robots.txt` and the
 * sitemaps. Static content pages are `staticPages`, mounted after every other page route.
 */
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { messagesFor, t } from '../../client/i18n';
import { LocationSelectorMain } from '../../client/pages/LocationSelectorPage';
import { type StaticCrumb, StaticPageMain } from '../../client/pages/StaticPage';
import { type ContentPage, MAX_SEARCH_COUNT, type MegaMenuNode, type PageChild } from '../../shared/contract';
import {
  buildLocationSelector,
  LOCATION_COOKIE,
  LOCATION_COOKIE_MAX_AGE,
  landingPath,
  safeReturnPath,
} from '../../shared/location';
import { parseCategoryPath } from '../../shared/routes';
import { hreflangAlternates } from '../../shared/seo/hreflang';
import { robotsTxt, type SitemapEntry, sitemapIndex, urlSet } from '../../shared/seo/sitemap';
import { SITES, siteForLocale } from '../../shared/site';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { ApiError } from '../upstream/errors';
import { LOCALE, originOf, page, shellFor } from './page-kit';

/** Where the selector sends the shopper back to: `?path=`, else the same-origin Referer, else home. */
const returnPathOf = (c: Context<AppEnv>): string => {
  const { site } = c.var;
  const query = c.req.query('path');
  if (query) return safeReturnPath(query, site);
  const referer = c.req.header('referer');
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.host === new URL(c.req.url).host) return safeReturnPath(ref.pathname, site);
    } catch {
      // An unparsable Referer is no return path.
    }
  }
  return `/${site.locale}`;
};

const selectorFor = async (c: Context<AppEnv>) =>
  buildLocationSelector(
    await c.var.upstream.utilities.countryList(),
    c.var.site,
    returnPathOf(c),
    getCookie(c, LOCATION_COOKIE)?.toUpperCase(),
  );

const notFoundOn404 = async <T,>(promise: Promise<T>, what: string): Promise<T> => {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new HttpError(404, 'API404', `${what} not found`);
    }
    throw error;
  }
};

/** A static page's key from its path below the locale: `help/returns` → `help-returns`. */
export const staticPageKey = (path: string): string | null =>
  /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/.test(path)
    ? path.replace(/\//g, '-')
    : null;

const noChildren = (c: Context<AppEnv>, slug: string): Promise<PageChild[]> =>
  c.var.upstream.content
    .children(slug)
    .then((r) => r.children)
    .catch((error: unknown) => {
      c.var.log.warn('page children unavailable', { slug, error: String(error) });
      return [];
    });

/** Parent pages from the top down (home excluded), following `parent` up to 4 levels. */
const crumbsOf = async (c: Context<AppEnv>, page: ContentPage): Promise<StaticCrumb[]> => {
  const out: StaticCrumb[] = [];
  let parent = page.parent;
  for (let depth = 0; parent && parent !== 'home' && depth < 4; depth++) {
    const p = await c.var.upstream.content.page(parent).catch(() => null);
    if (!p) break;
    out.unshift({ title: p.seo.title, path: p.path ?? p.slug });
    parent = p.parent;
  }
  return out;
};

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
      const page = await c.var.upstream.search.productSearch({ start, count: MAX_SEARCH_COUNT });
      out.push(...page.products.map((p) => p.url.replace(/^https?:\/\/[^/]+/, '')));
      if (page.products.length === 0 || start + page.products.length >= page.total) break;
    }
  } catch (error) {
    c.var.log.warn('sitemap products unavailable', { error: String(error) });
  }
  return out;
};

/** Static pages below `home`, breadth first, at most 3 levels and 200 pages. */
const staticPaths = async (c: Context<AppEnv>): Promise<string[]> => {
  const paths: string[] = [];
  let level = ['home'];
  for (let depth = 0; depth < 3 && level.length > 0 && paths.length < 200; depth++) {
    const found = (await Promise.all(level.map((slug) => noChildren(c, slug)))).flat();
    paths.push(...found.map((p) => p.path));
    level = found.map((p) => p.slug);
  }
  return paths;
};

export const localeRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) =>
    c.text(robotsTxt(originOf(c), Object.keys(SITES)), 200, { 'cache-control': 'public, max-age=3600' }),
  )
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
      c.var.upstream.content.menu().catch(() => null),
      c.var.upstream.search.catalog().catch(() => null),
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
  })
  .get('/fapi/pages/location-selector', async (c) =>
    c.json(await selectorFor(c), 200, { 'cache-control': 'private, no-cache' }),
  )
  .get('/fapi/pages/:page{[a-z0-9-]{1,80}}', async (c) => {
    const key = c.req.param('page');
    const [page, children] = await Promise.all([
      notFoundOn404(c.var.upstream.content.page(key), 'Page'),
      noChildren(c, key),
    ]);
    return c.json({ page, children }, 200, { 'cache-control': 'private, no-cache' });
  })
  .get(`/${LOCALE}/location-selector`, async (c) => {
    const { site } = c.var;
    const selector = selectorFor(c);
    // Fail before streaming when the country list is down: the error page says so with a 502.
    await selector;
    const messages = messagesFor(site.language);
    const shell = await shellFor(c, {
      pageType: 'Other',
      title: `${t(messages, 'locationSelector')} | Ridgeline`,
      description: t(messages, 'locationSelectorIntro'),
      canonicalPath: `/${site.locale}/location-selector`,
    });
    return page(c, shell, 'LocationSelector', async () => <LocationSelectorMain selector={await selector} />);
  })
  .get(`/${LOCALE}/location-selector/go`, (c) => {
    const to = c.req.query('to') ?? '';
    const target = siteForLocale(to);
    if (!target || to !== to.toLowerCase()) throw new HttpError(400, 'API400', 'to: unknown locale');
    const country = (c.req.query('country') ?? target.country).toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) throw new HttpError(400, 'API400', 'country: two letters expected');
    setCookie(c, LOCATION_COOKIE, country, {
      path: '/',
      maxAge: LOCATION_COOKIE_MAX_AGE,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    });
    c.header('cache-control', 'private, no-store');
    return c.redirect(landingPath(target.locale, safeReturnPath(c.req.query('path'), c.var.site)), 303);
  });

/** `/{locale}/{page}` and its children (`/{locale}/help/returns`): content `page/{siteId}/{key}`. */
export const staticPages = new Hono<AppEnv>().get(`/${LOCALE}/:path{[a-z0-9/-]{1,200}}`, async (c) => {
  const { site } = c.var;
  const path = c.req.param('path');
  const key = staticPageKey(path);
  if (!key) throw new HttpError(404, 'API404', 'Page not found');
  const content = await notFoundOn404(c.var.upstream.content.page(key), 'Page');
  if (content.path && content.path !== path) return c.redirect(`/${site.locale}/${content.path}`, 301);
  const childPages = noChildren(c, key);
  const crumbs = crumbsOf(c, content);
  const shell = await shellFor(c, {
    pageType: 'Other',
    title: `${content.seo.title} | Ridgeline`,
    description: content.seo.description,
    canonicalPath: `/${site.locale}/${content.path ?? path}`,
  });
  return page(c, shell, 'StaticPage', async () => {
    const [kids, trail] = await Promise.all([childPages, crumbs]);
    return <StaticPageMain page={content} crumbs={trail} childPages={kids} />;
  });
});
