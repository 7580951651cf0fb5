/**
 * Cart arithmetic, in integer minor units so that every total adds up exactly.
 *
 * - rowTotal = current unit price x qty; itemTotal = itemSubTotal = sum of rowTotal.
 * - totalDiscount = sum of (original - current) x qty; totalDiscountPercentage is that discount
 *   against the undiscounted total, rounded to 1 decimal (spec section 9).
 * - shipping is 0: shipping methods and their prices are not modelled yet.
 * - Tax by country: GB and the EU price gross, so taxAmount is the VAT included in the total;
 *   the US and Canada price net, so tax is added on top. The order-level tax is rounded once and
 *   spread over the lines by largest remainder, so line taxTotals sum to the order tax.
 * - total = itemTotal + shipping (+ tax when added on top); totalWithoutTax = netAmount = total - tax;
 *   remainingToPay = total - appliedRewards (no rewards yet).
 */
import type { CartTotals, Currency } from '../../../shared/contract';

export type TaxRule = { rate: number; inclusive: boolean };

/** Plausible flat rates: US state sales tax, Ontario HST, and the standard VAT rates. */
export const TAX_RULES: Readonly<Record<string, TaxRule>> = {
  US: { rate: 0.0725, inclusive: false },
  CA: { rate: 0.13, inclusive: false },
  GB: { rate: 0.2, inclusive: true },
  DE: { rate: 0.19, inclusive: true },
  FR: { rate: 0.2, inclusive: true },
  IT: { rate: 0.22, inclusive: true },
};

export const taxRuleFor = (country: string): TaxRule => TAX_RULES[country] ?? { rate: 0, inclusive: true };

export type TotalsLine = { qty: number; current: number; original: number };

export type ComputedTotals = { totals: CartTotals; lineTax: number[]; totalItems: number };

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

export const computeTotals = (
  lines: readonly TotalsLine[],
  currency: Currency,
  country: string,
): ComputedTotals => {
  const rule = taxRuleFor(country);
  const rowTotals = lines.map((l) => l.current * l.qty);
  const itemTotal = rowTotals.reduce((a, b) => a + b, 0);
  const totalDiscount = lines.reduce((sum, l) => sum + Math.max(0, l.original - l.current) * l.qty, 0);
  const shipping = 0;
  const taxable = itemTotal + shipping;
  const factor = rule.inclusive ? rule.rate / (1 + rule.rate) : rule.rate;
  const tax = Math.round(taxable * factor);
  const lineTax = allocate(
    tax,
    rowTotals.map((r) => r * factor),
  );
  const total = rule.inclusive ? taxable : taxable + tax;
  const totalWithoutTax = total - tax;
  const appliedRewards = 0;
  const undiscounted = itemTotal + totalDiscount;
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
    },
    lineTax,
    totalItems: lines.length,
  };
};
