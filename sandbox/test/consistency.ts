/** The identities every cart's totals must satisfy (used by the totals and cart tests). */
import { expect } from 'vitest';
import type { Cart, ShippingMethods } from '../../shared/contract';
import { SEED_STORE_REGIONS } from '../seed/catalog';
import { type TaxRule, taxRuleFor } from '../src/commerce/tax-rules';

type WithCheckout = {
  checkout?: {
    shippingAddress?: { stateCityProvDept?: string };
    billingAddress?: { stateCityProvDept?: string };
    collectionPoint?: { address: { region?: string } };
  };
};

/** Where a shipment is handed over, as `computeTotals`' `placeRegion` says it. */
export type PlaceRegion = (shipment: ShippingMethods) => string | null | undefined;

/**
 * Every identity the totals promise. Home deliveries are taxed at `region` or, for a cart with
 * checkout state, the region of its shipping (else billing) address, as the basket does; a pickup
 * or ship-to-store shipment at its store's region (a seeded store, else none: the country's rate)
 * and a collection point shipment at the chosen point's, unless `placeRegion` says otherwise.
 */
export const expectConsistent = (cart: Cart, country: string, region?: string, placeRegion?: PlaceRegion) => {
  const t = cart.totals;
  const { checkout } = cart as Cart & WithCheckout;
  const rule = taxRuleFor(
    country,
    region ?? (checkout?.shippingAddress ?? checkout?.billingAddress)?.stateCityProvDept,
  );
  const place: PlaceRegion =
    placeRegion ??
    ((m) => {
      if ((m.code === 'pickup' || m.code === 'sts') && m.storeId)
        return SEED_STORE_REGIONS.get(m.storeId) ?? null;
      if (m.code === 'pudo' && checkout?.collectionPoint)
        return checkout.collectionPoint.address.region ?? null;
      return undefined;
    });
  const ruleOf = (m: ShippingMethods | undefined): TaxRule => {
    const at = m ? place(m) : undefined;
    return at === undefined ? rule : taxRuleFor(country, at ?? undefined);
  };
  const paid = cart.items.filter((i) => !i.bonus);
  const sum = (items: Cart['items'], f: (i: Cart['items'][number]) => number) =>
    items.reduce((a, i) => a + f(i), 0);
  expect(t.itemTotal).toBe(sum(cart.items, (i) => i.price.rowTotal));
  expect(t.itemSubTotal).toBe(t.itemTotal);
  for (const i of paid) expect(i.price.rowTotal).toBe(i.price.current * i.qty);
  for (const i of cart.items) {
    expect(i.price.priceAfterItemDiscount).toBeLessThanOrEqual(i.price.rowTotal);
    expect(i.price.priceAfterOrderDiscount).toBeLessThanOrEqual(i.price.priceAfterItemDiscount);
    expect(i.price.priceAfterOrderDiscount).toBeGreaterThanOrEqual(0);
    expect(i.price.rowTotal - i.price.priceAfterOrderDiscount).toBe(
      (i.itemPromotions ?? []).reduce((a, p) => a + p.amount, 0),
    );
  }
  for (const i of cart.items.filter((i) => i.bonus)) expect(i.price.rowTotal).toBe(0);
  const promotion = t.promotionDiscount ?? 0;
  expect(t.itemTotal - promotion).toBe(sum(cart.items, (i) => i.price.priceAfterOrderDiscount));
  const orderLevel = (cart.orderPromotions ?? []).filter((p) => p.level !== 'SHIPPING');
  expect(orderLevel.reduce((a, p) => a + p.amount, 0)).toBe(promotion);
  const sale = sum(paid, (i) => (i.price.original - i.price.current) * i.qty);
  expect(t.totalDiscount).toBe(sale + promotion);
  const undiscounted = t.itemTotal + sale;
  expect(t.totalDiscountPercentage).toBe(
    undiscounted ? Math.round((t.totalDiscount / undiscounted) * 1000) / 10 : 0,
  );
  const shippingPromo = (cart.orderPromotions ?? []).filter((p) => p.level === 'SHIPPING');
  // Shipping is the chosen method's price of every shipment; promotions are what it saves.
  expect(t.shipping).toBe((t.shippingBeforeDiscount ?? 0) - shippingPromo.reduce((a, p) => a + p.amount, 0));
  const chosen = (cart.shippingMethods ?? []).map(
    (m) => m.applicableShippingMethods.find((x) => x.code === m.code)?.price.amount ?? Number.NaN,
  );
  expect(chosen.reduce((a, b) => a + b, 0)).toBe(t.shipping);
  // Every paid line is in exactly one shipment.
  const shipped = (cart.shippingMethods ?? []).flatMap((m) => m.itemIds ?? []);
  if (shipped.length > 0) expect(new Set(shipped).size).toBe(shipped.length);
  expect(t.tax).toBe(t.taxAmount);
  expect(sum(cart.items, (i) => i.taxTotal)).toBe(t.tax);
  const goods = t.itemTotal - promotion + t.shipping;
  expect(t.total).toBe(rule.inclusive ? goods : goods + t.tax);
  expect(t.totalWithoutTax).toBe(t.total - t.tax);
  expect(t.netAmount).toBe(t.totalWithoutTax);
  expect(t.remainingToPay).toBe(t.total - t.appliedRewards);
  expect(t.totalUnits).toBe(sum(cart.items, (i) => i.qty));
  expect(cart.totalItems).toBe(cart.items.length);
  // Digital gift cards are not taxed: they are outside the tax base and carry no line tax.
  const giftCards = cart.items.filter((i) => i.isDigitalProduct && !i.bonus);
  for (const i of giftCards) expect(i.taxTotal).toBe(0);
  for (const i of giftCards) expect(i.price.priceAfterOrderDiscount).toBe(i.price.rowTotal);
  // Each shipment is taxed at the rate of where it is handed over: its goods after discounts and
  // its shipping. The order's tax is that rounded once; each rate's lines carry its part of it.
  const shipments = cart.shippingMethods ?? [];
  const shipmentOf = (id: string) => shipments.find((m) => (m.itemIds ?? []).includes(id));
  const byRate = new Map<number, { exact: number; tax: number }>();
  const at = (r: TaxRule) => {
    const entry = byRate.get(r.rate) ?? { exact: 0, tax: 0 };
    byRate.set(r.rate, entry);
    return entry;
  };
  const factor = (r: TaxRule) => (r.inclusive ? r.rate / (1 + r.rate) : r.rate);
  for (const m of shipments) {
    const r = ruleOf(m);
    at(r).exact +=
      (m.applicableShippingMethods.find((x) => x.code === m.code)?.price.amount ?? 0) * factor(r);
  }
  for (const i of cart.items) {
    const r = ruleOf(shipmentOf(i.id));
    const entry = at(r);
    if (!(i.isDigitalProduct && !i.bonus)) entry.exact += i.price.priceAfterOrderDiscount * factor(r);
    entry.tax += i.taxTotal;
  }
  const exact = [...byRate.values()].reduce((a, e) => a + e.exact, 0);
  expect(Math.abs(t.tax - exact)).toBeLessThanOrEqual(0.5);
  for (const e of byRate.values()) expect(Math.abs(e.tax - e.exact)).toBeLessThanOrEqual(1);
  for (const p of cart.promoSummary ?? []) expect(p.calloutMessage.split('|')).toHaveLength(3);
  // Associate price adjustments are promotions of their own: what they take off is in the order
  // promotions (line ones on their line) and so in promotionDiscount and totalDiscount.
  const adjustments = cart.priceAdjustments ?? [];
  for (const a of adjustments) expect(a.amount).toBeGreaterThanOrEqual(0);
  const adjustmentPromos = (cart.orderPromotions ?? []).filter((p) => p.promotionId.startsWith('ADJ-'));
  expect(adjustmentPromos.reduce((x, p) => x + p.amount, 0)).toBe(
    adjustments.reduce((x, a) => x + a.amount, 0),
  );
  for (const a of adjustments.filter((x) => x.itemId && x.amount > 0)) {
    const item = cart.items.find((i) => i.id === a.itemId);
    expect(item?.itemPromotions?.find((p) => p.promotionId === `ADJ-${a.id}`)?.amount).toBe(a.amount);
  }
};
