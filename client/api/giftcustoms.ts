/** Island calls for gift cards and customs products (the BFF answers the whole cart, like every cart call). */
import { ADD_TO_CART_URL, type CartResult, readCart, readError } from './cart';

export const CUSTOMS_ITEMS_URL = '/api/customs/items';

const postJson = async (url: string, locale: string, body: unknown): Promise<CartResult> => {
  const response = await fetch(`${url}?locale=${encodeURIComponent(locale)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = readError(parsed);
    const first = (parsed as { errorDetails?: { details?: Record<string, unknown> }[] } | null)
      ?.errorDetails?.[0];
    return { ok: false, error: error && first?.details ? { ...error, details: first.details } : error };
  }
  const cart = readCart(parsed);
  if (cart === undefined) throw new Error('Unexpected cart response');
  return { ok: true, cart };
};

/** A gift card for one recipient (POST /api/cart/items with the flat gift fields). */
export const addGiftCard = (
  locale: string,
  body: { productId: string; giftEmail: string; giftTo?: string; giftMessage?: string },
) => postJson(ADD_TO_CART_URL, locale, { ...body, qty: 1 });

/** A customised item: the recipe is created and the item added in one BFF call. */
export const addCustomsItem = (
  locale: string,
  body: { productId: string; qty: number } & (
    | { text: string; color: string; placement: string }
    | { precreatedCustomsCode: string }
  ),
) => postJson(CUSTOMS_ITEMS_URL, locale, body);
