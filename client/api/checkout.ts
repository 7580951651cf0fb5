/**
 * The place-order island's client for the checkout BFF. Like the cart client it checks only the
 * shape it relies on (no zod in the browser). It interprets one error only, CHK409 (the basket
 * changed since the summary: the island reloads it); any other refused order is left to the form's
 * own post, whose server route already maps each error to a step and notice.
 */
import type { ThreeDSAnswer } from '../../shared/contract';
import { bffFetch } from './bff';

type Action = { url: string; paymentData: string };

export type Placed =
  | { kind: 'placed'; orderNumber: string }
  | { kind: 'challenge'; orderNumber: string; action: Action }
  | { kind: 'refused' }
  /** CHK409: the basket changed since the summary was shown; nothing was placed. */
  | { kind: 'changed' };

/** `placed`, `refused` (the order was cancelled or the answer refused: pay again) or `unknown`. */
export type Completed = 'placed' | 'refused' | 'unknown';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const actionOf = (order: Record<string, unknown>): Action | undefined => {
  const flash = Array.isArray(order.flash) ? (order.flash as unknown[]) : [];
  const notAuthorized = flash.find((f) => isRecord(f) && f.code === 'PaymentNotAuthorized');
  const action =
    isRecord(notAuthorized) && isRecord(notAuthorized.details) ? notAuthorized.details.action : undefined;
  return isRecord(action) && typeof action.url === 'string' && typeof action.paymentData === 'string'
    ? { url: action.url, paymentData: action.paymentData }
    : undefined;
};

export async function placeOrder(
  locale: string,
  recaptcha: string | undefined,
  reviewed?: string,
): Promise<Placed> {
  const answer = await bffFetch('/api/checkout/order', {
    method: 'POST',
    locale,
    body: {
      ...(recaptcha ? { recaptcha_response: recaptcha } : {}),
      ...(reviewed ? { reviewed } : {}),
    },
  }).catch(() => null);
  // The basket is no longer the one the summary showed (another tab): nothing was placed.
  if (answer && !answer.ok && answer.status === 409 && answer.error?.errorId === 'CHK409')
    return { kind: 'changed' };
  const order = answer?.status === 200 && answer.ok && isRecord(answer.data) ? answer.data.order : undefined;
  if (!isRecord(order) || typeof order.orderNumber !== 'string') return { kind: 'refused' };
  if (order.status === 'CREATED') return { kind: 'placed', orderNumber: order.orderNumber };
  const action = order.status === 'PENDING_PAYMENT' ? actionOf(order) : undefined;
  return action ? { kind: 'challenge', orderNumber: order.orderNumber, action } : { kind: 'refused' };
}

export async function complete3ds(
  locale: string,
  orderNumber: string,
  answer: ThreeDSAnswer,
): Promise<Completed> {
  const done = await bffFetch(`/api/checkout/order/${encodeURIComponent(orderNumber)}/3ds`, {
    method: 'POST',
    locale,
    body: answer,
  }).catch(() => null);
  if (!done || done.status >= 500) return 'unknown';
  return done.status === 200 ? 'placed' : 'refused';
}
