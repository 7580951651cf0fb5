/** The islands' client for the delivery BFF (`PUT /api/cart/items/{itemId}/delivery`): no zod, light checks. */
import { type CartResult, readCart, readError } from './cart';

export const deliveryUrl = (itemId: string) => `/api/cart/items/${encodeURIComponent(itemId)}/delivery`;

export async function setItemDelivery(
  locale: string,
  itemId: string,
  delivery: string,
  storeId?: string,
): Promise<CartResult> {
  const response = await fetch(`${deliveryUrl(itemId)}?locale=${encodeURIComponent(locale)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ delivery, ...(storeId ? { storeId } : {}) }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, error: readError(body) };
  const cart = readCart(body);
  if (cart === undefined) throw new Error('Unexpected cart response');
  return { ok: true, cart };
}
