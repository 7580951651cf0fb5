import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cartSchema, orderSchema, RESERVATION_MINUTES } from '../../../shared/contract';
import {
  ASSOCIATE,
  associateShopperToken,
  call,
  createCart,
  env,
  expectError,
  findSku,
  getCart,
} from '../../test/helpers';
import { placeOrder, readyToPlace } from '../../test/place';
import { releaseStatements } from './holds';

const stockOf = async (sku: string) =>
  (await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(sku).first<{ stock: number }>())!
    .stock;
const setStock = (sku: string, stock: number) =>
  env.DB.prepare('UPDATE variants SET stock = ? WHERE sku = ?').bind(stock, sku).run();
const holdsOf = async (basketId: string) =>
  (
    await env.DB.prepare('SELECT * FROM reservations WHERE basket_id = ? ORDER BY created_at, id')
      .bind(basketId)
      .all<{ id: string; sku: string; qty: number; status: string; expires_at: string; created_at: string }>()
  ).results;

const reserve = (token: string, cartId: string, productId: string, qty: number) =>
  call('/cart/v1/reserveWithItem', { token, body: { cartId, productId, qty } });

const shopperWithCart = async () => {
  const { accessToken: token } = await associateShopperToken();
  const cart = await createCart(token);
  return { token, basketId: cart.id };
};

const stubOf = (basketId: string) => env.BASKET.get(env.BASKET.idFromName(basketId));

/** Makes the basket's holds expire now (in the object and in D1), then runs its alarm. */
const expireHolds = async (basketId: string) => {
  const past = new Date(Date.now() - 1000).toISOString();
  await env.DB.prepare('UPDATE reservations SET expires_at = ? WHERE basket_id = ?')
    .bind(past, basketId)
    .run();
  const stub = stubOf(basketId);
  await runInDurableObject(stub, async (_instance, state) => {
    state.storage.sql.exec('UPDATE stock_hold SET expires_at = ?', past);
  });
  return runDurableObjectAlarm(stub);
};

/** A fresh sku (different per test) with exactly `stock` units. */
let offset = 0;
const skuWithStock = async (stock: number) => {
  offset += 1;
  const { sku } = await findSku(
    "stock >= 1 AND online = 1 AND sku NOT LIKE 'RLGIFTCD%' AND sku IN (SELECT sku FROM variants ORDER BY sku LIMIT 1 OFFSET ?)",
    400 + offset * 7,
  );
  await setStock(sku, stock);
  return sku;
};

describe('reserve with item', () => {
  it('adds the item and holds its units for 15 minutes, taking them from stock at once', async () => {
    const { token, basketId } = await shopperWithCart();
    const sku = await skuWithStock(5);
    const started = Date.now();
    const response = await reserve(token, basketId, sku, 2);
    expect(response.status).toBe(200);
    const cart = cartSchema.parse(await response.json());
    expect(cart.items.filter((i) => !i.bonus)).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ productId: sku, qty: 2, maxQty: 5 });
    expect(await stockOf(sku)).toBe(3);
    const [hold] = await holdsOf(basketId);
    expect(hold).toMatchObject({ sku, qty: 2, status: 'HELD' });
    const expires = Date.parse(hold!.expires_at) - started;
    expect(expires).toBeGreaterThanOrEqual(RESERVATION_MINUTES * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(RESERVATION_MINUTES * 60_000 + 5000);
    // The basket's alarm is set for the expiry.
    const alarm = await runInDurableObject(stubOf(basketId), (_i, state) => state.storage.getAlarm());
    expect(alarm).toBe(Date.parse(hold!.expires_at));
    // The held units still count as the basket's own: it can set the line to them.
    const update = await call(`/cart/v1/cart/${basketId}/item`, {
      method: 'PUT',
      token,
      body: { itemId: cart.items[0]!.id, qty: 5 },
    });
    expect(update.status).toBe(200);
  });

  it('refuses with INV701 when the units are not there, changing nothing', async () => {
    const { token, basketId } = await shopperWithCart();
    const sku = await skuWithStock(2);
    await expectError(await reserve(token, basketId, sku, 3), 409, 'INV701');
    expect(await stockOf(sku)).toBe(2);
    expect(await holdsOf(basketId)).toEqual([]);
    expect((await getCart(token, basketId)).items).toEqual([]);
    await setStock(sku, 0);
    await expectError(await reserve(token, basketId, sku, 1), 409, 'INV701');
    expect(await stockOf(sku)).toBe(0);
  });

  it('validates the request: API400, API404 unknown sku, BSK404 unknown cart, AUT498 someone else', async () => {
    const { token, basketId } = await shopperWithCart();
    const sku = await skuWithStock(4);
    await expectError(await reserve(token, basketId, sku, 0), 400, 'API400');
    await expectError(await reserve(token, basketId, 'not-a-sku', 1), 400, 'API400');
    await expectError(await reserve(token, basketId, 'ZZZZZZZZ999-XL', 1), 404, 'API404');
    await expectError(await reserve(token, 'f'.repeat(32), sku, 1), 404, 'BSK404');
    const other = await associateShopperToken();
    await expectError(await reserve(other.accessToken, basketId, sku, 1), 403, 'AUT498');
    expect(await stockOf(sku)).toBe(4);
  });

  it('gives the last units to exactly one of two baskets reserving them at once', async () => {
    const sku = await skuWithStock(3);
    const a = await shopperWithCart();
    const b = await shopperWithCart();
    const [ra, rb] = await Promise.all([
      reserve(a.token, a.basketId, sku, 2),
      reserve(b.token, b.basketId, sku, 2),
    ]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    await expectError(loser, 409, 'INV701');
    expect(await stockOf(sku)).toBe(1);
    const held = [...(await holdsOf(a.basketId)), ...(await holdsOf(b.basketId))];
    expect(held).toHaveLength(1);
  });

  it('releases units at once when the line shrinks or goes', async () => {
    const { token, basketId } = await shopperWithCart();
    const sku = await skuWithStock(6);
    const cart = cartSchema.parse(await (await reserve(token, basketId, sku, 4)).json());
    expect(await stockOf(sku)).toBe(2);
    const itemId = cart.items[0]!.id;
    const lowered = await call(`/cart/v1/cart/${basketId}/item`, {
      method: 'PUT',
      token,
      body: { itemId, qty: 1 },
    });
    expect(lowered.status).toBe(200);
    expect(await stockOf(sku)).toBe(5);
    expect(await holdsOf(basketId)).toMatchObject([{ qty: 1, status: 'HELD' }]);
    const removed = await call('/cart/v1/item', {
      method: 'DELETE',
      token,
      body: { cartId: basketId, itemId },
    });
    expect(removed.status).toBe(200);
    expect(await stockOf(sku)).toBe(6);
    expect(await holdsOf(basketId)).toMatchObject([{ qty: 0, status: 'RELEASED' }]);
  });

  it('gives expired holds back exactly once from the basket alarm', async () => {
    const { token, basketId } = await shopperWithCart();
    const sku = await skuWithStock(5);
    await reserve(token, basketId, sku, 3);
    expect(await stockOf(sku)).toBe(2);
    expect(await expireHolds(basketId)).toBe(true);
    expect(await stockOf(sku)).toBe(5);
    expect(await holdsOf(basketId)).toMatchObject([{ status: 'RELEASED' }]);
    // A second alarm (or a retried one) gives nothing back again.
    await expireHolds(basketId);
    await runInDurableObject(stubOf(basketId), (instance) =>
      (instance as { alarm(): Promise<void> }).alarm(),
    );
    expect(await stockOf(sku)).toBe(5);
    // The line stays in the cart; the units are simply no longer held.
    expect((await getCart(token, basketId)).items[0]).toMatchObject({ productId: sku, qty: 3 });
    const alarm = await runInDurableObject(stubOf(basketId), (_i, state) => state.storage.getAlarm());
    expect(alarm).toBeNull();
  });

  it('releases a hold in D1 only while it is HELD, however often and concurrently asked', async () => {
    const { token, basketId } = await shopperWithCart();
    const sku = await skuWithStock(4);
    await reserve(token, basketId, sku, 3);
    const [hold] = await holdsOf(basketId);
    const now = new Date().toISOString();
    const release = () => env.DB.batch(releaseStatements(env.DB, hold!, 3, now));
    await Promise.all([release(), release(), release()]);
    await release();
    expect(await stockOf(sku)).toBe(4);
    expect(await holdsOf(basketId)).toMatchObject([{ status: 'RELEASED', qty: 0 }]);
    // More than is held is never given back.
    const other = await shopperWithCart();
    await reserve(other.token, other.basketId, sku, 2);
    const [second] = await holdsOf(other.basketId);
    await env.DB.batch(releaseStatements(env.DB, second!, 5, now));
    expect(await stockOf(sku)).toBe(2);
  });

  it('places the order from a held basket: stock decremented once, the hold consumed', async () => {
    const { token, basketId } = await shopperWithCart();
    const sku = await skuWithStock(4);
    await reserve(token, basketId, sku, 2);
    expect(await stockOf(sku)).toBe(2);
    // Someone else buys the rest: the held units are still this basket's.
    await setStock(sku, 0);
    await readyToPlace(token, basketId);
    // The favourite store has it, yet the line stays home: the warehouse units held are the basket's.
    await env.DB.prepare('INSERT OR REPLACE INTO store_inventory (store_id, sku, quantity) VALUES (?, ?, 9)')
      .bind('4001', sku)
      .run();
    const checked = await call(`/cart/v1/cart/${basketId}?inventorySupplyCheck=true&favStoreId=4001`, {
      token,
    });
    const seen = cartSchema.parse(await checked.json());
    expect(seen.flash).toEqual([]);
    expect(seen.items[0]).toMatchObject({ productId: sku, qty: 2, selectedShippingOption: 'standard' });
    const response = await placeOrder(token, basketId, { inStoreSalesInfo: ASSOCIATE });
    expect(response.status).toBe(200);
    const order = orderSchema.parse(await response.json());
    expect(order.items[0]).toMatchObject({ productId: sku, qty: 2 });
    expect(await stockOf(sku)).toBe(0);
    expect(await holdsOf(basketId)).toMatchObject([{ status: 'CONSUMED', qty: 2 }]);
    const lines = await env.DB.prepare('SELECT qty FROM order_items WHERE order_number = ? AND sku = ?')
      .bind(order.orderNumber, sku)
      .all<{ qty: number }>();
    expect(lines.results).toEqual([{ qty: 2 }]);
  });

  it('reports INV702 when the hold expired and the units went to someone else', async () => {
    const { token, basketId } = await shopperWithCart();
    const sku = await skuWithStock(1);
    await reserve(token, basketId, sku, 1);
    await readyToPlace(token, basketId);
    await expireHolds(basketId);
    expect(await stockOf(sku)).toBe(1);
    await setStock(sku, 0); // another shopper bought the unit meanwhile
    const refused = await expectError(
      await placeOrder(token, basketId, { inStoreSalesInfo: ASSOCIATE }),
      409,
      'INV702',
    );
    expect(refused.details).toMatchObject({ sku, missingQty: 1 });
    expect(await stockOf(sku)).toBe(0);
    // Without the expired hold the same shortage is the usual INV409.
    const other = await shopperWithCart();
    const sku2 = await skuWithStock(1);
    await call('/cart/v1/item', {
      token: other.token,
      body: { cartId: other.basketId, items: [{ productId: sku2, qty: 1 }] },
    });
    await readyToPlace(other.token, other.basketId);
    await setStock(sku2, 0);
    await expectError(
      await placeOrder(other.token, other.basketId, { inStoreSalesInfo: ASSOCIATE }),
      409,
      'INV409',
    );
  });
});
