/**
 * Money and percentage display (commerce spec section 9: CAD as a code, other currencies as a
 * symbol, percentages to 1 decimal) and the price-display rules of content spec section 9 (ranges,
 * sale prices, omnibus lowest-price disclosure in the EU). Pure functions used by server components
 * and islands alike. Intl formatters are cached: constructing them is the expensive part.
 */

import { PERCENTAGE_PRECISION } from '../constants';
import type { Currency } from '../contract/common';
import { memo } from '../contract/memo';
import type { Price } from '../contract/product';
import type { Site } from '../site';

/** The part of a site that formatting needs; islands receive only this, not the whole site. */
export type FormatContext = Pick<Site, 'languageTag' | 'region'> & {
  /** Percentage off shown signed ("-25 %"): the site's `discountMinusSign` flag. */
  minusSign?: boolean | undefined;
};

const MINOR_UNITS: Record<Currency, number> = { USD: 2, CAD: 2, GBP: 2, EUR: 2 };

/** Per kind and language tag (and currency): about 7 tags × (2 kinds + 4 currencies) in use. */
const numberFormats = memo<string, Intl.NumberFormat>({ name: 'pricing/number-formats', max: 128 });
const formatter = (key: string, make: () => Intl.NumberFormat): Intl.NumberFormat =>
  numberFormats.getOrCreate(key, make);

/** A number with at most one decimal as the language writes it (4.3, fr "4,3"). */
export const formatOneDecimal = (value: number, languageTag: string): string =>
  formatter(
    `s|${languageTag}`,
    () => new Intl.NumberFormat(languageTag, { maximumFractionDigits: 1 }),
  ).format(Math.round(value * 10) / 10);

/** A rating score with at most one decimal (4.3, fr "4,3"). */
export const formatScore = formatOneDecimal;

/** Where road distances are told in miles. */
const MILE_REGIONS = new Set(['US', 'GB']);
const KM_PER_MILE = 1.609344;
/**
 * A distance with its unit, one decimal, as the shopper's country tells it: miles in the US and
 * the UK ("1.5 mi"), kilometres elsewhere ("0,8 km" in French). `km` as the store search answers;
 * `tag`: a locale or language tag with its region (en-us, fr-CA).
 */
export const formatDistance = (km: number, tag: string): string => {
  const miles = MILE_REGIONS.has(new Intl.Locale(tag).maximize().region ?? '');
  return formatter(
    `d|${tag}`,
    () =>
      new Intl.NumberFormat(tag, {
        style: 'unit',
        unit: miles ? 'mile' : 'kilometer',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }),
  ).format(miles ? km / KM_PER_MILE : km);
};

/** Per date style and language tag: 2 × about 7 in use. */
const dateFormats = memo<string, Intl.DateTimeFormat>({ name: 'pricing/date-formats', max: 64 });
/**
 * A calendar date in the shopper's language (reviews, answers): "Sep 11, 2026", "11 sept. 2026",
 * "11.09.2026"; `long` spells the month ("September 11, 2026"). In UTC, so the server's render
 * and the browser's hydration write the same day.
 */
export const formatDate = (
  iso: string | Date,
  languageTag: string,
  dateStyle: 'medium' | 'long' = 'medium',
): string => {
  const key = `${dateStyle}|${languageTag}`;
  const f = dateFormats.getOrCreate(
    key,
    () => new Intl.DateTimeFormat(languageTag, { dateStyle, timeZone: 'UTC' }),
  );
  return f.format(new Date(iso));
};

/** Formats an amount in minor units (cents), e.g. 12995 USD → "$129.95", 12995 CAD → "CAD 129.95". */
export const formatMoney = (minor: number, currency: Currency, languageTag: string): string => {
  const digits = MINOR_UNITS[currency];
  const f = formatter(
    `m|${languageTag}|${currency}`,
    () =>
      new Intl.NumberFormat(languageTag, {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  return f.format(minor / 10 ** digits);
};

/** A range "from–to" (en dash), or a single amount when both ends are equal. */
export const formatMoneyRange = (
  low: number,
  high: number,
  currency: Currency,
  languageTag: string,
): string =>
  low === high || high < low
    ? formatMoney(low, currency, languageTag)
    : `${formatMoney(low, currency, languageTag)}–${formatMoney(high, currency, languageTag)}`;

/** Rounds to the spec's percentage precision (1 decimal). */
export const roundPercent = (value: number): number => {
  const factor = 10 ** PERCENTAGE_PRECISION;
  return Math.round(value * factor) / factor;
};

/** Discount in percent of the original price, rounded to 1 decimal; 0 when there is no discount. */
export const percentOff = (original: number, current: number): number =>
  original > 0 && current < original ? roundPercent(((original - current) / original) * 100) : 0;

/** Formats a percentage (25.5 → "25.5%", fr → "25,5 %") with at most 1 decimal. */
export const formatPercent = (percent: number, languageTag: string): string =>
  formatter(
    `p|${languageTag}`,
    () =>
      new Intl.NumberFormat(languageTag, {
        style: 'percent',
        minimumFractionDigits: 0,
        maximumFractionDigits: PERCENTAGE_PRECISION,
      }),
  ).format(roundPercent(percent) / 100);

/**
 * Omnibus rule (content spec section 9): the lowest price of the last 30 days is disclosed only in
 * the EU (region EMEA), and only when the current price is below both the original price and the
 * historic best price.
 */
export const showsOmnibus = (price: Price, region: Site['region']): boolean =>
  region === 'EMEA' &&
  price.historicBestPrice !== undefined &&
  price.lowCurrent < price.lowOriginal &&
  price.lowCurrent < price.historicBestPrice;

export type PriceDisplay = {
  /** What the shopper pays now: a single amount or a "from–to" range. */
  current: string;
  /** The original price (to strike through) when on sale. */
  original?: string | undefined;
  /**
   * The discount in whole percent ("26%", or "-26%" with `minusSign`), when on sale: a price tag
   * reads "−26%", never "−25.5%" (the 1-decimal precision is the cart's totalDiscountPercentage).
   */
  percentOff?: string | undefined;
  /** Lowest price of the last 30 days, formatted, when the omnibus rule applies. */
  lowestPrice?: string | undefined;
  onSale: boolean;
};

/** Everything a price component shows, already formatted for the site. */
export const priceDisplay = (price: Price, ctx: FormatContext): PriceDisplay => {
  const { currency } = price;
  const tag = ctx.languageTag;
  const onSale = price.lowCurrent < price.lowOriginal || price.highCurrent < price.highOriginal;
  const pct = onSale ? Math.round(percentOff(price.lowOriginal, price.lowCurrent)) : 0;
  return {
    current: formatMoneyRange(price.lowCurrent, price.highCurrent, currency, tag),
    original: onSale ? formatMoneyRange(price.lowOriginal, price.highOriginal, currency, tag) : undefined,
    percentOff: pct > 0 ? formatPercent(ctx.minusSign ? -pct : pct, tag) : undefined,
    lowestPrice:
      showsOmnibus(price, ctx.region) && price.historicBestPrice !== undefined
        ? formatMoney(price.historicBestPrice, currency, tag)
        : undefined,
    onSale,
  };
};

/** How a currency is shown on its own (location selector): CAD as its code, others as the symbol. */
export const currencyLabel = (currency: Currency, languageTag: string): string =>
  formatter(
    `m|${languageTag}|${currency}`,
    () =>
      new Intl.NumberFormat(languageTag, {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
        minimumFractionDigits: MINOR_UNITS[currency],
        maximumFractionDigits: MINOR_UNITS[currency],
      }),
  )
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;
