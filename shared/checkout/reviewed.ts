/**
 * What the shopper reviewed on the summary step, as a short fingerprint: the total, the currency,
 * each line's sku and quantity, and the home delivery method. The summary's place-order form (and
 * the PlaceOrderButton island) send it as `reviewed`; place order reads the basket again and
 * refuses with 409 `CHK409` when it no longer matches (another tab changed the cart), so an order
 * is never placed for a total the shopper did not see. One function for the render and the check.
 */
import { z } from 'zod';
import type { CheckoutCart } from '../contract';

/** The part of the checkout cart the fingerprint reads. */
export type ReviewedBasket = {
  currency: CheckoutCart['currency'];
  totals: Pick<CheckoutCart['totals'], 'total'>;
  items: readonly Pick<CheckoutCart['items'][number], 'productId' | 'qty'>[];
  checkout: Pick<CheckoutCart['checkout'], 'shippingMethod'>;
};

/** The field as sent by the summary (`r1.` and eight hex digits); absent from API clients. */
export const reviewedSchema = z
  .string()
  .regex(/^r1\.[0-9a-f]{8}$/, 'Reviewed basket is not valid')
  .optional();

/** FNV-1a, 32 bits: short, synchronous, the same in the worker and the browser. */
const fnv1a = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
};

/** The fingerprint of a basket as shown: lines in basket order (a reorder is a change too). */
export const reviewedFingerprint = (cart: ReviewedBasket): string =>
  `r1.${fnv1a(
    [
      cart.currency,
      String(cart.totals.total),
      cart.checkout.shippingMethod,
      ...cart.items.map((item) => `${item.productId}x${item.qty}`),
    ].join('|'),
  )}`;

/** The errorId of a refused place order whose basket changed since the summary was shown. */
export const CART_CHANGED = 'CHK409';
