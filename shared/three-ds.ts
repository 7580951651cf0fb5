/**
 * Addresses of the 3-D Secure round trip (commerce spec section 4). The provider's challenge page
 * sends the shopper back to a return URL on this storefront with `threeDS2Result` added; the order
 * number and the challenge's session (the action's `paymentData`, the PATCH's `sessionID`) travel in
 * that URL, so the storefront keeps nothing per challenge. Shared by the worker and the place-order
 * island; no zod here.
 */
import { safePathOr } from './contract/safe-path';

/**
 * `complete`: the page route that patches the order and redirects (the no-script path).
 * `dialog`: a page that only says "returning" (the island reads it in its iframe and patches).
 */
export type ChallengeReturn = 'complete' | 'dialog';

export const threeDSReturnPath = (locale: string, kind: ChallengeReturn): string =>
  `/${locale}/checkout/3ds${kind === 'dialog' ? '/return' : ''}`;

/** The dialog's return page, for the rule that lets it (and the challenge) be framed by this origin. */
export const DIALOG_RETURN_PATH = /^\/[a-z]{2}-[a-z]{2}\/checkout\/3ds\/return$/;

/** The challenge page of a PaymentNotAuthorized action, coming back to `returnPath`. */
export const challengeUrl = (
  action: { url: string; paymentData: string },
  orderNumber: string,
  returnPath: string,
): string => {
  const back = `${safePathOr(returnPath, '/')}?${new URLSearchParams({ order: orderNumber, sessionID: action.paymentData })}`;
  return `${action.url}?${new URLSearchParams({ returnUrl: back })}`;
};
