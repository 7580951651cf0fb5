/**
 * "Save for later" on a cart line, as a cart action: the BFF moves the line and answers the cart
 * without it (for the cart store) and the list with it (sent to the saved-for-later section).
 */
import type { SavedResponse } from '../../../shared/contract/wishlists';
import { bffFetch } from '../../api/bff';
import type { CartResult } from '../../api/cart';
import { SAVED_EVENT, saveCartLinePath } from './list-paths';

export const saveCartLine = async (locale: string, itemId: string): Promise<CartResult> => {
  const answer = await bffFetch<SavedResponse>(saveCartLinePath(itemId), { method: 'POST', locale });
  if (!answer.ok) return { ok: false, error: answer.error };
  window.dispatchEvent(new CustomEvent(SAVED_EVENT, { detail: answer.data.saveForLater }));
  return { ok: true, cart: answer.data.cart };
};
