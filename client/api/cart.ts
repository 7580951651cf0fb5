/**
 * The islands' client for the cart BFF. The BFF is this storefront's own server, which already
 * validated the upstream answer against the zod contract, so the browser only checks the shape
 * it relies on and ships no zod (25 KB gzip that the product page's budget cannot afford).
 */
import type { Cart, ErrorDetail } from '../../shared/contract';

export const ADD_TO_CART_URL = '/api/cart/items';

export type CartResult = { ok: true; cart: Cart | null } | { ok: false; error: ErrorDetail | undefined };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const readError = (body: unknown): ErrorDetail | undefined => {
  const first =
    isRecord(body) && Array.isArray(body.errorDetails) ? (body.errorDetails[0] as unknown) : undefined;
  return isRecord(first) && typeof first.errorId === 'string' && typeof first.message === 'string'
    ? { errorId: first.errorId, message: first.message }
    : undefined;
};

export const readCart = (body: unknown): Cart | null | undefined => {
  if (!isRecord(body) || !('cart' in body)) return undefined;
  const cart = body.cart;
  if (cart === null) return null;
  return isRecord(cart) && Array.isArray(cart.items) && isRecord(cart.totals) ? (cart as Cart) : undefined;
};

export async function addToCart(locale: string, productId: string, qty: number): Promise<CartResult> {
  const response = await fetch(`${ADD_TO_CART_URL}?locale=${encodeURIComponent(locale)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ productId, qty }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, error: readError(body) };
  const cart = readCart(body);
  if (cart === undefined) throw new Error('Unexpected cart response');
  return { ok: true, cart };
}

/** Sends one cart mutation to the BFF; the answer is the whole cart, or the first error detail. */
async function send(method: string, path: string, locale: string, body?: unknown): Promise<CartResult> {
  const response = await fetch(`${path}?locale=${encodeURIComponent(locale)}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, error: readErrorWithDetails(parsed) };
  const cart = readCart(parsed);
  if (cart === undefined) throw new Error('Unexpected cart response');
  return { ok: true, cart };
}

/** Like `readError`, keeping `details.maxQty` (INV408 shows the maximum). */
const readErrorWithDetails = (body: unknown): ErrorDetail | undefined => {
  const error = readError(body);
  const first =
    isRecord(body) && Array.isArray(body.errorDetails) ? (body.errorDetails[0] as unknown) : undefined;
  const details = isRecord(first) && isRecord(first.details) ? first.details : undefined;
  return error && details ? { ...error, details } : error;
};

export const CART_ITEMS_URL = '/api/cart/items';
export const CART_COUPONS_URL = '/api/cart/coupons';

export const updateCartItem = (locale: string, itemId: string, qty: number) =>
  send('PATCH', `${CART_ITEMS_URL}/${encodeURIComponent(itemId)}`, locale, { qty });
export const removeCartItem = (locale: string, itemId: string) =>
  send('DELETE', `${CART_ITEMS_URL}/${encodeURIComponent(itemId)}`, locale);
export const applyCoupon = (locale: string, code: string) => send('PUT', CART_COUPONS_URL, locale, { code });
export const removeCoupon = (locale: string, code: string) =>
  send('DELETE', CART_COUPONS_URL, locale, { code });
