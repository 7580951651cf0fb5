/**
 * Checkout on a basket (commerce spec section 7): addresses, shipping method, the card and the
 * other tenders, the device fingerprint, and what must hold before an order can be placed.
 */
import type { Address, HomeShippingCode } from '../../../../shared/contract/checkout';
import type { Currency } from '../../../../shared/contract/common';
import { LOYALTY_ERRORS, type LoyaltyVoucher } from '../../../../shared/contract/loyalty';
import { ATHLETE_CREDIT_FIRST, REWARD_METHODS } from '../../../../shared/contract/members';
import type { ErrorPayload } from '../../errors';
import { checkAddress, type StoredPayment } from '../checkout-state';
import { allDigital } from '../giftcustoms';
import {
  allocate,
  checkPartial,
  type PartialMethod,
  paymentProblem,
  type Tender,
  VOUCHER_REF,
  voucherPoints,
} from '../tenders';
import { refreshBenefitUnchanged } from './benefit-check';
import { type BasketCore, type BasketResult, fail, type Owned } from './core';
import type { Header } from './store';

export type RemainingToPay =
  | { ok: true; amount: number; currency: Currency }
  | { ok: false; error: ErrorPayload };

export type NewTender = Omit<Tender, 'position' | 'amount'> & {
  available: number;
  requested?: number | undefined;
};

/** Stores (or with null removes) the shipping or billing address after the validation rules. */
export function setAddress(
  core: BasketCore,
  consumerNo: string,
  kind: 'shipping' | 'billing',
  address: Address | null,
): BasketResult {
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  if (address) {
    const check = checkAddress(address, found.header.currency, kind);
    if (!check.ok) return fail(check.status, check.errorId, check.message, { fields: check.fields });
    if (kind === 'shipping') core.checkout.setShipping(check.address);
    else core.checkout.setBilling(check.address);
  } else if (kind === 'shipping') core.checkout.setShipping(null);
  else core.checkout.setBilling(null);
  // A new address may be out of express's reach: the method is downgraded and the cart says so.
  if (kind === 'shipping') core.delivery.addFlash(core.downgrade());
  return core.answer(found.header);
}

/** POST /cart/v1/shippingMethod for any shipment: the code must be one of its applicable methods. */
export function setShippingMethod(
  core: BasketCore,
  consumerNo: string,
  code: string,
  shippingId = 'me',
): BasketResult {
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  const shipment = core.render(found.header).shippingMethods?.find((m) => m.shippingId === shippingId);
  if (!shipment) return fail(404, 'API404', `Shipment ${shippingId} not found`);
  if (!shipment.applicableShippingMethods.some((m) => m.code === code))
    return fail(400, 'API400', `Shipping method ${code} does not apply to shipment ${shippingId}`, {
      fields: { shippingMethod: 'notAvailable' },
    });
  if (shippingId === 'me') core.checkout.setShippingMethod(code as HomeShippingCode);
  return core.answer(found.header);
}

/** Sets the card (one instrument per basket: a new card replaces the old) or removes it by id. */
export function setPayment(
  core: BasketCore,
  consumerNo: string,
  payment: StoredPayment | null,
  removeId?: string,
): BasketResult {
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  if (!payment && removeId && core.tenders.remove(removeId)) return core.answer(found.header);
  if (!payment && core.checkout.payment()?.payment_instrument_id !== removeId)
    return fail(404, 'API404', `Payment instrument ${removeId} is not in the cart`);
  if (payment) core.tenders.clearWallets();
  core.checkout.setPayment(payment);
  return core.answer(found.header);
}

/** The owner's basket with the owner's programme read again (the ownership checked either side). */
async function ownedWithBenefit(core: BasketCore, consumerNo: string): Promise<Owned> {
  const before = core.owned(consumerNo);
  if ('error' in before) return before;
  await core.refreshBenefit();
  return core.owned(consumerNo);
}

/**
 * A reward (REWARD_METHODS: a code, a card, a loyalty voucher or points) is refused while an
 * athlete's credit would still have something left after this cart (spec section 6: rewards only
 * when the remaining athlete amount is 0 or absent). Read after `refreshBenefit`.
 */
function athleteCreditFirst(core: BasketCore, header: Header): BasketResult | undefined {
  const athlete = core
    .render(header)
    .checkout.payment_instruments.find((p) => p.payment_method_id === 'ATHLETES_PAYMENT');
  const left = athlete?.remainingAmount ?? core.athleteCredit(header) ?? 0;
  if (left > 0)
    return fail(409, ATHLETE_CREDIT_FIRST, 'Use your athlete credit before a reward', {
      remainingAmount: left,
    });
  return undefined;
}

/**
 * Adds a gift card, reward or the athlete credit (`available`: its balance or amount, checked in
 * D1 by the caller) for min(available, remaining to pay, requested), or a Klarna/PayPal approval
 * that replaces the card and any other wallet. The owner's programme is read first: a reward
 * (REWARD_METHODS) is refused while an athlete's credit would still have something left after
 * this cart (spec section 6: rewards only when the remaining athlete amount is 0 or absent).
 */
export async function addTender(
  core: BasketCore,
  consumerNo: string,
  tender: NewTender,
): Promise<BasketResult> {
  const found = await ownedWithBenefit(core, consumerNo);
  if ('error' in found) return found.error;
  if ((REWARD_METHODS as readonly string[]).includes(tender.method)) {
    const refused = athleteCreditFirst(core, found.header);
    if (refused) return refused;
  }
  const { available, requested, ...rest } = tender;
  if (rest.method === 'KLARNA' || rest.method === 'PAYPAL') {
    core.transaction(() => {
      core.checkout.setPayment(null);
      core.tenders.clearWallets();
      core.tenders.add({ ...rest, amount: available });
    });
    return core.answer(found.header);
  }
  const total = core.render(found.header).totals.total;
  const check = checkPartial(
    core.creditedTenders(found.header),
    rest.method as PartialMethod,
    rest.ref,
    available,
    total,
    requested,
  );
  if (!check.ok) return { ok: false, error: check.error };
  core.tenders.add({ ...rest, amount: check.amount });
  return core.answer(found.header);
}

/**
 * PUT /cart/v1/cart/{basketId}/reward: the loyalty voucher (the caller checked the member's
 * points) replaces the one applied, or goes with null. The same voucher again answers the same
 * cart: a doubled request or a second tab changes nothing.
 */
export async function setLoyaltyVoucher(
  core: BasketCore,
  consumerNo: string,
  voucher: LoyaltyVoucher | null,
): Promise<BasketResult> {
  const found = await ownedWithBenefit(core, consumerNo);
  if ('error' in found) return found.error;
  const current = core.tenders.list().find((t) => voucherPoints(t) !== undefined);
  if (voucher && current && voucherPoints(current) === voucher.points) return core.answer(found.header);
  // A voucher is a reward: the athlete credit goes first (removing one is always allowed).
  const refused = voucher ? athleteCreditFirst(core, found.header) : undefined;
  if (refused) return refused;
  const others = core.tenders.list().filter((t) => t !== current);
  if (voucher && allocate(core.render(found.header).totals.total, others).remaining <= 0)
    return fail(400, LOYALTY_ERRORS.nothingToPay, 'Nothing is left to pay with a voucher');
  core.transaction(() => {
    if (current) core.tenders.remove(current.id);
    if (voucher)
      core.tenders.add({
        id: `lv_${voucher.points}`,
        method: 'LOYALTY_POINTS',
        ref: `${VOUCHER_REF}${voucher.points}`,
        masked: `${voucher.points} points`,
        amount: voucher.amountInCurrency,
      });
  });
  return core.answer(found.header);
}

/** POST /cart/v1/deviceFingerPrint: kept for the order's payments. */
export function setDeviceFingerprint(core: BasketCore, consumerNo: string, value: string): BasketResult {
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  core.tenders.setFingerprint(value);
  return core.answer(found.header);
}

/** What the open Klarna/PayPal session would be for: the basket's remaining amount. */
export function remainingToPay(core: BasketCore, consumerNo: string): RemainingToPay {
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error as RemainingToPay;
  const { remaining } = allocate(core.render(found.header).totals.total, core.creditedTenders(found.header));
  return { ok: true, amount: remaining, currency: found.header.currency };
}

/** Copies addresses and shipping method into a retry cart (after a failed 3DS). */
export function restoreCheckout(
  core: BasketCore,
  consumerNo: string,
  from: { shipping?: Address; billing?: Address; method: HomeShippingCode },
): BasketResult {
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  if (from.shipping) core.checkout.setShipping(from.shipping);
  if (from.billing) core.checkout.setBilling(from.billing);
  core.checkout.setShippingMethod(from.method);
  return core.answer(found.header);
}

/** After the 3DS answer (either way) the basket is closed for good. */
export function close(core: BasketCore, consumerNo: string): void {
  if (core.header()?.owner === consumerNo && core.checkout.status() === 'pending')
    core.checkout.setStatus('ordered');
}

/** What must hold before an order can be placed; the failing step's error, or null. */
export function readiness(core: BasketCore, header: Header): BasketResult | null {
  const lines = core.lines();
  if (lines.length === 0) return fail(400, 'API400', 'The cart is empty');
  const cart = core.render(header);
  // A home address only when something goes home (`me` or `customs`); the others need their contacts.
  const shipments = cart.shippingMethods ?? [];
  const needsAddress = shipments.some((m) => m.shippingId === 'me' || m.shippingId === 'customs');
  // Only digital gift cards: no shipping address, but a billing address with an e-mail.
  if (allDigital(lines) && !core.checkout.billing()?.recipientContactEmail)
    return fail(400, 'API400', 'A billing address with an e-mail is required', {
      type: 'InvalidBillingAddress',
      fields: { recipientContactEmail: 'required' },
    });
  const shipping = core.checkout.shipping();
  if (needsAddress && !shipping)
    return fail(400, 'API400', 'A shipping address is required', {
      type: 'InvalidShippingAddress',
      shipmentId: 'me',
    });
  if (shipping) {
    const check = checkAddress(shipping, header.currency, 'shipping');
    if (!check.ok)
      return fail(check.status, check.errorId, check.message, { fields: check.fields, shipmentId: 'me' });
  }
  const delivery = core.delivery.state();
  const pickup = shipments.find((m) => m.code === 'pickup' || m.code === 'sts');
  if (pickup && !delivery.pickupPerson)
    return fail(400, 'API400', 'A pickup person is required', { shipmentId: pickup.shippingId });
  if (shipments.some((m) => m.code === 'pudo') && !delivery.collectionPoint)
    return fail(400, 'API400', 'A collection point is required', { shipmentId: 'pudo' });
  if (!shipping && !core.checkout.billing()) return fail(400, 'API400', 'A billing address is required');
  const unpaid = paymentProblem(
    Boolean(core.checkout.payment()),
    core.creditedTenders(header),
    cart.totals.total,
  );
  return unpaid ? { ok: false, error: unpaid } : null;
}

/** POST /cart/v1/cart/prepareOrder: the cart when everything is in place, else the missing step. */
export async function prepareOrder(core: BasketCore, consumerNo: string): Promise<BasketResult> {
  const before = core.owned(consumerNo, false);
  if ('error' in before) return before.error;
  // Its order is being placed or waits for 3DS (a second submit in flight): the stock is the
  // order's now, so nothing is checked again; the place that follows answers that order.
  if (core.checkout.status() !== 'open') return core.answer(before.header);
  const [skus, facts, benefitMoved] = await Promise.all([
    core.catalogueNow(before.header),
    core.deliveryFacts(),
    refreshBenefitUnchanged(core, before.header),
  ]);
  const found = core.owned(consumerNo, false);
  if ('error' in found) return found.error;
  // A delivery that no longer works moved (a flash says how): back to shipping (spec: ORD430).
  const moved = core.transaction(() => core.applyFacts(found.header, facts));
  if (moved.length > 0)
    return fail(409, 'ORD430', 'The delivery of an item changed: check the shipping step', {
      type: moved[0]!.transition,
      itemId: moved[0]!.lineId,
    });
  return (
    readiness(core, found.header) ??
    core.outOfStock(skus) ??
    core.priceChanged(found.header, skus) ??
    benefitMoved ??
    core.answer(found.header)
  );
}
