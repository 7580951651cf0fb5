/**
 * Tax by where a line is handed over: a pickup or ship-to-store line is taxed in its store's state,
 * a collection point line in the point's, a home delivery at the shipping (else billing) address.
 * The cart, every checkout answer and the order say the same amount.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type CheckoutCart, orderSchema } from '../../../shared/contract';
import { expectConsistent } from '../../test/consistency';
import { basketWith, move, ok, read, undoChanges } from '../../test/delivery';
import { call, env } from '../../test/helpers';
import { cardToken, TEST_ADDRESS } from '../../test/place';
import { REGION_TAX_RATES } from './tax-rules';

afterEach(undoChanges);

const US = REGION_TAX_RATES.US!;
const OREGON = {
  ...TEST_ADDRESS,
  addressLine1: '1 SW Main St',
  city: 'Portland',
  stateCityProvDept: 'OR',
  postalCode: '97204',
};

/** A sku a store of `region` holds (and the warehouse too), with that store. */
const heldIn = async (region: string) =>
  (await env.DB.prepare(
    `SELECT i.store_id AS storeId, i.sku FROM store_inventory i JOIN variants v ON v.sku = i.sku
     JOIN stores s ON s.id = i.store_id
     WHERE s.region = ? AND i.quantity >= 2 AND v.stock >= 10 ORDER BY i.sku LIMIT 1 OFFSET 3`,
  )
    .bind(region)
    .first<{ storeId: string; sku: string }>())!;

/** A store of `region` and `n` skus the warehouse has that this store holds none of. */
const notHeldIn = async (region: string, n: number) => {
  const store = (await env.DB.prepare('SELECT id FROM stores WHERE region = ? LIMIT 1')
    .bind(region)
    .first<{ id: string }>())!;
  const { results } = await env.DB.prepare(
    `SELECT v.sku FROM variants v WHERE v.stock >= 10 AND NOT EXISTS
     (SELECT 1 FROM store_inventory i WHERE i.store_id = ? AND i.sku = v.sku AND i.quantity > 0)
     ORDER BY v.sku LIMIT ? OFFSET 40`,
  )
    .bind(store.id, n)
    .all<{ sku: string }>();
  return { storeId: store.id, skus: results.map((r) => r.sku) };
};

/**
 * The tax a line alone in its shipment (but for a free gift) carries at `rate`: on its price and
 * its shipment's shipping (within the cent the order's one rounding may move).
 */
const expectTaxedAt = (cart: CheckoutCart, itemId: string, rate: number) => {
  const item = cart.items.find((i) => i.id === itemId)!;
  const shipment = cart.shippingMethods!.find((m) => m.itemIds?.includes(itemId))!;
  const paid = new Set(cart.items.filter((i) => !i.bonus).map((i) => i.id));
  expect(shipment.itemIds!.filter((id) => paid.has(id))).toEqual([itemId]);
  const shipping = shipment.applicableShippingMethods.find((x) => x.code === shipment.code)!.price.amount;
  const exact = (item.price.priceAfterOrderDiscount + shipping) * rate;
  expect(Math.abs(item.taxTotal - exact)).toBeLessThanOrEqual(1);
};

describe('tax by where a line is handed over', () => {
  it('taxes a pickup line in its store’s state whatever the billing address; cart, checkout and order agree', async () => {
    const held = await heldIn('CO');
    const { token, basketId, itemId } = await basketWith(held.sku);
    const atStore = await ok(await move(token, basketId, itemId, 'pickup', held.storeId));
    // No address yet: Colorado's rate, not the country default.
    expectTaxedAt(atStore, itemId, US.CO!);
    expect(atStore.totals.tax).toBeGreaterThan(0);
    expectConsistent(atStore, 'US');
    // An Oregon billing address (no sales tax there) does not move the tax of a Denver pickup.
    const billed = await ok(await call(`/cart/v1/cart/${basketId}/billingAddress`, { token, body: OREGON }));
    expect(billed.checkout.billingAddress?.stateCityProvDept).toBe('OR');
    expect(billed.totals.tax).toBe(atStore.totals.tax);
    expectConsistent(billed, 'US');
    // The cart page's read and checkout's answers say the same.
    expect((await read(token, basketId)).totals).toEqual(billed.totals);
    await ok(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: { pickupPerson: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.pickup@example.com' } },
      }),
    );
    await ok(
      await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'CREDIT_CARD', token: await cardToken() },
      }),
    );
    const prepared = await ok(await call('/cart/v1/cart/prepareOrder', { token, body: { basketId } }));
    expect(prepared.totals.tax).toBe(atStore.totals.tax);
    const placed = await call('/cart/v2/checkout/order', {
      method: 'PUT',
      token,
      body: { cartId: basketId },
    });
    expect(placed.status).toBe(200);
    const order = orderSchema.parse(await placed.json());
    expect(order.totals.tax).toBe(atStore.totals.tax);
    expect(order.totals.total).toBe(billed.totals.total);
  });

  it('taxes each shipment where it goes: home at the address, ship to store at the store, a collection point at the point', async () => {
    const seattle = await notHeldIn('WA', 3);
    const [homeSku, stsSku, pudoSku] = seattle.skus;
    const { token, basketId, lines } = await basketWith([homeSku!, stsSku!, pudoSku!]);
    const [home, sts, pudo] = lines.map((l) => l.id);
    // Ship to store needs no stock in the store: the warehouse sends it there.
    await ok(await move(token, basketId, sts, 'sts', seattle.storeId));
    let cart = await ok(await move(token, basketId, pudo, 'pudo'));
    cart = await ok(
      await call(`/cart/v2/cart/${basketId}/shippingAddress`, {
        token,
        body: { ...OREGON, recaptcha_response: 'ok' },
      }),
    );
    expectTaxedAt(cart, home!, 0);
    expectTaxedAt(cart, sts!, US.WA!);
    // No collection point chosen yet: it is taxed at the address, like a home delivery.
    expectTaxedAt(cart, pudo!, 0);
    expectConsistent(cart, 'US');
    const point = (await env.DB.prepare(
      "SELECT id FROM collection_points WHERE region = 'NY' LIMIT 1",
    ).first<{
      id: string;
    }>())!;
    cart = await ok(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: { collectionPoint: { id: point.id, contact: { email: 'ada@example.com' } } },
      }),
    );
    expect(cart.checkout.collectionPoint?.address.region).toBe('NY');
    expectTaxedAt(cart, home!, 0);
    expectTaxedAt(cart, sts!, US.WA!);
    expectTaxedAt(cart, pudo!, US.NY!);
    expectConsistent(cart, 'US');
    expect((await read(token, basketId)).totals).toEqual(cart.totals);
  });
});
