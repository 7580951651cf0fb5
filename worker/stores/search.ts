/**
 * Store search with stock, for the BFF's store picker, the store locator page and the cart's
 * delivery choices.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { type Store, stockItemIdSchema } from '../../shared/contract';
import type { AppEnv } from '../env';

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
