/**
 * Content of listing pages (content spec section 7): `canvas/category/{siteId}/{categoryId}` (the
 * category's heading, intro and optional banner sections) and `canvas/search/{siteId}/{searchType}`
 * (help text and popular terms for results, no results and the search hub), per site language.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { cacheHeaders, loadEntry, localeOf, purgeTags, readingOf, siteOf } from './store';

export const listingContentRoutes = new Hono<AppEnv>()
  .get('/:mode{publish|preview}/caas/v1/canvas/category/:siteId/:categoryId{\\d{4,10}}', async (c) => {
    const { siteId, categoryId } = c.req.param();
    const reading = readingOf(c);
    const site = siteOf(siteId);
    const locale = localeOf(site, c.req.query('locale'));
    return c.json(
      await loadEntry(c.env.DB, site, locale, 'category', categoryId, reading),
      200,
      cacheHeaders(reading, purgeTags(site.siteId, locale, 'category', categoryId)),
    );
  })
  .get(
    '/:mode{publish|preview}/caas/v1/canvas/search/:siteId/:searchType{results|no-results|hub}',
    async (c) => {
      const { siteId, searchType } = c.req.param();
      const reading = readingOf(c);
      const site = siteOf(siteId);
      const locale = localeOf(site, c.req.query('locale'));
      return c.json(
        await loadEntry(c.env.DB, site, locale, 'search', searchType, reading),
        200,
        cacheHeaders(reading, purgeTags(site.siteId, locale, 'search', searchType)),
      );
    },
  );
