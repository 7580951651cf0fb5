import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION_POINT_RADIUS_KM, collectionPointsResponseSchema } from '../../../shared/contract';
import { expectConsistent } from '../../test/consistency';
import { basketWith, move, ok, read, stocked, undoChanges } from '../../test/delivery';
import { call, env, expectError } from '../../test/helpers';
import { buildShipments, PUDO_FEE } from './shipments';

afterEach(undoChanges);

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

  it('buildShipments: every line in one shipment, a free gift with the goods, costs add up (property)', () => {
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
      // A free gift goes with the home delivery, else the first shipment of goods; only an order of
      // e-gift cards alone has nowhere to send it.
      const goods = built.shippingMethods.filter((m) => m.shippingId !== 'digital');
      expect(shipped.sort()).toEqual(
        lines
          .filter((l) => !l.bonus || goods.length > 0)
          .map((l) => l.id)
          .sort(),
      );
      const home = built.shippingMethods.find((m) => m.shippingId === 'me');
      for (const bonus of lines.filter((l) => l.bonus)) if (home) expect(home.itemIds).toContain(bonus.id);
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
