import { describe, expect, it } from 'vitest';
import type { Price } from '../contract/product';
import {
  chosenPrice,
  ownPrice,
  type PricedColor,
  pricesOfSizes,
  samePrice,
  sizesDifferInPrice,
} from './size-price';

const usd = (low: number, high = low, extra: Partial<Price> = {}): Price => ({
  currency: 'USD',
  lowOriginal: low,
  highOriginal: high,
  lowCurrent: low,
  highCurrent: high,
  ...extra,
});

/** Women's fleece as the seed makes it: XS to L at $84, XL and XXL at $99. */
const xs = usd(8400);
const xl = usd(9900);
const ranged: PricedColor = {
  price: usd(8400, 9900),
  variants: [
    { sku: 'ABCDEFGHNVY-XS', price: ownPrice(xs, usd(8400, 9900)) },
    { sku: 'ABCDEFGHNVY-L', price: ownPrice(xs, usd(8400, 9900)) },
    { sku: 'ABCDEFGHNVY-XL', price: ownPrice(xl, usd(8400, 9900)) },
  ],
};
const uniform: PricedColor = {
  price: usd(8400),
  variants: [
    { sku: 'ABCDEFGHBLK-S', price: ownPrice(usd(8400), usd(8400)) },
    { sku: 'ABCDEFGHBLK-M', price: ownPrice(usd(8400), usd(8400)) },
  ],
};

describe('the price of a chosen size', () => {
  it("shows the chosen size's own price, and the colour's range while no size is chosen", () => {
    expect(chosenPrice(ranged, 'ABCDEFGHNVY-XL')).toEqual(xl);
    expect(chosenPrice(ranged, 'ABCDEFGHNVY-XS')).toEqual(xs);
    expect(chosenPrice(ranged, null)).toEqual(usd(8400, 9900));
    expect(chosenPrice(ranged, undefined)).toEqual(usd(8400, 9900));
  });

  it("falls back to the colour's price for a size of another colour or one without a price of its own", () => {
    expect(chosenPrice(ranged, 'ABCDEFGHBLK-S')).toEqual(usd(8400, 9900));
    expect(chosenPrice(uniform, 'ABCDEFGHBLK-S')).toEqual(usd(8400));
  });

  it("keeps a size's price only where it differs from its colour's, in any field", () => {
    expect(uniform.variants.every((v) => v.price === undefined)).toBe(true);
    expect(ownPrice(usd(8400, 8400, { historicBestPrice: 7000 }), usd(8400))).toBeDefined();
    expect(ownPrice({ ...usd(8400), currency: 'CAD' }, usd(8400))).toBeDefined();
    expect(
      samePrice(usd(8400, 8400, { historicBestPrice: 8400 }), usd(8400, 8400, { historicBestPrice: 8400 })),
    ).toBe(true);
  });

  it('tells whether choosing a size can change the price', () => {
    expect(sizesDifferInPrice(ranged)).toBe(true);
    expect(sizesDifferInPrice(uniform)).toBe(false);
    expect(sizesDifferInPrice({ price: usd(8400), variants: [] })).toBe(false);
  });

  it('lists each price a choice can show once, the colour first, so the area is sized to the largest', () => {
    expect(pricesOfSizes(ranged)).toEqual([usd(8400, 9900), xs, xl]);
    expect(pricesOfSizes(uniform)).toEqual([usd(8400)]);
  });
});
