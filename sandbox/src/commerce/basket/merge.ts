/**
 * Sign-in merges the guest's basket into the member's (token exchange with `guestObjects.basketId`,
 * `auth/cart-merge.ts` decides which case applies):
 * - the member has no open basket: the guest basket is handed over whole (`adoptBy`), so its
 *   deliveries, coupons and checkout progress stay as they were;
 * - otherwise the guest's plain lines are merged into the member's basket by SKU (`mergeFrom`),
 *   quantities capped at the stock, and the guest's coupons that still apply are kept. The member
 *   basket records the guest basket it merged, so a retried exchange or a second sign-in with the
 *   same guest basket adds nothing twice; then the guest basket is closed (`closeMerged`).
 */
import { DEFAULT_MAX_QTY } from '../../../../shared/contract/constants';
import { isPlainLine } from '../giftcustoms';
import { COUPONS, isExpired } from '../promotions';
import { computeTotals } from '../totals';
import type { BasketCore, BasketResult } from './core';

export type MergeSource = { basketId: string; lines: { sku: string; qty: number }[]; coupons: string[] };

const isGuest = (owner: string) => owner.startsWith('G');

/** The guest basket's lines and coupons; null unless it is an open basket of a guest. */
export function source(core: BasketCore): MergeSource | null {
  const header = core.header();
  if (!header || !isGuest(header.owner) || core.checkout.status() !== 'open') return null;
  return {
    basketId: header.id,
    lines: core
      .lines()
      .filter(isPlainLine)
      .map((l) => ({ sku: l.sku, qty: l.qty })),
    coupons: core.basket.coupons().map((c) => c.coupon.code),
  };
}

/** Hands an open guest basket to the member (idempotent: already theirs is fine). */
export function adoptBy(core: BasketCore, memberNo: string): boolean {
  const header = core.header();
  if (!header || core.checkout.status() !== 'open') return false;
  if (header.owner === memberNo) return true;
  if (!isGuest(header.owner)) return false;
  core.basket.setOwner(memberNo);
  return true;
}

/** After its lines were merged elsewhere, a guest basket is closed like an ordered one (BSK404). */
export function closeMerged(core: BasketCore): void {
  const header = core.header();
  if (header && isGuest(header.owner) && core.checkout.status() === 'open')
    core.checkout.setStatus('ordered');
}

/** Merges `from` into this (the member's) basket once per guest basket. */
export async function mergeFrom(
  core: BasketCore,
  memberNo: string,
  from: MergeSource,
): Promise<BasketResult> {
  const before = core.owned(memberNo);
  if ('error' in before) return before.error;
  const { skus, gift } = await core.catalogueWithGift(
    from.lines.map((l) => l.sku),
    before.header.currency,
  );
  const found = core.owned(memberNo);
  if ('error' in found) return found.error;
  if (core.basket.hasMerged(from.basketId)) return core.answer(found.header);
  core.transaction(() => {
    const existing = new Map(
      core
        .lines()
        .filter(isPlainLine)
        .map((l) => [l.sku, l]),
    );
    const wanted = new Map<string, number>();
    for (const line of from.lines) {
      const info = skus.get(line.sku);
      if (!info || info.stock <= 0) continue;
      const qty = (wanted.get(line.sku) ?? existing.get(line.sku)?.qty ?? 0) + line.qty;
      wanted.set(line.sku, Math.min(qty, info.stock, DEFAULT_MAX_QTY));
    }
    core.basket.writeAdd(wanted, existing, skus, []);
    const applied = new Set(core.basket.coupons().map((c) => c.coupon.code));
    for (const code of from.coupons) {
      const coupon = COUPONS.get(code);
      if (!coupon || applied.has(code) || isExpired(coupon, new Date())) continue;
      const { totals } = computeTotals(
        core.paidLines(),
        found.header.currency,
        found.header.country,
        core.basket.coupons(),
      );
      if (totals.itemTotal - (totals.promotionDiscount ?? 0) >= coupon.minimum) core.basket.addCoupon(code);
    }
    core.syncGift(found.header, gift);
    core.basket.recordMerged(from.basketId);
  });
  return core.answer(found.header);
}
