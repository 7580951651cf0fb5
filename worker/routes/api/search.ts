/**
 * BFF endpoints of the browse and search islands: autosuggest, a product search as JSON, and the
 * quickshop's product. Nothing here is personal, so answers may be cached publicly for a minute.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  categoryIdSchema,
  MAX_SEARCH_TERM_LENGTH,
  productIdSchema,
  type QuickShopProduct,
} from '../../../shared/contract';
import { ownPrice } from '../../../shared/pricing/size-price';
import { productUrl } from '../../../shared/routes';
import { listingStateOf, searchQueryOf } from '../../catalog/listing-query';
import { cacheableBy } from '../../context/site';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import type { UpstreamClients } from '../../upstream';
import { ApiError } from '../../upstream/errors';
import { validate } from '../../validation';

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';

export const searchApi = new Hono<AppEnv>()
  .get(
    '/suggest',
    validate('query', z.object({ q: z.string().trim().min(1, 'q is required').max(MAX_SEARCH_TERM_LENGTH) })),
    async (c) => {
      const { q } = c.req.valid('query');
      const suggestions = await c.get('upstream').search.autoSuggest(q);
      c.header('cache-control', cacheableBy(new URL(c.req.url), PUBLIC));
      return c.json(suggestions);
    },
  )
  .get(
    '/products',
    validate('query', z.object({ categoryId: categoryIdSchema.optional() }).passthrough()),
    async (c) => {
      const { categoryId } = c.req.valid('query');
      const result = await c
        .get('upstream')
        .search.productSearch(searchQueryOf(listingStateOf(c), categoryId));
      c.header('cache-control', cacheableBy(new URL(c.req.url), PUBLIC));
      return c.json(result);
    },
  )
  .get('/quickshop/:productId', validate('param', z.object({ productId: productIdSchema })), async (c) => {
    const { productId } = c.req.valid('param');
    let product: Awaited<ReturnType<UpstreamClients['products']['details']>>;
    try {
      product = await c.get('upstream').products.details(productId);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new HttpError(404, 'API404', 'Product not found');
      throw error;
    }
    const locale = c.get('site').locale;
    const chosen = productId.length === 11 ? productId.slice(8) : product.defaultColor;
    c.header('cache-control', cacheableBy(new URL(c.req.url), PUBLIC));
    return c.json({
      id: product.masterId,
      name: product.name,
      url: productUrl(locale, product.slug, `${product.masterId}${chosen}`),
      defaultColor: product.colors.some((x) => x.code === chosen) ? chosen : product.defaultColor,
      colors: product.colors.map((color) => ({
        code: color.code,
        name: color.name,
        swatch: color.swatch,
        url: productUrl(locale, product.slug, color.productId),
        image: { url: color.images[0]!.url, alt: color.images[0]!.alt },
        price: color.price,
        variants: color.variants.map((v) => {
          const price = ownPrice(v.price, color.price);
          return { sku: v.sku, size: v.size, stock: v.stock, ...(price && { price }) };
        }),
      })),
    } satisfies QuickShopProduct);
  });
