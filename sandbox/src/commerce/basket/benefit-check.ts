/**
 * The member programme read again on a step that charges (prepare and place order): another order
 * of the owner's may have spent the annual cap meanwhile, and an order is never charged what the
 * shopper was not shown (ARCHITECTURE, member caps).
 */
import { PRICE_CHANGED } from '../../../../shared/contract/constants';
import { MEMBER_CAP_CHANGED } from '../../../../shared/contract/members';
import { type BasketCore, type BasketResult, fail } from './core';
import type { Header } from './store';

/** Another order of the owner's spent the annual cap: the cart shows the smaller benefit first. */
export const memberCapChanged = () =>
  fail(409, MEMBER_CAP_CHANGED, 'Your annual member benefit changed: check the cart', {
    type: PRICE_CHANGED,
  });

/**
 * `refreshBenefit`, then PRC409 when that moved the total or the card's part the shopper was last
 * shown. What was shown is taken before the read, so no earlier step of the same flow may refresh
 * without this check (the place route's cart read keeps the benefit: `keepBenefit`).
 */
export async function refreshBenefitUnchanged(
  core: BasketCore,
  header: Header,
): Promise<BasketResult | null> {
  const shown = core.renderSource(header).totals;
  await core.refreshBenefit();
  const now = core.renderSource(header).totals;
  // The athlete credit is a payment: less of it leaves the total alone but charges the card more.
  return now.total === shown.total && now.remainingToPay === shown.remainingToPay ? null : memberCapChanged();
}
