/** GET /products/v2/products/{productId}/details */
import { Hono } from 'hono';
import { z } from 'zod';
import { productIdSchema } from '../../../shared/contract/common';
import type { AppEnv } from '../env';
import { notFound, validate } from '../errors';
import { localeFor, siteFromHeader } from '../site';
import { getProductDetails } from './catalog';
import { detailsExtras } from './giftcustoms';

const paramsSchema = z.object({
  productId: productIdSchema.refine(
    (id) => id.length === 8 || id.length === 11,
    'Product id must be 8 or 11 characters',
  ),
});
const querySchema = z.object({
  locale: z
    .string()
    .regex(/^[a-z]{2}-[a-z]{2}$/i, 'locale must look like en-us')
    .optional(),
});

export const productRoutes = new Hono<AppEnv>().get(
  '/products/v2/products/:productId/details',
  validate('param', paramsSchema),
  validate('query', querySchema),
  async (c) => {
    const { productId } = c.req.valid('param');
    const site = siteFromHeader(c.req.header('siteId'));
    const locale = localeFor(site, c.req.valid('query').locale);
    const details = await getProductDetails(c.env.DB, productId, site.currency, locale);
    if (!details) throw notFound(`Product ${productId} not found`);
    return c.json({ ...details, ...(await detailsExtras(c.env.DB, details, locale)) }, 200, {
      'Cache-Control': 'public, max-age=60, stale-while-revalidate=600',
      Vary: 'siteId',
    });
  },
);
