import { describe, expect, it } from 'vitest';
import type { Cart, ShippingMethods } from '../../../shared/contract';
import { cartSchema, checkoutCartSchema } from '../../../shared/contract';
import { createRng } from '../../seed/prng';
import { expectConsistent } from '../../test/consistency';
import { call, createCart, env, findSku, guestToken } from '../../test/helpers';
import { COUPONS } from './promotions';
import { TAX_RULES } from './tax-rules';
import { allocate, computeTotals } from './totals';

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

  it('taxes by the region delivered to where it matters (US states, Canadian provinces)', () => {
    const lines = [{ qty: 1, current: 10000, original: 10000 }];
    const taxIn = (country: string, taxRegion?: string) =>
      computeTotals(lines, country === 'CA' ? 'CAD' : 'USD', country, [], 'standard', { taxRegion }).totals
        .tax;
    // Items 100.00 and standard shipping 7.95 are taxed where the order goes.
    expect(taxIn('US')).toBe(Math.round(10795 * 0.0725));
    expect(taxIn('US', 'CO')).toBe(Math.round(10795 * 0.0775));
    expect(taxIn('US', 'OR')).toBe(0);
    expect(taxIn('US', 'ZZ')).toBe(taxIn('US'));
    expect(taxIn('CA', 'QC')).toBe(Math.round(10795 * 0.14975));
    expect(taxIn('CA', 'AB')).toBe(Math.round(10795 * 0.05));
    // VAT countries have one rate whatever the region.
    const de = (taxRegion?: string) =>
      computeTotals(lines, 'EUR', 'DE', [], 'standard', { taxRegion }).totals;
    expect(de('BY')).toEqual(de());
  });

  it('taxes a shipment handed over at a store or a collection point where that place is', () => {
    const lines = [
      { id: 'home', qty: 1, current: 10000, original: 10000 },
      { id: 'store', qty: 1, current: 20000, original: 20000, delivery: { code: 'pickup', storeId: '4002' } },
      { id: 'sts', qty: 1, current: 5000, original: 5000, delivery: { code: 'sts', storeId: '4003' } },
      { id: 'point', qty: 1, current: 3000, original: 3000, delivery: { code: 'pudo' } },
    ] as const;
    const regions: Record<string, string | null> = { 'pickup-4002': 'CO', sts: 'WA', pudo: 'NY' };
    const priced = computeTotals(lines, 'USD', 'US', [], 'standard', {
      taxRegion: 'OR',
      placeRegion: (m) => regions[m.shippingId],
    });
    // 380.00 is over the free-shipping threshold: nothing ships at a cost. Oregon has no sales tax,
    // the Denver pickup is taxed in Colorado, the Seattle store in Washington, the point in New York.
    expect(priced.totals.shipping).toBe(0);
    const [home, store, sts, point] = priced.lines.map((l) => l.tax);
    const discounted = priced.lines.map((l) => l.priceAfterOrderDiscount);
    // One rounding for the order: each line is within a cent of its own rate.
    const near = (tax: number | undefined, exact: number) => expect(Math.abs(tax! - exact)).toBeLessThan(1);
    expect(home).toBe(0);
    near(store, discounted[1]! * 0.0775);
    near(sts, discounted[2]! * 0.094);
    near(point, discounted[3]! * 0.0852);
    expect(priced.totals.tax).toBe(
      Math.round(discounted[1]! * 0.0775 + discounted[2]! * 0.094 + discounted[3]! * 0.0852),
    );
    expect(priced.totals.tax).toBe(home! + store! + sts! + point!);
    // A place with no region takes the country's rate; one not known yet, the address's.
    const at = (region: string | null | undefined) =>
      computeTotals(lines.slice(1, 2), 'USD', 'US', [], 'standard', {
        taxRegion: 'OR',
        placeRegion: () => region,
      }).totals.tax;
    expect(at(null)).toBe(Math.round(20000 * 0.0725));
    expect(at(undefined)).toBe(0);
    // Without places the whole cart is taxed at the address, as before.
    expect(computeTotals(lines, 'USD', 'US', [], 'standard', { taxRegion: 'OR' }).totals.tax).toBe(0);
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
    expect(latest.items.filter((i) => !i.bonus).length).toBe(5);
    expect(latest.totals.totalDiscount).toBeGreaterThan(0);
  });

  it('always add up over many random carts (deterministic PRNG, every promotion and coupon)', () => {
    const rng = createRng(20261104);
    const countries = Object.keys(TAX_RULES);
    const types = ['boot', 'shoe', 'jacket', 'tee', 'pack', 'sandal', 'bottle', 'giftcard'];
    const coupons = [...COUPONS.values()].filter((c) => c.code !== 'SUMMER2020');
    let adjustedCarts = 0;
    for (let n = 0; n < 500; n++) {
      const deliveries = ['standard', 'standard', 'pickup', 'sts', 'pudo'] as const;
      const lines = Array.from({ length: rng.int(0, 6) }, (_, i) => {
        const original = rng.int(1, 40000);
        const productType = rng.pick(types);
        return {
          // Delivery kinds per line: home, pickup at one of two stores, ship to store, collection point;
          // a gift card is digital (its own shipment), as the basket's `lineKind` says.
          id: String(i),
          delivery: { code: rng.pick(deliveries), storeId: rng.pick(['4001', '4002']) },
          isDigital: productType === 'giftcard',
          isCustoms: productType !== 'giftcard' && rng.chance(0.05),
          qty: rng.int(1, 12),
          original,
          current: rng.chance(0.4) ? rng.int(0, original) : original,
          productType,
          bonus: rng.chance(0.05),
        };
      });
      const chosen = rng
        .sample(coupons, rng.int(0, coupons.length))
        .map((coupon, i) => ({ id: `c${i}`, coupon }));
      const country = rng.pick(countries);
      // Associate price adjustments on random lines and the order, amounts and percentages.
      const adjustments = Array.from({ length: rng.chance(0.6) ? rng.int(1, 4) : 0 }, (_, i) => {
        const type = rng.pick(['AMOUNT', 'PERCENTAGE'] as const);
        return {
          id: `a${i}`,
          ...(lines.length > 0 && rng.chance(0.5) ? { itemId: String(rng.int(0, lines.length - 1)) } : {}),
          type,
          value: type === 'AMOUNT' ? rng.int(1, 50000) : rng.int(1, 1000) / 10,
          reasonCode: 'PRICE_MATCH',
        };
      });
      const taxRegion = rng.pick([undefined, 'CO', 'OR', 'QC', 'AB', 'ON', 'NY']);
      // Stores and the collection point are taxed where they are: a region, none, or not known yet.
      const places = [undefined, null, 'CO', 'OR', 'WA', 'QC', 'NY'] as const;
      const regions = new Map(
        ['pickup-4001', 'pickup-4002', 'sts', 'pudo'].map((id) => [id, rng.pick(places)] as const),
      );
      const placeRegion = (m: ShippingMethods) => regions.get(m.shippingId);
      const computed = computeTotals(lines, 'USD', country, chosen, rng.pick(['standard', 'express']), {
        expressAllowed: rng.chance(0.8),
        adjustments,
        taxRegion,
        placeRegion,
      });
      const cart: Cart = {
        id: 'x',
        currency: 'USD',
        flash: [],
        customerNotifications: [],
        totals: computed.totals,
        totalItems: computed.totalItems,
        couponItems: computed.couponItems,
        orderPromotions: computed.orderPromotions,
        promoSummary: computed.promoSummary,
        shippingMethods: computed.shippingMethods,
        priceAdjustments: adjustments.map((a) => ({
          ...a,
          amount: computed.adjustmentAmounts.get(a.id) ?? 0,
          storeId: '4001',
          storeEmployeeId: '400101',
        })),
        items: lines.map((l, i) => ({
          id: String(i),
          productId: 'ABCDEFGH001-M',
          masterId: 'ABCDEFGH',
          masterId2: 'ABCDEFGH001',
          name: 'x',
          color: 'x',
          size: 'M',
          qty: l.qty,
          maxQty: 99,
          upc: '1',
          price: {
            current: l.bonus ? 0 : l.current,
            original: l.original,
            highCurrent: l.current,
            highOriginal: l.original,
            amount: l.current,
            rowTotal: computed.lines[i]!.rowTotal,
            priceAfterItemDiscount: computed.lines[i]!.priceAfterItemDiscount,
            priceAfterOrderDiscount: computed.lines[i]!.priceAfterOrderDiscount,
          },
          taxTotal: computed.lines[i]!.tax,
          pdpUrl: '/',
          slug: 'x',
          bonus: l.bonus,
          isCustoms: false,
          isDigitalProduct: l.productType === 'giftcard',
          productImageURL: '/',
          selectedShippingOption: 'standard',
          itemPromotions: computed.lines[i]!.promotions,
        })),
      };
      expectConsistent(cart, country, taxRegion, placeRegion);
      if ([...computed.adjustmentAmounts.values()].some((a) => a > 0)) adjustedCarts += 1;
      // An adjustment never makes the goods cost less than nothing.
      expect(computed.totals.itemTotal - (computed.totals.promotionDiscount ?? 0)).toBeGreaterThanOrEqual(0);
    }
    expect(adjustedCarts).toBeGreaterThan(100);
  });

  it('a cart is taxed where its shipping address is: Oregon has no sales tax, Colorado does', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    const { sku } = await findSku('stock >= 5');
    await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty: 1 }] } });
    const shipTo = async (address: Record<string, string>) => {
      const answer = await call(`/cart/v2/cart/${cart.id}/shippingAddress`, {
        token,
        body: {
          recipientFirstName: 'Ada',
          recipientLastName: 'Lovelace',
          recipientContactEmail: 'ada@example.com',
          recipientContactPhone: '(303) 555-0182',
          country: 'US',
          ...address,
        },
      });
      expect(answer.status).toBe(200);
      return checkoutCartSchema.parse(await answer.json());
    };
    const oregon = await shipTo({
      addressLine1: '1 SW Main St',
      city: 'Portland',
      stateCityProvDept: 'OR',
      postalCode: '97204',
    });
    expect(oregon.totals.tax).toBe(0);
    expectConsistent(oregon, 'US');
    const colorado = await shipTo({
      addressLine1: '1550 Wynkoop St',
      city: 'Denver',
      stateCityProvDept: 'CO',
      postalCode: '80202',
    });
    const taxable =
      colorado.totals.itemTotal - (colorado.totals.promotionDiscount ?? 0) + colorado.totals.shipping;
    expect(colorado.totals.tax).toBe(Math.round(taxable * 0.0775));
    expectConsistent(colorado, 'US');
  });
});
