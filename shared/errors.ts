/**
 * Default English texts for the error ids the storefront shows itself (spec section 8). Islands
 * use the translated catalogue in client/i18n; these are for server-rendered notices.
 */
export const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  API400: 'Please check your selection and try again.',
  API404: 'That product is no longer available.',
  INV408: 'You have reached the maximum quantity for this item.',
  INV700: 'This item is out of stock.',
  INV406: 'This item could not be added.',
  BSK404: 'Your cart could not be found. Please try again.',
  AUT498: 'Your session has expired. Please try again.',
  CSRF403: 'This request must come from the storefront itself.',
  GEN500: 'Something went wrong on our side. Please try again.',
  PRM130: 'This coupon code is not valid.',
  PRM140: 'This coupon has expired.',
  PRM150: 'This coupon does not apply to your cart.',
  PRM160: 'This coupon is already applied.',
  PRM170: 'This coupon is not in your cart.',
  GWP403: 'This item cannot be added.',
};

export const messageForError = (errorId: string): string => ERROR_MESSAGES[errorId] ?? ERROR_MESSAGES.GEN500!;
