/**
 * Where orders meet the points ledger (the member's Consumer object, `consumer/loyalty.ts`):
 * - placing: the points the cart's voucher and points payment need are spent BEFORE the order is
 *   written (one serialized decision per member, so two tabs never spend them twice), and given
 *   back when no order came of it;
 * - a placed (or 3-D Secure approved) order earns points once;
 * - a cancelled, refused or returned order takes its points back and gives back what it spent.
 */
import type { CheckoutCart, Order } from '../../../shared/contract/checkout';
import { POINT_VALUE, pointsEarned } from '../../../shared/contract/loyalty';
import type { OrderResult } from '../commerce/orders';
import { readOrderByBasket } from '../commerce/orders';
import { consumerStub } from '../consumer/directory';
import { unwrap } from '../consumer/member';
import type { SandboxEnv } from '../env';

/** The points a cart's loyalty instruments spend as allocated: a voucher whole, a points payment as paid. */
export const pointsOfCart = (cart: CheckoutCart): number =>
  cart.checkout.payment_instruments.reduce((sum, p) => {
    if (p.payment_method_id !== 'LOYALTY_POINTS' || p.amount <= 0) return sum;
    const voucher = cart.appliedLoyaltyVoucher;
    return (
      sum +
      (voucher && p.payment_instrument_id.startsWith('lv_')
        ? voucher.points
        : Math.ceil(p.amount / POINT_VALUE))
    );
  }, 0);

/** Places the basket's order with its points spent first; refunded when no order came of it. */
export async function placeWithPoints(
  env: SandboxEnv,
  consumerNo: string,
  basketId: string,
  cart: CheckoutCart | undefined,
  place: () => Promise<OrderResult>,
): Promise<OrderResult> {
  const points = cart ? pointsOfCart(cart) : 0;
  if (points === 0) return place();
  const member = consumerStub(env, consumerNo);
  unwrap(await member.spendPoints(basketId, points));
  const refundUnlessPlaced = async () => {
    if (!(await readOrderByBasket(env.DB, basketId))) await member.settlePoints(basketId, 'failed');
  };
  let result: OrderResult;
  try {
    result = await place();
  } catch (error) {
    await refundUnlessPlaced();
    throw error;
  }
  if (!result.ok) await refundUnlessPlaced();
  else await member.settlePoints(basketId, { placed: result.order.orderNumber });
  return result;
}

/** A placed order's points for a member of the programme (the object ignores anyone else). */
export async function earnPoints(env: SandboxEnv, consumerNo: string, order: Order): Promise<void> {
  if (order.status !== 'CREATED' || !consumerNo.startsWith('M')) return;
  const byPoints = order.payments
    .filter((p) => p.payment_method_id === 'LOYALTY_POINTS')
    .reduce((sum, p) => sum + p.amount, 0);
  const points = pointsEarned(order.totals.total - byPoints);
  if (points > 0) await consumerStub(env, consumerNo).earnPoints(order.orderNumber, points);
}

/** A cancelled, refused or returned order: its earned points taken back, its spent points given back. */
export async function takeBackPoints(
  env: SandboxEnv,
  consumerNo: string,
  orderNumber: string,
  basketId: string,
): Promise<void> {
  if (consumerNo.startsWith('M')) await consumerStub(env, consumerNo).takeBackPoints(orderNumber, basketId);
}
