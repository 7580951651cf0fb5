import { describe, expect, it } from 'vitest';
import { median, reportRows } from './bench-interaction.mjs';

const figures = (line, react) => ({
  line,
  confirmed: line + 300,
  addCall: 250,
  fetched: react ? ['MiniCartLines-x.js'] : [],
  inp: { menu: 0, size: 40, add: 96, filters: 24 },
  js: { home: { kb: 1.5, react }, listing: { kb: 2, react }, pdp: { kb: 59.9, react: true } },
});

describe('the interaction bench', () => {
  it('takes the median of the runs, odd or even, leaving out runs that found nothing', () => {
    expect(median([900, 1100, 1300])).toBe(1100);
    expect(median([100, 300])).toBe(200);
    expect(median([Number.NaN, 40, 60, 50])).toBe(50);
    expect(median([])).toBeNaN();
  });

  it('sets before and after side by side, each against its target', () => {
    const rows = reportRows(figures(44, false), figures(1100, true));
    expect(rows[0]).toBe(
      '| add to cart: tap → line in the mini cart (median) | 1100 ms | 44 ms | ≤ 400 ms |',
    );
    expect(rows.find((r) => r.includes('scripts fetched'))).toContain('| MiniCartLines-x.js | none |');
    expect(rows.find((r) => r.includes('open the menu'))).toContain('< 16 ms');
    expect(rows.find((r) => r.includes('interaction: home'))).toContain(
      '| 1.5 KB (React) | 1.5 KB (no React) | no React |',
    );
  });

  it('leaves the before column empty when no earlier commit was measured', () => {
    expect(reportRows(figures(44, false))[0]).toBe(
      '| add to cart: tap → line in the mini cart (median) |  | 44 ms | ≤ 400 ms |',
    );
  });
});
