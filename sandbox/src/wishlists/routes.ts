/**
 * Favorites and saved for later (commerce spec section 7, Wishlists, and the cart's saveForLater
 * calls). Guests and members alike: a list belongs to the token's consumerNo, made on first add.
 *
 * | call                                                     | answer                                      |
 * |----------------------------------------------------------|---------------------------------------------|
 * | GET /wishlists/v2/favorites?start&count                  | the shopper's favorites page                |
 * | POST /wishlists/v2/favorites {id, qty, itemType, favId?} | the list after the add (same product: once) |
 * | DELETE /wishlists/v2/favorites/{favoriteId}/items/{id}   | the list after the removal                  |
 * | POST /wishlists/v2/favorites/{favoriteId}/share          | { favoriteId, shareId } (same id each time) |
 * | GET /wishlists/v2/favorites/{shareId}/share (no bearer)  | the shared list, read-only                  |
 * | GET /wishlists/v2/saveForLater?start&count               | the shopper's saved-for-later page          |
 * | PUT /cart/v2/saveForLater {productId, qty, saveForLaterId?} | the list after saving a variant          |
 * | POST /cart/v2/cart/{basketId}/saveForLater {itemId}      | { cart, saveForLater }: the line moved      |
 * | DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{id} | the list after the removal                  |
 *
 * Another shopper's list id or item id is a 404 (its existence is not confirmed); the share id is
 * the only way to read someone else's list, and it reads only.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Currency } from '../../../shared/contract/common';
import {
  addFavoriteRequestSchema,
  FAVORITES_PAGE_SIZE,
  type Favorites,
  type FavoritesShare,
  listIdSchema,
  listItemIdSchema,
  listPageQuerySchema,
  moveToSavedRequestSchema,
  SAVED_FOR_LATER_PAGE_SIZE,
  type SavedForLater,
  type SharedFavorites,
  saveProductRequestSchema,
} from '../../../shared/contract/wishlists';
import { requireShopper } from '../auth/middleware';
import type { Shopper } from '../auth/shopper';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { localeFor, siteFromHeader } from '../site';
import { moveCartLine } from './move';
import {
  addItemStatement,
  ensureList,
  entriesOf,
  type ListRow,
  listNotFound,
  ownList,
  readPage,
  removeItem,
  requireOwnList,
} from './store';
import { favoriteItems, savedItems } from './views';

const noStore = { 'Cache-Control': 'private, no-store' };

type Where = { db: D1Database; currency: Currency; locale: string };

const whereOf = (c: {
  env: AppEnv['Bindings'];
  req: { header(n: string): string | undefined; query(n: string): string | undefined };
}): Where => {
  const site = siteFromHeader(c.req.header('siteId'));
  return { db: c.env.DB, currency: site.currency, locale: localeFor(site, c.req.query('locale')) };
};

export const favoritesPage = async (
  where: Where,
  list: Pick<ListRow, 'id'> | null,
  start = 0,
  count = FAVORITES_PAGE_SIZE,
): Promise<Favorites> => {
  const [{ total, rows }, entries] = await Promise.all([
    readPage(where.db, list?.id, start, count),
    entriesOf(where.db, list?.id),
  ]);
  return {
    ...(list ? { favoriteId: list.id } : {}),
    total,
    start,
    count,
    items: await favoriteItems(where.db, rows, where.currency, where.locale),
    entries,
  };
};

export const savedPage = async (
  where: Where,
  list: Pick<ListRow, 'id'> | null,
  start = 0,
  count = SAVED_FOR_LATER_PAGE_SIZE,
): Promise<SavedForLater> => {
  const { total, rows } = await readPage(where.db, list?.id, start, count);
  return {
    ...(list ? { saveForLaterId: list.id } : {}),
    total,
    start,
    count,
    items: await savedItems(where.db, rows, where.currency, where.locale),
  };
};

const itemParams = z.object({ listId: listIdSchema, itemId: listItemIdSchema });
const shopperOf = (c: { var: { shopper: Shopper } }) => c.var.shopper;

export const wishlistRoutes = new Hono<AppEnv>()
  .get('/wishlists/v2/favorites', requireShopper, validate('query', listPageQuerySchema), async (c) => {
    const { start, count } = c.req.valid('query');
    const list = await ownList(c.env.DB, shopperOf(c).consumerNo, 'favorites');
    return c.json(await favoritesPage(whereOf(c), list, start, count), 200, noStore);
  })
  .post('/wishlists/v2/favorites', requireShopper, validate('json', addFavoriteRequestSchema), async (c) => {
    const { id, favoriteId } = c.req.valid('json');
    const list = await ensureList(c.env.DB, shopperOf(c), 'favorites', favoriteId);
    await addItemStatement(c.env.DB, list.id, id, 1).run();
    return c.json(await favoritesPage(whereOf(c), list), 200, noStore);
  })
  .delete(
    '/wishlists/v2/favorites/:listId/items/:itemId',
    requireShopper,
    validate('param', itemParams),
    async (c) => {
      const { listId, itemId } = c.req.valid('param');
      const list = await requireOwnList(c.env.DB, shopperOf(c).consumerNo, 'favorites', listId);
      await removeItem(c.env.DB, list.id, itemId);
      return c.json(await favoritesPage(whereOf(c), list), 200, noStore);
    },
  )
  .post(
    '/wishlists/v2/favorites/:listId/share',
    requireShopper,
    validate('param', z.object({ listId: listIdSchema })),
    async (c) => {
      const { listId } = c.req.valid('param');
      const list = await requireOwnList(c.env.DB, shopperOf(c).consumerNo, 'favorites', listId);
      // One share id per list: COALESCE keeps the first, so two clicks give the same link.
      await c.env.DB.prepare('UPDATE wishlists SET share_id = COALESCE(share_id, ?) WHERE id = ?')
        .bind(crypto.randomUUID().replace(/-/g, ''), list.id)
        .run();
      const shared = await requireOwnList(c.env.DB, shopperOf(c).consumerNo, 'favorites', listId);
      return c.json(
        { favoriteId: list.id, shareId: shared.share_id! } satisfies FavoritesShare,
        200,
        noStore,
      );
    },
  )
  .get(
    '/wishlists/v2/favorites/:listId/share',
    validate('param', z.object({ listId: listIdSchema })),
    validate('query', listPageQuerySchema),
    async (c) => {
      const shareId = c.req.valid('param').listId;
      const { start, count } = c.req.valid('query');
      const list = await c.env.DB.prepare(
        "SELECT id FROM wishlists WHERE share_id = ? AND kind = 'favorites'",
      )
        .bind(shareId)
        .first<{ id: string }>();
      if (!list) throw listNotFound('favorites');
      const where = whereOf(c);
      const size = count ?? FAVORITES_PAGE_SIZE;
      const { total, rows } = await readPage(where.db, list.id, start, size);
      const items = await favoriteItems(where.db, rows, where.currency, where.locale);
      return c.json({ shareId, total, start, count: size, items } satisfies SharedFavorites, 200, noStore);
    },
  )
  .get('/wishlists/v2/saveForLater', requireShopper, validate('query', listPageQuerySchema), async (c) => {
    const { start, count } = c.req.valid('query');
    const list = await ownList(c.env.DB, shopperOf(c).consumerNo, 'saveForLater');
    return c.json(await savedPage(whereOf(c), list, start, count), 200, noStore);
  })
  .put('/cart/v2/saveForLater', requireShopper, validate('json', saveProductRequestSchema), async (c) => {
    const { productId, qty, saveForLaterId } = c.req.valid('json');
    const known = await c.env.DB.prepare('SELECT 1 FROM variants WHERE sku = ?').bind(productId).first();
    if (!known) throw new SandboxError(404, 'API404', `Product ${productId} not found`);
    const list = await ensureList(c.env.DB, shopperOf(c), 'saveForLater', saveForLaterId);
    await addItemStatement(c.env.DB, list.id, productId, qty).run();
    return c.json(await savedPage(whereOf(c), list), 200, noStore);
  })
  .post(
    '/cart/v2/cart/:basketId/saveForLater',
    requireShopper,
    validate('param', z.object({ basketId: z.string() })),
    validate('json', moveToSavedRequestSchema),
    async (c) => {
      const { itemId, saveForLaterId } = c.req.valid('json');
      const shopper = shopperOf(c);
      const list = await ensureList(c.env.DB, shopper, 'saveForLater', saveForLaterId);
      const cart = await moveCartLine(
        c.env,
        shopper.consumerNo,
        c.req.valid('param').basketId,
        itemId,
        list.id,
      );
      return c.json({ cart, saveForLater: await savedPage(whereOf(c), list) }, 200, noStore);
    },
  )
  .delete(
    '/cart/v2/saveForLater/:listId/items/:itemId',
    requireShopper,
    validate('param', itemParams),
    async (c) => {
      const { listId, itemId } = c.req.valid('param');
      const list = await requireOwnList(c.env.DB, shopperOf(c).consumerNo, 'saveForLater', listId);
      await removeItem(c.env.DB, list.id, itemId);
      return c.json(await savedPage(whereOf(c), list), 200, noStore);
    },
  );
