/**
 * BFF store endpoints: search stores (postal code or position) with the stock of one product, size
 * or colour per store, and remember the shopper's favourite store in a cookie (`sf_store`, a
 * store id only: nothing secret, readable by the page to show the store first).
 */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { storeIdSchema } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { FAVORITE_STORE_COOKIE } from '../../stores/favorite';
import { searchStoresWithStock, storeSearchQuerySchema } from '../../stores/search';
import { validate } from '../../validation';

const YEAR_SECONDS = 365 * 24 * 3600;

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
