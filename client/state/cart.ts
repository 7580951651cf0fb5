/** The cart shared by islands (mini cart, add to cart, cart page): seeded from the page's state snapshot. */
import { CART_INVALID_RELOAD_MS } from '../../shared/constants';
import type { RecalculateReason } from '../../shared/content/recalculate';
import type { Cart } from '../../shared/contract/cart';
import type { CartResult } from '../api/cart';
import { errorMessage, type MessageSource, t } from '../i18n';
import {
  type CartTrack,
  confirmed,
  type OptimisticLine,
  refused,
  shownCart,
  trackOf,
  withPending,
} from './optimistic-cart';
import { readSnapshot } from './snapshot';
import { createStore } from './store';
import { addToast } from './toasts';

/** `adding`: an add is on its way, so the cart shown is partly a guess (`optimistic-cart.ts`). */
export type CartState = { cart: Cart | null; open: boolean; adding: boolean };

export const cartStore = createStore<CartState>({
  cart: readSnapshot()?.cart ?? null,
  open: false,
  adding: false,
});

/** The BFF's last cart and the adds still on their way (`optimistic-cart.ts`); the store shows both. */
let track: CartTrack = trackOf(cartStore.get().cart);
let nextAddId = 1;
/** Optimistic adds the BFF took, counted: a refusal keeps the mini cart open on one taken meanwhile. */
let takenAdds = 0;

/**
 * `RECALCULATE_EVENT` of shared/content/recalculate.ts, written out: the loader holds that module,
 * and importing it here would bundle it with this React-side state, so that every page's loader
 * loaded React (cart.test.ts holds the two names together).
 */
const CART_RECALCULATE_EVENT = 'p13n:recalculate';
const CART_CHANGED: { reason: RecalculateReason } = { reason: 'cart' };

/** What a decision hears of the cart (worker/content/cart-events.ts): its lines and quantities. */
const linesOf = (cart: Cart | null): string =>
  cart ? cart.items.map((item) => `${item.productId}*${item.qty}`).join(',') : '';

const showTrack = (next: CartTrack) => {
  const before = linesOf(track.confirmed);
  track = next;
  cartStore.set({ cart: shownCart(track), adding: track.pending.length > 0 });
  // The BFF's cart changed its lines (an optimistic line is no change yet): the page's slots
  // that depend on the cart are decided again (shared/content/recalculate.ts).
  if (linesOf(track.confirmed) !== before && typeof document !== 'undefined')
    document.dispatchEvent(new CustomEvent(CART_RECALCULATE_EVENT, { detail: CART_CHANGED }));
};

/** The BFF's answered cart (adds still on their way stay laid on top of it). */
export const setCart = (cart: Cart | null): void => {
  showTrack({ ...track, confirmed: cart });
};
/** Forgets adds on their way and shows `cart` as it is (tests, a page that resets its state). */
export const resetCart = (cart: Cart | null): void => {
  showTrack(trackOf(cart));
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
 * Fetches the mini cart's code ahead, set by the mini cart island. A page with an add to cart
 * (`expectAddToCart`, as its buy box hydrates) fetches it before the shopper can tap, so the
 * tap opens the mini cart with its line at once; an add elsewhere fetches it as it is sent.
 */
let readyMiniCart: (() => void) | undefined;
let addExpected = false;
export const whenMiniCartMayOpen = (ready: () => void): void => {
  readyMiniCart = ready;
  if (addExpected) ready();
};
export const expectAddToCart = (): void => {
  addExpected = true;
  readyMiniCart?.();
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

export const runCartAction = (
  action: () => Promise<CartResult>,
  messages: MessageSource,
  context: 'add' | 'qty' | 'remove' | 'coupon',
): Promise<CartActionOutcome> => settleCartAction(action, messages, context);

/** `runCartAction`, settling the optimistic add `pendingId` (if any) with the answer. */
const settleCartAction = async (
  action: () => Promise<CartResult>,
  messages: MessageSource,
  context: 'add' | 'qty' | 'remove' | 'coupon',
  pendingId?: number,
): Promise<CartActionOutcome> => {
  let result: CartResult;
  try {
    result = await action();
  } catch (cause) {
    console.error('[cart] action failed', cause);
    if (pendingId !== undefined) showTrack(refused(track, pendingId));
    return { ok: false, errorId: undefined, message: t(messages, 'genericError') };
  }
  if (result.ok) {
    if (pendingId === undefined) setCart(result.cart);
    else {
      takenAdds += 1;
      showTrack(confirmed(track, pendingId, result.cart));
    }
    return { ok: true };
  }
  if (pendingId !== undefined) showTrack(refused(track, pendingId));
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

/** Resolves once the browser has painted the current frame (at once where nothing paints). */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** An add the shopper sees at once: the line it lays on the cart before the answer. */
export type OptimisticAdd = { line: OptimisticLine; qty: number };

/**
 * Every island's add to cart (product page, quick shop, gift card, customs): sends the add,
 * puts the answered cart in the store and opens the mini cart; a refusal is handled as every cart
 * action's is (AUT498: the toast and the reload).
 *
 * With `optimistic` (the buy box knows the line), the mini cart opens at once with the line laid
 * on the cart; the answer replaces it with the BFF's cart, and a refusal takes it away again,
 * closes the mini cart (unless another add is on its way or was taken meanwhile) and says why in
 * a toast as well as next to the button.
 */
export const addToCartAndOpen = async (
  add: () => Promise<CartResult>,
  messages: MessageSource,
  returnTo?: HTMLElement | null,
  optimistic?: OptimisticAdd,
): Promise<CartActionOutcome> => {
  readyMiniCart?.();
  if (!optimistic) {
    const outcome = await runCartAction(add, messages, 'add');
    if (outcome.ok) openMiniCart(returnTo);
    return outcome;
  }
  const id = nextAddId++;
  const takenBefore = takenAdds;
  // The add leaves at once; the tap's own frame paints the button's feedback before the mini cart
  // opens (a modal over a long page is a costly frame: inside the tap's event it is its INP).
  const sent = Promise.resolve().then(add);
  sent.catch(() => {});
  await afterNextPaint();
  showTrack(withPending(track, { id, ...optimistic }));
  openMiniCart(returnTo);
  const outcome = await settleCartAction(() => sent, messages, 'add', id);
  if (!outcome.ok) {
    if (track.pending.length === 0 && takenAdds === takenBefore) closeMiniCart();
    addToast({ title: outcome.message, kind: 'error' });
  }
  return outcome;
};
