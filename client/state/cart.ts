/** The cart shared by islands (mini cart, add to cart, cart page): seeded from the page's state snapshot. */
import { CART_INVALID_RELOAD_MS } from '../../shared/constants';
import type { Cart } from '../../shared/contract/cart';
import type { CartResult } from '../api/cart';
import { errorMessage, type MessageSource, t } from '../i18n';
import { readSnapshot } from './snapshot';
import { createStore } from './store';
import { addToast } from './toasts';

export type CartState = { cart: Cart | null; open: boolean };

export const cartStore = createStore<CartState>({ cart: readSnapshot()?.cart ?? null, open: false });

export const setCart = (cart: Cart | null): void => {
  cartStore.set({ cart });
};
/**
 * Where focus goes when the mini cart closes, named by an opener that is itself closing (a dialog
 * that added to the cart): what has focus as the mini cart opens is inside that dialog then.
 * Kept outside the store: an element is not state to snapshot.
 */
let returnTarget: HTMLElement | null = null;

export const openMiniCart = (returnTo?: HTMLElement | null): void => {
  returnTarget = returnTo ?? null;
  cartStore.set({ open: true });
};
/** The opener's element for focus to return to, once; null when none was named. */
export const takeMiniCartReturn = (): HTMLElement | null => {
  const target = returnTarget;
  returnTarget = null;
  return target;
};
/**
 * Fetches the mini cart's code ahead, set by the mini cart island: an add opens the mini cart, so
 * its lines' code comes while the add is on its way rather than after it, behind "Loading…".
 */
let readyMiniCart: (() => void) | undefined;
export const whenMiniCartMayOpen = (ready: () => void): void => {
  readyMiniCart = ready;
};
export const closeMiniCart = (): void => {
  cartStore.set({ open: false });
};

/** Units in the cart (what the header badge shows). */
export const cartCount = (cart: Pick<Cart, 'items'> | null | undefined): number =>
  cart ? cart.items.reduce((n, item) => n + item.qty, 0) : 0;

/**
 * Cart-level error handling of commerce spec section 8, shared by every island that changes the
 * cart. A refusal comes back with the message to show next to the control and the error's
 * `details` (field codes of a customs recipe, for one).
 */
export type CartActionOutcome =
  | { ok: true }
  | { ok: false; errorId: string | undefined; message: string; details?: Record<string, unknown> };

export const runCartAction = async (
  action: () => Promise<CartResult>,
  messages: MessageSource,
  context: 'add' | 'qty' | 'remove' | 'coupon',
): Promise<CartActionOutcome> => {
  let result: CartResult;
  try {
    result = await action();
  } catch (cause) {
    console.error('[cart] action failed', cause);
    return { ok: false, errorId: undefined, message: t(messages, 'genericError') };
  }
  if (result.ok) {
    setCart(result.cart);
    return { ok: true };
  }
  const errorId = result.error?.errorId;
  const maxQty = result.error?.details?.maxQty;
  let message: string;
  if (errorId === 'AUT498') {
    // The BFF already cleared the cart and created a new one: say so, then reload.
    setCart(null);
    message = t(messages, 'error_AUT498');
    addToast({ title: message, kind: 'error' });
    setTimeout(() => location.reload(), CART_INVALID_RELOAD_MS);
  } else if (errorId === 'INV408' && typeof maxQty === 'number') {
    message = t(messages, 'error_INV408_max', { maxQty });
  } else if (errorId === 'GWP403') {
    message = t(messages, context === 'qty' ? 'error_GWP403_qty' : 'error_GWP403');
    if (context !== 'qty') addToast({ title: t(messages, 'error_GWP403'), kind: 'error' });
  } else if (errorId === 'INV700' && context !== 'add') {
    message = t(messages, 'error_INV700_cart');
  } else {
    message = errorMessage(messages, errorId, result.error?.message);
  }
  const details = result.error?.details;
  return { ok: false, errorId, message, ...(details ? { details } : {}) };
};

/**
 * Every island's add to cart (product page, quick shop, gift card, customs): sends the add,
 * puts the answered cart in the store and opens the mini cart; a refusal is handled as every cart
 * action's is (AUT498: the toast and the reload).
 */
export const addToCartAndOpen = async (
  add: () => Promise<CartResult>,
  messages: MessageSource,
  returnTo?: HTMLElement | null,
): Promise<CartActionOutcome> => {
  readyMiniCart?.();
  const outcome = await runCartAction(add, messages, 'add');
  if (outcome.ok) openMiniCart(returnTo);
  return outcome;
};
