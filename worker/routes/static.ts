/**
 * Built client assets and upstream images: public, immutable, and the only cacheable responses.
 * Assets need nothing of the request context and are mounted before it; images come from upstream.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { edgeCache } from '../upstream/cache';

const IMAGE_PATH = /^\/images\/(products|content)\/[A-Za-z0-9_-]{1,40}\/?[A-Za-z0-9_-]{0,40}\.svg$/;

/** Asset responses have immutable headers; copy so the request context (worker/context) can add its own. */
const fromAssets = async (assets: Fetcher, request: Request): Promise<Response> => {
  const response = await assets.fetch(request);
  const copy = new Response(response.body, response);
  // Mounted before the security headers middleware: the ones that matter for a file served as is.
  copy.headers.set('x-content-type-options', 'nosniff');
  copy.headers.set('cross-origin-resource-policy', 'same-site');
  // Vite names built files by content hash: they never change under the same name.
  if (response.ok && /\/assets\/[\w-]+-[\w-]{8}\.(js|css|woff2)$/.test(new URL(request.url).pathname)) {
    copy.headers.set('cache-control', 'public, max-age=31536000, immutable');
  }
  return copy;
};

export const assetFiles = new Hono<AppEnv>()
  .get('/assets/*', (c) => fromAssets(c.env.ASSETS, c.req.raw))
  .get('/favicon.svg', (c) => fromAssets(c.env.ASSETS, c.req.raw));

export const upstreamImages = new Hono<AppEnv>().get('/images/*', async (c) => {
  const path = new URL(c.req.url).pathname;
  if (!IMAGE_PATH.test(path)) throw new HttpError(404, 'API404', 'Image not found');
  const cache = edgeCache();
  // Keyed by the path alone: a query string changes nothing of the image, and keying by it would
  // let anyone make each variant a new upstream render and a new year-long cache entry.
  const key = new URL(path, c.req.url).href;
  const cached = await cache?.match(key);
  if (cached) return cached;
  const upstream = await c.get('upstream').image(path);
  if (!upstream.ok) throw new HttpError(404, 'API404', 'Image not found');
  const response = new Response(upstream.body, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      // SVGs are served as images only: no script may run even if opened directly.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-site',
    },
  });
  if (cache) c.executionCtx.waitUntil(cache.put(key, response.clone()));
  return response;
});
