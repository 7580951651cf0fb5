/**
 * Delivery transitions (spec section 4), decided by `reconcile`, a pure function over catalogue
 * facts read from D1 first (store stock, warehouse stock, which stores exist):
 * - pickup, store closed → home `PickupToSth`; store short of stock → ship to the same store when
 *   the warehouse has it (`PickupToSts`), else home (`PickupToSth`);
 * - ship to store, store closed → home `StsToSth`; warehouse short but the store has it → pickup
 *   there (`StsToPickup`);
 * - home, warehouse short but the favourite store has it → pickup there (`STHToPickup`);
 * - home method express to a region express does not reach → standard (`OrderShippingMethodDowngraded`).
 */
import type { ShippingTransition } from '../../../shared/contract';
import type { Flash } from '../../../shared/contract/cart';
import type { StoreRow } from '../../seed/catalog';
import type { LineDelivery } from './shipments';

/** What `reconcile` needs from D1: stores that exist, their stock of the skus, warehouse stock. */
export type DeliveryFacts = {
  stores: Map<string, StoreRow>;
  /** `${storeId}|${sku}` → units in that store. */
  storeStock: Map<string, number>;
  /** sku → units in the warehouse (online stock). */
  warehouse: Map<string, number>;
};

export const stockAt = (facts: DeliveryFacts, storeId: string, sku: string): number =>
  facts.storeStock.get(`${storeId}|${sku}`) ?? 0;

export const loadDeliveryFacts = async (
  db: D1Database,
  skus: readonly string[],
  storeIds: readonly string[],
): Promise<DeliveryFacts> => {
  const facts: DeliveryFacts = { stores: new Map(), storeStock: new Map(), warehouse: new Map() };
  const sk = [...new Set(skus)];
  const st = [...new Set(storeIds)];
  if (sk.length === 0 && st.length === 0) return facts;
  const ph = (n: number) => Array.from({ length: n }, () => '?').join(', ');
  const statements: D1PreparedStatement[] = [];
  if (st.length > 0)
    statements.push(db.prepare(`SELECT * FROM stores WHERE id IN (${ph(st.length)})`).bind(...st));
  if (sk.length > 0)
    statements.push(
      db.prepare(`SELECT sku, stock FROM variants WHERE sku IN (${ph(sk.length)})`).bind(...sk),
    );
  if (st.length > 0 && sk.length > 0)
    statements.push(
      db
        .prepare(
          `SELECT store_id, sku, quantity FROM store_inventory WHERE store_id IN (${ph(st.length)}) AND sku IN (${ph(sk.length)})`,
        )
        .bind(...st, ...sk),
    );
  const results = await db.batch(statements);
  let i = 0;
  if (st.length > 0) for (const s of results[i++]!.results as StoreRow[]) facts.stores.set(s.id, s);
  if (sk.length > 0)
    for (const v of results[i++]!.results as { sku: string; stock: number }[])
      facts.warehouse.set(v.sku, v.stock);
  if (st.length > 0 && sk.length > 0) {
    // Every (store, sku) pair is known afterwards: a missing row is 0 units.
    for (const s of st) for (const k of sk) facts.storeStock.set(`${s}|${k}`, 0);
    for (const r of results[i++]!.results as { store_id: string; sku: string; quantity: number }[])
      facts.storeStock.set(`${r.store_id}|${r.sku}`, r.quantity);
  }
  return facts;
};

export type ReconcileLine = { id: string; sku: string; qty: number; delivery: LineDelivery };
export type Move = { lineId: string; to: LineDelivery; transition: ShippingTransition };

const move = (line: ReconcileLine, to: LineDelivery, transition: ShippingTransition): Move => ({
  lineId: line.id,
  to,
  transition,
});

/** The moves the current facts force (see the module comment); lines that are fine do not move. */
export const reconcile = (
  lines: readonly ReconcileLine[],
  facts: DeliveryFacts,
  context: { favStoreId?: string | undefined; pickupAllowed: boolean; country: string },
): Move[] => {
  const moves: Move[] = [];
  for (const line of lines) {
    const { delivery: d, sku, qty } = line;
    const warehouse = facts.warehouse.get(sku) ?? 0;
    if (d.code === 'pickup') {
      const store = d.storeId ? facts.stores.get(d.storeId) : undefined;
      if (!store || !context.pickupAllowed) moves.push(move(line, { code: 'standard' }, 'PickupToSth'));
      else if (stockAt(facts, store.id, sku) < qty)
        moves.push(
          warehouse >= qty
            ? move(line, { code: 'sts', storeId: store.id }, 'PickupToSts')
            : move(line, { code: 'standard' }, 'PickupToSth'),
        );
    } else if (d.code === 'sts') {
      const store = d.storeId ? facts.stores.get(d.storeId) : undefined;
      if (!store) moves.push(move(line, { code: 'standard' }, 'StsToSth'));
      else if (warehouse < qty && context.pickupAllowed && stockAt(facts, store.id, sku) >= qty)
        moves.push(move(line, { code: 'pickup', storeId: store.id }, 'StsToPickup'));
    } else if (d.code === 'standard') {
      const fav = context.favStoreId ? facts.stores.get(context.favStoreId) : undefined;
      if (
        fav &&
        fav.country === context.country &&
        context.pickupAllowed &&
        warehouse < qty &&
        stockAt(facts, fav.id, sku) >= qty
      )
        moves.push(move(line, { code: 'pickup', storeId: fav.id }, 'STHToPickup'));
    }
  }
  return moves;
};

export const flashOf = (m: Move, sku: string, shipmentId: string): Flash => ({
  code: m.transition,
  type: m.transition,
  details: { itemId: m.lineId, sku, shipmentId, ...(m.to.storeId ? { storeId: m.to.storeId } : {}) },
});
