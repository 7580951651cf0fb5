/**
 * Content API (content spec section 7): /{mode}/caas/v1/canvas/... with mode `publish` or
 * `preview`. Documents live in D1 per site and locale; product carousels are stored as style ids
 * and resolved here into product cards priced in the site's currency.
 */
import { Hono } from 'hono';
import type { ContentPage, ContentSection } from '../../../shared/contract/content';
import type { StoredCarouselItem, StoredPage } from '../../seed/content-types';
import { getProductCards } from '../commerce/catalog';
import type { AppEnv } from '../env';
import type { SandboxSite } from '../sites';
import { cacheHeaders, loadEntry, localeOf, purgeTags, readingOf, siteOf } from './store';

const isStoredCarousel = (item: { type: string }): item is StoredCarouselItem =>
  item.type === 'product-carousel' && 'productIds' in item;

/** Resolves every carousel's product ids with one catalogue read for the whole document. */
export const augmentSections = async (
  db: D1Database,
  stored: StoredPage['sections'],
  site: SandboxSite,
  locale: string,
): Promise<ContentSection[]> => {
  const ids = stored.flatMap((s) => s.items.filter(isStoredCarousel).flatMap((i) => i.productIds));
  const cards = new Map(
    (await getProductCards(db, ids, site.currency, locale)).map((card) => [card.id.slice(0, 8), card]),
  );
  return stored.map((section) => ({
    ...section,
    items: section.items.map((item) => {
      if (!isStoredCarousel(item)) return item;
      const { productIds, ...rest } = item;
      return { ...rest, products: productIds.flatMap((id) => cards.get(id) ?? []) };
    }),
  }));
};

const augment = async (
  db: D1Database,
  page: StoredPage,
  site: SandboxSite,
  locale: string,
): Promise<ContentPage> => ({ ...page, sections: await augmentSections(db, page.sections, site, locale) });

export const contentRoutes = new Hono<AppEnv>()
  .get('/:mode{publish|preview}/caas/v1/canvas/:kind{augmentedpage|page}/:siteId/:page', async (c) => {
    const { siteId, page } = c.req.param();
    const reading = readingOf(c);
    const site = siteOf(siteId);
    const locale = localeOf(site, c.req.query('locale'));
    const doc = (await loadEntry(c.env.DB, site, locale, 'page', page, reading)) as StoredPage;
    return c.json(
      await augment(c.env.DB, doc, site, locale),
      200,
      cacheHeaders(reading, purgeTags(site.siteId, locale, 'page', page)),
    );
  })
  .get('/:mode{publish|preview}/caas/v1/canvas/:kind{menu|footer}/:siteId', async (c) => {
    const { siteId } = c.req.param();
    const kind = c.req.param('kind') === 'menu' ? 'menu' : 'footer';
    const reading = readingOf(c);
    const site = siteOf(siteId);
    const locale = localeOf(site, c.req.query('locale'));
    return c.json(
      await loadEntry(c.env.DB, site, locale, kind, 'main', reading),
      200,
      cacheHeaders(reading, purgeTags(site.siteId, locale, kind, 'main')),
    );
  });
