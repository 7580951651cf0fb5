/**
 * Sign-in merges the guest's basket into the member's (token exchange with `guestObjects.basketId`,
 * `auth/cart-merge.ts` decides which case applies):
 * - the member has no open basket: the guest basket is handed over whole (`adoptBy`), so its
 *   deliveries, coupons and checkout progress stay as they were;
 * - otherwise the guest's lines are merged into the member's basket (`mergeFrom`): plain lines by
 *   SKU, quantities capped at the stock; each e-gift card line (its `giftOption`) and customs line
 *   (its recipe) as a line of its own, never combined with another, checked as an add checks it
 *   (`prepareSpecialLine`: the recipe is read again, its surcharge priced again). A line that can no
 *   longer be added (not sold, out of stock, recipe gone) is left out, plain or special alike; the
 *   token answer's item counts are what the shopper is told. The guest's coupons that still apply
 *   are kept. It all lands in one transaction and the member basket records the guest basket it
 *   merged, so a retried exchange or a second sign-in with the same guest basket adds nothing
 *   twice; then the guest basket is closed (`closeMerged`).
 */
import { DEFAULT_MAX_QTY } from '../../../../shared/contract/constants';
import type { CustomsRecipe, GiftOption } from '../../../../shared/contract/giftcustoms';
import {
  isPlainLine,
  isSpecialItem,
  prepareSpecialLine,
  readRecipes,
  type SpecialLine,
} from '../giftcustoms';
import { COUPONS, isExpired } from '../promotions';
import { computeTotals } from '../totals';
import type { BasketCore, BasketResult } from './core';
import type { Line } from './store';

/** A guest line as an add would name it: a gift card's recipient and a customs line's recipe too. */
export type MergeLine = { sku: string; qty: number; giftOption?: GiftOption; recipeId?: string };

export type MergeSource = { basketId: string; lines: MergeLine[]; coupons: string[] };

const isGuest = (owner: string) => owner.startsWith('G');

const mergeLineOf = (line: Line): MergeLine => ({
  sku: line.sku,
  qty: line.qty,
  ...(line.gift_option ? { giftOption: JSON.parse(line.gift_option) as GiftOption } : {}),
  ...(line.recipe ? { recipeId: (JSON.parse(line.recipe) as CustomsRecipe).recipeId } : {}),
});

/**
 * The guest basket's lines and coupons, frozen (status `merging`) in the same synchronous step, so
 * an add racing the sign-in is refused (BSK409) instead of landing after the lines were read and
 * closed with the basket. Null unless it is an open (or already frozen) basket of a guest. A
 * basket left frozen by an exchange that never finished is taken again by the next sign-in; the
 * member basket's merge record keeps its lines from joining twice.
 */
export function takeForMerge(core: BasketCore): MergeSource | null {
  const header = core.header();
  const status = core.checkout.status();
  if (!header || !isGuest(header.owner) || (status !== 'open' && status !== 'merging')) return null;
  core.checkout.setStatus('merging');
  return {
    basketId: header.id,
    lines: core.lines().map(mergeLineOf),
    coupons: core.basket.coupons().map((c) => c.coupon.code),
  };
}

/** A merge that failed gives the guest their basket back. */
export function releaseMerge(core: BasketCore): void {
  if (core.checkout.status() === 'merging') core.checkout.setStatus('open');
}

/** Hands an open guest basket to the member (idempotent: already theirs is fine). */
export function adoptBy(core: BasketCore, memberNo: string): boolean {
  const header = core.header();
  const status = core.checkout.status();
  if (!header || (status !== 'open' && status !== 'merging')) return false;
  if (header.owner === memberNo) return true;
  if (!isGuest(header.owner)) return false;
  core.basket.setOwner(memberNo);
  // Left frozen by an exchange that never finished: the member takes it whole and open.
  if (status === 'merging') core.checkout.setStatus('open');
  return true;
}

/** After its lines were merged elsewhere, a guest basket is closed like an ordered one (BSK404). */
export function closeMerged(core: BasketCore): void {
  const header = core.header();
  if (header && isGuest(header.owner) && core.checkout.status() === 'merging')
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
  const [{ skus, gift }, recipes] = await Promise.all([
    core.catalogueWithGift(
      from.lines.map((l) => l.sku),
      before.header.currency,
    ),
    readRecipes(core.env.DB, from.lines),
  ]);
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
    const special: SpecialLine[] = [];
    for (const line of from.lines) {
      const info = skus.get(line.sku);
      if (!info || info.stock <= 0) continue;
      const item = { ...line, productId: line.sku };
      if (isSpecialItem(item, info)) {
        // Capped like a plain line (a gift card's quantity is 1 anyway); refused ones are left out.
        const qty = Math.min(line.qty, info.stock, DEFAULT_MAX_QTY);
        const prepared = prepareSpecialLine({ ...item, qty }, info, recipes);
        if (prepared.ok) special.push(prepared.line);
        continue;
      }
      const qty = (wanted.get(line.sku) ?? existing.get(line.sku)?.qty ?? 0) + line.qty;
      wanted.set(line.sku, Math.min(qty, info.stock, DEFAULT_MAX_QTY));
    }
    core.basket.writeAdd(wanted, existing, skus, special);
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
