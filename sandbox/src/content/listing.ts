/**
 * Content of listing pages (content spec section 7): `canvas/category/{siteId}/{categoryId}` (the
 * category's heading, intro and optional banner sections) and `canvas/search/{siteId}/{searchType}`
 * (help text and popular terms for results, no results and the search hub), per site language.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { cacheHeaders, loadDoc, localeOf, siteOf } from './routes';

export const listingContentRoutes = new Hono<AppEnv>()
  .get('/:mode{publish|preview}/caas/v1/canvas/category/:siteId/:categoryId{\\d{4,10}}', async (c) => {
    const { mode, siteId, categoryId } = c.req.param();
    const site = siteOf(siteId);
    const locale = localeOf(site, c.req.query('locale'));
    return c.json(await loadDoc(c.env.DB, site, locale, 'category', categoryId), 200, cacheHeaders(mode));
  })
  .get(
    '/:mode{publish|preview}/caas/v1/canvas/search/:siteId/:searchType{results|no-results|hub}',
    async (c) => {
      const { mode, siteId, searchType } = c.req.param();
      const site = siteOf(siteId);
      const locale = localeOf(site, c.req.query('locale'));
      return c.json(await loadDoc(c.env.DB, site, locale, 'search', searchType), 200, cacheHeaders(mode));
    },
  );
