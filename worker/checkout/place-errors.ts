/**
 * Where a refused step of checkout sends the shopper, and how the error is shown there (commerce
 * spec section 8). At place order: FE309, PYT404, PYT405, PAY400, PYT402, BSK404, SHP500 and
 * INV409 are a top notification, anything else a persistent toast; a flash-type refusal (a line
 * ran out or left the catalogue) and a price change (PRC409) reload the cart; ORD430 for a delivery that changed returns to
 * shipping. The page routes and the JSON API both follow these rules.
 */
import { TOP_NOTIFICATION_ERRORS } from '../../client/i18n/checkout';
import { ADD_PAYMENT_ERRORS } from '../../client/i18n/payments';
import type { CheckoutNotice, CheckoutStep } from '../../client/pages/CheckoutPage';
import { isOutOfStockFlash, PRICE_CHANGED } from '../../shared/contract/constants';

const ERROR_ID = /^[A-Z]{2,3}\d{3}$/;

/** The notice for `?checkoutError=` (an id of the catalogue's shape, else nothing). */
export const noticeFor = (errorId: string | undefined): CheckoutNotice | undefined =>
  errorId && ERROR_ID.test(errorId)
    ? {
        errorId,
        kind: TOP_NOTIFICATION_ERRORS.has(errorId) || ADD_PAYMENT_ERRORS.has(errorId) ? 'top' : 'toast',
      }
    : undefined;

/** Which step an error sends the shopper back to. */
export const stepForError = (errorId: string): CheckoutStep =>
  errorId === 'ORD430' || errorId === 'SHP500'
    ? 'shipping'
    : ['PAY400', 'PAY401', 'PYT402', 'PYT404', 'PYT405', 'FE309'].includes(errorId)
      ? 'billing'
      : 'summary';

/**
 * The page a refused place order redirects to. `lastOrder` is the order this browser placed last:
 * BSK404 after it (a double click, a second tab) shows that order again rather than an error.
 */
export const placeOrderRedirect = (
  refusal: { errorId: string; detailsType?: unknown },
  locale: string,
  lastOrder: string | undefined,
): string => {
  const { errorId } = refusal;
  if (errorId === 'BSK404')
    return lastOrder
      ? `/${locale}/order-confirmation?order=${lastOrder}`
      : `/${locale}/cart?cartError=BSK404`;
  // The cart reloads with the stock and prices now, each line saying what happened and what the
  // shopper can do.
  if (isOutOfStockFlash(refusal.detailsType) || refusal.detailsType === PRICE_CHANGED)
    return `/${locale}/cart?cartError=${errorId}`;
  return `/${locale}/checkout?step=${stepForError(errorId)}&checkoutError=${errorId}`;
};
