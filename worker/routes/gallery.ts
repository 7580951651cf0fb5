/**
 * The UGC gallery widgets' reads (content spec section 7):
 * - `GET /ugc-embed/{containerId}/{locale}?filter=`: the first widget's script for its filter;
 * - `GET /ugc-gallery/{containerId}/{locale}`: the widget host's script, proxied so the page loads
 *   nothing from another origin (an unknown locale falls back to the default one);
 * - `GET /api/gallery/tag/{productId}`: the product's masterId the widget is tagged with (the
 *   product details lookup; only masterId is read).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  GALLERY_CONTAINER,
  GALLERY_DEFAULT_LOCALE,
  GALLERY_EMBED_BASE,
  GALLERY_FILTER,
  GALLERY_LOCALE,
  GALLERY_SCRIPT_BASE,
} from '../../shared/content/gallery';
import { productIdSchema } from '../../shared/contract';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { validate } from '../validation';

const scriptParams = z.object({
  containerId: z.string().regex(GALLERY_CONTAINER),
  locale: z.string().max(16),
});

export const galleryRoutes = new Hono<AppEnv>()
  .get(`${GALLERY_SCRIPT_BASE}/:containerId/:locale`, validate('param', scriptParams), async (c) => {
    const { containerId, locale } = c.req.valid('param');
    const upstream = await c
      .get('upstream')
      .gallery.widgetScript(containerId, GALLERY_LOCALE.test(locale) ? locale : GALLERY_DEFAULT_LOCALE);
    if (!upstream.ok) throw new HttpError(404, 'API404', 'Gallery not found');
    return new Response(upstream.body, {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' },
    });
  })
  .get(
    `${GALLERY_EMBED_BASE}/:containerId/:locale`,
    validate('param', scriptParams),
    validate('query', z.object({ filter: z.string().regex(GALLERY_FILTER) })),
    async (c) => {
      const { containerId, locale } = c.req.valid('param');
      const upstream = await c
        .get('upstream')
        .gallery.embedScript(
          containerId,
          GALLERY_LOCALE.test(locale) ? locale : GALLERY_DEFAULT_LOCALE,
          c.req.valid('query').filter,
        );
      if (!upstream.ok) throw new HttpError(404, 'API404', 'Gallery not found');
      return new Response(upstream.body, {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' },
      });
    },
  )
  .get(
    '/api/gallery/tag/:productId',
    validate('param', z.object({ productId: productIdSchema })),
    async (c) => {
      const product = await c.get('upstream').products.details(c.req.valid('param').productId);
      return c.json({ masterId: product.masterId }, 200, { 'cache-control': 'private, max-age=300' });
    },
  );
