/**
 * How every document presents a basket's or an order's totals (cart, checkout, order page,
 * invoice): the lines as priced, then only the promotions as a discount, and tax "included" where
 * the total already holds it. A sale price is already in the lines, so counting `totalDiscount`
 * (which includes it) again would not add up.
 */
import type { CartTotals } from './cart';

export const presentedTotals = (
  totals: Pick<CartTotals, 'itemTotal' | 'promotionDiscount' | 'shipping' | 'tax' | 'total'>,
) => {
  const promotions = totals.promotionDiscount ?? 0;
  // With no tax at all (gift cards only) there is nothing included: it reads "Tax".
  const taxIncluded = totals.tax > 0 && totals.total === totals.itemTotal - promotions + totals.shipping;
  return { promotions, taxIncluded };
};
