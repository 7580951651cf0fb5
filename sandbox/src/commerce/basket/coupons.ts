/** Coupons on a basket (`promotions.ts` holds the codes and the PRM error ids). */
import { COUPONS, isExpired, PRM } from '../promotions';
import { computeTotals } from '../totals';
import { type BasketCore, type BasketResult, fail } from './core';

/** Applies a coupon: PRM130 unknown, PRM140 expired, PRM150 not applicable, PRM160 already applied. */
export async function apply(
  core: BasketCore,
  consumerNo: string,
  code: string,
  now = new Date(),
): Promise<BasketResult> {
  const before = core.owned(consumerNo);
  if ('error' in before) return before.error;
  const gift = await core.giftInfo(before.header.currency);
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  const coupon = COUPONS.get(code);
  if (!coupon) return fail(404, PRM.unknown, `Coupon code ${code} is not valid`);
  if (isExpired(coupon, now)) return fail(400, PRM.expired, `Coupon code ${code} has expired`);
  const applied = core.basket.coupons();
  if (applied.some((c) => c.coupon.code === code))
    return fail(409, PRM.alreadyApplied, `Coupon code ${code} is already applied`);
  const { totals } = computeTotals(core.paidLines(), found.header.currency, found.header.country, applied);
  const merchandise = totals.itemTotal - (totals.promotionDiscount ?? 0);
  if (core.lines().length === 0 || merchandise < coupon.minimum) {
    return fail(400, PRM.notApplicable, `Coupon code ${code} does not apply to this cart`, {
      minimum: coupon.minimum,
    });
  }
  core.transaction(() => {
    core.basket.addCoupon(code);
    core.syncGift(found.header, gift);
  });
  return core.answer(found.header);
}

/** Removes a coupon: PRM170 when it is not in the cart. */
export async function remove(core: BasketCore, consumerNo: string, code: string): Promise<BasketResult> {
  const before = core.owned(consumerNo);
  if ('error' in before) return before.error;
  const gift = await core.giftInfo(before.header.currency);
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  if (!core.basket.coupons().some((c) => c.coupon.code === code))
    return fail(404, PRM.notInCart, `Coupon code ${code} is not applied to this cart`);
  core.transaction(() => {
    core.basket.removeCoupon(code);
    core.syncGift(found.header, gift);
  });
  return core.answer(found.header);
}
