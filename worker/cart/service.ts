/**
 * Cart operations for the current session, with the spec's cart-level recovery (section 8):
 * - BSK404 (cart not found): a new cart is created and the action retried once (an add makes the
 *   cart with its line: `addToNewCart`);
 * - AUT498 (invalid customer): the cart is cleared and a new one created. An action's AUT498 goes
 *   on to the caller (the island shows the toast and reloads after CART_INVALID_RELOAD_MS); a read
 *   answers the new, empty cart and the session remembers the reset, so the page shows the same
 *   toast and reload (worker/routes/page-kit.ts);
 * - a token the upstream rejects (401) is renewed and the call retried once (`session.withToken`).
 */
import type { AddItemsRequest, AddToCartBody, Cart, DeliveryAction, GiftOption } from '../../shared/contract';
import type { Site } from '../../shared/site';
import type { Session } from '../middleware/session';
import type { UpstreamClients } from '../upstream';
import { ApiError } from '../upstream/errors';
import { addItemOf } from './giftcustoms';

const hasId = (error: unknown, errorId: string) => error instanceof ApiError && error.errorId === errorId;

export const createCartService = (session: Session, upstream: UpstreamClients, site: Site) => {
  const createCart = async (): Promise<Cart> => {
    const cart = await session.withToken((token) => upstream.cart.create(token, site.currency));
    session.setBasketId(cart.id);
    return cart;
  };

  /** AUT498: the refused cart is dropped and a new one made (the session remembers the reset). */
  const replaceCart = (): Promise<Cart> => {
    session.replaceCart(undefined);
    return createCart();
  };

  /**
   * Runs a cart action on the session's cart with the recovery rules above. Without a cart, or when
   * it is gone (BSK404), `fresh` answers instead: by default a new cart is made and the action
   * retried on it.
   */
  const onCart = async (
    action: (cartId: string, token: string) => Promise<Cart>,
    fresh: () => Promise<Cart> = async () => {
      const cart = await createCart();
      return session.withToken((token) => action(cart.id, token));
    },
  ): Promise<Cart> => {
    const basketId = session.basketId;
    if (!basketId) return fresh();
    try {
      return await session.withToken((token) => action(basketId, token));
    } catch (error) {
      if (hasId(error, 'BSK404')) return fresh();
      if (hasId(error, 'AUT498')) await replaceCart();
      throw error;
    }
  };

  /**
   * A first add makes the basket with its line in one call (cartWithItem). Adds sent together may
   * each run in another isolate; the upstream keeps one open basket per shopper, so they all land
   * in it and none is lost.
   */
  const addToNewCart = async (item: AddItemsRequest['items'][number]): Promise<Cart> => {
    const cart = await session.withToken((token) =>
      upstream.cart.createWithItems(token, { currency: site.currency, items: [item] }),
    );
    session.setBasketId(cart.id);
    return cart;
  };

  return {
    replaceCart,

    /**
     * The session's cart, or null. `favStoreId`: pickup availability at the favourite store
     * (worker/delivery); `inventoryCheck`: the stock now, lines that ran out in `flash` (cart page).
     */
    async current(
      options: { favStoreId?: string | undefined; inventoryCheck?: boolean } = {},
    ): Promise<Cart | null> {
      const basketId = session.basketId;
      if (!basketId) return null;
      try {
        return await session.withToken((token) =>
          upstream.cart.get(token, basketId, {
            favStoreId: options.favStoreId,
            inventorySupplyCheck: options.inventoryCheck === true,
          }),
        );
      } catch (error) {
        if (hasId(error, 'AUT498')) return replaceCart();
        if (!hasId(error, 'BSK404')) throw error;
        session.setBasketId(undefined);
        return null;
      }
    },

    addItem: (body: AddToCartBody): Promise<Cart> => {
      // Checked before a cart is created: a bad gift option changes nothing.
      const item = addItemOf(body);
      return onCart(
        (cartId, token) => upstream.cart.addItems(token, { cartId, items: [item] }),
        () => addToNewCart(item),
      );
    },

    updateQty: (itemId: string, qty: number): Promise<Cart> =>
      onCart((cartId, token) => upstream.cart.updateItem(token, cartId, { itemId, qty })),

    /** A gift card line's new recipient and message (`giftOption` of PUT .../item). */
    updateGiftOption: (itemId: string, giftOption: GiftOption): Promise<Cart> =>
      onCart((cartId, token) => upstream.cart.updateItem(token, cartId, { itemId, giftOption })),

    removeItem: (itemId: string): Promise<Cart> =>
      onCart((cartId, token) => upstream.cart.removeItem(token, { cartId, itemId })),

    applyCoupon: (code: string): Promise<Cart> =>
      onCart((cartId, token) => upstream.cart.applyCoupon(token, { cartId, code })),

    removeCoupon: (code: string): Promise<Cart> =>
      onCart((cartId, token) => upstream.cart.removeCoupon(token, { cartId, code })),

    /** Moves a line to another delivery kind (worker/routes/api/delivery.ts). */
    setItemDelivery: (itemId: string, action: DeliveryAction, storeId?: string): Promise<Cart> =>
      onCart((cartId, token) => upstream.delivery.setItemDelivery(token, cartId, itemId, action, storeId)),
  };
};
export type CartService = ReturnType<typeof createCartService>;
