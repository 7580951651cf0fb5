/**
 * Content API page children (content spec section 7): `GET /{mode}/caas/v1/canvas/children/
 * {siteId}/{parentPageSlug}` lists the pages whose parent is that slug (`home` lists the top-level
 * static pages), in the site's language, ordered as the editor sorted them. The parent must exist.
 */
import { Hono } from 'hono';
import type { PageChild } from '../../../shared/contract/utilities';
import type { StoredPage } from '../../seed/content-types';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { cacheHeaders, loadEntries, localeOf, purgeTags, readingOf, siteOf } from './store';

type ChildDoc = Pick<StoredPage, 'id' | 'slug' | 'path' | 'parent' | 'sort' | 'seo'>;

export const childrenRoutes = new Hono<AppEnv>().get(
  '/:mode{publish|preview}/caas/v1/canvas/children/:siteId/:parent{[a-z0-9-]{1,80}}',
  async (c) => {
    const { siteId, parent } = c.req.param();
    const reading = readingOf(c);
    const site = siteOf(siteId);
    const locale = localeOf(site, c.req.query('locale'));
    // Pages as this reading sees them: a scheduled or draft page joins its parent's list when live.
    const pages = await loadEntries(c.env.DB, site, locale, ['page'], reading);
    if (!pages.some((p) => p.key === parent))
      throw notFound(`No page ${parent} for ${site.siteId} ${locale}`);
    const children: PageChild[] = pages
      .map((p) => p.doc as ChildDoc)
      .filter((doc) => doc.parent === parent)
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.slug.localeCompare(b.slug))
      .map((doc) => ({
        id: doc.id,
        slug: doc.slug,
        path: doc.path ?? doc.slug,
        title: doc.seo.title,
        description: doc.seo.description,
      }));
    return c.json(
      { parent, children },
      200,
      cacheHeaders(reading, purgeTags(site.siteId, locale, 'page', parent)),
    );
  },
);
