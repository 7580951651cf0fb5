/**
 * Favorites and saved for later for the current session: every call with the session's token
 * (renewed once on a 401), and the list ids the upstream answers kept in the session, so the
 * token exchange at sign-in can hand them over as `guestObjects`. A list id the session still
 * holds but the upstream no longer knows (merged at sign-in elsewhere) is dropped by asking again
 * without it.
 */
import type { Context } from 'hono';
import type { Cart } from '../../shared/contract';
import {
  type Favorites,
  LIST_PAGE_MAX,
  type SavedForLater,
  type SavedItem,
} from '../../shared/contract/wishlists';
import { messageForError } from '../../shared/errors';
import type { CartService } from '../cart/service';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import type { Session } from '../middleware/session';
import type { Logger } from '../observability/logger';
import type { UpstreamClients } from '../upstream';
import type { Page } from '../upstream/commerce/wishlists';
import { ApiError } from '../upstream/errors';

const listGone = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.errorId === 'API404';

const itemMissing = () => new HttpError(404, 'API404', 'This item is not in the list');
const cartMissing = () => new HttpError(404, 'BSK404', 'Cart not found');

const createListsService = (session: Session, upstream: UpstreamClients, cart: CartService, log: Logger) => {
  const { wishlists } = upstream;

  const keepFavorites = (list: Favorites): Favorites => {
    if (list.favoriteId && list.favoriteId !== session.favoriteId)
      session.setLists({ favoriteId: list.favoriteId });
    return list;
  };
  const keepSaved = (list: SavedForLater): SavedForLater => {
    if (list.saveForLaterId && list.saveForLaterId !== session.saveForLaterId)
      session.setLists({ saveForLaterId: list.saveForLaterId });
    return list;
  };

  const favorites = async (page: Page = {}) =>
    keepFavorites(await session.withToken((token) => wishlists.favorites(token, page)));

  const savedForLater = async (page: Page = {}) =>
    keepSaved(await session.withToken((token) => wishlists.savedForLater(token, page)));

  /** The saved entry `itemId` and its list, looked for page by page; 404 when it is not there. */
  const savedEntry = async (itemId: string): Promise<{ list: string; entry: SavedItem }> => {
    for (let start = 0; ; start += LIST_PAGE_MAX) {
      const page = await savedForLater({ start, count: LIST_PAGE_MAX });
      const entry = page.items.find((item) => item.itemId === itemId);
      if (entry && page.saveForLaterId) return { list: page.saveForLaterId, entry };
      if (page.items.length < LIST_PAGE_MAX || start + LIST_PAGE_MAX >= page.total) throw itemMissing();
    }
  };

  /**
   * Runs `call` with the session's saved-for-later list id, read in the token callback (see
   * `addFavorite`); a session that never heard of its list asks the upstream first. No list: 404.
   */
  const withSavedList = async <T>(call: (token: string, list: string) => Promise<T>): Promise<T> => {
    const asked = session.saveForLaterId ? undefined : (await savedForLater({ count: 1 })).saveForLaterId;
    return session.withToken(async (token) => {
      const list = session.saveForLaterId ?? asked;
      if (!list) throw itemMissing();
      return call(token, list);
    });
  };

  return {
    favorites,
    savedForLater,

    async addFavorite(productId: string): Promise<Favorites> {
      // The list id is read in the token callback, from the session the call runs as: a refused
      // renewal (the member's session ended: a password reset, an expired refresh token) makes a
      // new guest in `withToken`, whose add must not name the member's list (the upstream answered
      // 404 "Favorites list not found"). A new guest names none, and gets a new list.
      let named: string | undefined;
      const add = (useKnownList: boolean) =>
        session.withToken((token) => {
          named = useKnownList ? session.favoriteId : undefined;
          return wishlists.addFavorite(token, {
            id: productId,
            qty: 1,
            itemType: 'product',
            ...(named ? { favoriteId: named } : {}),
          });
        });
      try {
        return keepFavorites(await add(true));
      } catch (error) {
        if (!named || !listGone(error)) throw error;
        return keepFavorites(await add(false));
      }
    },

    /**
     * Removes the product's entry (the heart knows the product, the list knows its item id). When
     * it is not there (a doubled click, a stale tab), the answer is the list as a removal answers
     * it, not the one-entry page the lookup read.
     */
    async removeFavorite(productId: string): Promise<Favorites> {
      const list = await favorites({ count: 1 });
      const entry = list.entries.find((e) => e.id === productId);
      if (!entry || !list.favoriteId) return favorites();
      const favoriteId = list.favoriteId;
      return keepFavorites(
        await session.withToken((token) => wishlists.removeFavorite(token, favoriteId, entry.itemId)),
      );
    },

    /** The share id of the shopper's list (made on first share); a list must exist first. */
    async share(): Promise<string> {
      const list = await favorites({ count: 1 });
      const favoriteId = list.favoriteId;
      if (!favoriteId || list.total === 0)
        throw new HttpError(409, 'FAV409', 'Add a favorite before sharing the list');
      const { shareId } = await session.withToken((token) => wishlists.share(token, favoriteId));
      return shareId;
    },

    /** A cart line moves to saved for later; the cart answers without it. */
    async saveCartLine(itemId: string): Promise<{ cart: Cart; saveForLater: SavedForLater }> {
      if (!session.basketId) throw cartMissing();
      // The cart and list ids of the session the call runs as (a new guest after a refused
      // renewal has neither the member's cart nor list: see `addFavorite`).
      const moved = await session.withToken(async (token) => {
        const { basketId, saveForLaterId } = session;
        if (!basketId) throw cartMissing();
        return wishlists.moveToSaved(token, basketId, {
          itemId,
          ...(saveForLaterId ? { saveForLaterId } : {}),
        });
      });
      return { cart: moved.cart, saveForLater: keepSaved(moved.saveForLater) };
    },

    /**
     * Back to the cart (spec: "add to cart + delete"). The entry is found first, so a move of an
     * item that is not there, or a body that is not that entry, writes nothing. Then the delete
     * goes first: it is the claim, which only one of two moves racing for the entry wins, so the
     * cart never gets it twice. Should the add then be refused, the entry is saved again.
     */
    async moveToCart(itemId: string, item: { productId: string; qty: number }) {
      const { list, entry } = await savedEntry(itemId);
      if (entry.productId !== item.productId || entry.qty !== item.qty)
        throw new HttpError(400, 'API400', 'This is not the saved item: reload the list and try again');
      if (!entry.available) throw new HttpError(409, 'INV700', messageForError('INV700'));
      const saveForLater = keepSaved(
        await session.withToken((token) => wishlists.removeSaved(token, list, itemId)),
      );
      try {
        return { cart: await cart.addItem({ productId: entry.productId, qty: entry.qty }), saveForLater };
      } catch (error) {
        await session
          .withToken((token) =>
            wishlists.saveProduct(token, {
              productId: entry.productId,
              qty: entry.qty,
              saveForLaterId: list,
            }),
          )
          .catch((restore: unknown) =>
            log.error('a saved item left the list but not for the cart', {
              error: String(restore),
              productId: entry.productId,
            }),
          );
        throw error;
      }
    },

    async removeSaved(itemId: string): Promise<SavedForLater> {
      return keepSaved(await withSavedList((token, list) => wishlists.removeSaved(token, list, itemId)));
    },
  };
};
export type ListsService = ReturnType<typeof createListsService>;

/**
 * An in-store session blocks favorites and saved for later (commerce spec section 6): every call
 * refuses (AUT450), so a page that reads a list softly renders without it and a write is refused.
 */
const blockedInStore = (service: ListsService): ListsService => {
  const refuse = () =>
    Promise.reject(
      new HttpError(403, 'AUT450', 'Favorites and saved for later are not available in an in-store session'),
    );
  const blocked = { ...service };
  // Every method answers a promise, so each may be the refusal.
  for (const name of Object.keys(service) as (keyof ListsService)[]) blocked[name] = refuse as never;
  return blocked;
};

/** The lists of this request's session, as every route that reads or changes them builds them. */
export const listsOf = (c: Context<AppEnv>): ListsService => {
  const service = createListsService(c.get('session'), c.get('upstream'), c.get('cart'), c.get('log'));
  return c.get('inStore').active ? blockedInStore(service) : service;
};
