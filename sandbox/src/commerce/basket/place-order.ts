/**
 * PUT /cart/v2/checkout/order for one basket. The order number is recorded in the basket before
 * anything is written; an order that exists is answered again; the order, its payment, the stock
 * and every tender's redemption land in one D1 batch that refuses an oversell or an overdrawn gift
 * card. `Basket.placeOrder` shares one call in flight between concurrent requests.
 */

import type { Address, CheckoutCart, PlaceOrderRequest } from '../../../../shared/contract/checkout';
import type { OrderInStore } from '../../../../shared/contract/in-store';
import { MEMBER_PROMOTION_PREFIX } from '../../../../shared/contract/members';
import { isCapRefusal, spendStatements } from '../../members/programs';
import { orderShipments } from '../delivery';
import { loadDeliveryFacts } from '../delivery-transitions';
import {
  newOrderNumber,
  type OrderResult,
  orderFromCart,
  orderOf,
  readOrder,
  readOrderByBasket,
  writeOrder,
} from '../orders';
import { isTenderRefusal, redemptionStatements, tendersLeft } from '../tender-redemption';
import { type TenderPayment, tenderPayments } from '../tenders';
import { memberCapChanged, refreshBenefitUnchanged } from './benefit-check';
import { readiness, setAddress } from './checkout';
import { type BasketCore, fail, mergingError } from './core';
import { newId } from './store';

/** The order this basket already became, with the basket's status brought up to date. */
async function orderOfBasket(core: BasketCore, basketId: string): Promise<OrderResult | undefined> {
  const record = await readOrderByBasket(core.env.DB, basketId);
  if (!record) return undefined;
  core.checkout.setStatus(record.status === 'PENDING_PAYMENT' ? 'pending' : 'ordered');
  return { ok: true, order: orderOf(record) };
}

/** What the order spends of the owner's annual cap: the programme's discount and the athlete credit. */
const programSpend = (cart: CheckoutCart, tenders: readonly TenderPayment[]): number =>
  (cart.orderPromotions ?? [])
    .filter((p) => p.promotionId.startsWith(MEMBER_PROMOTION_PREFIX))
    .reduce((sum, p) => sum + p.amount, 0) +
  tenders.filter((t) => t.payment_method_id === 'ATHLETES_PAYMENT').reduce((sum, t) => sum + t.amount, 0);

/** After a refused redemption: gift cards keep only their balance, used rewards and sessions go. */
async function refreshTenders(core: BasketCore): Promise<void> {
  const list = core.tenders.list();
  const facts = await tendersLeft(core.env.DB, list, new Date().toISOString());
  core.transaction(() => {
    list.forEach((t, i) => {
      const left = Math.min(t.amount, facts[i] ?? 0);
      if (left <= 0) core.tenders.remove(t.id);
      else if (left !== t.amount) core.tenders.setAmount(t.id, left);
    });
  });
}

export async function placeOrder(
  core: BasketCore,
  consumerNo: string,
  request: PlaceOrderRequest,
  sale?: OrderInStore,
): Promise<OrderResult> {
  const header = core.header();
  if (!header) return fail(404, 'BSK404', 'Cart not found') as OrderResult;
  const existing = core.checkout.orderNumber();
  const status = core.checkout.status();
  if (existing && (status === 'ordered' || status === 'pending')) {
    const record = await readOrder(core.env.DB, existing);
    if (record) return { ok: true, order: orderOf(record) };
  }
  // A write that may have landed before this object lost track of it (crash, eviction).
  if (existing && status === 'placing') {
    const landed = await orderOfBasket(core, header.id);
    if (landed) return landed;
  }
  const found = core.owned(consumerNo, false);
  if ('error' in found) return found.error as OrderResult;
  if (status === 'merging') return mergingError() as OrderResult;
  if (request.billingAddress) {
    const set = setAddress(core, consumerNo, 'billing', request.billingAddress as Address);
    if (!set.ok) return set as OrderResult;
  }
  const notReady = readiness(core, header);
  if (notReady) return notReady as OrderResult;

  const orderNumber = existing ?? newOrderNumber();
  core.checkout.setPlacing(orderNumber);
  try {
    // Never charged a total the shopper did not see: another order of theirs may have spent the cap.
    const [skus, benefitMoved] = await Promise.all([
      core.catalogueNow(header),
      refreshBenefitUnchanged(core, header),
    ]);
    const refused = core.outOfStock(skus) ?? core.priceChanged(header, skus) ?? benefitMoved;
    if (refused) {
      core.checkout.setStatus('open');
      return refused as OrderResult;
    }
    // The order stores the source language; answers and the e-mail are localized (localize-order.ts).
    const cart = core.renderSource(header);
    const stores = await loadDeliveryFacts(
      core.env.DB,
      [],
      (cart.shippingMethods ?? []).flatMap((m) => (m.storeId ? [m.storeId] : [])),
    ).then((f) => f.stores);
    // The card pays what gift cards and rewards leave (nothing when they cover the total).
    const remaining = cart.totals.remainingToPay;
    const card = remaining > 0 ? core.checkout.payment() : undefined;
    const tenders = tenderPayments(cart.totals.total, core.creditedTenders(header));
    const payment = card ?? { behaviour: 'approve' as const };
    if (payment.behaviour === 'decline') {
      core.checkout.setStatus('open');
      return fail(402, 'PYT402', 'The card was declined by the issuer') as OrderResult;
    }
    const challenge = payment.behaviour === 'challenge';
    const challengeId = challenge ? `ch_${crypto.randomUUID().replace(/-/g, '')}` : undefined;
    const order = orderFromCart({
      orderNumber,
      cart,
      shipments: orderShipments(cart, stores),
      card,
      tenders,
      challengeId,
      sale,
    });
    try {
      await writeOrder(core.env.DB, {
        order,
        basketId: header.id,
        consumerNo,
        country: header.country,
        locale: header.locale,
        ...(card
          ? {
              payment: {
                id: `pay_${newId()}`,
                token: card.token,
                amount: remaining,
                status: order.payments.at(-1)!.status,
                ...(challengeId ? { challengeId } : {}),
              },
            }
          : {}),
        extra: [
          ...redemptionStatements(
            core.env.DB,
            orderNumber,
            tenders,
            order.createdAt,
            core.tenders.fingerprint(),
          ),
          // The programme's discount and the athlete credit spend the annual cap in this batch.
          ...spendStatements(core.env.DB, consumerNo, orderNumber, programSpend(cart, tenders), new Date()),
        ],
      });
    } catch (error) {
      const message = String(error);
      if (message.includes('INV409')) {
        // Another order took the last units between our check and this write.
        core.checkout.setStatus('open');
        const now = await core.catalogueNow(header);
        return (core.outOfStock(now) ??
          fail(409, 'INV409', 'Not enough stock is left for this order')) as OrderResult;
      }
      if (isCapRefusal(message)) {
        // Another order spent the annual cap meanwhile: the cart shows the smaller benefit first.
        core.checkout.setStatus('open');
        await core.refreshBenefit();
        return memberCapChanged() as OrderResult;
      }
      if (isTenderRefusal(message)) {
        // A gift card was spent or blocked meanwhile, a reward or a wallet session used: the
        // tenders shrink to what is really left and the shopper pays the rest another way.
        core.checkout.setStatus('open');
        await refreshTenders(core);
        return fail(
          409,
          'FE309',
          'A gift card, reward or wallet approval no longer covers its part of the order: check the payment',
        ) as OrderResult;
      }
      if (/UNIQUE/i.test(message)) {
        const landed = await orderOfBasket(core, header.id);
        if (landed) return landed;
      }
      core.checkout.setStatus('open');
      throw error;
    }
    core.checkout.setStatus(challenge ? 'pending' : 'ordered');
    core.holds.clear(); // consumed by the order's batch
    return { ok: true, order };
  } catch (error) {
    if (core.checkout.status() === 'placing') core.checkout.setStatus('open');
    throw error;
  }
}
