/**
 * At sign-in the guest's lists (the `guestObjects` of the Registered token exchange) move into the
 * member's. Each kind in one D1 batch (a transaction): the guest's items are copied into the
 * member's list (a product both hold stays one item) and the guest list is deleted. So a retried
 * exchange finds nothing left to move and changes nothing: the merge is idempotent.
 *
 * Only a guest's list can be merged: a member's list id (or one never issued) passed as a guest
 * object is ignored, so nobody takes over another member's list by naming its id.
 */
import type { Shopper } from '../auth/shopper';
import type { SandboxEnv } from '../env';
import { ensureList, type ListKind } from './store';

export type GuestLists = { favoriteId?: string | undefined; saveForLaterId?: string | undefined };
export type MemberLists = { favoriteId: string; saveForLaterId: string };

const mergeKind = async (
  db: D1Database,
  kind: ListKind,
  guestListId: string | undefined,
  member: Shopper,
) => {
  const target = await ensureList(db, member, kind);
  if (!guestListId) return target.id;
  const guest = await db
    .prepare("SELECT id FROM wishlists WHERE id = ? AND kind = ? AND owner_type = 'GUEST' AND owner <> ?")
    .bind(guestListId, kind, member.consumerNo)
    .first<{ id: string }>();
  if (!guest) return target.id;
  await db.batch([
    // Guest items keep their order, after the member's (seq offset by the member's highest).
    db
      .prepare(
        `INSERT INTO wishlist_items (id, list_id, product_id, qty, added_at, seq)
         SELECT lower(hex(randomblob(16))), ?1, product_id, qty, added_at,
                (SELECT COALESCE(MAX(seq), 0) FROM wishlist_items WHERE list_id = ?1) + seq
         FROM wishlist_items WHERE list_id = ?2 ORDER BY seq
         ON CONFLICT (list_id, product_id) DO UPDATE SET qty = MAX(qty, excluded.qty)`,
      )
      .bind(target.id, guest.id),
    db.prepare('UPDATE saved_cart_lines SET list_id = ? WHERE list_id = ?').bind(target.id, guest.id),
    db.prepare('DELETE FROM wishlist_items WHERE list_id = ?').bind(guest.id),
    db.prepare('DELETE FROM wishlists WHERE id = ?').bind(guest.id),
  ]);
  return target.id;
};

export const mergeGuestLists = async (
  env: Pick<SandboxEnv, 'DB'>,
  guestObjects: GuestLists | undefined,
  memberConsumerNo: string,
): Promise<MemberLists> => {
  const member: Shopper = { consumerNo: memberConsumerNo, consumerType: 'REGISTERED' };
  const [favoriteId, saveForLaterId] = await Promise.all([
    mergeKind(env.DB, 'favorites', guestObjects?.favoriteId, member),
    mergeKind(env.DB, 'saveForLater', guestObjects?.saveForLaterId, member),
  ]);
  return { favoriteId, saveForLaterId };
};
