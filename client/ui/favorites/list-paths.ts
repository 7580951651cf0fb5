/** Where the list forms post (the BFF: worker/routes/api/favorites.ts, saved-for-later.ts). */
export const favoriteProductPath = (productId: string): string =>
  `/api/favorites/products/${encodeURIComponent(productId)}`;

export const SAVED_URL = '/api/saved-for-later';
export const savedItemPath = (itemId: string): string => `${SAVED_URL}/items/${encodeURIComponent(itemId)}`;
export const saveCartLinePath = (itemId: string): string =>
  `${SAVED_URL}/cart-lines/${encodeURIComponent(itemId)}`;

/**
 * Sent on the window when a cart line was saved for later from the cart view, with the list's
 * new first page, so the saved-for-later section shows it without a reload.
 */
export const SAVED_EVENT = 'sf:saved-for-later';

export type HeartText = { add: string; remove: string };
