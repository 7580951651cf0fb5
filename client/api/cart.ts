/** The islands' client for the cart BFF: every cart call answers the whole cart, or a refusal. */
import type { Cart, ErrorDetail } from '../../shared/contract';
import { type BffRequest, bffFetch } from './bff';

export type CartResult = { ok: true; cart: Cart | null } | { ok: false; error: ErrorDetail | undefined };

export const CART_ITEMS_URL = '/api/cart/items';
export const ADD_TO_CART_URL = CART_ITEMS_URL;
export const CART_COUPONS_URL = '/api/cart/coupons';
export const CART_REWARD_URL = '/api/cart/reward';
export const CUSTOMS_ITEMS_URL = '/api/customs/items';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const readCart = (body: unknown): Cart | null | undefined => {
  if (!isRecord(body) || !('cart' in body)) return undefined;
  const cart = body.cart;
  if (cart === null) return null;
  return isRecord(cart) && Array.isArray(cart.items) && isRecord(cart.totals) ? (cart as Cart) : undefined;
};

/** Sends one cart call to the BFF; an answer without a cart is a broken server, so it throws. */
export async function cartCall(
  method: NonNullable<BffRequest['method']>,
  path: string,
  locale: string,
  body?: unknown,
): Promise<CartResult> {
  const answer = await bffFetch(path, { method, locale, body });
  if (!answer.ok) return { ok: false, error: answer.error };
  const cart = readCart(answer.data);
  if (cart === undefined) throw new Error('Unexpected cart response');
  return { ok: true, cart };
}

const itemUrl = (itemId: string) => `${CART_ITEMS_URL}/${encodeURIComponent(itemId)}`;

export const addToCart = (locale: string, productId: string, qty: number) =>
  cartCall('POST', CART_ITEMS_URL, locale, { productId, qty });
export const updateCartItem = (locale: string, itemId: string, qty: number) =>
  cartCall('PATCH', itemUrl(itemId), locale, { qty });
export const removeCartItem = (locale: string, itemId: string) => cartCall('DELETE', itemUrl(itemId), locale);
export const applyCoupon = (locale: string, code: string) =>
  cartCall('PUT', CART_COUPONS_URL, locale, { code });
export const removeCoupon = (locale: string, code: string) =>
  cartCall('DELETE', CART_COUPONS_URL, locale, { code });

/** A loyalty voucher (by its points) as the cart's reward, or off again. */
export const applyVoucher = (locale: string, points: number) =>
  cartCall('PUT', CART_REWARD_URL, locale, { points });
export const removeVoucher = (locale: string) => cartCall('DELETE', CART_REWARD_URL, locale);

export const deliveryUrl = (itemId: string) => `${itemUrl(itemId)}/delivery`;

/** `PUT /api/cart/items/{itemId}/delivery`: home, pickup or ship to store (with the store). */
export const setItemDelivery = (locale: string, itemId: string, delivery: string, storeId?: string) =>
  cartCall('PUT', deliveryUrl(itemId), locale, { delivery, ...(storeId ? { storeId } : {}) });

/** A gift card for one recipient (POST /api/cart/items with the flat gift fields). */
export const addGiftCard = (
  locale: string,
  body: { productId: string; giftEmail: string; giftTo?: string; giftMessage?: string },
) => cartCall('POST', CART_ITEMS_URL, locale, { ...body, qty: 1 });

/** A customised item: the recipe is created and the item added in one BFF call. */
export const addCustomsItem = (
  locale: string,
  body: { productId: string; qty: number } & (
    | { text: string; color: string; placement: string }
    | { precreatedCustomsCode: string }
  ),
) => cartCall('POST', CUSTOMS_ITEMS_URL, locale, body);
