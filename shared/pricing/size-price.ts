/**
 * Which price a buy box shows for the shopper's choice: the chosen size's own price once a size is
 * chosen, else the colour's (a "from–to" range when its sizes cost different amounts). A size's
 * price travels to the browser only where it differs from its colour's, so a colour whose sizes
 * all cost the same adds nothing to the page.
 */
import type { Price } from '../contract/product';

/** A colour as the buy box holds it: its price and its sizes, each with its own price if it differs. */
export type PricedColor = {
  price: Price;
  variants: readonly { sku: string; price?: Price | undefined }[];
};

const FIELDS = [
  'currency',
  'lowOriginal',
  'highOriginal',
  'lowCurrent',
  'highCurrent',
  'historicBestPrice',
  'previousBestSalesPrice',
  'percentagePriceDiscount',
] as const satisfies readonly (keyof Price)[];

/** Two prices that show alike: every field equal (an absent field equals only an absent one). */
export const samePrice = (a: Price, b: Price): boolean => FIELDS.every((field) => a[field] === b[field]);

/** A size's price as the buy box keeps it: only when it differs from its colour's. */
export const ownPrice = (size: Price, color: Price): Price | undefined =>
  samePrice(size, color) ? undefined : size;

/** The price shown for `sku` (a size of `color`, or none chosen): the size's own, else the colour's. */
export const chosenPrice = (color: PricedColor, sku: string | null | undefined): Price =>
  (sku ? color.variants.find((v) => v.sku === sku)?.price : undefined) ?? color.price;

/** Whether choosing a size can change the price shown (some size has a price of its own). */
export const sizesDifferInPrice = (color: PricedColor): boolean =>
  color.variants.some((v) => v.price !== undefined && !samePrice(v.price, color.price));

/**
 * Every price a choice of size can show, each once (the colour's first): the buy box sizes its
 * price area to the largest, so choosing a size never moves what lies below it.
 */
export const pricesOfSizes = (color: PricedColor): Price[] => {
  const prices = [color.price];
  for (const { price } of color.variants) {
    if (price && !prices.some((seen) => samePrice(seen, price))) prices.push(price);
  }
  return prices;
};
