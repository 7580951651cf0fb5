/**
 * Editors' publishing (sandbox admin, header `x-sandbox-admin`): add a version of a content entry
 * as a draft or published with a schedule, publish or reschedule a version, list an entry's
 * versions. Every publish or schedule change queues the entry's cache tags in `content_purges`
 * (due now, and at each schedule edge) and answers them as `purgeTags`; a publish then delivers
 * what is due to the purge webhook (`purge-webhook.ts`), and `POST /__admin/content/purges/deliver`
 * delivers what has come due since. `PUT|GET|DELETE /__admin/webhooks/content-purge` configures it.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { contentEntryKindSchema, contentVersionStatusSchema } from '../../../shared/contract/content';
import { requireAdmin } from '../admin';
import type { AppEnv } from '../env';
import { badRequest, notFound, validate } from '../errors';
import { deliverDuePurges, purgeWebhook } from './purge-webhook';
import { instant, localeOf, purgeTags, siteOf } from './store';

const entryParams = z.object({
  siteId: z.string().max(20),
  locale: z.string().max(10),
  kind: contentEntryKindSchema,
  key: z.string().regex(/^[a-z0-9-]{1,80}$/),
});

const schedule = {
  liveFrom: z.string().max(40).nullable().optional(),
  liveUntil: z.string().max(40).nullable().optional(),
};

const newVersion = z.object({
  status: contentVersionStatusSchema,
  doc: z.looseObject({}),
  ...schedule,
});

type Window = { liveFrom: string | null; liveUntil: string | null };

const windowOf = (body: {
  liveFrom?: string | null | undefined;
  liveUntil?: string | null | undefined;
}): Window => {
  const liveFrom = body.liveFrom ? instant(body.liveFrom, 'liveFrom') : null;
  const liveUntil = body.liveUntil ? instant(body.liveUntil, 'liveUntil') : null;
  if (liveFrom && liveUntil && liveUntil <= liveFrom) throw badRequest('liveUntil must be after liveFrom');
  return { liveFrom, liveUntil };
};

/** Purges due now and at each schedule edge, as statements to batch with the change. */
const queuePurges = (db: D1Database, tags: string[], window: Window, now: string) =>
  [now, window.liveFrom, window.liveUntil]
    .filter((due): due is string => Boolean(due))
    .flatMap((due) =>
      tags.map((tag) =>
        db
          .prepare('INSERT INTO content_purges (tag, due_at, created_at) VALUES (?, ?, ?)')
          .bind(tag, due, now),
      ),
    );

const entryOf = (params: z.infer<typeof entryParams>) => {
  const site = siteOf(params.siteId);
  const locale = localeOf(site, params.locale);
  return {
    ...params,
    siteId: site.siteId,
    locale,
    tags: purgeTags(site.siteId, locale, params.kind, params.key),
  };
};

const webhookBody = z.object({
  url: z.url({ protocol: /^https?$/ }).max(500),
  secret: z.string().min(16).max(200),
});

export const contentAdminRoutes = new Hono<AppEnv>()
  .use('/__admin/content/*', requireAdmin)
  .use('/__admin/webhooks/*', requireAdmin)
  .put('/__admin/webhooks/content-purge', validate('json', webhookBody), async (c) => {
    const { url, secret } = c.req.valid('json');
    await c.env.DB.prepare(
      `INSERT INTO webhooks (name, url, secret, updated_at) VALUES ('content-purge', ?1, ?2, ?3)
       ON CONFLICT (name) DO UPDATE SET url = ?1, secret = ?2, updated_at = ?3`,
    )
      .bind(url, secret, new Date().toISOString())
      .run();
    return c.json({ webhook: { url } });
  })
  // The secret is never read back.
  .get('/__admin/webhooks/content-purge', async (c) => {
    const webhook = await purgeWebhook(c.env);
    return c.json({ webhook: webhook ? { url: webhook.url } : null });
  })
  .delete('/__admin/webhooks/content-purge', async (c) => {
    await c.env.DB.prepare("DELETE FROM webhooks WHERE name = 'content-purge'").run();
    return c.json({ webhook: null });
  })
  .get('/__admin/content/purges', async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT id, tag, due_at AS dueAt FROM content_purges WHERE due_at <= ? ORDER BY id',
    )
      .bind(new Date().toISOString())
      .all();
    return c.json({ purges: results });
  })
  // Sends what is due now to the purge webhook (a schedule edge that has come; a failed delivery).
  .post('/__admin/content/purges/deliver', async (c) => c.json(await deliverDuePurges(c.env)))
  .get('/__admin/content/:siteId/:locale/:kind/:key/versions', validate('param', entryParams), async (c) => {
    const entry = entryOf(c.req.valid('param'));
    const { results } = await c.env.DB.prepare(
      `SELECT version, status, live_from AS liveFrom, live_until AS liveUntil, updated_at AS updatedAt
       FROM content_versions WHERE site_id = ? AND locale = ? AND kind = ? AND key = ? ORDER BY version`,
    )
      .bind(entry.siteId, entry.locale, entry.kind, entry.key)
      .all();
    return c.json({ versions: results });
  })
  .post(
    '/__admin/content/:siteId/:locale/:kind/:key/versions',
    validate('param', entryParams),
    validate('json', newVersion),
    async (c) => {
      const entry = entryOf(c.req.valid('param'));
      const body = c.req.valid('json');
      const window = windowOf(body);
      const now = new Date().toISOString();
      const db = c.env.DB;
      const [inserted] = await db.batch<{ version: number }>([
        db
          .prepare(
            `INSERT INTO content_versions (site_id, locale, kind, key, version, status, live_from, live_until, doc, updated_at)
             SELECT ?1, ?2, ?3, ?4, COALESCE(MAX(version), 0) + 1, ?5, ?6, ?7, ?8, ?9 FROM content_versions
             WHERE site_id = ?1 AND locale = ?2 AND kind = ?3 AND key = ?4 RETURNING version`,
          )
          .bind(
            entry.siteId,
            entry.locale,
            entry.kind,
            entry.key,
            body.status,
            window.liveFrom,
            window.liveUntil,
            JSON.stringify(body.doc),
            now,
          ),
        // A draft changes nothing anyone but an editor sees: nothing to purge.
        ...(body.status === 'published' ? queuePurges(db, entry.tags, window, now) : []),
      ]);
      if (body.status === 'published') c.executionCtx.waitUntil(deliverDuePurges(c.env));
      return c.json(
        {
          version: inserted!.results[0]!.version,
          status: body.status,
          ...window,
          purgeTags: body.status === 'published' ? entry.tags : [],
        },
        201,
      );
    },
  )
  .post(
    '/__admin/content/:siteId/:locale/:kind/:key/versions/:version/publish',
    validate('param', entryParams.extend({ version: z.coerce.number().int().min(1) })),
    validate('json', z.object(schedule)),
    async (c) => {
      const params = c.req.valid('param');
      const entry = entryOf(params);
      const window = windowOf(c.req.valid('json'));
      const now = new Date().toISOString();
      const db = c.env.DB;
      const updated = await db
        .prepare(
          `UPDATE content_versions SET status = 'published', live_from = ?, live_until = ?, updated_at = ?
           WHERE site_id = ? AND locale = ? AND kind = ? AND key = ? AND version = ? RETURNING version`,
        )
        .bind(
          window.liveFrom,
          window.liveUntil,
          now,
          entry.siteId,
          entry.locale,
          entry.kind,
          entry.key,
          params.version,
        )
        .first();
      if (!updated) throw notFound(`No version ${params.version} of ${entry.kind} ${entry.key}`);
      await db.batch(queuePurges(db, entry.tags, window, now));
      c.executionCtx.waitUntil(deliverDuePurges(c.env));
      return c.json({ version: params.version, status: 'published', ...window, purgeTags: entry.tags });
    },
  );
