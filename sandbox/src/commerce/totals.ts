/**
 * Cart arithmetic, in integer minor units so that every total adds up exactly.
 *
 * - rowTotal = current unit price x qty; itemTotal = itemSubTotal = sum of rowTotal.
 * - totalDiscount = sum of (original - current) x qty; totalDiscountPercentage is that discount
 *   against the undiscounted total, rounded to 1 decimal (spec section 9).
 * - Promotions (`promotions.ts`): product-level discounts per line (priceAfterItemDiscount), then
 *   order-level discounts spread over the lines by largest remainder (priceAfterOrderDiscount);
 *   promotionDiscount is their sum and totalDiscount = sale discounts + promotionDiscount.
 * - Associate price adjustments (`adjustments.ts`) come after the promotions, capped at what is
 *   left, as promotions of their own (`ADJ-<id>`): part of promotionDiscount.
 * - A member's programme discount (employee, IPA, WRANX: members/benefit.ts) comes last: its
 *   percent of what is left, at most what is left of the annual cap (`MEMBER-<programme>`).
 * - Shipping: one cost per shipment (`shipments.ts`): the standard home fee and the collection
 *   point fee unless a shipping promotion (threshold or coupon) waives them; an empty cart ships nothing. Bonus (gift) lines cost nothing and count in no discount.
 * - Tax by country and region (`tax-rules.ts`): GB and the EU price gross, so taxAmount is the
 *   VAT included in the total; the US and Canada price net, so tax is added on top. Each shipment
 *   is taxed where it is handed over: home deliveries (and customs) at the address's region, a
 *   pickup or ship-to-store shipment at its store's, a collection point shipment at the point's
 *   (`placeRegion`), so a line picked up in Denver is taxed in Colorado whatever the billing
 *   address. The order-level tax is rounded once, split over the rates and then over each rate's
 *   lines by largest remainder, so line taxTotals sum to the order tax.
 * - total = itemTotal - promotionDiscount + shipping (+ tax when added on top); totalWithoutTax = netAmount = total - tax;
 *   remainingToPay = total - appliedRewards (no rewards yet).
 * - Gift cards (product type `giftcard`) are money, not goods: not taxed, not discounted, not
 *   counted towards promotion thresholds, and they ship nothing (a cart of gift cards only has no
 *   shipping fee). Their rows are part of itemTotal and total.
 */
import type {
  CartTotals,
  CouponItem,
  Currency,
  OrderPromotion,
  PromoSummary,
  ShippingMethods,
} from '../../../shared/contract';
import { isFootwear } from '../../seed/catalog';
import { GIFT_CARD_PRODUCT_TYPE } from '../../seed/giftcustoms';
import {
  ADJUSTMENT_NAME,
  ADJUSTMENT_PROMOTION_PREFIX,
  type AdjustmentInput,
  applyAdjustments,
} from './adjustments';
import {
  type Coupon,
  FOOTWEAR_PROMO_PERCENT,
  FREE_SHIPPING_THRESHOLD,
  GWP_THRESHOLD,
  inCurrency,
  ORDER_PROMO_AMOUNT,
  ORDER_PROMO_THRESHOLD,
  type Promotion,
  promotionsIn,
} from './promotions';
import { buildShipments, type ShipmentLine, shipmentIdOf } from './shipments';
import { type TaxRule, taxRuleFor } from './tax-rules';

export type TotalsLine = ShipmentLine & {
  qty: number;
  current: number;
  original: number;
  bonus?: boolean;
  productType?: string;
};

export type LineResult = {
  rowTotal: number;
  priceAfterItemDiscount: number;
  priceAfterOrderDiscount: number;
  tax: number;
  promotions: { promotionId: string; promotionName: string; amount: number }[];
};

export type ComputedTotals = {
  totals: CartTotals;
  /** Per line, in input order. */
  lines: LineResult[];
  lineTax: number[];
  totalItems: number;
  promoSummary: PromoSummary[];
  orderPromotions: OrderPromotion[];
  couponItems: CouponItem[];
  shippingMethods: ShippingMethods[];
  /** Whether the gift-with-purchase condition holds (the basket adds or drops the bonus line). */
  gwpEligible: boolean;
  /** Whether the free-shipping promotions apply (threshold or coupon). */
  freeShipping: boolean;
  /** What each associate price adjustment takes off now, by adjustment id. */
  adjustmentAmounts: Map<string, number>;
  /** What the member's programme discount takes off (0 without one): it spends the annual cap. */
  memberDiscount: number;
};

/** A member programme's discount as the totals apply it (members/benefit.ts `discountOf`). */
export type MemberDiscountInput = { id: string; name: string; percent: number; remaining: number };

/** Splits `total` over `weights` in proportion, by largest remainder, so the parts sum to `total`. */
export const allocate = (total: number, exact: readonly number[]): number[] => {
  const floors = exact.map((x) => Math.floor(x));
  let remaining = total - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (remaining <= 0) break;
    floors[i]! += 1;
    remaining -= 1;
  }
  return floors;
};

/** `total` spread over `weights` in proportion (equal shares when every weight is 0). */
const spread = (total: number, weights: readonly number[]): number[] => {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const w = sum > 0 ? weights : weights.map(() => 1);
  const wsum = sum > 0 ? sum : weights.length;
  return allocate(
    total,
    w.map((x) => (total * x) / wsum),
  );
};

const summary = (p: Promotion, applied: boolean, distance?: number): PromoSummary => ({
  promotionId: p.id,
  promotionName: p.name,
  level: p.level,
  calloutMessage: p.callout,
  applied,
  ...(distance !== undefined && distance > 0
    ? { approachingDisplayLevel: 'CART', distanceFromConditionThreshold: distance }
    : {}),
});

/** What a shipment's chosen method costs. */
const chosenPrice = (m: ShippingMethods): number =>
  m.applicableShippingMethods.find((x) => x.code === m.code)?.price.amount ?? 0;

/**
 * The order's tax and each line's share when shipments are taxed where they are handed over:
 * each rate's base is its lines' `taxWeights` (what they cost after discounts; gift cards 0) and
 * its shipments' shipping; the order's tax is that sum rounded once, split over the rates by
 * largest remainder, then over each rate's lines in proportion (equal shares of the lines that
 * are not gift cards when they cost nothing: the tax of shipping alone). With one rate this is the
 * single rounding of the whole base, as before shipments could be taxed apart.
 */
const taxByShipment = (
  lines: readonly ShipmentLine[],
  shipments: readonly ShippingMethods[],
  taxWeights: readonly number[],
  giftCard: readonly boolean[],
  ruleOf: (shipment: ShippingMethods | undefined) => TaxRule,
): { tax: number; lineTax: number[] } => {
  const byItem = new Map<string, ShippingMethods>();
  for (const m of shipments) for (const id of m.itemIds ?? []) byItem.set(id, m);
  const groups = new Map<number, { factor: number; base: number; lines: number[] }>();
  const groupOf = (m: ShippingMethods | undefined) => {
    const r = ruleOf(m);
    let group = groups.get(r.rate);
    if (!group) {
      group = { factor: r.inclusive ? r.rate / (1 + r.rate) : r.rate, base: 0, lines: [] };
      groups.set(r.rate, group);
    }
    return group;
  };
  for (const m of shipments) groupOf(m).base += chosenPrice(m);
  lines.forEach((l, i) => {
    const m =
      (l.id ? byItem.get(l.id) : undefined) ?? shipments.find((s) => s.shippingId === shipmentIdOf(l));
    const group = groupOf(m);
    group.base += taxWeights[i]!;
    group.lines.push(i);
  });
  const parts = [...groups.values()];
  const exact = parts.map((g) => g.base * g.factor);
  const tax = Math.round(exact.reduce((a, b) => a + b, 0));
  const perGroup = allocate(tax, exact);
  const lineTax = lines.map(() => 0);
  parts.forEach((g, k) => {
    const weights = g.lines.map((i) => taxWeights[i]!);
    const shares = spread(
      perGroup[k]!,
      weights.some((w) => w > 0) ? weights : g.lines.map((i) => (giftCard[i] ? 0 : 1)),
    );
    g.lines.forEach((i, j) => {
      lineTax[i] = shares[j]!;
    });
  });
  return { tax, lineTax };
};

export const computeTotals = (
  lines: readonly TotalsLine[],
  currency: Currency,
  country: string,
  coupons: readonly { id: string; coupon: Coupon }[] = [],
  /** The home delivery method the shopper chose (checkout); express is never free. */
  shippingCode: 'standard' | 'express' = 'standard',
  /**
   * `expressAllowed`: whether express reaches the shipping address (`delivery.ts`);
   * `adjustments`: associate price adjustments (`adjustments.ts`), applied after the promotions;
   * `taxRegion`: the region of the address delivered to (shipping, else billing);
   * `placeRegion`: the region of the store or collection point a shipment is handed over at
   * (`null`: the place names none, the country's rate), `undefined` for one taxed at `taxRegion`.
   */
  options: {
    expressAllowed?: boolean;
    adjustments?: readonly AdjustmentInput[];
    taxRegion?: string;
    placeRegion?: (shipment: ShippingMethods) => string | null | undefined;
    memberDiscount?: MemberDiscountInput | undefined;
  } = {},
): ComputedTotals => {
  const rule = taxRuleFor(country, options.taxRegion);
  const automatic = promotionsIn(currency);
  const paid = lines.map((l) => !l.bonus);
  const giftCard = lines.map((l, i) => paid[i]! && l.productType === GIFT_CARD_PRODUCT_TYPE);
  const rowTotals = lines.map((l, i) => (paid[i] ? l.current * l.qty : 0));
  const itemTotal = rowTotals.reduce((a, b) => a + b, 0);
  const giftCardTotal = rowTotals.reduce((a, r, i) => a + (giftCard[i] ? r : 0), 0);
  const saleDiscount = lines.reduce(
    (sum, l, i) => sum + (paid[i] ? Math.max(0, l.original - l.current) * l.qty : 0),
    0,
  );
  const promotions: { promotionId: string; promotionName: string; amount: number }[][] = lines.map(() => []);
  const promoSummary: PromoSummary[] = [];
  const orderPromotions: OrderPromotion[] = [];

  // 1. Product level: 20 % off footwear.
  const itemDiscounts = lines.map((l, i) =>
    paid[i] && l.productType && isFootwear(l.productType)
      ? Math.round((rowTotals[i]! * FOOTWEAR_PROMO_PERCENT) / 100)
      : 0,
  );
  const productDiscount = itemDiscounts.reduce((a, b) => a + b, 0);
  itemDiscounts.forEach((d, i) => {
    if (d > 0)
      promotions[i]!.push({
        promotionId: automatic.footwear.id,
        promotionName: automatic.footwear.name,
        amount: d,
      });
  });
  const afterItem = rowTotals.map((r, i) => r - itemDiscounts[i]!);
  const merchandise = itemTotal - giftCardTotal - productDiscount;
  promoSummary.push(summary(automatic.footwear, productDiscount > 0));
  if (productDiscount > 0) {
    orderPromotions.push({
      promotionId: automatic.footwear.id,
      promotionName: automatic.footwear.name,
      level: 'PRODUCT',
      calloutMessage: automatic.footwear.callout,
      amount: productDiscount,
    });
  }

  // 2. Order level: the automatic threshold promotion, then order coupons, capped at the merchandise.
  const orderDiscounts: { promotion: Promotion; amount: number; couponCode?: string }[] = [];
  const orderApplies = merchandise >= ORDER_PROMO_THRESHOLD;
  promoSummary.push(
    summary(automatic.order, orderApplies, merchandise > 0 ? ORDER_PROMO_THRESHOLD - merchandise : undefined),
  );
  if (orderApplies) orderDiscounts.push({ promotion: automatic.order, amount: ORDER_PROMO_AMOUNT });
  const couponItems: CouponItem[] = [];
  let couponFreeShipping = false;
  for (const { id, coupon: stored } of coupons) {
    const coupon = inCurrency(stored, currency);
    const applies = merchandise > 0 && merchandise >= coupon.minimum;
    couponItems.push({
      id,
      code: coupon.code,
      applied: applies,
      promotionId: coupon.id,
      promotionName: coupon.name,
    });
    if (!applies) continue;
    if ('freeShipping' in coupon.effect) couponFreeShipping = true;
    else if ('percent' in coupon.effect)
      orderDiscounts.push({
        promotion: coupon,
        amount: Math.round((merchandise * coupon.effect.percent) / 100),
        couponCode: coupon.code,
      });
    else orderDiscounts.push({ promotion: coupon, amount: coupon.effect.amount, couponCode: coupon.code });
  }
  let room = merchandise;
  let orderDiscount = 0;
  const lineOrder = lines.map(() => 0);
  for (const d of orderDiscounts) {
    const amount = Math.min(room, d.amount);
    room -= amount;
    orderDiscount += amount;
    orderPromotions.push({
      promotionId: d.promotion.id,
      promotionName: d.promotion.name,
      level: 'ORDER',
      calloutMessage: d.promotion.callout,
      amount,
      ...(d.couponCode ? { couponCode: d.couponCode } : {}),
    });
    // Spread over what each line still costs, so no line ever goes below zero.
    const shares = spread(
      amount,
      afterItem.map((a, i) => (giftCard[i] ? 0 : a - lineOrder[i]!)),
    );
    shares.forEach((s, i) => {
      lineOrder[i]! += s;
      if (s > 0)
        promotions[i]!.push({ promotionId: d.promotion.id, promotionName: d.promotion.name, amount: s });
    });
  }
  // 2b. Associate price adjustments: line ones, then order ones, on what is left to pay.
  const adjusted = applyAdjustments(
    options.adjustments ?? [],
    lines.map((l) => l.id),
    afterItem.map((a, i) => a - lineOrder[i]!),
    lines.map((_, i) => paid[i]! && !giftCard[i]),
    spread,
  );
  for (const { adjustment: a, amount, shares } of adjusted.applied) {
    if (amount <= 0) continue;
    const promotionId = `${ADJUSTMENT_PROMOTION_PREFIX}${a.id}`;
    orderPromotions.push({
      promotionId,
      promotionName: ADJUSTMENT_NAME,
      level: a.itemId ? 'PRODUCT' : 'ORDER',
      calloutMessage: `${ADJUSTMENT_NAME}|${a.reasonCode}|Given in store`,
      amount,
    });
    shares.forEach((s, i) => {
      if (s > 0) promotions[i]!.push({ promotionId, promotionName: ADJUSTMENT_NAME, amount: s });
    });
  }
  const afterAdjustments = afterItem.map((a, i) => a - lineOrder[i]! - adjusted.perLine[i]!);
  // 2c. The member's programme discount on what is left, within what is left of the annual cap.
  const member = options.memberDiscount;
  const beforeMember = merchandise - orderDiscount - adjusted.total;
  const memberDiscount = member
    ? Math.max(0, Math.min(Math.round((beforeMember * member.percent) / 100), member.remaining, beforeMember))
    : 0;
  const memberShares = spread(
    memberDiscount,
    afterAdjustments.map((a, i) => (giftCard[i] || !paid[i] ? 0 : a)),
  );
  if (member && memberDiscount > 0) {
    orderPromotions.push({
      promotionId: member.id,
      promotionName: member.name,
      level: 'ORDER',
      calloutMessage: `${member.name}|Your member benefit|Up to your annual limit`,
      amount: memberDiscount,
    });
    memberShares.forEach((s, i) => {
      if (s > 0) promotions[i]!.push({ promotionId: member.id, promotionName: member.name, amount: s });
    });
  }
  const afterOrder = afterAdjustments.map((a, i) => a - memberShares[i]!);
  const discounted = beforeMember - memberDiscount;

  // 3. Gift with purchase.
  const gwpEligible = discounted >= GWP_THRESHOLD;
  promoSummary.push(
    summary(automatic.gwp, gwpEligible, discounted > 0 ? GWP_THRESHOLD - discounted : undefined),
  );

  // 4. Shipping level: one cost per shipment (`shipments.ts`); the standard home fee and the
  //    collection point fee are waived over the threshold or with a free-shipping coupon. Gift
  //    cards ship nothing (their own `digital` shipment, free).
  const hasItems = lines.some((_, i) => paid[i] && !giftCard[i]);
  const thresholdMet = discounted >= FREE_SHIPPING_THRESHOLD;
  const freeShipping = thresholdMet || couponFreeShipping;
  const built = buildShipments(lines, {
    freeShipping,
    homeCode: shippingCode,
    expressAllowed: options.expressAllowed ?? true,
  });
  const shipping = built.shipping;
  const shippingBeforeDiscount = built.shippingBeforeDiscount;
  // "Spend N more for free shipping" only while something ships at a cost (home or pudo).
  const chargeable =
    hasItems && built.shippingMethods.some((m) => m.shippingId === 'me' || m.shippingId === 'pudo');
  promoSummary.push(
    summary(
      automatic.freeShipping,
      hasItems && thresholdMet,
      chargeable ? FREE_SHIPPING_THRESHOLD - discounted : undefined,
    ),
  );
  if (hasItems && freeShipping && shippingBeforeDiscount > shipping) {
    const via = thresholdMet
      ? automatic.freeShipping
      : inCurrency(coupons.find((c) => 'freeShipping' in c.coupon.effect)!.coupon, currency);
    orderPromotions.push({
      promotionId: via.id,
      promotionName: via.name,
      level: 'SHIPPING',
      calloutMessage: via.callout,
      amount: shippingBeforeDiscount - shipping,
      ...(thresholdMet ? {} : { couponCode: (via as Coupon).code }),
    });
  }

  // 5. Tax on what the shopper pays (goods after discounts, plus shipping), each shipment at the
  //    rate of where it is handed over; one rounding for the order, then spread over the lines.
  const taxable = discounted + shipping;
  const { tax, lineTax } = taxByShipment(
    lines,
    built.shippingMethods,
    afterOrder.map((a, i) => (giftCard[i] ? 0 : a)),
    giftCard,
    (m) => {
      const place = m ? options.placeRegion?.(m) : undefined;
      return place === undefined ? rule : taxRuleFor(country, place ?? undefined);
    },
  );
  const total = (rule.inclusive ? taxable : taxable + tax) + giftCardTotal;
  const totalWithoutTax = total - tax;
  const appliedRewards = 0;
  const promotionDiscount = productDiscount + orderDiscount + adjusted.total + memberDiscount;
  const totalDiscount = saleDiscount + promotionDiscount;
  const undiscounted = itemTotal + saleDiscount;
  return {
    totals: {
      total,
      totalDiscount,
      itemTotal,
      totalWithoutTax,
      shipping,
      tax,
      totalDiscountPercentage: undiscounted > 0 ? Math.round((totalDiscount / undiscounted) * 1000) / 10 : 0,
      remainingToPay: total - appliedRewards,
      currency,
      totalUnits: lines.reduce((sum, l) => sum + l.qty, 0),
      itemSubTotal: itemTotal,
      netAmount: totalWithoutTax,
      taxAmount: tax,
      appliedRewards,
      promotionDiscount,
      shippingBeforeDiscount,
    },
    lines: lines.map((_, i) => ({
      rowTotal: rowTotals[i]!,
      priceAfterItemDiscount: afterItem[i]!,
      priceAfterOrderDiscount: afterOrder[i]!,
      tax: lineTax[i]!,
      promotions: promotions[i]!,
    })),
    lineTax,
    totalItems: lines.length,
    promoSummary,
    orderPromotions,
    couponItems,
    shippingMethods: built.shippingMethods,
    freeShipping,
    gwpEligible,
    adjustmentAmounts: new Map(adjusted.applied.map((a) => [a.adjustment.id, a.amount])),
    memberDiscount,
  };
};
