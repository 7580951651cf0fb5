/**
 * Content API page children (content spec section 7): `GET /{mode}/caas/v1/canvas/children/
 * {siteId}/{parentPageSlug}` lists the pages whose parent is that slug (`home` lists the top-level
 * static pages), in the site's language, ordered as the editor sorted them. The parent must exist.
 */
import { Hono } from 'hono';
import type { PageChild } from '../../../shared/contract/utilities';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { localeFor } from '../site';
import { SANDBOX_SITES } from '../sites';

type ChildDoc = { id: string; slug: string; path?: string; seo: { title: string; description: string } };

export const childrenRoutes = new Hono<AppEnv>().get(
  '/:mode{publish|preview}/caas/v1/canvas/children/:siteId/:parent{[a-z0-9-]{1,80}}',
  async (c) => {
    const { mode, siteId, parent } = c.req.param();
    const site = SANDBOX_SITES.get(siteId);
    if (!site) throw notFound(`Unknown site ${siteId}`);
    const requested = c.req.query('locale')?.toLowerCase();
    if (requested && !site.locales.includes(requested)) {
      throw notFound(`Site ${site.siteId} has no content in ${requested}`);
    }
    const locale = localeFor(site, requested);
    const db = c.env.DB;
    const [parentRow, rows] = await db.batch<{ key?: string; doc?: string }>([
      db
        .prepare("SELECT key FROM content WHERE site_id = ? AND locale = ? AND kind = 'page' AND key = ?")
        .bind(site.siteId, locale, parent),
      db
        .prepare(
          `SELECT doc FROM content WHERE site_id = ? AND locale = ? AND kind = 'page'
             AND json_extract(doc, '$.parent') = ?
           ORDER BY json_extract(doc, '$.sort'), key`,
        )
        .bind(site.siteId, locale, parent),
    ]);
    if (!parentRow?.results.length) throw notFound(`No page ${parent} for ${site.siteId} ${locale}`);
    const children: PageChild[] = (rows?.results ?? []).map((row) => {
      const doc = JSON.parse(row.doc!) as ChildDoc;
      return {
        id: doc.id,
        slug: doc.slug,
        path: doc.path ?? doc.slug,
        title: doc.seo.title,
        description: doc.seo.description,
      };
    });
    return c.json(
      { parent, children },
      200,
      mode === 'publish'
        ? { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' }
        : { 'Cache-Control': 'private, no-store' },
    );
  },
);
