/**
 * Favorites and saved for later (commerce spec sections 3 and 7, Wishlists and the cart's
 * saveForLater calls). The spec names the fields; the sandbox adds what a page needs to show an
 * entry without one product call per item (`product` on a favorite, name, image and price on a
 * saved line).
 */
import { z } from 'zod';
import { cartSchema } from './cart';
import { currencySchema, moneySchema, productIdSchema, quantitySchema, skuSchema } from './common';
import { productCardSchema } from './product';

/** Page sizes are "from configuration" in the spec; these are the configuration. */
export const FAVORITES_PAGE_SIZE = 12;
export const SAVED_FOR_LATER_PAGE_SIZE = 10;
export const LIST_PAGE_MAX = 100;

/** List and item ids are random (32 hex), so a list cannot be found by counting. */
export const listIdSchema = z.string().regex(/^[a-f0-9]{32}$/, 'List id is not valid');
export const listItemIdSchema = z.string().regex(/^[a-f0-9]{32}$/, 'Item id is not valid');

/** Query of both paged reads; saved for later starts at 0 (spec section 9), favorites too. */
export const listPageQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

/** POST /wishlists/v2/favorites: the spec's add payload (id, qty 1, itemType product, favoriteId). */
export const addFavoriteRequestSchema = z.object({
  id: productIdSchema,
  qty: z.literal(1).default(1),
  itemType: z.literal('product').default('product'),
  favoriteId: listIdSchema.optional(),
});
export type AddFavoriteRequest = z.infer<typeof addFavoriteRequestSchema>;

export const favoriteItemSchema = z.object({
  /** The product id that was added (style or style + colour). */
  id: productIdSchema,
  /** This entry's id in the list (DELETE .../items/{itemId}). */
  itemId: listItemIdSchema,
  /** The product's card; absent when the product left the catalogue. */
  product: productCardSchema.optional(),
  /** The sizes of the favorited colour (or the card's), so the list can add one to the cart. */
  variants: z.array(z.object({ sku: skuSchema, size: z.string(), available: z.boolean() })).optional(),
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

export const favoritesSchema = z.object({
  /** Absent until the shopper's first favorite. */
  favoriteId: listIdSchema.optional(),
  total: z.number().int().min(0),
  start: z.number().int().min(0),
  count: z.number().int().min(1),
  items: z.array(favoriteItemSchema),
  /** Every entry of the list (all pages), so a page marks its hearts, and unmarks one, in one read. */
  entries: z.array(z.object({ id: productIdSchema, itemId: listItemIdSchema })),
});
export type Favorites = z.infer<typeof favoritesSchema>;

/** POST /wishlists/v2/favorites/{favoriteId}/share: the one share id of the list. */
export const favoritesShareSchema = z.object({ favoriteId: listIdSchema, shareId: listIdSchema });
export type FavoritesShare = z.infer<typeof favoritesShareSchema>;

/** GET /wishlists/v2/favorites/{shareId}/share: the shared list, read-only (no list id given away). */
export const sharedFavoritesSchema = favoritesSchema.omit({ favoriteId: true, entries: true }).extend({
  shareId: listIdSchema,
});
export type SharedFavorites = z.infer<typeof sharedFavoritesSchema>;

export const savedItemSchema = z.object({
  itemId: listItemIdSchema,
  /** The variant sku that was saved. */
  productId: skuSchema,
  qty: z.number().int().positive(),
  /** In stock and on sale online now. */
  available: z.boolean(),
  pageUrl: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  image: z.string(),
  price: z.object({ current: moneySchema, original: moneySchema, currency: currencySchema }).optional(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

export const savedForLaterSchema = z.object({
  saveForLaterId: listIdSchema.optional(),
  total: z.number().int().min(0),
  start: z.number().int().min(0),
  count: z.number().int().min(1),
  items: z.array(savedItemSchema),
});
export type SavedForLater = z.infer<typeof savedForLaterSchema>;

/** PUT /cart/v2/saveForLater: save a variant. */
export const saveProductRequestSchema = z.object({
  productId: skuSchema,
  qty: z.number().int().min(1).max(99).default(1),
  saveForLaterId: listIdSchema.optional(),
});
export type SaveProductRequest = z.infer<typeof saveProductRequestSchema>;

/** POST /cart/v2/cart/{basketId}/saveForLater: move a cart line to saved for later. */
export const moveToSavedRequestSchema = z.object({
  itemId: z.string().min(1).max(64),
  saveForLaterId: listIdSchema.optional(),
});
export type MoveToSavedRequest = z.infer<typeof moveToSavedRequestSchema>;

export const moveToSavedResponseSchema = z.object({ cart: cartSchema, saveForLater: savedForLaterSchema });
export type MoveToSavedResponse = z.infer<typeof moveToSavedResponseSchema>;

// ---- The storefront's own BFF (/api/favorites, /api/saved-for-later): islands and forms. ----

/** PUT|DELETE /api/favorites/products/{productId} (and the form: POST with `_action`). */
export const favoriteFormSchema = z.object({ _action: z.enum(['add', 'remove']) });
export const favoriteParamSchema = z.object({ productId: productIdSchema });

export const favoritesResponseSchema = z.object({ favorites: favoritesSchema });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** POST /api/favorites/share: the link anyone can open, read-only. */
export const shareResponseSchema = z.object({ shareId: listIdSchema, url: z.string() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** POST /api/saved-for-later/items/{itemId}/move-to-cart: what to add back (the list's line). */
export const moveToCartBodySchema = z.object({
  productId: skuSchema,
  qty: quantitySchema(99).default(1),
});
export type MoveToCartBody = z.infer<typeof moveToCartBodySchema>;

/** Every saved-for-later BFF answer: the list's first page and, when a line moved, the cart. */
export const savedResponseSchema = z.object({
  saveForLater: savedForLaterSchema,
  cart: cartSchema.nullable(),
});
export type SavedResponse = z.infer<typeof savedResponseSchema>;
