/**
 * Content API calls for reusable documents (content spec section 7): `fragment/{fragmentId}` (the
 * site from the `siteId` header), `popups/{siteId}` and `product/{siteId}/{productId}`. Each reads
 * its entry as the mode and `previewDateTime` ask (store.ts).
 */
import { Hono } from 'hono';
import type { StoredFragment } from '../../seed/content-types';
import type { AppEnv } from '../env';
import { SandboxError } from '../errors';
import { siteFromHeader } from '../site';
import { augmentSections } from './routes';
import { cacheHeaders, loadEntry, localeOf, purgeTags, readingOf, siteOf } from './store';

/** Product content is keyed by style: the first 8 characters of any of its product ids. */
const styleOf = (productId: string): string => productId.slice(0, 8);

export const documentRoutes = new Hono<AppEnv>()
  .get('/:mode{publish|preview}/caas/v1/canvas/fragment/:fragmentId{[a-z0-9-]{1,80}}', async (c) => {
    const { fragmentId } = c.req.param();
    const reading = readingOf(c);
    const site = siteFromHeader(c.req.header('siteId'));
    const locale = localeOf(site, c.req.query('locale'));
    const doc = (await loadEntry(c.env.DB, site, locale, 'fragment', fragmentId, reading)) as StoredFragment;
    return c.json(
      {
        id: fragmentId,
        name: doc.name,
        sections: await augmentSections(c.env.DB, doc.sections, site, locale),
      },
      200,
      cacheHeaders(reading, purgeTags(site.siteId, locale, 'fragment', fragmentId)),
    );
  })
  .get('/:mode{publish|preview}/caas/v1/canvas/popups/:siteId', async (c) => {
    const reading = readingOf(c);
    const site = siteOf(c.req.param('siteId'));
    const locale = localeOf(site, c.req.query('locale'));
    return c.json(
      await loadEntry(c.env.DB, site, locale, 'popups', 'main', reading),
      200,
      cacheHeaders(reading, purgeTags(site.siteId, locale, 'popups', 'main')),
    );
  })
  .get('/:mode{publish|preview}/caas/v1/canvas/product/:siteId/:productId{[A-Z0-9]{8,11}}', async (c) => {
    const { siteId, productId } = c.req.param();
    const reading = readingOf(c);
    const site = siteOf(siteId);
    const locale = localeOf(site, c.req.query('locale'));
    const style = styleOf(productId);
    const tags = purgeTags(site.siteId, locale, 'product', style);
    try {
      const doc = (await loadEntry(c.env.DB, site, locale, 'product', style, reading)) as StoredFragment;
      const sections = await augmentSections(c.env.DB, doc.sections, site, locale);
      return c.json({ productId, sections }, 200, cacheHeaders(reading, tags));
    } catch (error) {
      // Most products have no editorial content: that is an empty list, not a missing product.
      if (!(error instanceof SandboxError && error.status === 404)) throw error;
      return c.json({ productId, sections: [] }, 200, cacheHeaders(reading, tags));
    }
  });
