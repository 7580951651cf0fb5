/**
 * Favorites and saved for later (spec section 7, Wishlists, and the cart's saveForLater calls).
 * Personal: never cached, always with the shopper's token, except the shared list, which the
 * share id alone opens (read-only).
 */
import {
  type AddFavoriteRequest,
  type Favorites,
  type FavoritesShare,
  favoritesSchema,
  favoritesShareSchema,
  type MoveToSavedRequest,
  type MoveToSavedResponse,
  moveToSavedResponseSchema,
  type SavedForLater,
  type SaveProductRequest,
  type SharedFavorites,
  savedForLaterSchema,
  sharedFavoritesSchema,
} from '../../../shared/contract/wishlists';
import { type CallContext, call, type UpstreamTarget } from '../http';

export type Page = { start?: number | undefined; count?: number | undefined };

const path = (...segments: string[]) => segments.map(encodeURIComponent).join('/');

export const createWishlistsClient = (target: UpstreamTarget, ctx: CallContext) => ({
  favorites: (token: string, page: Page = {}): Promise<Favorites> =>
    call(target, ctx, { path: '/wishlists/v2/favorites', query: page, token, schema: favoritesSchema }),
  addFavorite: (token: string, body: AddFavoriteRequest): Promise<Favorites> =>
    call(target, ctx, {
      method: 'POST',
      path: '/wishlists/v2/favorites',
      token,
      body,
      schema: favoritesSchema,
    }),
  removeFavorite: (token: string, favoriteId: string, itemId: string): Promise<Favorites> =>
    call(target, ctx, {
      method: 'DELETE',
      path: `/wishlists/v2/favorites/${path(favoriteId)}/items/${path(itemId)}`,
      token,
      schema: favoritesSchema,
    }),
  share: (token: string, favoriteId: string): Promise<FavoritesShare> =>
    call(target, ctx, {
      method: 'POST',
      path: `/wishlists/v2/favorites/${path(favoriteId)}/share`,
      token,
      schema: favoritesShareSchema,
    }),
  /** The list behind a share id: no token, since the link is the grant. */
  shared: (shareId: string, page: Page = {}): Promise<SharedFavorites> =>
    call(target, ctx, {
      path: `/wishlists/v2/favorites/${path(shareId)}/share`,
      query: page,
      schema: sharedFavoritesSchema,
    }),
  savedForLater: (token: string, page: Page = {}): Promise<SavedForLater> =>
    call(target, ctx, {
      path: '/wishlists/v2/saveForLater',
      query: page,
      token,
      schema: savedForLaterSchema,
    }),
  saveProduct: (token: string, body: SaveProductRequest): Promise<SavedForLater> =>
    call(target, ctx, {
      method: 'PUT',
      path: '/cart/v2/saveForLater',
      token,
      body,
      schema: savedForLaterSchema,
    }),
  /** Moves a cart line to saved for later: the cart without it and the list with it. */
  moveToSaved: (token: string, basketId: string, body: MoveToSavedRequest): Promise<MoveToSavedResponse> =>
    call(target, ctx, {
      method: 'POST',
      path: `/cart/v2/cart/${path(basketId)}/saveForLater`,
      token,
      body,
      schema: moveToSavedResponseSchema,
    }),
  removeSaved: (token: string, saveForLaterId: string, itemId: string): Promise<SavedForLater> =>
    call(target, ctx, {
      method: 'DELETE',
      path: `/cart/v2/saveForLater/${path(saveForLaterId)}/items/${path(itemId)}`,
      token,
      schema: savedForLaterSchema,
    }),
});
export type WishlistsClient = ReturnType<typeof createWishlistsClient>;
