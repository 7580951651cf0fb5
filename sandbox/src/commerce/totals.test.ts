import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/contract';
import { cartSchema } from '../../../shared/contract';
import { call, createCart, env, guestToken } from '../../test/helpers';
import { allocate, computeTotals, TAX_RULES } from './totals';

/** Every identity the totals promise. */
const expectConsistent = (cart: Cart, country: string) => {
  const t = cart.totals;
  const rule = TAX_RULES[country]!;
  const sum = (f: (i: Cart['items'][number]) => number) => cart.items.reduce((a, i) => a + f(i), 0);
  expect(t.itemTotal).toBe(sum((i) => i.price.rowTotal));
  expect(t.itemSubTotal).toBe(t.itemTotal);
  for (const i of cart.items) expect(i.price.rowTotal).toBe(i.price.current * i.qty);
  expect(t.totalDiscount).toBe(sum((i) => (i.price.original - i.price.current) * i.qty));
  const undiscounted = t.itemTotal + t.totalDiscount;
  expect(t.totalDiscountPercentage).toBe(
    undiscounted ? Math.round((t.totalDiscount / undiscounted) * 1000) / 10 : 0,
  );
  expect(t.shipping).toBe(0);
  expect(t.tax).toBe(t.taxAmount);
  expect(sum((i) => i.taxTotal)).toBe(t.tax);
  expect(t.total).toBe(rule.inclusive ? t.itemTotal + t.shipping : t.itemTotal + t.shipping + t.tax);
  expect(t.totalWithoutTax).toBe(t.total - t.tax);
  expect(t.netAmount).toBe(t.totalWithoutTax);
  expect(t.remainingToPay).toBe(t.total - t.appliedRewards);
  expect(t.totalUnits).toBe(sum((i) => i.qty));
  expect(cart.totalItems).toBe(cart.items.length);
  const exact = rule.inclusive ? (t.itemTotal * rule.rate) / (1 + rule.rate) : t.itemTotal * rule.rate;
  expect(Math.abs(t.tax - exact)).toBeLessThanOrEqual(0.5);
};

describe('cart totals', () => {
  it('allocates by largest remainder and always sums to the total', () => {
    expect(allocate(10, [3.3, 3.3, 3.4])).toEqual([3, 3, 4]);
    expect(allocate(2, [0.5, 0.5, 0.5, 0.5])).toEqual([1, 1, 0, 0]);
    for (let n = 1; n < 50; n++) {
      const exact = Array.from({ length: (n % 7) + 1 }, (_, i) => ((n * 7919 + i * 104729) % 100000) / 97);
      const total = Math.round(exact.reduce((a, b) => a + b, 0));
      expect(allocate(total, exact).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('adds US tax on top and includes VAT in Europe', () => {
    const lines = [
      { qty: 2, current: 8000, original: 10000 },
      { qty: 1, current: 1999, original: 1999 },
    ];
    const us = computeTotals(lines, 'USD', 'US').totals;
    expect(us).toMatchObject({
      itemTotal: 17999,
      totalDiscount: 4000,
      tax: 1305,
      total: 19304,
      totalWithoutTax: 17999,
    });
    expect(us.totalDiscountPercentage).toBe(18.2);
    const de = computeTotals(lines, 'EUR', 'DE').totals;
    expect(de).toMatchObject({ itemTotal: 17999, tax: 2874, total: 17999, totalWithoutTax: 15125 });
    expect(computeTotals([], 'GBP', 'GB').totals).toMatchObject({
      total: 0,
      tax: 0,
      totalDiscountPercentage: 0,
      totalUnits: 0,
    });
  });

  it.each([
    ['RL-US', 'USD', 'US'],
    ['RL-CA', 'CAD', 'CA'],
    ['RL-GB', 'GBP', 'GB'],
    ['RL-DE', 'EUR', 'DE'],
    ['RL-FR', 'EUR', 'FR'],
    ['RL-IT', 'EUR', 'IT'],
  ])('add up for real carts on %s', async (siteId, currency, country) => {
    const { accessToken } = await guestToken();
    const cart = await createCart(accessToken, currency, siteId);
    // A mix of sale and full-price variants with different quantities.
    const { results } = await env.DB.prepare(
      `SELECT v.sku, v.stock FROM variants v JOIN prices p ON p.sku = v.sku AND p.currency = ?
       WHERE v.stock >= 5 ORDER BY (p.current < p.original) DESC, v.sku LIMIT 3 OFFSET ?`,
    )
      .bind(currency, siteId.length * 3)
      .all<{ sku: string; stock: number }>();
    const more = await env.DB.prepare(
      'SELECT sku FROM variants WHERE stock >= 5 ORDER BY upc DESC LIMIT 2',
    ).all<{ sku: string }>();
    let latest: Cart = cart;
    for (const [i, sku] of [...results.map((r) => r.sku), ...more.results.map((r) => r.sku)].entries()) {
      const response = await call('/cart/v1/item', {
        body: { cartId: cart.id, items: [{ productId: sku, qty: (i % 3) + 1 }] },
        token: accessToken,
      });
      expect(response.status).toBe(200);
      latest = cartSchema.parse(await response.json());
      expectConsistent(latest, country);
    }
    expect(latest.items.length).toBe(5);
    expect(latest.totals.totalDiscount).toBeGreaterThan(0);
  });
});
