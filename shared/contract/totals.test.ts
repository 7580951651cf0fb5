import { describe, expect, it } from 'vitest';
import { presentedTotals } from './totals';

describe('presentedTotals', () => {
  it('counts only promotions as a discount, never the sale prices already in the lines', () => {
    // Lines 217.95 as priced (the markdown from list price is in totalDiscount, not here).
    const us = { itemTotal: 21795, promotionDiscount: 0, shipping: 0, tax: 1689, total: 23484 };
    expect(presentedTotals(us)).toEqual({ promotions: 0, taxIncluded: false });
    expect(presentedTotals({ ...us, promotionDiscount: 2000, total: 21484 }).promotions).toBe(2000);
  });

  it('says the tax is included where the total already holds it (VAT sites)', () => {
    const eu = { itemTotal: 12000, promotionDiscount: 1000, shipping: 500, tax: 1917, total: 11500 };
    expect(presentedTotals(eu).taxIncluded).toBe(true);
  });

  it('reads "Tax" when there is no tax at all (gift cards only)', () => {
    expect(presentedTotals({ itemTotal: 5000, shipping: 0, tax: 0, total: 5000 }).taxIncluded).toBe(false);
  });
});
