/**
 * The sandbox's promotions and coupons (a fixed, documented catalogue: amounts and thresholds are
 * in minor units of the cart's currency, the same numbers in USD, CAD, GBP and EUR).
 *
 * Automatic promotions:
 * - PRODUCT `PROMO-FOOTWEAR-20`: 20 % off every footwear line.
 * - ORDER `PROMO-ORDER-250`: 20.00 off orders of 250.00 or more (after product discounts).
 * - SHIPPING `PROMO-FREESHIP-150`: free standard shipping from 150.00 (after order discounts);
 *   below it the promo summary carries `distanceFromConditionThreshold` ("spend N more").
 * - GWP `PROMO-GWP-120`: a free bottle (a bonus line) while the order reaches 120.00.
 *
 * Coupons (`COUPONS`): SAVE10 (10 % off the order), TAKE15 (15.00 off orders of 100.00 or more),
 * FREESHIP (free standard shipping), SUMMER2020 (expired).
 *
 * Names and callouts hold amounts as `{money:<minor units>}`: `inCurrency` writes them in the
 * cart's currency through Intl ("$20.00", "£20.00", "20,00 €"), as a real platform's localized
 * promotion texts carry the site's currency, never a bare "20".
 */
import type { Currency, PromotionLevel } from '../../../shared/contract';
import { memo } from '../../../shared/contract/memo';
import { localMoney } from '../money';

export const STANDARD_SHIPPING_FEE = 795;
/** Express home delivery (checkout): never free. */
export const EXPRESS_SHIPPING_FEE = 1995;
export const FREE_SHIPPING_THRESHOLD = 15_000;
export const ORDER_PROMO_THRESHOLD = 25_000;
export const ORDER_PROMO_AMOUNT = 2_000;
export const FOOTWEAR_PROMO_PERCENT = 20;
export const GWP_THRESHOLD = 12_000;
/** The gift: the first in-stock bottle variant (by sku) of the catalogue. */
export const GWP_PRODUCT_TYPE = 'bottle';

export type Promotion = {
  id: string;
  name: string;
  level: PromotionLevel;
  /** Three parts, pipe-separated (spec section 5): headline | details | terms. */
  callout: string;
};

export const PROMOTIONS = {
  footwear: {
    id: 'PROMO-FOOTWEAR-20',
    name: '20% off footwear',
    level: 'PRODUCT',
    callout: '20% off footwear|Boots, shoes and sandals|Applied automatically',
  },
  order: {
    id: 'PROMO-ORDER-250',
    name: `{money:${ORDER_PROMO_AMOUNT}} off orders of {money:${ORDER_PROMO_THRESHOLD}}`,
    level: 'ORDER',
    callout: `{money:${ORDER_PROMO_AMOUNT}} off your order|On orders of {money:${ORDER_PROMO_THRESHOLD}} or more|Applied automatically`,
  },
  freeShipping: {
    id: 'PROMO-FREESHIP-150',
    name: `Free standard shipping over {money:${FREE_SHIPPING_THRESHOLD}}`,
    level: 'SHIPPING',
    callout: `Free standard shipping|On orders of {money:${FREE_SHIPPING_THRESHOLD}} or more|Applied automatically`,
  },
  gwp: {
    id: 'PROMO-GWP-120',
    name: `Free bottle with orders of {money:${GWP_THRESHOLD}}`,
    level: 'ORDER',
    callout: `A free bottle|With orders of {money:${GWP_THRESHOLD}} or more|Added to your cart automatically`,
  },
} as const satisfies Record<string, Promotion>;

export type Coupon = Promotion & {
  code: string;
  validFrom: string;
  validTo: string;
  /** ORDER: percent or amount off the order; SHIPPING: free standard shipping. */
  effect: { percent: number } | { amount: number } | { freeShipping: true };
  /** Minimum order (after product discounts) for the coupon to apply. */
  minimum: number;
};

const coupon = (c: Coupon): Coupon => c;

export const COUPONS: ReadonlyMap<string, Coupon> = new Map(
  [
    coupon({
      code: 'SAVE10',
      id: 'COUPON-SAVE10',
      name: '10% off your order',
      level: 'ORDER',
      callout: '10% off|Your whole order|With code SAVE10',
      validFrom: '2020-01-01',
      validTo: '2099-12-31',
      effect: { percent: 10 },
      minimum: 0,
    }),
    coupon({
      code: 'TAKE15',
      id: 'COUPON-TAKE15',
      name: '{money:1500} off orders of {money:10000}',
      level: 'ORDER',
      callout: '{money:1500} off|On orders of {money:10000} or more|With code TAKE15',
      validFrom: '2020-01-01',
      validTo: '2099-12-31',
      effect: { amount: 1_500 },
      minimum: 10_000,
    }),
    coupon({
      code: 'FREESHIP',
      id: 'COUPON-FREESHIP',
      name: 'Free standard shipping',
      level: 'SHIPPING',
      callout: 'Free shipping|Standard delivery|With code FREESHIP',
      validFrom: '2020-01-01',
      validTo: '2099-12-31',
      effect: { freeShipping: true },
      minimum: 0,
    }),
    coupon({
      code: 'SUMMER2020',
      id: 'COUPON-SUMMER2020',
      name: '25% off summer 2020',
      level: 'ORDER',
      callout: '25% off|Summer sale|With code SUMMER2020',
      validFrom: '2020-06-01',
      validTo: '2020-09-30',
      effect: { percent: 25 },
      minimum: 0,
    }),
  ].map((c) => [c.code, c]),
);

/** Error ids of coupon calls (spec section 8 lists PRM130 to PRM175 by name only). */
export const PRM = {
  unknown: 'PRM130',
  expired: 'PRM140',
  notApplicable: 'PRM150',
  alreadyApplied: 'PRM160',
  notInCart: 'PRM170',
} as const;

export const isExpired = (c: Coupon, now: Date): boolean => {
  const day = now.toISOString().slice(0, 10);
  return day < c.validFrom || day > c.validTo;
};

/** The locale each currency's amounts are written in on English sites. */
const MONEY_LOCALE: Record<Currency, string> = { USD: 'en-US', CAD: 'en-CA', GBP: 'en-GB', EUR: 'en-IE' };

/**
 * `text` with its `{money:<minor units>}` amounts written in `currency` through Intl, in the
 * language of `languageTag` ("20,00 €" in de-DE) or, without one, the currency's English locale.
 */
export const writeMoney = (text: string, currency: Currency, languageTag?: string): string =>
  text.includes('{money:')
    ? text.replace(/\{money:(\d+)\}/g, (_, minor: string) =>
        localMoney(Number(minor), currency, languageTag ?? MONEY_LOCALE[currency]),
      )
    : text;

/** `p` with the amounts of its name and callout written in `currency`. */
export const inCurrency = <P extends Promotion>(p: P, currency: Currency): P => ({
  ...p,
  name: writeMoney(p.name, currency),
  callout: writeMoney(p.callout, currency),
});

type Automatic = { readonly [K in keyof typeof PROMOTIONS]: Promotion };
/** Per currency: four. */
const automaticIn = memo<Currency, Automatic>({ name: 'sandbox/automatic-promotions', max: 8 });

/** The automatic promotions with their amounts in `currency` (written once per currency). */
export const promotionsIn = (currency: Currency): Automatic =>
  automaticIn.getOrCreate(currency, () => ({
    footwear: inCurrency(PROMOTIONS.footwear, currency),
    order: inCurrency(PROMOTIONS.order, currency),
    freeShipping: inCurrency(PROMOTIONS.freeShipping, currency),
    gwp: inCurrency(PROMOTIONS.gwp, currency),
  }));
