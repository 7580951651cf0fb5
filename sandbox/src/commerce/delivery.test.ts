import { exports as workerExports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CheckoutCart,
  COLLECTION_POINT_RADIUS_KM,
  checkoutCartSchema,
  collectionPointsResponseSchema,
  orderSchema,
} from '../../../shared/contract';
import { expectConsistent } from '../../test/consistency';
import { call, createCart, env, expectError, guestToken } from '../../test/helpers';
import { cardToken, patchOrderBody, TEST_ADDRESS } from '../../test/place';
import { reconcile } from './delivery-transitions';
import { buildShipments, PUDO_FEE } from './shipments';

type Stocked = { storeId: string; sku: string; quantity: number; stock: number };

/** A US store holding a sku that the warehouse also has (from the end of the list: other tests use the start). */
const stocked = async (offset: number): Promise<Stocked> =>
  (await env.DB.prepare(
    `SELECT i.store_id AS storeId, i.sku, i.quantity, v.stock FROM store_inventory i
     JOIN variants v ON v.sku = i.sku JOIN stores s ON s.id = i.store_id
     WHERE s.country = 'US' AND i.quantity >= 2 AND v.stock >= 10 ORDER BY i.sku DESC, i.store_id LIMIT 1 OFFSET ?`,
  )
    .bind(offset)
    .first<Stocked>())!;

const restores: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const undo of restores.splice(0).reverse()) await undo();
});
const setStoreStock = async (storeId: string, sku: string, quantity: number) => {
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
const setWarehouse = async (sku: string, stock: number) => {
  const before = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?')
    .bind(sku)
    .first<{ stock: number }>();
  restores.push(() =>
    env.DB.prepare('UPDATE variants SET stock = ? WHERE sku = ?').bind(before!.stock, sku).run(),
  );
  await env.DB.prepare('UPDATE variants SET stock = ? WHERE sku = ?').bind(stock, sku).run();
};
/** A store that closes during the test (deleted afterwards). */
const tempStore = async (id: string, sku: string, quantity: number) => {
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
const basketWith = async (skus: string | readonly string[], qty = 1, siteId = 'RL-US', currency = 'USD') => {
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

const move = (token: string, basketId: string, itemId: unknown, action: string, favStoreId?: string) =>
  call(`/cart/v1/cart/${basketId}/item?action=${action}${favStoreId ? `&favStoreId=${favStoreId}` : ''}`, {
    method: 'PUT',
    token,
    body: { itemId },
  });
const read = async (token: string, basketId: string, favStoreId?: string): Promise<CheckoutCart> => {
  const response = await call(`/cart/v1/cart/${basketId}${favStoreId ? `?favStoreId=${favStoreId}` : ''}`, {
    token,
  });
  expect(response.status).toBe(200);
  return checkoutCartSchema.parse(await response.json());
};
const ok = async (response: Response) => {
  expect(response.status).toBe(200);
  return checkoutCartSchema.parse(await response.json());
};

describe('pickup in store', () => {
  it('moves a line to pickup at a store with stock and back to home delivery', async () => {
    const s = await stocked(0);
    const { token, basketId, itemId } = await basketWith(s.sku);
    const cart = await ok(await move(token, basketId, itemId, 'pickup', s.storeId));
    const item = cart.items[0]!;
    expect(item).toMatchObject({ selectedShippingOption: 'pickup', storeId: s.storeId });
    const pickup = item.shippingOptions!.find((o) => o.shippingMethod.code === 'pickup')!;
    expect(pickup).toMatchObject({
      selected: true,
      available: true,
      shippingMethod: { price: { amount: 0 }, storeInfo: { id: s.storeId, storeInventory: s.quantity } },
    });
    expect(cart.shippingMethods).toEqual([
      expect.objectContaining({
        shippingId: `pickup-${s.storeId}`,
        code: 'pickup',
        storeId: s.storeId,
        itemIds: [itemId],
      }),
    ]);
    expect(cart.totals.shipping).toBe(0);
    // Nothing ships at a cost: no "spend more for free shipping" callout.
    const free = cart.promoSummary!.find((p) => p.level === 'SHIPPING')!;
    expect(free.distanceFromConditionThreshold).toBeUndefined();
    expectConsistent(cart, 'US');
    const home = await ok(await move(token, basketId, itemId, 'standard'));
    expect(home.items[0]!.selectedShippingOption).toBe('standard');
    expect(home.shippingMethods!.map((m) => m.shippingId)).toEqual(['me']);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const s = await stocked(1);
    const { token, basketId, itemId } = await basketWith(s.sku);
    const empty = await env.DB.prepare(
      `SELECT s.id FROM stores s WHERE s.country = 'US' AND NOT EXISTS
       (SELECT 1 FROM store_inventory i WHERE i.store_id = s.id AND i.sku = ? AND i.quantity > 0) LIMIT 1`,
    )
      .bind(s.sku)
      .first<{ id: string }>();
    const inv = await expectError(await move(token, basketId, itemId, 'pickup', empty!.id), 409, 'INV700');
    expect(inv.details).toMatchObject({ sku: s.sku, storeId: empty!.id, storeInventory: 0 });
    await expectError(await move(token, basketId, itemId, 'pickup', '4999'), 404, 'STR404');
    await expectError(await move(token, basketId, itemId, 'pickup', '4013'), 404, 'STR404'); // a GB store
    await expectError(await move(token, basketId, itemId, 'pickup', 'abc'), 400, 'API400');
    await expectError(await move(token, basketId, itemId, 'pickup'), 400, 'API400');
    await expectError(await move(token, basketId, itemId, 'teleport', s.storeId), 400, 'API400');
    await expectError(await move(token, basketId, 'nope', 'pickup', s.storeId), 404, 'API404');
    await expectError(await move(token, basketId, '../x', 'pickup', s.storeId), 400, 'API400');
    await expectError(await move(token, basketId, 42, 'pickup', s.storeId), 400, 'API400');
    const after = await read(token, basketId);
    expect(after.items[0]!.selectedShippingOption).toBe('standard');
    expect(after.shippingMethods!.map((m) => m.shippingId)).toEqual(['me']);
  });

  it('is not offered where the site has pickup off (en-gb)', async () => {
    const gb = await env.DB.prepare(
      `SELECT i.store_id AS storeId, i.sku FROM store_inventory i JOIN stores s ON s.id = i.store_id
       JOIN variants v ON v.sku = i.sku WHERE s.country = 'GB' AND i.quantity > 0 AND v.stock > 5 LIMIT 1`,
    ).first<{ storeId: string; sku: string }>();
    const { token, basketId, itemId } = await basketWith(gb!.sku, 1, 'RL-GB', 'GBP');
    await expectError(await move(token, basketId, itemId, 'pickup', gb!.storeId), 400, 'STR400');
    const cart = await read(token, basketId, gb!.storeId);
    expect(cart.items[0]!.shippingOptions!.map((o) => o.shippingMethod.code)).toEqual([
      'standard',
      'sts',
      'pudo',
    ]);
    // Ship to store still works there.
    expect(
      (await ok(await move(token, basketId, itemId, 'sts', gb!.storeId))).shippingMethods![0]!.shippingId,
    ).toBe('sts');
  });

  it('reports pickup availability at the favourite store on GET', async () => {
    const s = await stocked(2);
    const { token, basketId } = await basketWith(s.sku);
    const cart = await read(token, basketId, s.storeId);
    const pickup = cart.items[0]!.shippingOptions!.find((o) => o.shippingMethod.code === 'pickup')!;
    expect(pickup).toMatchObject({
      selected: false,
      available: true,
      shippingMethod: { storeInfo: { id: s.storeId, storeInventory: s.quantity } },
    });
    // The favourite is remembered for later answers.
    const again = await read(token, basketId);
    expect(again.items[0]!.shippingOptions!.find((o) => o.shippingMethod.code === 'pickup')!.available).toBe(
      true,
    );
    await expectError(await call(`/cart/v1/cart/${basketId}?favStoreId=x1`, { token }), 400, 'API400');
  });
});

describe('ship to store, collection points and shipments', () => {
  it('gives one shipment per delivery kind with its own cost, and the totals add up', async () => {
    const a = await stocked(3);
    const b = await stocked(4);
    const c = await stocked(5);
    const { token, basketId, lines } = await basketWith([a.sku, b.sku, c.sku]);
    const [la, lb, lc] = lines;
    let latest = await ok(await move(token, basketId, la!.id, 'pickup', a.storeId));
    latest = await ok(await move(token, basketId, lb!.id, 'sts', b.storeId));
    latest = await ok(await move(token, basketId, lc!.id, 'pudo'));
    expectConsistent(latest, 'US');
    const ids = latest.shippingMethods!.map((m) => m.shippingId);
    expect(ids).toEqual(expect.arrayContaining([`pickup-${a.storeId}`, 'sts', 'pudo']));
    const pudo = latest.shippingMethods!.find((m) => m.shippingId === 'pudo')!;
    const free = latest.orderPromotions!.some((p) => p.level === 'SHIPPING');
    expect(pudo.applicableShippingMethods[0]!.price.amount).toBe(free ? 0 : PUDO_FEE);
    expect(latest.shippingMethods!.find((m) => m.shippingId === 'sts')).toMatchObject({
      code: 'sts',
      storeId: b.storeId,
    });
    // Home methods only apply to home items: no `me` shipment now.
    expect(ids).not.toContain('me');
    const shipment = await call(`/cart/v1/cart/${basketId}/shippingMethod/pudo`, { token });
    expect(shipment.status).toBe(200);
    // POST shippingMethod accepts any shipment, with a method that applies to it.
    await ok(
      await call('/cart/v1/shippingMethod', {
        token,
        body: { cartId: basketId, code: 'pudo', shippingId: 'pudo' },
      }),
    );
    await expectError(
      await call('/cart/v1/shippingMethod', {
        token,
        body: { cartId: basketId, code: 'express', shippingId: 'pudo' },
      }),
      400,
      'API400',
    );
    await expectError(
      await call('/cart/v1/shippingMethod', {
        token,
        body: { cartId: basketId, code: 'standard', shippingId: 'me' },
      }),
      404,
      'API404',
    );
  });

  it('finds collection points by postal code or position', async () => {
    const byCode = collectionPointsResponseSchema.parse(
      await (
        await call('/stores/v1/collectionPoints', { body: { postalCode: '80202', country: 'US' } })
      ).json(),
    );
    expect(byCode.collectionPoints.length).toBeGreaterThan(0);
    expect(byCode.collectionPoints[0]!.address.city).toBe('Denver');
    const distances = byCode.collectionPoints.map((p) => p.distance!);
    expect([...distances].sort((x, y) => x - y)).toEqual(distances);
    const byPosition = collectionPointsResponseSchema.parse(
      await (
        await call('/stores/v1/collectionPoints', {
          body: { latitude: 48.86, longitude: 2.35, country: 'FR', limit: 2 },
        })
      ).json(),
    );
    expect(byPosition.collectionPoints).toHaveLength(2);
    expect(byPosition.collectionPoints.every((p) => p.address.country === 'FR')).toBe(true);
    // New York has no parcel shop within the radius: Chicago's (over 1,100 km away) are not offered.
    const newYork = collectionPointsResponseSchema.parse(
      await (
        await call('/stores/v1/collectionPoints', {
          body: { latitude: 40.71, longitude: -74.0, country: 'US' },
        })
      ).json(),
    );
    expect(newYork.collectionPoints.every((p) => p.distance! <= COLLECTION_POINT_RADIUS_KM)).toBe(true);
    expect(newYork.collectionPoints.map((p) => p.address.city)).not.toContain('Chicago');
    const wider = collectionPointsResponseSchema.parse(
      await (
        await call('/stores/v1/collectionPoints', {
          body: { latitude: 40.71, longitude: -74.0, country: 'US', radius: 2000 },
        })
      ).json(),
    );
    expect(wider.collectionPoints.length).toBeGreaterThan(0);
    await expectError(await call('/stores/v1/collectionPoints', { body: { country: 'US' } }), 400, 'API400');
    await expectError(
      await call('/stores/v1/collectionPoints', { body: { postalCode: '80202', country: 'usa' } }),
      400,
      'API400',
    );
    await expectError(
      await call('/stores/v1/collectionPoints', { body: { postalCode: 'ZZZZZ', country: 'US' } }),
      404,
      'STR404',
    );
  });

  it('buildShipments: every paid line in one shipment, costs add up (property)', () => {
    const codes = ['standard', 'pickup', 'sts', 'pudo'] as const;
    for (let n = 0; n < 300; n++) {
      const lines = Array.from({ length: n % 7 }, (_, i) => ({
        id: `l${i}`,
        bonus: (n + i) % 11 === 0,
        delivery: { code: codes[(n * 3 + i) % 4]!, storeId: String(4001 + ((n + i) % 3)) },
        isDigital: (n + i) % 13 === 0,
        isCustoms: (n + i) % 17 === 0,
      }));
      const built = buildShipments(lines, {
        freeShipping: n % 2 === 0,
        homeCode: n % 3 === 0 ? 'express' : 'standard',
        expressAllowed: n % 5 !== 0,
      });
      const shipped = built.shippingMethods.flatMap((m) => m.itemIds ?? []);
      expect(shipped.sort()).toEqual(
        lines
          .filter((l) => !l.bonus)
          .map((l) => l.id)
          .sort(),
      );
      const chosen = built.shippingMethods.map(
        (m) => m.applicableShippingMethods.find((x) => x.code === m.code)!.price.amount,
      );
      expect(chosen.reduce((x, y) => x + y, 0)).toBe(built.shipping);
      expect(built.shippingBeforeDiscount).toBeGreaterThanOrEqual(built.shipping);
      expect(built.shippingMethods.filter((m) => m.shippingId === 'me').length).toBeLessThanOrEqual(1);
      if (lines.some((l) => l.isDigital && !l.bonus))
        expect(built.shippingMethods.some((m) => m.shippingId === 'digital')).toBe(true);
    }
  });
});

describe('checkout with pickup and collection points', () => {
  it('places a pickup + collection point order without a home address; the order and e-mail show every shipment', async () => {
    const a = await stocked(6);
    const b = await stocked(7);
    const { token, basketId, lines } = await basketWith([a.sku, b.sku]);
    const [la, lb] = lines;
    await ok(await move(token, basketId, la!.id, 'pickup', a.storeId));
    await ok(await move(token, basketId, lb!.id, 'pudo'));
    await ok(
      await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'CREDIT_CARD', token: await cardToken() },
      }),
    );
    // Missing pickup person, collection point and billing address: each is the step's error.
    const prepare = () => call('/cart/v1/cart/prepareOrder', { token, body: { basketId: basketId } });
    expect((await expectError(await prepare(), 400, 'API400')).message).toMatch(/pickup person/);
    await ok(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: { pickupPerson: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.pickup@example.com' } },
      }),
    );
    expect((await expectError(await prepare(), 400, 'API400')).message).toMatch(/collection point/);
    await expectError(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: { collectionPoint: { id: 'CP99999', contact: {} } },
      }),
      404,
      'STR404',
    );
    await expectError(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: { collectionPoint: { id: 'nope', contact: {} } },
      }),
      400,
      'API400',
    );
    const withPoint = await ok(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: {
          collectionPoint: { id: 'CP10011', contact: { email: 'ada@example.com', phone: '+13035550182' } },
        },
      }),
    );
    expect(withPoint.checkout).toMatchObject({
      customerEmail: 'ada.pickup@example.com',
      collectionPoint: { id: 'CP10011' },
      pickupPerson: { firstName: 'Ada' },
    });
    expect((await expectError(await prepare(), 400, 'API400')).message).toMatch(/billing address/);
    await ok(await call(`/cart/v1/cart/${basketId}/billingAddress`, { token, body: TEST_ADDRESS }));
    expect((await prepare()).status).toBe(200);
    const placed = await call('/cart/v2/checkout/order', {
      method: 'PUT',
      token,
      body: { cartId: basketId },
    });
    expect(placed.status).toBe(200);
    const order = orderSchema.parse(await placed.json());
    expect(order.shipments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          shipmentId: `pickup-${a.storeId}`,
          shippingMethod: 'pickup',
          storeId: a.storeId,
          store: expect.objectContaining({ storeId: a.storeId }),
          pickupPerson: expect.objectContaining({ lastName: 'Lovelace' }),
        }),
        expect.objectContaining({
          shipmentId: 'pudo',
          shippingMethod: 'pudo',
          collectionPoint: expect.objectContaining({ id: 'CP10011' }),
        }),
      ]),
    );
    expect(order.shipments.some((s) => s.shippingAddress)).toBe(false);
    const mail = (await (await call(`/__outbox?ref=${order.orderNumber}`, { apiKey: null })).json()) as {
      messages?: { body: string }[];
    } & { body?: string }[];
    const body = JSON.stringify(mail);
    expect(body).toContain('Pick up at');
    expect(body).toContain('Collection point');
  });
});

describe('a failed 3-D Secure', () => {
  it('gives a new cart that keeps pickup, the store and the pickup person', async () => {
    const s = await stocked(17);
    const { token, basketId, itemId } = await basketWith(s.sku);
    await ok(await move(token, basketId, itemId, 'pickup', s.storeId));
    await ok(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: { pickupPerson: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } },
      }),
    );
    await ok(
      await call(`/cart/v1/cart/${basketId}/billingAddress`, {
        token,
        body: {
          addressLine1: '1550 Wynkoop St',
          city: 'Denver',
          country: 'US',
          postalCode: '80202',
          stateCityProvDept: 'CO',
          recipientFirstName: 'Ada',
          recipientLastName: 'Lovelace',
        },
      }),
    );
    const card = await call('/payments/v1/tokenize', {
      apiKey: null,
      body: {
        number: '4000000000003220',
        expiryMonth: 12,
        expiryYear: 2031,
        cvc: '123',
        holderName: 'Ada Lovelace',
      },
    });
    await ok(
      await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'CREDIT_CARD', token: ((await card.json()) as { token: string }).token },
      }),
    );
    const order = orderSchema.parse(
      await (
        await call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId: basketId } })
      ).json(),
    );
    const action = order.flash[0]!.details!.action!;
    // The shopper fails the challenge on the provider's page.
    await (workerExports as unknown as { default: Fetcher }).default.fetch(
      `https://sandbox.test${action.url}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=N',
        redirect: 'manual',
      },
    );
    const failed = await expectError(
      await call(`/cart/v2/checkout/order/${order.orderNumber}`, {
        method: 'PATCH',
        token,
        body: patchOrderBody(order, `${action.paymentData}.N`),
      }),
      402,
      'PYT402',
    );
    const copy = await read(token, String(failed.details?.basketId));
    expect(copy.items[0]).toMatchObject({ selectedShippingOption: 'pickup', storeId: s.storeId });
    expect(copy.checkout.pickupPerson).toMatchObject({ firstName: 'Ada' });
  });
});

describe('shipping transitions', () => {
  const flashTypes = (cart: CheckoutCart) => cart.flash.map((f) => f.type);

  it('PickupToSts: the store ran out, the warehouse has it', async () => {
    const s = await stocked(8);
    const { token, basketId, itemId } = await basketWith(s.sku);
    await ok(await move(token, basketId, itemId, 'pickup', s.storeId));
    await setStoreStock(s.storeId, s.sku, 0);
    const cart = await read(token, basketId);
    expect(cart.items[0]).toMatchObject({ selectedShippingOption: 'sts', storeId: s.storeId });
    expect(cart.flash).toEqual([
      {
        code: 'PickupToSts',
        type: 'PickupToSts',
        details: { itemId, sku: s.sku, shipmentId: 'sts', storeId: s.storeId },
      },
    ]);
    // The notice stays until the shopper changes delivery; then it is gone.
    expect(flashTypes(await read(token, basketId))).toEqual(['PickupToSts']);
    expect(flashTypes(await ok(await move(token, basketId, itemId, 'standard')))).toEqual([]);
  });

  it('PickupToSts when the quantity grows beyond the store stock (the change answers with it)', async () => {
    const s = await stocked(16);
    const { token, basketId, itemId } = await basketWith(s.sku);
    await ok(await move(token, basketId, itemId, 'pickup', s.storeId));
    const more = await ok(
      await call(`/cart/v1/cart/${basketId}/item`, {
        method: 'PUT',
        token,
        body: { itemId, qty: s.quantity + 1 },
      }),
    );
    expect(more.items[0]).toMatchObject({ selectedShippingOption: 'sts', qty: s.quantity + 1 });
    expect(more.flash[0]).toMatchObject({ type: 'PickupToSts', details: { itemId } });
  });

  it('PickupToSth: the store ran out and so did the warehouse; or the store closed', async () => {
    const s = await stocked(9);
    const { token, basketId, itemId } = await basketWith(s.sku);
    await ok(await move(token, basketId, itemId, 'pickup', s.storeId));
    await setStoreStock(s.storeId, s.sku, 0);
    await setWarehouse(s.sku, 0);
    const cart = await read(token, basketId);
    expect(cart.items[0]!.selectedShippingOption).toBe('standard');
    expect(cart.flash[0]).toMatchObject({ type: 'PickupToSth', details: { itemId, shipmentId: 'me' } });

    const t = await stocked(10);
    const other = await basketWith(t.sku);
    await tempStore('4990', t.sku, 5);
    await ok(await move(other.token, other.basketId, other.itemId, 'pickup', '4990'));
    await env.DB.prepare('DELETE FROM stores WHERE id = ?').bind('4990').run();
    expect(flashTypes(await read(other.token, other.basketId))).toEqual(['PickupToSth']);
  });

  it('StsToSth: the ship-to-store store closed', async () => {
    const s = await stocked(11);
    const { token, basketId, itemId } = await basketWith(s.sku);
    const close = await tempStore('4991', s.sku, 0);
    await ok(await move(token, basketId, itemId, 'sts', '4991'));
    await close();
    const cart = await read(token, basketId);
    expect(cart.items[0]!.selectedShippingOption).toBe('standard');
    expect(cart.flash[0]).toMatchObject({ type: 'StsToSth', details: { itemId, shipmentId: 'me' } });
  });

  it('StsToPickup: the warehouse ran out, the store has it', async () => {
    const s = await stocked(12);
    const { token, basketId, itemId } = await basketWith(s.sku);
    await ok(await move(token, basketId, itemId, 'sts', s.storeId));
    await setWarehouse(s.sku, 0);
    const cart = await read(token, basketId);
    expect(cart.items[0]).toMatchObject({ selectedShippingOption: 'pickup', storeId: s.storeId });
    expect(cart.flash[0]).toMatchObject({
      type: 'StsToPickup',
      details: { shipmentId: `pickup-${s.storeId}` },
    });
  });

  it('STHToPickup: the warehouse ran out, the favourite store has it; place order stops at ORD430', async () => {
    const s = await stocked(13);
    const { token, basketId, itemId } = await basketWith(s.sku);
    await setWarehouse(s.sku, 0);
    const prepared = await call('/cart/v1/cart/prepareOrder', { token, body: { basketId } });
    expect((await expectError(prepared, 400, 'API400')).message).toMatch(/shipping address/);
    await read(token, basketId); // no favourite yet: nothing moves
    const cart = await read(token, basketId, s.storeId);
    expect(cart.items[0]).toMatchObject({ selectedShippingOption: 'pickup', storeId: s.storeId });
    expect(cart.flash[0]).toMatchObject({ type: 'STHToPickup', details: { itemId } });
    // A transition found at prepare order is ORD430 (the storefront goes back to shipping).
    const t = await stocked(14);
    const other = await basketWith(t.sku);
    await ok(await move(other.token, other.basketId, other.itemId, 'pickup', t.storeId));
    await setStoreStock(t.storeId, t.sku, 0);
    const stopped = await expectError(
      await call('/cart/v1/cart/prepareOrder', { token: other.token, body: { basketId: other.basketId } }),
      409,
      'ORD430',
    );
    expect(stopped.details).toMatchObject({ type: 'PickupToSts', itemId: other.itemId });
  });

  it('OrderShippingMethodDowngraded: express does not reach the new address', async () => {
    const s = await stocked(15);
    const { token, basketId } = await basketWith(s.sku);
    const address = TEST_ADDRESS;
    await ok(await call(`/cart/v2/cart/${basketId}/shippingAddress`, { token, body: address }));
    const express = await ok(
      await call('/cart/v1/shippingMethod', {
        token,
        body: { cartId: basketId, code: 'express', shippingId: 'me' },
      }),
    );
    expect(express.checkout.shippingMethod).toBe('express');
    const alaska = await ok(
      await call(`/cart/v2/cart/${basketId}/shippingAddress`, {
        token,
        body: {
          ...address,
          addressLine1: '605 W 4th Ave',
          city: 'Anchorage',
          postalCode: '99501',
          stateCityProvDept: 'AK',
          recipientContactPhone: '(907) 555-0182',
        },
      }),
    );
    expect(alaska.checkout.shippingMethod).toBe('standard');
    expect(alaska.flash).toEqual([
      {
        code: 'OrderShippingMethodDowngraded',
        type: 'OrderShippingMethodDowngraded',
        details: { shipmentId: 'me' },
      },
    ]);
    expect(alaska.shippingMethods![0]!.applicableShippingMethods.map((m) => m.code)).toEqual(['standard']);
    expectConsistent(alaska, 'US');
    await expectError(
      await call('/cart/v1/shippingMethod', {
        token,
        body: { cartId: basketId, code: 'express', shippingId: 'me' },
      }),
      400,
      'API400',
    );
  });
});

describe('reconcile (pure): which transition for which facts', () => {
  const store = (id: string, country = 'US') =>
    ({
      id,
      country,
      name: `S${id}`,
      address_line1: '',
      city: '',
      postal_code: '',
      lat: 0,
      lng: 0,
      phone: '',
      hours: '',
    }) as const;
  const facts = (storeStock: number, warehouse: number, stores = [store('4001')]) => ({
    stores: new Map(stores.map((s) => [s.id, { ...s }])),
    storeStock: new Map([['4001|SKU', storeStock]]),
    warehouse: new Map([['SKU', warehouse]]),
  });
  const line = (code: 'standard' | 'pickup' | 'sts' | 'pudo', storeId?: string) => [
    { id: 'l1', sku: 'SKU', qty: 2, delivery: { code, ...(storeId ? { storeId } : {}) } },
  ];
  const ctx = { pickupAllowed: true, country: 'US' };
  const one = (moves: ReturnType<typeof reconcile>) => moves.map((m) => [m.transition, m.to.code]);

  it('moves only what the facts force', () => {
    expect(one(reconcile(line('pickup', '4001'), facts(5, 5), ctx))).toEqual([]);
    expect(one(reconcile(line('pickup', '4001'), facts(1, 5), ctx))).toEqual([['PickupToSts', 'sts']]);
    expect(one(reconcile(line('pickup', '4001'), facts(1, 1), ctx))).toEqual([['PickupToSth', 'standard']]);
    expect(one(reconcile(line('pickup', '4001'), facts(5, 5, []), ctx))).toEqual([
      ['PickupToSth', 'standard'],
    ]);
    expect(one(reconcile(line('pickup', '4001'), facts(5, 5), { ...ctx, pickupAllowed: false }))).toEqual([
      ['PickupToSth', 'standard'],
    ]);
    expect(one(reconcile(line('sts', '4001'), facts(0, 5), ctx))).toEqual([]);
    expect(one(reconcile(line('sts', '4001'), facts(5, 0), ctx))).toEqual([['StsToPickup', 'pickup']]);
    expect(one(reconcile(line('sts', '4001'), facts(5, 5, []), ctx))).toEqual([['StsToSth', 'standard']]);
    expect(one(reconcile(line('standard'), facts(5, 0), { ...ctx, favStoreId: '4001' }))).toEqual([
      ['STHToPickup', 'pickup'],
    ]);
    expect(one(reconcile(line('standard'), facts(5, 0), ctx))).toEqual([]);
    expect(one(reconcile(line('standard'), facts(1, 0), { ...ctx, favStoreId: '4001' }))).toEqual([]);
    expect(one(reconcile(line('pudo'), facts(0, 0), ctx))).toEqual([]);
  });
});
