/**
 * Helpers of the delivery tests (pickup, ship to store, collection points, transitions): stock set
 * for a test and put back after it (`undoChanges`), a new shopper's basket, line moves and reads.
 */
import { expect } from 'vitest';
import { type CheckoutCart, checkoutCartSchema } from '../../shared/contract';
import { call, createCart, env, guestToken } from './helpers';

export type Stocked = { storeId: string; sku: string; quantity: number; stock: number };

/** A US store holding a sku that the warehouse also has (from the end of the list: other tests use the start). */
export const stocked = async (offset: number): Promise<Stocked> =>
  (await env.DB.prepare(
    `SELECT i.store_id AS storeId, i.sku, i.quantity, v.stock FROM store_inventory i
     JOIN variants v ON v.sku = i.sku JOIN stores s ON s.id = i.store_id
     WHERE s.country = 'US' AND i.quantity >= 2 AND v.stock >= 10 ORDER BY i.sku DESC, i.store_id LIMIT 1 OFFSET ?`,
  )
    .bind(offset)
    .first<Stocked>())!;

const restores: (() => Promise<unknown>)[] = [];
/** Puts back what the helpers below changed; each test file runs it after each test. */
export const undoChanges = async () => {
  for (const undo of restores.splice(0).reverse()) await undo();
};
export const setStoreStock = async (storeId: string, sku: string, quantity: number) => {
  const before = await env.DB.prepare('SELECT quantity FROM store_inventory WHERE store_id = ? AND sku = ?')
    .bind(storeId, sku)
    .first<{ quantity: number }>();
  restores.push(() =>
    env.DB.prepare('UPDATE store_inventory SET quantity = ? WHERE store_id = ? AND sku = ?')
      .bind(before?.quantity ?? 0, storeId, sku)
      .run(),
  );
  await env.DB.prepare('UPDATE store_inventory SET quantity = ? WHERE store_id = ? AND sku = ?')
    .bind(quantity, storeId, sku)
    .run();
};
export const setWarehouse = async (sku: string, stock: number) => {
  const before = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?')
    .bind(sku)
    .first<{ stock: number }>();
  restores.push(() =>
    env.DB.prepare('UPDATE variants SET stock = ? WHERE sku = ?').bind(before!.stock, sku).run(),
  );
  await env.DB.prepare('UPDATE variants SET stock = ? WHERE sku = ?').bind(stock, sku).run();
};
/** A store that closes during the test (deleted afterwards). */
export const tempStore = async (id: string, sku: string, quantity: number) => {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR REPLACE INTO stores (id, name, address_line1, city, postal_code, country, lat, lng, phone, hours)
       VALUES (?, 'Ridgeline Pop-up', '1 Test St', 'Denver', '80202', 'US', 39.75, -105.0, '+15550000000', ?)`,
    ).bind(id, JSON.stringify({ mon_fri: '10:00-20:00', sat: '10:00-19:00', sun: 'closed' })),
    env.DB.prepare('INSERT OR REPLACE INTO store_inventory (store_id, sku, quantity) VALUES (?, ?, ?)').bind(
      id,
      sku,
      quantity,
    ),
  ]);
  const close = () =>
    env.DB.batch([
      env.DB.prepare('DELETE FROM store_inventory WHERE store_id = ?').bind(id),
      env.DB.prepare('DELETE FROM stores WHERE id = ?').bind(id),
    ]);
  restores.push(close);
  return close;
};

/** A new shopper's basket with `qty` of each sku; `lines` are its paid lines in that order. */
export const basketWith = async (
  skus: string | readonly string[],
  qty = 1,
  siteId = 'RL-US',
  currency = 'USD',
) => {
  const { accessToken: token } = await guestToken();
  const cart = await createCart(token, currency, siteId);
  const added = await call('/cart/v1/item', {
    token,
    siteId,
    body: { cartId: cart.id, items: [skus].flat().map((productId) => ({ productId, qty })) },
  });
  expect(added.status).toBe(200);
  const parsed = checkoutCartSchema.parse(await added.json());
  const lines = parsed.items.filter((i) => !i.bonus);
  return { token, basketId: cart.id, itemId: parsed.items[0]!.id, lines };
};

export const move = (token: string, basketId: string, itemId: unknown, action: string, favStoreId?: string) =>
  call(`/cart/v1/cart/${basketId}/item?action=${action}${favStoreId ? `&favStoreId=${favStoreId}` : ''}`, {
    method: 'PUT',
    token,
    body: { itemId },
  });
export const read = async (token: string, basketId: string, favStoreId?: string): Promise<CheckoutCart> => {
  const response = await call(`/cart/v1/cart/${basketId}${favStoreId ? `?favStoreId=${favStoreId}` : ''}`, {
    token,
  });
  expect(response.status).toBe(200);
  return checkoutCartSchema.parse(await response.json());
};
export const ok = async (response: Response) => {
  expect(response.status).toBe(200);
  return checkoutCartSchema.parse(await response.json());
};
