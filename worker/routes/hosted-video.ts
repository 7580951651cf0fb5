/**
 * The hosted-video player's files (content spec sections 7 and 9), proxied from the delivery
 * host at the same paths like upstream images, so the page's media and the player's playlist and
 * segment requests stay on this origin (CSP `media-src`/`connect-src 'self'`). Immutable and
 * edge-cached; only the delivery host's four file shapes pass.
 */
import { Hono } from 'hono';
import { HOSTED_VIDEO_BASE } from '../../shared/content/video';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { edgeCache } from '../upstream/cache';

const ID = '[a-z0-9][a-z0-9_/-]{0,120}';
const FILES: [RegExp, string][] = [
  [new RegExp(`^/video/upload/sp_auto/${ID}\\.m3u8$`), 'application/vnd.apple.mpegurl'],
  [new RegExp(`^/video/upload/sp_auto/${ID}/init\\.mp4$`), 'video/mp4'],
  [new RegExp(`^/video/upload/sp_auto/${ID}/\\d{1,4}\\.m4s$`), 'video/iso.segment'],
  [new RegExp(`^/video/upload/${ID}\\.mp4$`), 'video/mp4'],
];

/** The content type of a delivery path (`/{cloudName}/video/upload/…`), or null when it is none. */
export const hostedVideoType = (path: string): string | null => {
  const match = /^\/hosted-video\/[a-z0-9-]{1,40}(\/.*)$/.exec(path);
  const rest = match?.[1];
  if (!rest || rest.includes('..') || rest.includes('//')) return null;
  return FILES.find(([shape]) => shape.test(rest))?.[1] ?? null;
};

export const hostedVideoFiles = new Hono<AppEnv>().get(`${HOSTED_VIDEO_BASE}/*`, async (c) => {
  const path = new URL(c.req.url).pathname;
  const type = hostedVideoType(path);
  if (!type) throw new HttpError(404, 'API404', 'Video not found');
  const cache = edgeCache();
  const cached = await cache?.match(c.req.url);
  if (cached) return cached;
  const upstream = await c.get('upstream').hostedVideo(path);
  if (!upstream.ok) throw new HttpError(404, 'API404', 'Video not found');
  const response = new Response(upstream.body, {
    headers: { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' },
  });
  if (cache) c.executionCtx.waitUntil(cache.put(c.req.url, response.clone()));
  return response;
});
