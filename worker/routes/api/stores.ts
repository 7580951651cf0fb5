/**
 * BFF store endpoints: search stores (postal code or position) with the stock of one product, size
 * or colour per store, and remember the shopper's favourite store in a cookie (`sf_store`, a
 * store id only: nothing secret, readable by the page to show the store first).
 */
import { type Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { type Store, stockItemIdSchema, storeIdSchema } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { validate } from '../../validation';

export const FAVORITE_STORE_COOKIE = 'sf_store';
const YEAR_SECONDS = 365 * 24 * 3600;

export type StoreWithStock = Store & { quantity?: number };

export const storeSearchQuerySchema = z
  .object({
    postalCode: z.string().trim().min(2).max(12).optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    radius: z.coerce.number().positive().max(2000).optional(),
    productId: stockItemIdSchema.optional(),
  })
  .refine((q) => q.postalCode !== undefined || (q.latitude !== undefined && q.longitude !== undefined), {
    message: 'postalCode or latitude and longitude are required',
  });
export type StoreSearchQuery = z.infer<typeof storeSearchQuerySchema>;

/**
 * Stores near a point, each with the product's stock when a product is given. `scope` `site`: only
 * the site's own country, for the pickers whose store takes this site's orders (a Paris shopper's
 * 500 km reaches London, whose store cannot hold an order paid in euros); `all`: the locator, where
 * a traveller may look across a border.
 */
export const searchStoresWithStock = async (
  c: Context<AppEnv>,
  q: StoreSearchQuery,
  scope: 'site' | 'all' = 'site',
) => {
  const found = await c.get('upstream').stores.search({
    ...(q.postalCode ? { postalCode: q.postalCode } : { latitude: q.latitude!, longitude: q.longitude! }),
    radius: q.radius ?? 500,
    ...(scope === 'site' ? { countryCode: c.get('site').country } : {}),
  });
  let stores: StoreWithStock[] = found.stores;
  if (q.productId && stores.length > 0) {
    const stock = await c.get('upstream').stock.availability(
      q.productId,
      stores.map((s) => s.storeId),
    );
    const byId = new Map(stock.storeInventory.map((s) => [s.storeId, s.quantity]));
    stores = stores.map((s) => ({ ...s, quantity: byId.get(s.storeId) ?? 0 }));
  }
  return { ...found, stores };
};

export const storesApi = new Hono<AppEnv>()
  .get('/search', validate('query', storeSearchQuerySchema), async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await searchStoresWithStock(c, c.req.valid('query')));
  })
  .put('/favorite', validate('json', z.object({ storeId: storeIdSchema })), async (c) => {
    const { storeId } = c.req.valid('json');
    const stores = await c.get('upstream').stores.list();
    const store = stores.find((s) => s.storeId === storeId);
    if (!store) throw new HttpError(404, 'STR404', 'Store not found');
    setCookie(c, FAVORITE_STORE_COOKIE, storeId, {
      path: '/',
      secure: true,
      sameSite: 'Lax',
      maxAge: YEAR_SECONDS,
      httpOnly: true,
    });
    c.header('cache-control', 'private, no-store');
    return c.json({ store });
  });
