/**
 * Reserve with item (commerce spec section 7: `POST /cart/v1/reserveWithItem`): units held for one
 * basket for `RESERVATION_MINUTES`. The hold takes the units from `variants.stock` at once, in one
 * D1 batch with its `reservations` row (migration 0012), so the `variants_stock_not_negative`
 * trigger refuses a hold of units that are not there (INV701) and racing baskets for the last
 * units get exactly as many holds as there are units.
 *
 * - The basket mirrors its holds in its own SQLite (`HoldStore`) and counts its held units as
 *   its own stock (`credit`), so its lines, maxQty and place-order check see them.
 * - Placing the order consumes the holds in the order's batch (`orders.ts`: the decrement leaves
 *   out the units still HELD for the basket, then they are marked CONSUMED).
 * - The basket's alarm releases expired holds; removing a line or lowering its quantity releases
 *   the units it no longer needs at once. Every release is guarded by `status = 'HELD'` (and the
 *   held qty) in the same batch as the stock increment, so units come back exactly once.
 * - A shopper whose hold expired and whose units are gone gets INV702 at place order.
 */
import { RESERVATION_MINUTES } from '../../../shared/contract/adjustments';
import type { ErrorPayload } from '../errors';
import type { SkuInfo } from './catalog';

export const HOLD_MS = RESERVATION_MINUTES * 60_000;

export type Hold = {
  id: string;
  sku: string;
  qty: number;
  expiresAt: string;
  status: 'held' | 'released' | 'expired';
};

/** The D1 batch that takes `qty` units of `sku` from stock for the basket (trigger: INV409 text). */
export const holdStatements = (
  db: D1Database,
  hold: { id: string; basketId: string; sku: string; qty: number; expiresAt: string; now: string },
): D1PreparedStatement[] => [
  db.prepare('UPDATE variants SET stock = stock - ? WHERE sku = ?').bind(hold.qty, hold.sku),
  db
    .prepare(
      `INSERT INTO reservations (id, basket_id, sku, qty, expires_at, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'HELD', ?, ?)`,
    )
    .bind(hold.id, hold.basketId, hold.sku, hold.qty, hold.expiresAt, hold.now, hold.now),
];

/**
 * Gives `qty` units of a hold back (all of them: the hold becomes RELEASED). Only while it is HELD
 * with at least `qty` units: the increment and the status change are one transaction.
 */
export const releaseStatements = (
  db: D1Database,
  hold: Pick<Hold, 'id' | 'sku'>,
  qty: number,
  now: string,
): D1PreparedStatement[] => [
  db
    .prepare(
      `UPDATE variants SET stock = stock + ?1 WHERE sku = ?2
       AND EXISTS (SELECT 1 FROM reservations WHERE id = ?3 AND status = 'HELD' AND qty >= ?1)`,
    )
    .bind(qty, hold.sku, hold.id),
  db
    .prepare(
      `UPDATE reservations SET qty = qty - ?1, updated_at = ?3,
       status = CASE WHEN qty - ?1 = 0 THEN 'RELEASED' ELSE status END
       WHERE id = ?2 AND status = 'HELD' AND qty >= ?1`,
    )
    .bind(qty, hold.id, now),
];

export const isOversell = (error: unknown): boolean => String(error).includes('INV409');

export const inv701 = (sku: string, qty: number): ErrorPayload => ({
  status: 409,
  errorId: 'INV701',
  message: `Not enough stock left to reserve ${qty} of ${sku}`,
  details: { sku, qty },
});

/** The basket's holds (its own SQLite): what it still holds, and what expired (for INV702). */
export class HoldStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS stock_hold (
      id TEXT PRIMARY KEY, sku TEXT NOT NULL, qty INTEGER NOT NULL, expires_at TEXT NOT NULL, status TEXT NOT NULL)`);
  }

  all(): Hold[] {
    return this.sql
      .exec<{ id: string; sku: string; qty: number; expires_at: string; status: Hold['status'] }>(
        'SELECT * FROM stock_hold ORDER BY expires_at, id',
      )
      .toArray()
      .map((r) => ({ id: r.id, sku: r.sku, qty: r.qty, expiresAt: r.expires_at, status: r.status }));
  }

  held(): Hold[] {
    return this.all().filter((h) => h.status === 'held');
  }

  heldQty(sku: string): number {
    return this.held()
      .filter((h) => h.sku === sku)
      .reduce((a, h) => a + h.qty, 0);
  }

  add(hold: Omit<Hold, 'status'>): void {
    this.sql.exec(
      "INSERT INTO stock_hold (id, sku, qty, expires_at, status) VALUES (?, ?, ?, ?, 'held')",
      hold.id,
      hold.sku,
      hold.qty,
      hold.expiresAt,
    );
  }

  /** After a release in D1: fewer units held, or none (`expired` is kept for INV702). */
  released(id: string, qty: number, expired = false): void {
    this.sql.exec(
      'UPDATE stock_hold SET qty = qty - ?, status = CASE WHEN qty - ? <= 0 THEN ? ELSE status END WHERE id = ?',
      qty,
      qty,
      expired ? 'expired' : 'released',
      id,
    );
  }

  /** The order consumed every hold. */
  clear(): void {
    this.sql.exec('DELETE FROM stock_hold');
  }

  /** The earliest expiry still held (the alarm's time), or null. */
  nextExpiry(): number | null {
    const first = this.held()[0];
    return first ? Date.parse(first.expiresAt) : null;
  }

  /** Catalogue stock as this basket sees it: its held units are its own. */
  credit(skus: Map<string, SkuInfo>): Map<string, SkuInfo> {
    for (const [sku, info] of skus) {
      const held = this.heldQty(sku);
      if (held > 0) skus.set(sku, { ...info, stock: info.stock + held });
    }
    return skus;
  }

  /** The same for the delivery facts' warehouse stock (so a held line never moves for lack of it). */
  creditWarehouse<T extends { warehouse: Map<string, number> }>(facts: T): T {
    for (const [sku, stock] of facts.warehouse) {
      const held = this.heldQty(sku);
      if (held > 0) facts.warehouse.set(sku, stock + held);
    }
    return facts;
  }

  /**
   * The units to give back now: per sku, what is held beyond what the lines still want (newest
   * holds first), and with `expiredBefore` every hold that expired.
   */
  excess(
    wanted: ReadonlyMap<string, number>,
    expiredBefore?: number,
  ): { hold: Hold; qty: number; expired: boolean }[] {
    const out: { hold: Hold; qty: number; expired: boolean }[] = [];
    const held = this.held();
    const live = held.filter((h) => {
      if (expiredBefore !== undefined && Date.parse(h.expiresAt) <= expiredBefore) {
        out.push({ hold: h, qty: h.qty, expired: true });
        return false;
      }
      return true;
    });
    for (const sku of new Set(live.map((h) => h.sku))) {
      let extra = live.filter((h) => h.sku === sku).reduce((a, h) => a + h.qty, 0) - (wanted.get(sku) ?? 0);
      for (const h of live.filter((x) => x.sku === sku).reverse()) {
        if (extra <= 0) break;
        const qty = Math.min(extra, h.qty);
        out.push({ hold: h, qty, expired: false });
        extra -= qty;
      }
    }
    return out;
  }

  /** INV409 for a sku whose hold expired becomes INV702 (the units were held, and are gone now). */
  relabel(error: ErrorPayload): ErrorPayload {
    const sku = (error.details as { sku?: unknown } | undefined)?.sku;
    if (error.errorId !== 'INV409' || typeof sku !== 'string') return error;
    const expired = this.all().some((h) => h.sku === sku && h.status === 'expired');
    if (!expired || this.heldQty(sku) > 0) return error;
    return {
      ...error,
      errorId: 'INV702',
      message: 'The reservation for an item expired and not enough stock is left',
    };
  }
}

/**
 * The order's stock decrement for one line: its qty less what the basket still holds of the sku
 * (read in the same batch, so a hold released meanwhile is counted as stock to take again).
 * Several lines of one sku (gift cards, customs) each subtract their share, never below 0.
 */
export const heldDecrement = (db: D1Database, basketId: string, sku: string, qty: number) =>
  db
    .prepare(
      `UPDATE variants SET stock = stock - MAX(0, ?1 - COALESCE((SELECT SUM(qty) FROM reservations
         WHERE basket_id = ?2 AND sku = ?3 AND status = 'HELD'), 0)) WHERE sku = ?3`,
    )
    .bind(qty, basketId, sku);

/** Marks the basket's holds consumed (after the decrements of the same batch). */
export const consumeHolds = (db: D1Database, basketId: string, now: string) =>
  db
    .prepare(
      "UPDATE reservations SET status = 'CONSUMED', updated_at = ? WHERE basket_id = ? AND status = 'HELD'",
    )
    .bind(now, basketId);
