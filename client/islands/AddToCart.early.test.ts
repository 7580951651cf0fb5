import { describe, expect, it } from 'vitest';
import type { Price } from '../../shared/contract/product';
import { chosenAdd } from './AddToCart.early';

const price = {
  currency: 'USD',
  lowOriginal: 8400,
  highOriginal: 8400,
  lowCurrent: 8400,
  highCurrent: 8400,
} as Price;
const colour = (code: string, variants: { sku: string; size: string; stock: number }[]) => ({
  code,
  name: code,
  swatch: '#000',
  url: `/en-us/p/fleece-${code}`,
  price,
  variants,
});
const buyBox = {
  colors: [
    colour('MOS', [{ sku: 'MOS-S', size: 'S', stock: 0 }]),
    colour('SKY', [
      { sku: 'SKY-S', size: 'S', stock: 4 },
      { sku: 'SKY-M', size: 'M', stock: 0 },
    ]),
  ],
  selectedColorCode: 'SKY',
  maxQty: 10,
};

describe("the buy box's early half reads the add from the form as the shopper left it", () => {
  it("sends the size checked in the server's colour, with the quantity typed (bounded)", () => {
    expect(chosenAdd(buyBox, 'SKY-S', '3')).toEqual({ color: buyBox.colors[1], sku: 'SKY-S', qty: 3 });
    expect(chosenAdd(buyBox, 'SKY-S', '')?.qty).toBe(1);
    expect(chosenAdd(buyBox, 'SKY-S', '99')?.qty).toBe(10);
    expect(chosenAdd(buyBox, 'SKY-S', null)?.qty).toBe(1);
  });

  it('leaves the tap to the island without a size in stock of that colour (it says "Please select a size")', () => {
    expect(chosenAdd(buyBox, null, '1')).toBeNull();
    expect(chosenAdd(buyBox, 'SKY-M', '1')).toBeNull();
    expect(chosenAdd(buyBox, 'MOS-S', '1')).toBeNull();
    expect(chosenAdd(buyBox, 'ELSE', '1')).toBeNull();
  });
});
