import { describe, expect, it } from 'vitest';
import { checkoutCartSchema, orderSchema } from '../../../shared/contract';
import { PRICE_CHANGED } from '../../../shared/contract/constants';
import { expectConsistent } from '../../test/consistency';
import { call, createCart, env, expectError, guestToken } from '../../test/helpers';
import { placeOrder, readyToPlace } from '../../test/place';
import { repriceLines } from './repricing';

const ADMIN = { 'x-sandbox-admin': 'sandbox-admin-key' };

describe('repricing (pure)', () => {
  const line = {
    id: 'l1',
    sku: 'A-M',
    name: 'Ridge Jacket',
    color: 'Navy',
    size: 'M',
    current: 10000,
    original: 12000,
  };

  it('takes the catalogue price and says so in the basket language; an unchanged line is left alone', () => {
    const catalogue = new Map([['A-M', { current: 8000, original: 12000 }]]);
    expect(repriceLines([line], catalogue, 'USD', 'en-us')).toEqual({
      changes: [{ lineId: 'l1', current: 8000, original: 12000 }],
      notifications: [
        {
          type: PRICE_CHANGED,
          message: 'The price of Ridge Jacket (Navy, M) has changed from $100.00 to $80.00.',
        },
      ],
    });
    expect(repriceLines([line], catalogue, 'EUR', 'de-de').notifications[0]!.message).toBe(
      'Der Preis von Ridge Jacket (Navy, M) hat sich von 100,00\u00a0€ auf 80,00\u00a0€ geändert.',
    );
    expect(repriceLines([line], new Map([['A-M', line]]), 'USD', 'en-us')).toEqual({
      changes: [],
      notifications: [],
    });
    // A line the catalogue no longer sells is the inventory check's business, not a price change.
    expect(repriceLines([line], new Map(), 'USD', 'en-us').changes).toEqual([]);
  });

  it('updates a moved crossed-out price without telling the shopper', () => {
    const catalogue = new Map([['A-M', { current: 10000, original: 15000 }]]);
    expect(repriceLines([line], catalogue, 'USD', 'en-us')).toEqual({
      changes: [{ lineId: 'l1', current: 10000, original: 15000 }],
      notifications: [],
    });
  });
});

describe('a price that changes while the item is in the cart', () => {
  const setVariant = (sku: string, body: unknown) =>
    call(`/__admin/variants/${sku}`, { method: 'PUT', apiKey: null, headers: ADMIN, body });

  const pricedSku = async () =>
    (await env.DB.prepare(
      `SELECT v.sku, p.current FROM variants v JOIN prices p ON p.sku = v.sku AND p.currency = 'USD'
       WHERE v.stock >= 20 AND v.sku LIKE '%-L' AND p.current = p.original ORDER BY v.sku LIMIT 1 OFFSET 3`,
    ).first<{ sku: string; current: number }>())!;

  it('the admin endpoint changes a price; a currency the variant is not sold in changes nothing', async () => {
    const { sku, current } = await pricedSku();
    await expectError(await setVariant(sku, { price: { currency: 'USD', current: 0 } }), 400, 'API400');
    await expectError(await setVariant(sku, { price: { currency: 'JPY', current: 100 } }), 400, 'API400');
    const answer = await setVariant(sku, { stock: 5, price: { currency: 'USD', current: current - 500 } });
    expect(await answer.json()).toMatchObject({ sku, stock: 5, current: current - 500 });
    await env.DB.prepare("DELETE FROM prices WHERE sku = ? AND currency = 'GBP'").bind(sku).run();
    await expectError(
      await setVariant(sku, { stock: 9, price: { currency: 'GBP', current: 100 } }),
      404,
      'API404',
    );
    const row = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?')
      .bind(sku)
      .first<{ stock: number }>();
    expect(row!.stock).toBe(5);
  });

  it('is repriced on the inventory check with one notification, and the totals follow', async () => {
    const { sku, current } = await pricedSku();
    await setVariant(sku, { stock: 40, price: { currency: 'USD', current } });
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty: 2 }] } });
    const lowered = current - 1000;
    await setVariant(sku, { price: { currency: 'USD', current: lowered } });

    const read = async (check: boolean) =>
      checkoutCartSchema.parse(
        await (
          await call(`/cart/v1/cart/${cart.id}${check ? '?inventorySupplyCheck=true' : ''}`, { token })
        ).json(),
      );
    // A plain read does not consult the catalogue: the price the shopper added it at.
    const plain = await read(false);
    expect(plain.items[0]!.price.current).toBe(current);
    expect(plain.customerNotifications).toEqual([]);

    const checked = await read(true);
    expect(checked.items[0]!.price.current).toBe(lowered);
    expect(checked.customerNotifications).toEqual([
      { type: PRICE_CHANGED, message: expect.stringContaining(`to $${(lowered / 100).toFixed(2)}`) },
    ]);
    expect(checked.totals.itemTotal).toBe(2 * lowered);
    expectConsistent(checked, 'US');
    // Told once: the next check finds nothing new.
    expect((await read(true)).customerNotifications).toEqual([]);
  });

  it('checkout refuses a price the cart did not show (PRC409), placing nothing, until the cart is read again', async () => {
    const { sku, current } = await pricedSku();
    await setVariant(sku, { stock: 40, price: { currency: 'USD', current } });
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty: 1 }] } });
    await readyToPlace(token, cart.id);
    const raised = current + 700;
    await setVariant(sku, { price: { currency: 'USD', current: raised } });

    const prepare = () => call('/cart/v1/cart/prepareOrder', { token, body: { basketId: cart.id } });
    const place = () => placeOrder(token, cart.id);
    const refused = await expectError(await prepare(), 409, 'PRC409');
    expect(refused.details).toEqual({ type: PRICE_CHANGED });
    expect(refused.message).toContain(`to $${(raised / 100).toFixed(2)}`);
    await expectError(await place(), 409, 'PRC409');
    const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE basket_id = ?')
      .bind(cart.id)
      .first<{ n: number }>();
    expect(orders!.n).toBe(0);

    // The cart page's read reprices the line and says so; then the order goes through at that price.
    const checked = checkoutCartSchema.parse(
      await (await call(`/cart/v1/cart/${cart.id}?inventorySupplyCheck=true`, { token })).json(),
    );
    expect(checked.items[0]!.price.current).toBe(raised);
    expect(checked.customerNotifications.map((n) => n.type)).toEqual([PRICE_CHANGED]);
    expect((await prepare()).status).toBe(200);
    const placed = orderSchema.parse(await (await place()).json());
    expect(placed.totals.itemTotal).toBe(raised);
  });
});
