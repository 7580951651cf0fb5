/**
 * `POST /fapi/cache/purge` with `{ tags: [...] }`: what a content platform's publish webhook (or an
 * operator) calls to invalidate cached upstream reads by tag in both cache tiers (purge log:
 * worker/upstream/cache-tags.ts). Authenticated by the shared secret `CACHE_PURGE_SECRET` in
 * the `x-cache-purge-secret` header, compared in constant time; without the setting the endpoint
 * does not exist. Tags: `content:{siteId}:{locale}[:{kind}:{key}]` (the content platform's own,
 * as its `Cache-Tag` headers name them), `product:{styleId}`, `category:{categoryId}`, `catalog`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { MAX_TAGS_PER_PURGE, recordPurge } from '../upstream/cache-tags';
import { validate } from '../validation';

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
      c.var.log.warn('cache purge refused');
      throw new HttpError(403, 'AUT403', `A valid ${PURGE_SECRET_HEADER} header is required`);
    }
    await next();
  },
  validate('json', purgeBody),
  async (c) => {
    const tags = [...new Set(c.req.valid('json').tags)];
    await recordPurge(tags);
    c.var.log.info('cache purged', { tags });
    c.header('cache-control', 'no-store');
    return c.json({ purged: tags });
  },
);
