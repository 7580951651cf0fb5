/**
 * POST /cart/v1/cartWithItem: at most one open basket per consumer, as commerce platforms keep it.
 * Which basket that is lives in D1 (`open_baskets`, one row per consumer): concurrent first adds,
 * from any isolate, claim the same id with one insert-or-keep, and the basket's Durable Object
 * serializes the adds themselves. A basket that no longer takes items (it became an order, or is of
 * another currency) is replaced by a compare-and-set, so concurrent callers agree on the next one.
 */
import { type BasketResult, fail } from './core';

const newBasketId = () => crypto.randomUUID().replace(/-/g, '');

/** The consumer's open basket id: `candidate` when there was none. */
async function claim(db: D1Database, consumerNo: string, candidate: string): Promise<string> {
  const now = new Date().toISOString();
  const [, current] = await db.batch<{ basket_id: string }>([
    db
      .prepare(
        'INSERT INTO open_baskets (consumer_no, basket_id, updated_at) VALUES (?, ?, ?) ON CONFLICT (consumer_no) DO NOTHING',
      )
      .bind(consumerNo, candidate, now),
    db.prepare('SELECT basket_id FROM open_baskets WHERE consumer_no = ?').bind(consumerNo),
  ]);
  return current!.results[0]!.basket_id;
}

/** Replaces `closed` with `candidate` unless another caller already replaced it; the id now. */
async function replace(
  db: D1Database,
  consumerNo: string,
  closed: string,
  candidate: string,
): Promise<string> {
  const now = new Date().toISOString();
  const [, current] = await db.batch<{ basket_id: string }>([
    db
      .prepare(
        'UPDATE open_baskets SET basket_id = ?, updated_at = ? WHERE consumer_no = ? AND basket_id = ?',
      )
      .bind(candidate, now, consumerNo, closed),
    db.prepare('SELECT basket_id FROM open_baskets WHERE consumer_no = ?').bind(consumerNo),
  ]);
  return current!.results[0]!.basket_id;
}

/** A basket made by POST /cart/v1/cart becomes the consumer's open one: the newest is the one. */
export async function adopt(db: D1Database, consumerNo: string, basketId: string): Promise<void> {
  await db
    .prepare(
      'INSERT INTO open_baskets (consumer_no, basket_id, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT (consumer_no) DO UPDATE SET basket_id = ?2, updated_at = ?3',
    )
    .bind(consumerNo, basketId, new Date().toISOString())
    .run();
}

/**
 * Runs `addTo` on the consumer's open basket. `addTo` answers null when that basket no longer takes
 * items: the next one is claimed and tried (a basket just made takes them, so a few tries suffice).
 */
export async function withOpenBasket(
  db: D1Database,
  consumerNo: string,
  addTo: (basketId: string) => Promise<BasketResult | null>,
): Promise<BasketResult> {
  let basketId = await claim(db, consumerNo, newBasketId());
  for (let tries = 0; tries < 3; tries++) {
    const result = await addTo(basketId);
    if (result) return result;
    basketId = await replace(db, consumerNo, basketId, newBasketId());
  }
  return fail(409, 'ORD409', 'An order is being placed for this cart');
}
