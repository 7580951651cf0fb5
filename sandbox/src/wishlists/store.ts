/**
 * The lists' rows in D1 (migration 0016): find or make a shopper's list of a kind, add (one item per
 * product), remove, read a page. Every read and write names the owner, so a list id or item id of
 * another shopper is simply not found.
 */
import type { Shopper } from '../auth/shopper';
import { SandboxError } from '../errors';

export type ListKind = 'favorites' | 'saveForLater';

export type ListRow = { id: string; owner: string; owner_type: string; share_id: string | null };
export type ItemRow = { id: string; product_id: string; qty: number };

export const randomId = (): string => crypto.randomUUID().replace(/-/g, '');

export const listNotFound = (kind: ListKind) =>
  new SandboxError(
    404,
    'API404',
    kind === 'favorites' ? 'Favorites list not found' : 'Saved for later list not found',
  );

export const itemNotFound = () => new SandboxError(404, 'API404', 'Item not found in the list');

export const ownList = (db: D1Database, owner: string, kind: ListKind): Promise<ListRow | null> =>
  db
    .prepare('SELECT id, owner, owner_type, share_id FROM wishlists WHERE owner = ? AND kind = ?')
    .bind(owner, kind)
    .first<ListRow>();

/**
 * The shopper's list of a kind, made on first use. A `listId` the caller names must be that list:
 * another shopper's id (or one never issued) is a 404 and nothing is made.
 */
export const ensureList = async (
  db: D1Database,
  shopper: Shopper,
  kind: ListKind,
  listId?: string,
): Promise<ListRow> => {
  // INSERT OR IGNORE against UNIQUE (owner, kind): two first adds at once agree on one list.
  await db
    .prepare(
      'INSERT OR IGNORE INTO wishlists (id, kind, owner, owner_type, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(randomId(), kind, shopper.consumerNo, shopper.consumerType, new Date().toISOString())
    .run();
  const list = await ownList(db, shopper.consumerNo, kind);
  if (!list || (listId !== undefined && list.id !== listId)) throw listNotFound(kind);
  return list;
};

/** The shopper's list when `listId` is theirs; otherwise a 404. */
export const requireOwnList = async (
  db: D1Database,
  owner: string,
  kind: ListKind,
  listId: string,
): Promise<ListRow> => {
  const list = await ownList(db, owner, kind);
  if (!list || list.id !== listId) throw listNotFound(kind);
  return list;
};

/**
 * Adds a product once: a second add of the same product keeps the one item, with the larger of the
 * two quantities (so a retried save never adds up).
 */
export const addItemStatement = (db: D1Database, listId: string, productId: string, qty: number) =>
  db
    .prepare(
      `INSERT INTO wishlist_items (id, list_id, product_id, qty, added_at, seq)
       VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM wishlist_items WHERE list_id = ?))
       ON CONFLICT (list_id, product_id) DO UPDATE SET qty = MAX(qty, excluded.qty)`,
    )
    .bind(randomId(), listId, productId, qty, new Date().toISOString(), listId);

export const removeItem = async (db: D1Database, listId: string, itemId: string): Promise<void> => {
  const result = await db
    .prepare('DELETE FROM wishlist_items WHERE list_id = ? AND id = ?')
    .bind(listId, itemId)
    .run();
  if (result.meta.changes === 0) throw itemNotFound();
};

/** One page, newest first, and the list's total. */
export const readPage = async (
  db: D1Database,
  listId: string | undefined,
  start: number,
  count: number,
): Promise<{ total: number; rows: ItemRow[] }> => {
  if (!listId) return { total: 0, rows: [] };
  const [total, rows] = await db.batch([
    db.prepare('SELECT COUNT(*) AS n FROM wishlist_items WHERE list_id = ?').bind(listId),
    db
      .prepare(
        'SELECT id, product_id, qty FROM wishlist_items WHERE list_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?',
      )
      .bind(listId, count, start),
  ]);
  return {
    total: ((total?.results ?? []) as { n: number }[])[0]?.n ?? 0,
    rows: (rows?.results ?? []) as ItemRow[],
  };
};

export const entriesOf = async (
  db: D1Database,
  listId: string | undefined,
): Promise<{ id: string; itemId: string }[]> => {
  if (!listId) return [];
  const { results } = await db
    .prepare('SELECT product_id AS id, id AS itemId FROM wishlist_items WHERE list_id = ? ORDER BY seq DESC')
    .bind(listId)
    .all<{ id: string; itemId: string }>();
  return results;
};
