import { describe, expect, it } from 'vitest';
import { type Cart, cartSchema, orderSchema, storeEmployeesSchema } from '../../../shared/contract';
import { expectConsistent } from '../../test/consistency';
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
import { adjustmentValueProblem } from './adjustments';

/** One of another store (ASSOCIATE, the seeded associate of store 4001, runs the session). */
const OTHER_STORE = { storeId: '4001', storeEmployeeId: '400201' };

const path = (basketId: string, id?: string) =>
  `/cart/v1/cart/${basketId}/price_adjustments${id ? `/${id}` : ''}`;

/** A cart with two full-price lines (no footwear, so no product promotion). */
const cartWithLines = async () => {
  const { accessToken: token } = await associateShopperToken();
  const cart = await createCart(token);
  const { results } = await env.DB.prepare(
    `SELECT v.sku FROM variants v JOIN prices p ON p.sku = v.sku AND p.currency = 'USD'
     JOIN products pr ON pr.id = substr(v.sku, 1, 8)
     WHERE v.stock >= 5 AND v.online = 1 AND p.current = p.original AND p.current BETWEEN 3000 AND 6000
       AND pr.product_type IN ('jacket', 'tee', 'pack')
     ORDER BY v.sku LIMIT 2`,
  ).all<{ sku: string }>();
  expect(results).toHaveLength(2);
  const added = await call('/cart/v1/item', {
    token,
    body: { cartId: cart.id, items: results.map((r) => ({ productId: r.sku, qty: 1 })) },
  });
  expect(added.status).toBe(200);
  return { token, cart: cartSchema.parse(await added.json()) };
};

const adjust = async (token: string, basketId: string, body: Record<string, unknown>) =>
  call(path(basketId), { token, body: { ...ASSOCIATE, reasonCode: 'PRICE_MATCH', ...body } });

const ok = async (response: Response): Promise<Cart> => {
  expect(response.status).toBe(200);
  const cart = cartSchema.parse(await response.json());
  expectConsistent(cart, 'US');
  return cart;
};

const paid = (cart: Cart) => cart.items.filter((i) => !i.bonus);

describe('price adjustments', () => {
  it('applies a line AMOUNT adjustment to its line, the totals and the discount', async () => {
    const { token, cart } = await cartWithLines();
    const line = paid(cart)[0]!;
    const after = await ok(await adjust(token, cart.id, { itemId: line.id, type: 'AMOUNT', value: 500 }));
    expect(after.priceAdjustments).toEqual([
      expect.objectContaining({
        itemId: line.id,
        type: 'AMOUNT',
        value: 500,
        amount: 500,
        reasonCode: 'PRICE_MATCH',
        storeEmployeeId: '400101',
      }),
    ]);
    expect(after.items.find((i) => i.id === line.id)!.price.priceAfterOrderDiscount).toBe(
      line.price.priceAfterOrderDiscount - 500,
    );
    expect(after.totals.totalDiscount).toBe(cart.totals.totalDiscount + 500);
    // Tax is on what is paid: 7.25 % of 5.00 less.
    expect(after.totals.tax).toBeLessThan(cart.totals.tax);
    expect(after.orderPromotions).toContainEqual(
      expect.objectContaining({ level: 'PRODUCT', amount: 500, promotionName: 'Price adjustment' }),
    );
    // The cart answers the same on a plain read.
    expect((await getCart(token, cart.id)).priceAdjustments).toEqual(after.priceAdjustments);
  });

  it('spreads an order PERCENTAGE adjustment over the lines and never goes below zero', async () => {
    const { token, cart } = await cartWithLines();
    const goods = paid(cart).reduce((a, i) => a + i.price.priceAfterOrderDiscount, 0);
    const pct = await ok(await adjust(token, cart.id, { type: 'PERCENTAGE', value: 12.5 }));
    expect(pct.priceAdjustments![0]!.amount).toBe(Math.round((goods * 12.5) / 100));
    expect(pct.priceAdjustments![0]!.itemId).toBeUndefined();
    // A line adjustment larger than the line takes it to 0, no further; the order one shrinks to what is left.
    const line = paid(cart)[0]!;
    const capped = await ok(
      await adjust(token, cart.id, { itemId: line.id, type: 'AMOUNT', value: 9_000_000 }),
    );
    expect(capped.items.find((i) => i.id === line.id)!.price.priceAfterOrderDiscount).toBe(0);
    const all = await ok(await adjust(token, cart.id, { type: 'PERCENTAGE', value: 100 }));
    for (const i of paid(all)) expect(i.price.priceAfterOrderDiscount).toBe(0);
    expect(all.totals.total).toBe(all.totals.shipping + all.totals.tax);
    expect(all.totals.total).toBeGreaterThanOrEqual(0);
  });

  it('changes and removes adjustments; API404 for an unknown one', async () => {
    const { token, cart } = await cartWithLines();
    const added = await ok(await adjust(token, cart.id, { type: 'AMOUNT', value: 1000 }));
    const id = added.priceAdjustments![0]!.id;
    const patched = await ok(
      await call(path(cart.id, id), {
        method: 'PATCH',
        token,
        body: { ...ASSOCIATE, type: 'PERCENTAGE', value: 10, reasonCode: 'DAMAGED' },
      }),
    );
    expect(patched.priceAdjustments).toEqual([
      expect.objectContaining({ id, type: 'PERCENTAGE', value: 10, reasonCode: 'DAMAGED' }),
    ]);
    await expectError(
      await call(path(cart.id, 'adjnope'), { method: 'PATCH', token, body: { ...ASSOCIATE, value: 5 } }),
      404,
      'API404',
    );
    await expectError(
      await call(path(cart.id, 'adjnope'), { method: 'DELETE', token, body: ASSOCIATE }),
      404,
      'API404',
    );
    const removed = await ok(await call(path(cart.id, id), { method: 'DELETE', token, body: ASSOCIATE }));
    expect(removed.priceAdjustments).toEqual([]);
    expect(removed.totals).toEqual(cart.totals);
  });

  it('refuses with PRC400 (not an associate, bad value, unknown or gift card item) and changes nothing', async () => {
    const { token, cart } = await cartWithLines();
    const line = paid(cart)[0]!;
    const before = await getCart(token, cart.id);
    // Another store's or an unknown associate: not this in-store session (AUT450).
    for (const associate of [OTHER_STORE, { storeId: '4001', storeEmployeeId: '999999' }])
      await expectError(
        await adjust(token, cart.id, { ...associate, type: 'AMOUNT', value: 100 }),
        403,
        'AUT450',
      );
    const refusals: Record<string, unknown>[] = [
      { type: 'AMOUNT', value: 0 },
      { type: 'AMOUNT', value: -5 },
      { type: 'AMOUNT', value: 1.5 },
      { type: 'PERCENTAGE', value: 100.1 },
      { type: 'PERCENTAGE', value: 12.34 },
      { type: 'PERCENTAGE', value: 0 },
      { itemId: 'nope', type: 'AMOUNT', value: 100 },
    ];
    for (const body of refusals) await expectError(await adjust(token, cart.id, body), 400, 'PRC400');
    const added = await ok(await adjust(token, cart.id, { itemId: line.id, type: 'AMOUNT', value: 100 }));
    const id = added.priceAdjustments![0]!.id;
    await expectError(
      await call(path(cart.id, id), { method: 'PATCH', token, body: { ...ASSOCIATE, value: 100.5 } }),
      400,
      'PRC400',
    );
    await expectError(
      await call(path(cart.id, id), { method: 'DELETE', token, body: OTHER_STORE }),
      403,
      'AUT450',
    );
    expect((await getCart(token, cart.id)).priceAdjustments).toEqual(added.priceAdjustments);
    await call(path(cart.id, id), { method: 'DELETE', token, body: ASSOCIATE });
    expect(await getCart(token, cart.id)).toEqual(before);
    // Malformed requests are API400; someone else's cart AUT498.
    await expectError(await adjust(token, cart.id, { type: 'FREE', value: 1 }), 400, 'API400');
    await expectError(
      await adjust(token, cart.id, { type: 'AMOUNT', value: 1, storeId: undefined }),
      400,
      'API400',
    );
    await expectError(
      await adjust(token, cart.id, { type: 'AMOUNT', value: 1, reasonCode: 'a|b' }),
      400,
      'API400',
    );
    const other = await associateShopperToken();
    await expectError(
      await call(path(cart.id), {
        token: other.accessToken,
        body: { ...ASSOCIATE, type: 'AMOUNT', value: 1, reasonCode: 'X' },
      }),
      403,
      'AUT498',
    );
  });

  it('drops a line adjustment with its line', async () => {
    const { token, cart } = await cartWithLines();
    const line = paid(cart)[0]!;
    await ok(await adjust(token, cart.id, { itemId: line.id, type: 'AMOUNT', value: 300 }));
    await ok(await adjust(token, cart.id, { type: 'AMOUNT', value: 200 }));
    const removed = await ok(
      await call('/cart/v1/item', { method: 'DELETE', token, body: { cartId: cart.id, itemId: line.id } }),
    );
    expect(removed.priceAdjustments).toEqual([expect.objectContaining({ amount: 200 })]);
  });

  it('keeps the adjustments in the placed order, whose total is what the cart said', async () => {
    const { token, cart } = await cartWithLines();
    const line = paid(cart)[1]!;
    await ok(await adjust(token, cart.id, { itemId: line.id, type: 'PERCENTAGE', value: 50 }));
    await readyToPlace(token, cart.id);
    const ready = await getCart(token, cart.id);
    const response = await placeOrder(token, cart.id, { inStoreSalesInfo: ASSOCIATE });
    expect(response.status).toBe(200);
    const order = orderSchema.parse(await response.json());
    expect(order.priceAdjustments).toEqual(ready.priceAdjustments);
    expect(order.priceAdjustments![0]!.amount).toBe(Math.round(line.price.priceAfterOrderDiscount / 2));
    expect(order.totals.total).toBe(ready.totals.total);
    const row = await env.DB.prepare('SELECT total FROM orders WHERE order_number = ?')
      .bind(order.orderNumber)
      .first<{ total: number }>();
    expect(row?.total).toBe(ready.totals.total);
  });

  it('checks values: AMOUNT whole minor units, PERCENTAGE 0 < p <= 100 with one decimal', () => {
    expect(adjustmentValueProblem('AMOUNT', 1)).toBeNull();
    expect(adjustmentValueProblem('PERCENTAGE', 0.1)).toBeNull();
    expect(adjustmentValueProblem('PERCENTAGE', 33.3)).toBeNull();
    expect(adjustmentValueProblem('PERCENTAGE', 100)).toBeNull();
    expect(adjustmentValueProblem('PERCENTAGE', 0.05)?.errorId).toBe('PRC400');
    expect(adjustmentValueProblem('AMOUNT', Number.NaN)?.errorId).toBe('PRC400');
  });
});

describe('store employees', () => {
  it('lists the associates of a store (the ids price adjustments accept); STR404 unknown store', async () => {
    const response = await call('/consumers-v3/utilities/stores/4001/employees');
    expect(response.status).toBe(200);
    const list = storeEmployeesSchema.parse(await response.json());
    expect(list.employees.map((e) => e.storeEmployeeId)).toEqual(['400101', '400102']);
    await expectError(await call('/consumers-v3/utilities/stores/9999/employees'), 404, 'STR404');
    await expectError(await call('/consumers-v3/utilities/stores/abc/employees'), 400, 'API400');
    await expectError(
      await call('/consumers-v3/utilities/stores/4001/employees', { apiKey: null }),
      401,
      'AUT401',
    );
  });
});

/** A gift card line cannot be adjusted. */
describe('price adjustments on gift cards', () => {
  it('refuses PRC400', async () => {
    const { accessToken: token } = await associateShopperToken();
    const cart = await createCart(token);
    const { sku } = await findSku("sku LIKE 'RLGIFTCD%' AND online = 1");
    const added = await call('/cart/v1/item', {
      token,
      body: {
        cartId: cart.id,
        items: [{ productId: sku, qty: 1, giftOption: { email: 'a@example.com', to: 'A', message: 'Hi' } }],
      },
    });
    expect(added.status).toBe(200);
    const line = cartSchema.parse(await added.json()).items[0]!;
    await expectError(
      await adjust(token, cart.id, { itemId: line.id, type: 'AMOUNT', value: 100 }),
      400,
      'PRC400',
    );
  });
});
