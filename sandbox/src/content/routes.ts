/**
 * Content API (content spec section 7): /{mode}/caas/v1/canvas/... with mode `publish` or
 * `preview`. Documents live in D1 per site and locale; product carousels are stored as style ids
 * and resolved here into product cards priced in the site's currency.
 */
import { Hono } from 'hono';
import type { ContentPage, ContentSection } from '../../../shared/contract/content';
import type { StoredCarouselItem, StoredPage } from '../../seed/content';
import { getProductCards } from '../commerce/catalog';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { localeFor } from '../site';
import { SANDBOX_SITES, type SandboxSite } from '../sites';

type Kind = 'page' | 'menu' | 'footer' | 'category' | 'search';

export const cacheHeaders = (mode: string): Record<string, string> =>
  mode === 'publish'
    ? { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' }
    : { 'Cache-Control': 'private, no-store' };

export const siteOf = (siteId: string): SandboxSite => {
  const site = SANDBOX_SITES.get(siteId);
  if (!site) throw notFound(`Unknown site ${siteId}`);
  return site;
};

/** The locale asked for must be one of the site's; no locale means the site's first. */
export const localeOf = (site: SandboxSite, requested: string | undefined): string => {
  if (requested && !site.locales.includes(requested.toLowerCase())) {
    throw notFound(`Site ${site.siteId} has no content in ${requested}`);
  }
  return localeFor(site, requested);
};

export const loadDoc = async (
  db: D1Database,
  site: SandboxSite,
  locale: string,
  kind: Kind,
  key: string,
): Promise<unknown> => {
  const row = await db
    .prepare('SELECT doc FROM content WHERE site_id = ? AND locale = ? AND kind = ? AND key = ?')
    .bind(site.siteId, locale, kind, key)
    .first<{ doc: string }>();
  if (!row) throw notFound(`No ${kind} ${key} for ${site.siteId} ${locale}`);
  return JSON.parse(row.doc);
};

const isStoredCarousel = (item: { type: string }): item is StoredCarouselItem =>
  item.type === 'product-carousel' && 'productIds' in item;

/** Resolves every carousel's product ids with one catalogue read for the whole page. */
const augment = async (
  db: D1Database,
  page: StoredPage,
  site: SandboxSite,
  locale: string,
): Promise<ContentPage> => {
  const ids = page.sections.flatMap((s) => s.items.filter(isStoredCarousel).flatMap((i) => i.productIds));
  const cards = new Map(
    (await getProductCards(db, ids, site.currency, locale)).map((card) => [card.id.slice(0, 8), card]),
  );
  const sections: ContentSection[] = page.sections.map((section) => ({
    ...section,
    items: section.items.map((item) => {
      if (!isStoredCarousel(item)) return item;
      const { productIds, ...rest } = item;
      return { ...rest, products: productIds.flatMap((id) => cards.get(id) ?? []) };
    }),
  }));
  return { ...page, sections };
};

export const contentRoutes = new Hono<AppEnv>()
  .get('/:mode{publish|preview}/caas/v1/canvas/:kind{augmentedpage|page}/:siteId/:page', async (c) => {
    const { mode, siteId, page } = c.req.param();
    const site = siteOf(siteId);
    const locale = localeOf(site, c.req.query('locale'));
    const doc = (await loadDoc(c.env.DB, site, locale, 'page', page)) as StoredPage;
    return c.json(await augment(c.env.DB, doc, site, locale), 200, cacheHeaders(mode));
  })
  .get('/:mode{publish|preview}/caas/v1/canvas/:kind{menu|footer}/:siteId', async (c) => {
    const { mode, kind, siteId } = c.req.param();
    const site = siteOf(siteId);
    const locale = localeOf(site, c.req.query('locale'));
    return c.json(await loadDoc(c.env.DB, site, locale, kind as Kind, 'main'), 200, cacheHeaders(mode));
  });
