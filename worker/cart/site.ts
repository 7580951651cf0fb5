/**
 * A cart belongs to the site it was made on (docs/ARCHITECTURE.md "A cart belongs to one site"):
 * its currency, country (delivery, taxes) and language (line names, links) are the basket's, fixed
 * when the upstream made it. On another site it is carried over: a new basket of this site with the
 * same lines (worker/cart/service.ts). What is here: which basket is whose, and what comes along.
 */

import { CART_MOVED, cartMovedMessage } from '../../client/i18n/cart-moved';
import type { AddItemsRequest, Cart, CustomerNotification } from '../../shared/contract';
import { SITES, type Site } from '../../shared/site';
import { ApiError } from '../upstream/errors';

export type NewItem = AddItemsRequest['items'][number];

/**
 * Whether a cart whose site the session does not know (a member's basket from the token exchange)
 * is this site's: the upstream names the locale a basket was made on, and locales of one site
 * (en-ca, fr-ca) share its baskets. A cart that names none is judged by its currency.
 */
export const belongsToSite = (cart: Cart, site: Site): boolean =>
  cart.locale === undefined ? cart.currency === site.currency : SITES[cart.locale]?.siteId === site.siteId;

/**
 * The lines that come along: sku and quantity, a gift card's recipient and message, a customised
 * product's recipe. The gift with purchase does not: the new basket's promotions decide it again.
 */
export const carriedItems = (cart: Cart): NewItem[] =>
  cart.items
    .filter((item) => !item.bonus)
    .map((item) => ({
      productId: item.productId,
      qty: item.qty,
      ...(item.giftOption ? { giftOption: item.giftOption } : {}),
      ...(item.recipeId ? { recipeId: item.recipeId } : {}),
    }));

/** Refusals of the all-or-nothing add that name one line this site cannot take: it stays behind. */
const LEFT_BEHIND = new Set(['INV406', 'INV700', 'API404']);

/**
 * The carried lines without the one a refusal names, or the same lines with its quantity lowered
 * to what this site has (INV408); undefined when the refusal is not about a carried line (it goes
 * on to the caller).
 */
export const withoutRefused = (items: NewItem[], error: unknown): NewItem[] | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const sku = error.details?.sku;
  if (typeof sku !== 'string' || !items.some((item) => item.productId === sku)) return undefined;
  if (LEFT_BEHIND.has(error.errorId)) return items.filter((item) => item.productId !== sku);
  const maxQty = error.details?.maxQty;
  if (error.errorId === 'INV408' && typeof maxQty === 'number' && maxQty > 0)
    return items.map((item) =>
      item.productId === sku && !item.giftOption ? { ...item, qty: Math.min(item.qty, maxQty) } : item,
    );
  return undefined;
};

/**
 * Concurrent carry-overs of one cart (two tabs, a read and an add sent together) agree on one
 * basket, but cartWithItem adds, so each adds the lines: the plain lines now holding more than was
 * carried, with the quantity to set them back to. A set, not a subtraction: every request sets the
 * same quantity, so in whatever order they run the basket ends with the lines once.
 */
export const excessLines = (cart: Cart, items: NewItem[]): { itemId: string; qty: number }[] => {
  const carried = new Map<string, number>();
  for (const item of items) {
    if (item.giftOption || item.recipeId) continue;
    carried.set(item.productId, (carried.get(item.productId) ?? 0) + item.qty);
  }
  return cart.items.flatMap((line) => {
    const qty = carried.get(line.productId);
    const plain = !line.bonus && !line.giftOption && !line.recipeId;
    return plain && qty !== undefined && line.qty > qty ? [{ itemId: line.id, qty }] : [];
  });
};

/** What makes a gift card or customs line the same line again (its sku and recipient, or recipe). */
const specialKey = (line: Pick<NewItem, 'productId' | 'giftOption' | 'recipeId'>): string | undefined => {
  const gift = line.giftOption;
  if (gift) return JSON.stringify([line.productId, gift.email, gift.to ?? '', gift.message ?? '']);
  return line.recipeId ? JSON.stringify([line.productId, line.recipeId]) : undefined;
};

/**
 * The same race for gift card and customs lines, which never merge (one line per recipient or
 * recipe), so two carry-overs leave two lines: the ids of the lines past the number carried of
 * each, in basket order. Every request keeps the same first lines, so in whatever order they run
 * (and whichever removes a line first) the basket ends with each line once.
 */
export const duplicateLines = (cart: Cart, items: NewItem[]): string[] => {
  const carried = new Map<string, number>();
  for (const item of items) {
    const key = specialKey(item);
    if (key) carried.set(key, (carried.get(key) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  return cart.items.flatMap((line) => {
    const key = line.bonus ? undefined : specialKey(line);
    const wanted = key === undefined ? undefined : carried.get(key);
    if (key === undefined || wanted === undefined) return [];
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count > wanted ? [line.id] : [];
  });
};

/** The cart with the carry-over's notice (shown by the cart view with the upstream's own). */
export const withMovedNotice = (cart: Cart, site: Site, left: number): Cart => {
  const notice: CustomerNotification = { type: CART_MOVED, message: cartMovedMessage(site, left) };
  return { ...cart, customerNotifications: [...cart.customerNotifications, notice] };
};
