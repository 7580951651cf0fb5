import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutCart } from '../../../shared/contract';
import { expectConsistent } from '../../test/consistency';
import {
  basketWith,
  move,
  ok,
  read,
  setStoreStock,
  setWarehouse,
  stocked,
  tempStore,
  undoChanges,
} from '../../test/delivery';
import { call, env, expectError } from '../../test/helpers';
import { TEST_ADDRESS } from '../../test/place';
import { reconcile } from './delivery-transitions';

afterEach(undoChanges);

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
      region: null,
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
