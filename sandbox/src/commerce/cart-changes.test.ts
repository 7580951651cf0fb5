/** Item removal and quantity changes, coupons, promotions, gift with purchase and concurrency. */
import { describe, expect, it } from 'vitest';
import { type Cart, cartSchema } from '../../../shared/contract';
import { expectConsistent } from '../../test/consistency';
import { call, createCart, env, expectError, getCart, guestToken } from '../../test/helpers';
import { FREE_SHIPPING_THRESHOLD, GWP_THRESHOLD, STANDARD_SHIPPING_FEE } from './promotions';

const parse = async (response: Response): Promise<Cart> => {
  expect(response.status).toBe(200);
  return cartSchema.parse(await response.json());
};

type Sku = { sku: string; stock: number; current: number; type: string };

/** Skus priced in USD, chosen by SQL over variants v, products p, prices pr. */
const skus = async (where: string, limit = 5): Promise<Sku[]> => {
  const { results } = await env.DB.prepare(
    `SELECT v.sku, v.stock, pr.current, p.product_type AS type FROM variants v
     JOIN products p ON p.id = v.product_id JOIN prices pr ON pr.sku = v.sku AND pr.currency = 'USD'
     WHERE ${where} ORDER BY v.sku LIMIT ${limit}`,
  ).all<Sku>();
  if (results.length === 0) throw new Error(`no sku where ${where}`);
  return results;
};

const NOT_FOOTWEAR = "p.product_type IN ('jacket', 'fleece', 'pack', 'tee')";
const FOOTWEAR = "p.product_type IN ('boot', 'shoe')";

const setup = async () => {
  const { accessToken: token } = await guestToken();
  const cart = await createCart(token);
  const api = {
    token,
    id: cart.id,
    add: async (productId: string, qty = 1) =>
      parse(await call('/cart/v1/item', { body: { cartId: cart.id, items: [{ productId, qty }] }, token })),
    qty: (itemId: string, qty: unknown) =>
      call(`/cart/v1/cart/${cart.id}/item`, { method: 'PUT', body: { itemId, qty }, token }),
    remove: (itemId: string) =>
      call('/cart/v1/item', { method: 'DELETE', body: { cartId: cart.id, itemId }, token }),
    apply: (code: string) =>
      call('/cart/v1/coupon', { method: 'PUT', body: { cartId: cart.id, code }, token }),
    unapply: (code: string) =>
      call('/cart/v1/coupon', { method: 'DELETE', body: { cartId: cart.id, code }, token }),
    get: () => getCart(token, cart.id),
  };
  return api;
};

describe('items', () => {
  it('changes a quantity and removes a line', async () => {
    const api = await setup();
    const [a, b] = await skus(`v.stock >= 10 AND ${NOT_FOOTWEAR} AND pr.current < 2000`);
    await api.add(a!.sku);
    const two = await api.add(b!.sku);
    const line = two.items.find((i) => i.productId === a!.sku)!;
    const changed = await parse(await api.qty(line.id, 4));
    expect(changed.items.find((i) => i.id === line.id)!.qty).toBe(4);
    expect(changed.totals.totalUnits).toBe(5);
    expectConsistent(changed, 'US');
    const removed = await parse(await api.remove(line.id));
    expect(removed.items.map((i) => i.productId)).toEqual([b!.sku]);
    expectConsistent(removed, 'US');
    expect(await api.get()).toEqual(removed);
  });

  it('INV408 with details.maxQty above the stock; bad input is a 4xx; nothing changes', async () => {
    const api = await setup();
    const [low] = await skus('v.stock BETWEEN 2 AND 5');
    const cart = await api.add(low!.sku);
    const id = cart.items[0]!.id;
    expect(cart.items[0]!.maxQty).toBe(low!.stock);
    const detail = await expectError(await api.qty(id, low!.stock + 1), 400, 'INV408');
    expect(detail.details).toMatchObject({ maxQty: low!.stock });
    await expectError(await api.qty(id, 0), 400, 'API400');
    await expectError(await api.qty(id, 'two'), 400, 'API400');
    await expectError(await api.qty(id, 1.5), 400, 'API400');
    await expectError(await api.qty('nope', 1), 404, 'API404');
    await expectError(await api.remove('nope'), 404, 'API404');
    await expectError(
      await call(`/cart/v1/cart/${api.id}/item`, { method: 'PUT', body: '{', token: api.token }),
      400,
      'API400',
    );
    await expectError(
      await call(`/cart/v1/cart/${api.id}/item?action=pickup&favStoreId=1`, {
        method: 'PUT',
        body: { itemId: id, qty: 1 },
        token: api.token,
      }),
      400,
      'API400',
    );
    await expectError(
      await call('/cart/v1/item', { method: 'DELETE', body: { cartId: api.id }, token: api.token }),
      400,
      'API400',
    );
    const other = await guestToken();
    await expectError(
      await call(`/cart/v1/cart/${api.id}/item`, {
        method: 'PUT',
        body: { itemId: id, qty: 1 },
        token: other.accessToken,
      }),
      403,
      'AUT498',
    );
    await expectError(
      await call(`/cart/v1/cart/${'0'.repeat(32)}/item`, {
        method: 'PUT',
        body: { itemId: id, qty: 1 },
        token: api.token,
      }),
      404,
      'BSK404',
    );
    expect(await api.get()).toEqual(cart);
  });

  it('serializes concurrent quantity changes and adds: no update is lost', async () => {
    const api = await setup();
    const [a, b] = await skus(`v.stock >= 40 AND ${NOT_FOOTWEAR}`);
    const first = await api.add(a!.sku);
    const lineA = first.items[0]!.id;
    // Ten parallel sets of line A to 7, and twelve parallel adds of one unit of B.
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => api.qty(lineA, 7)),
      ...Array.from({ length: 12 }, () =>
        call('/cart/v1/item', {
          body: { cartId: api.id, items: [{ productId: b!.sku, qty: 1 }] },
          token: api.token,
        }),
      ),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(22).fill(200));
    const final = await api.get();
    expect(final.items.find((i) => i.id === lineA)!.qty).toBe(7);
    expect(final.items.find((i) => i.productId === b!.sku)!.qty).toBe(12);
    expectConsistent(final, 'US');
    // Parallel sets to different values: every answer shows its own value, the last one written wins.
    const sets = await Promise.all(
      [3, 9, 5, 2].map(async (q) => (await parse(await api.qty(lineA, q))).items),
    );
    sets.forEach((items, i) => {
      expect(items.find((x) => x.id === lineA)!.qty).toBe([3, 9, 5, 2][i]);
    });
    expect([3, 9, 5, 2]).toContain((await api.get()).items.find((i) => i.id === lineA)!.qty);
  });
});

describe('coupons', () => {
  it('applies and removes SAVE10; each PRM error leaves the cart unchanged', async () => {
    const api = await setup();
    const [a] = await skus(`v.stock >= 5 AND ${NOT_FOOTWEAR} AND pr.current BETWEEN 2000 AND 6000`);
    const cart = await api.add(a!.sku);
    await expectError(await api.apply('NOSUCHCODE'), 404, 'PRM130');
    await expectError(await api.apply('SUMMER2020'), 400, 'PRM140');
    await expectError(await api.apply('TAKE15'), 400, 'PRM150');
    await expectError(await api.apply('no spaces allowed'), 400, 'API400');
    await expectError(await api.unapply('SAVE10'), 404, 'PRM170');
    expect(await api.get()).toEqual(cart);

    const saved = await parse(await api.apply('save10'));
    expect(saved.couponItems).toEqual([expect.objectContaining({ code: 'SAVE10', applied: true })]);
    const discount = Math.round(a!.current * 0.1);
    expect(saved.totals.promotionDiscount).toBe(discount);
    expect(saved.orderPromotions).toContainEqual(
      expect.objectContaining({ level: 'ORDER', couponCode: 'SAVE10', amount: discount }),
    );
    expect(saved.items[0]!.price.priceAfterOrderDiscount).toBe(a!.current - discount);
    expectConsistent(saved, 'US');
    await expectError(await api.apply('SAVE10'), 409, 'PRM160');
    expect(await api.get()).toEqual(saved);
    const removed = await parse(await api.unapply('SAVE10'));
    expect(removed.couponItems).toEqual([]);
    expect(removed.totals).toEqual(cart.totals);
  });

  it('FREESHIP makes standard shipping free; TAKE15 once the order reaches 100', async () => {
    const api = await setup();
    const [a] = await skus(`v.stock >= 10 AND ${NOT_FOOTWEAR} AND pr.current BETWEEN 2000 AND 4000`);
    const cart = await api.add(a!.sku);
    expect(cart.totals.shipping).toBe(STANDARD_SHIPPING_FEE);
    const free = await parse(await api.apply('FREESHIP'));
    expect(free.totals.shipping).toBe(0);
    expect(free.orderPromotions).toContainEqual(
      expect.objectContaining({ level: 'SHIPPING', couponCode: 'FREESHIP' }),
    );
    expectConsistent(free, 'US');
    const units = Math.ceil(10_000 / a!.current);
    const more = await parse(await api.qty(cart.items[0]!.id, units));
    const take = await parse(await api.apply('TAKE15'));
    expect(take.totals.promotionDiscount! - (more.totals.promotionDiscount ?? 0)).toBe(1500);
    expectConsistent(take, 'US');
    // Below the minimum again: the coupon stays but no longer applies.
    const less = await parse(await api.qty(cart.items[0]!.id, 1));
    expect(less.couponItems).toContainEqual(expect.objectContaining({ code: 'TAKE15', applied: false }));
    expectConsistent(less, 'US');
  });
});

describe('promotions', () => {
  it('product level: 20% off footwear lines', async () => {
    const api = await setup();
    const [boot] = await skus(`v.stock >= 2 AND ${FOOTWEAR}`);
    const cart = await api.add(boot!.sku);
    const item = cart.items.find((i) => !i.bonus)!;
    expect(item.price.priceAfterItemDiscount).toBe(boot!.current - Math.round(boot!.current * 0.2));
    expect(item.itemPromotions).toContainEqual(expect.objectContaining({ promotionId: 'PROMO-FOOTWEAR-20' }));
    expect(cart.promoSummary).toContainEqual(expect.objectContaining({ level: 'PRODUCT', applied: true }));
    expectConsistent(cart, 'US');
  });

  it('shipping level: the approaching message counts down and free shipping applies at the threshold', async () => {
    const api = await setup();
    const [a] = await skus(`v.stock >= 30 AND ${NOT_FOOTWEAR} AND pr.current BETWEEN 2000 AND 5000`);
    const one = await api.add(a!.sku);
    const ship = (c: Cart) => c.promoSummary!.find((p) => p.level === 'SHIPPING')!;
    expect(ship(one)).toMatchObject({
      applied: false,
      approachingDisplayLevel: 'CART',
      distanceFromConditionThreshold: FREE_SHIPPING_THRESHOLD - a!.current,
    });
    expect(ship(one).calloutMessage.split('|')).toHaveLength(3);
    const two = await api.add(a!.sku);
    expect(ship(two).distanceFromConditionThreshold).toBe(FREE_SHIPPING_THRESHOLD - 2 * a!.current);
    const enough = await parse(
      await api.qty(one.items[0]!.id, Math.ceil(FREE_SHIPPING_THRESHOLD / a!.current)),
    );
    expect(ship(enough)).toMatchObject({ applied: true });
    expect(ship(enough).distanceFromConditionThreshold).toBeUndefined();
    expect(enough.totals.shipping).toBe(0);
    expectConsistent(enough, 'US');
  });

  it('order level: 20 off orders of 250', async () => {
    const api = await setup();
    const [a] = await skus(`v.stock >= 30 AND ${NOT_FOOTWEAR} AND pr.current BETWEEN 5000 AND 9000`);
    const cart = await api.add(a!.sku, Math.ceil(25_000 / a!.current));
    expect(cart.orderPromotions).toContainEqual(
      expect.objectContaining({ promotionId: 'PROMO-ORDER-250', level: 'ORDER', amount: 2000 }),
    );
    expectConsistent(cart, 'US');
  });

  it('gift with purchase: added at the threshold, not changeable (GWP403), removed below it', async () => {
    const api = await setup();
    const [a] = await skus(`v.stock >= 30 AND ${NOT_FOOTWEAR} AND pr.current BETWEEN 2000 AND 5000`);
    const small = await api.add(a!.sku);
    expect(small.items.some((i) => i.bonus)).toBe(false);
    const big = await parse(await api.qty(small.items[0]!.id, Math.ceil(GWP_THRESHOLD / a!.current)));
    const gift = big.items.find((i) => i.bonus)!;
    expect(gift).toMatchObject({ qty: 1, maxQty: 1, price: { rowTotal: 0 } });
    expectConsistent(big, 'US');
    const d = await expectError(await api.qty(gift.id, 2), 403, 'GWP403');
    expect(d.details).toMatchObject({ maxQty: 1 });
    await expectError(await api.remove(gift.id), 403, 'GWP403');
    expect(await api.get()).toEqual(big);
    const back = await parse(await api.qty(small.items[0]!.id, 1));
    expect(back.items.some((i) => i.bonus)).toBe(false);
    expectConsistent(back, 'US');
  });
});
