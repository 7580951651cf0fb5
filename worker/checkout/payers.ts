/** Which payment methods pay what, and whether a basket's instruments pay the whole order. */
import type { CheckoutCart, PaymentMethodId } from '../../shared/contract';

/** Methods that pay whatever the gift cards and rewards leave. */
export const REST_PAYERS: ReadonlySet<PaymentMethodId> = new Set(['CREDIT_CARD', 'KLARNA', 'PAYPAL']);
/** Methods that pay a capped part (their own forms on the billing step). */
export const PARTIAL_PAYERS: ReadonlySet<PaymentMethodId> = new Set([
  'GIFT_CARD',
  'REWARD_CODE',
  'REWARD_CARD',
]);

/**
 * True when the instruments pay the whole order: nothing is left, or a card or wallet pays the
 * rest. With `by` (the method the shopper picked), only that method pays the rest: a Klarna
 * approval the basket still holds does not pay for a shopper who has since chosen the card.
 */
export const paymentCovered = (cart: CheckoutCart, by?: PaymentMethodId): boolean => {
  const instruments = cart.checkout.payment_instruments;
  if (instruments.length === 0) return false;
  const pays = by ? (id: PaymentMethodId) => id === by : (id: PaymentMethodId) => REST_PAYERS.has(id);
  return cart.totals.remainingToPay <= 0 || instruments.some((p) => pays(p.payment_method_id));
};
