import { describe, expect, it } from 'vitest';
import { COUPONS, inCurrency, PROMOTIONS } from './promotions';
import { computeTotals } from './totals';

describe('promotion texts', () => {
  it('write their amounts in the cart currency', () => {
    expect(inCurrency(PROMOTIONS.order, 'USD').callout).toBe(
      '$20.00 off your order|On orders of $250.00 or more|Applied automatically',
    );
    expect(inCurrency(PROMOTIONS.order, 'GBP').name).toBe('£20.00 off orders of £250.00');
    expect(inCurrency(PROMOTIONS.freeShipping, 'EUR').callout).toContain('€150.00');
    expect(inCurrency(COUPONS.get('TAKE15')!, 'CAD').callout).toMatch(
      /^CAD\s15\.00 off\|On orders of CAD\s100\.00/,
    );
  });

  it('reach the cart: no bare "20 off orders of 250"', () => {
    const totals = computeTotals([{ qty: 1, current: 30_000, original: 30_000 }], 'USD', 'US');
    const texts = [...totals.promoSummary, ...totals.orderPromotions].flatMap((p) => [
      p.promotionName,
      p.calloutMessage,
    ]);
    expect(texts.join('\n')).not.toMatch(/\{money|(^|\s)(20|250|150|120) (off|or more)/);
    expect(texts.join('\n')).toContain('$20.00 off your order');
  });
});
