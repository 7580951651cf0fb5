/**
 * Cart operations for the current session, with the spec's cart-level recovery (section 8):
 * - BSK404 (cart not found): a new cart is created and the action retried once (an add makes the
 *   cart with its line: `addToNewCart`);
 * - AUT498 (invalid customer): the cart is cleared and a new one created. An action's AUT498 goes
 *   on to the caller (the island shows the toast and reloads after CART_INVALID_RELOAD_MS); a read
 *   answers the new, empty cart and the session remembers the reset, so the page shows the same
 *   toast and reload (worker/render/page-kit.ts);
 * - a token the upstream rejects (401) is renewed and the call retried once (`session.withToken`).
 *
 * A cart belongs to one site (`site.ts`): another site's basket is carried over to this one before
 * it is read or changed here, and the session then holds the new basket.
 */
import type {
  AddItemsRequest,
  AddToCartBody,
  Associate,
  Cart,
  DeliveryAction,
  GiftOption,
  PriceAdjustmentRequest,
} from '../../shared/contract';
import type { Site } from '../../shared/site';
import type { Session } from '../middleware/session';
import type { UpstreamClients } from '../upstream';
import { hasId } from '../upstream/errors';
import { addItemOf } from './giftcustoms';
import {
  belongsToSite,
  carriedItems,
  duplicateLines,
  excessLines,
  type NewItem,
  withMovedNotice,
  withoutRefused,
} from './site';

/**
 * `carryOver: false` when the request did not name its site (a path outside every locale renders
 * in the default one): a read then answers the cart as it is, never moving it to a site the
 * shopper did not choose, which would leave its coupons, deliveries and checkout behind.
 */
export const createCartService = (
  session: Session,
  upstream: UpstreamClients,
  site: Site,
  { carryOver: mayCarryOver = true }: { carryOver?: boolean } = {},
) => {
  const createCart = async (): Promise<Cart> => {
    const cart = await session.withToken((token) => upstream.cart.create(token, site.currency));
    session.setBasketId(cart.id, site.siteId);
    return cart;
  };

  /** A carry-over not yet shown on the cart page is told with every cart answered on this site. */
  const told = (cart: Cart): Cart => {
    const moved = session.cartMoved;
    return moved ? withMovedNotice(cart, site, moved.left) : cart;
  };

  /**
   * Whether `cart` (the session's basket) is this site's: the session's word when it has one, else
   * its answer (`belongsToSite`), remembered once it says so.
   */
  const isHere = (cart: Cart): boolean => {
    const known = session.basketSite;
    if (known) return known === site.siteId;
    const here = belongsToSite(cart, site);
    if (here) session.setBasketId(cart.id, site.siteId);
    return here;
  };

  /** A concurrent carry-over may have removed the same duplicate first (API404): the cart as it is. */
  const removeDuplicate = async (cartId: string, itemId: string): Promise<Cart> => {
    try {
      return await session.withToken((token) => upstream.cart.removeItem(token, { cartId, itemId }));
    } catch (error) {
      if (!hasId(error, 'API404')) throw error;
      return session.withToken((token) => upstream.cart.get(token, cartId));
    }
  };

  /**
   * Carries another site's cart over to this site: a new basket of this site's currency and
   * language with the same lines (and `extra`, an add sent on this site), made by cartWithItem so
   * that concurrent requests agree on one open basket. A line this site does not sell, or has no
   * stock of, stays behind (the add is all or nothing: it is tried again without it). Null when
   * nothing came along (the session then has no basket). Coupons, deliveries and addresses stay
   * behind: they belong to the other country.
   */
  const carryOver = async (old: Cart, extra?: NewItem): Promise<Cart | null> => {
    const wanted = carriedItems(old);
    let items = wanted;
    for (let tries = 0; tries <= wanted.length; tries++) {
      const all = extra ? [...items, extra] : items;
      if (all.length === 0) break;
      try {
        let cart = await session.withToken((token) =>
          upstream.cart.createWithItems(token, { currency: site.currency, items: all }),
        );
        for (const { itemId, qty } of excessLines(cart, all)) {
          const cartId = cart.id;
          cart = await session.withToken((token) => upstream.cart.updateItem(token, cartId, { itemId, qty }));
        }
        for (const itemId of duplicateLines(cart, all)) cart = await removeDuplicate(cart.id, itemId);
        session.setBasketId(cart.id, site.siteId);
        if (wanted.length > 0) session.setCartMoved({ left: wanted.length - items.length });
        return told(cart);
      } catch (error) {
        const fewer = withoutRefused(items, error);
        if (!fewer) throw error;
        items = fewer;
      }
    }
    session.setBasketId(undefined);
    return null;
  };

  /** The session's basket, and the cart it is when it had to be read to learn its site. */
  const readForSite = async (basketId: string): Promise<Cart | undefined> => {
    if (session.basketSite === site.siteId) return undefined;
    return session.withToken((token) => upstream.cart.get(token, basketId));
  };

  /** The session started a new guest while a call ran on its basket: that basket is not theirs. */
  const endedUnder = () => session.startedOver && session.storedBasketId === undefined;

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
      return told(await session.withToken((token) => action(cart.id, token)));
    },
    /** An add: on another site's cart it goes into the carried-over basket in the same call. */
    adding?: NewItem,
  ): Promise<Cart> => {
    const basketId = session.storedBasketId;
    if (!basketId) return fresh();
    try {
      const old = await readForSite(basketId);
      if (old && !isHere(old)) {
        if (adding) return (await carryOver(old, adding))!;
        const moved = await carryOver(old);
        return moved ? told(await session.withToken((token) => action(moved.id, token))) : fresh();
      }
      return told(await session.withToken((token) => action(basketId, token)));
    } catch (error) {
      // The grant ended on the way (signed out elsewhere): the basket was the old shopper's, and
      // the new guest's action goes where any new shopper's does.
      if (endedUnder()) return fresh();
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
    session.setBasketId(cart.id, site.siteId);
    return told(cart);
  };

  return {
    replaceCart,

    /** The cart page showed the carry-over's notice: it is told once. */
    movedNoticeShown: (): void => session.setCartMoved(undefined),

    /**
     * The session's cart, or null. `favStoreId`: pickup availability at the favourite store
     * (worker/delivery); `inventoryCheck`: the stock now, lines that ran out in `flash` (cart page).
     */
    async current(
      options: { favStoreId?: string | undefined; inventoryCheck?: boolean } = {},
    ): Promise<Cart | null> {
      const basketId = session.storedBasketId;
      if (!basketId) return null;
      const read = (id: string) =>
        session.withToken((token) =>
          upstream.cart.get(token, id, {
            favStoreId: options.favStoreId,
            inventorySupplyCheck: options.inventoryCheck === true,
          }),
        );
      try {
        const cart = await read(basketId);
        if (isHere(cart)) return told(cart);
        if (!mayCarryOver) return cart;
        // The page reads the carried-over cart with its options (pickup at the favourite store).
        const moved = await carryOver(cart);
        return moved && (options.favStoreId || options.inventoryCheck ? told(await read(moved.id)) : moved);
      } catch (error) {
        if (endedUnder()) return null;
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
        item,
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

    /** A loyalty voucher (by its points) as the cart's reward, or null to take it off. */
    setVoucher: (points: number | null): Promise<Cart> =>
      onCart((cartId, token) =>
        upstream.loyalty.setReward(token, cartId, {
          appliedLoyaltyVoucher: points === null ? null : { points },
        }),
      ),

    /** Moves a line to another delivery kind (worker/routes/api/delivery.ts). */
    setItemDelivery: (itemId: string, action: DeliveryAction, storeId?: string): Promise<Cart> =>
      onCart((cartId, token) => upstream.delivery.setItemDelivery(token, cartId, itemId, action, storeId)),

    // The store associate's tools (worker/routes/associate/): the in-store session's token only.
    addPriceAdjustment: (body: PriceAdjustmentRequest): Promise<Cart> =>
      onCart((cartId, token) => upstream.adjustments.addPriceAdjustment(token, cartId, body)),
    removePriceAdjustment: (adjustmentId: string, associate: Associate): Promise<Cart> =>
      onCart((cartId, token) =>
        upstream.adjustments.removePriceAdjustment(token, cartId, adjustmentId, associate),
      ),
    /** Adds the item and holds its units (a new cart when there is none). */
    reserveWithItem: (productId: string, qty: number): Promise<Cart> =>
      onCart((cartId, token) => upstream.adjustments.reserveWithItem(token, { cartId, productId, qty })),
  };
};
export type CartService = ReturnType<typeof createCartService>;
