/**
 * `POST /fapi/cache/purge` with `{ tags: [...] }`: what a content platform's publish webhook (or an
 * operator) calls to invalidate cached upstream reads by tag in both cache tiers (purge log:
 * worker/upstream/cache-tags.ts). Authenticated by the shared secret `CACHE_PURGE_SECRET` in
 * the `x-cache-purge-secret` header, compared in constant time; without the setting the endpoint
 * does not exist. The purge is recorded in the network's purge log (every colo sees it within
 * `PURGE_LOG_COLO_TTL_S`) and, where the zone purge API is configured, every colo's copy of the log
 * is purged so they see it at once (worker/upstream/zone-purge.ts). Tags: `content:{siteId}:{locale}[:{kind}:{key}]` (the content platform's own,
 * as its `Cache-Tag` headers name them), `product:{styleId}`, `category:{categoryId}`, `catalog`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { MAX_TAGS_PER_PURGE, PURGE_LOG_TAG, recordPurge } from '../../upstream/cache-tags';
import { purgeZoneTags, zonePurgeSettings } from '../../upstream/zone-purge';
import { validate } from '../../validation';

export const PURGE_SECRET_HEADER = 'x-cache-purge-secret';

const purgeBody = z.object({
  tags: z
    .array(z.string().regex(/^[\w.:-]{1,200}$/, 'a tag is letters, digits and . _ : -'))
    .min(1)
    .max(MAX_TAGS_PER_PURGE),
});

const digest = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** Equal secrets, in time that does not depend on where they differ (both hashed to one length). */
const sameSecret = async (given: string, expected: string): Promise<boolean> => {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return (
    crypto.subtle as unknown as { timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean }
  ).timingSafeEqual(a, b);
};

export const fapiCachePurge = new Hono<AppEnv>().post(
  '/fapi/cache/purge',
  async (c, next) => {
    const expected = c.env.CACHE_PURGE_SECRET;
    if (!expected) throw new HttpError(404, 'API404', 'Not found');
    const given = c.req.header(PURGE_SECRET_HEADER);
    if (!given || !(await sameSecret(given, expected))) {
      c.get('log').warn('cache purge refused');
      throw new HttpError(403, 'AUT403', `A valid ${PURGE_SECRET_HEADER} header is required`);
    }
    await next();
  },
  validate('json', purgeBody),
  async (c) => {
    const tags = [...new Set(c.req.valid('json').tags)];
    await recordPurge(tags, c.env.PURGE_LOG);
    c.header('cache-control', 'no-store');
    // Recorded already: should Cloudflare refuse, the 502 makes the content platform send the
    // purge again (harmless: its instant moves on), and every colo sees it within 30 s anyway.
    const zone = zonePurgeSettings(c.env);
    if (zone) await purgeZoneTags(zone, [PURGE_LOG_TAG]);
    c.get('log').info('cache purged', { tags, everyColo: zone !== undefined });
    return c.json({ purged: tags });
  },
);
