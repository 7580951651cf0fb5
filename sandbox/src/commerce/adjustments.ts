/**
 * Associate price adjustments (commerce spec section 7: `.../price_adjustments`): manual discounts
 * an in-store associate gives on one line (`itemId`) or on the order. Kept in the basket's SQLite
 * (`AdjustmentStore`); applied by `computeTotals` after the promotions (`applyAdjustments`), so
 * they are part of `promotionDiscount` and `totalDiscount`, never take a line or the order below 0,
 * and tax is computed on what is left to pay. Gift cards (money) and gift lines are never adjusted.
 * Refusals are PRC400 (bad value, unknown or non-adjustable item, not an associate of the store).
 */
import type { Associate, PriceAdjustment, PriceAdjustmentType } from '../../../shared/contract/adjustments';
import type { ErrorPayload } from '../errors';

export type StoredAdjustment = {
  id: string;
  itemId?: string;
  type: PriceAdjustmentType;
  value: number;
  reasonCode: string;
  storeId: string;
  storeEmployeeId: string;
};

/** What the totals need of an adjustment. */
export type AdjustmentInput = Pick<StoredAdjustment, 'id' | 'itemId' | 'type' | 'value' | 'reasonCode'>;

export const ADJUSTMENT_PROMOTION_PREFIX = 'ADJ-';
export const ADJUSTMENT_NAME = 'Price adjustment';
/** An AMOUNT adjustment above this (minor units) is surely a typo. */
export const MAX_ADJUSTMENT_AMOUNT = 10_000_000;

export const prc400 = (message: string, details?: Record<string, unknown>): ErrorPayload => ({
  status: 400,
  errorId: 'PRC400',
  message,
  ...(details ? { details } : {}),
});

/** PRC400 for a value the type does not allow, else null. */
export const adjustmentValueProblem = (type: PriceAdjustmentType, value: number): ErrorPayload | null => {
  if (!Number.isFinite(value) || value <= 0)
    return prc400('The adjustment value must be more than 0', { field: 'value' });
  if (type === 'AMOUNT' && (!Number.isInteger(value) || value > MAX_ADJUSTMENT_AMOUNT))
    return prc400('An AMOUNT adjustment is a whole number of minor units', { field: 'value' });
  if (type === 'PERCENTAGE') {
    const tenths = value * 10;
    if (value > 100 || Math.abs(tenths - Math.round(tenths)) > 1e-9)
      return prc400('A PERCENTAGE adjustment is more than 0 and at most 100, with one decimal', {
        field: 'value',
      });
  }
  return null;
};

/** Whether the associate works at the store (seeded `store_employees`, migration 0012). */
export const isAssociate = async (db: D1Database, associate: Associate): Promise<boolean> =>
  (await db
    .prepare('SELECT 1 AS ok FROM store_employees WHERE store_id = ? AND employee_id = ?')
    .bind(associate.storeId, associate.storeEmployeeId)
    .first<{ ok: number }>()) !== null;

export type AppliedAdjustments = {
  /** Per line, what the adjustments take off it. */
  perLine: number[];
  /** Per adjustment (input order), the amount applied and its share per line. */
  applied: { adjustment: AdjustmentInput; amount: number; shares: number[] }[];
  total: number;
};

/**
 * Applies line adjustments (on what their line still costs), then order adjustments (spread over
 * what the adjustable lines still cost by `spread`, largest remainder). `remaining` is what each
 * line costs after the promotions; `adjustable` excludes gift cards and gift lines.
 */
export const applyAdjustments = (
  adjustments: readonly AdjustmentInput[],
  lineIds: readonly (string | undefined)[],
  remaining: readonly number[],
  adjustable: readonly boolean[],
  spread: (total: number, weights: readonly number[]) => number[],
): AppliedAdjustments => {
  const left = [...remaining];
  const perLine = remaining.map(() => 0);
  const byAdjustment = new Map<string, { amount: number; shares: number[] }>();
  const cut = (base: number, a: AdjustmentInput) =>
    Math.min(base, a.type === 'AMOUNT' ? a.value : Math.round((base * a.value) / 100));
  const ordered = [...adjustments.filter((a) => a.itemId), ...adjustments.filter((a) => !a.itemId)];
  for (const a of ordered) {
    const shares = remaining.map(() => 0);
    if (a.itemId) {
      const i = lineIds.indexOf(a.itemId);
      if (i >= 0 && adjustable[i]) shares[i] = cut(Math.max(0, left[i]!), a);
    } else {
      const weights = left.map((l, i) => (adjustable[i] ? Math.max(0, l) : 0));
      const room = weights.reduce((x, y) => x + y, 0);
      if (room > 0)
        spread(cut(room, a), weights).forEach((s, i) => {
          shares[i] = s;
        });
    }
    shares.forEach((s, i) => {
      left[i]! -= s;
      perLine[i]! += s;
    });
    byAdjustment.set(a.id, { amount: shares.reduce((x, y) => x + y, 0), shares });
  }
  const applied = adjustments.map((adjustment) => ({ adjustment, ...byAdjustment.get(adjustment.id)! }));
  return { perLine, applied, total: perLine.reduce((x, y) => x + y, 0) };
};

type Row = {
  id: string;
  item_id: string | null;
  type: PriceAdjustmentType;
  value: number;
  reason_code: string;
  store_id: string;
  store_employee_id: string;
};

/** The basket's adjustments, in the order they were given. */
export class AdjustmentStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS price_adjustment (
      id TEXT PRIMARY KEY, item_id TEXT, type TEXT NOT NULL, value REAL NOT NULL, reason_code TEXT NOT NULL,
      store_id TEXT NOT NULL, store_employee_id TEXT NOT NULL, position INTEGER NOT NULL)`);
  }

  list(): StoredAdjustment[] {
    return this.sql
      .exec<Row>('SELECT * FROM price_adjustment ORDER BY position')
      .toArray()
      .map((r) => ({
        id: r.id,
        ...(r.item_id ? { itemId: r.item_id } : {}),
        type: r.type,
        value: r.value,
        reasonCode: r.reason_code,
        storeId: r.store_id,
        storeEmployeeId: r.store_employee_id,
      }));
  }

  find(id: string): StoredAdjustment | undefined {
    return this.list().find((a) => a.id === id);
  }

  add(a: StoredAdjustment): void {
    const position = this.sql
      .exec<{ n: number }>('SELECT COALESCE(MAX(position), -1) + 1 AS n FROM price_adjustment')
      .one().n;
    this.sql.exec(
      'INSERT INTO price_adjustment (id, item_id, type, value, reason_code, store_id, store_employee_id, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      a.id,
      a.itemId ?? null,
      a.type,
      a.value,
      a.reasonCode,
      a.storeId,
      a.storeEmployeeId,
      position,
    );
  }

  update(a: StoredAdjustment): void {
    this.sql.exec(
      'UPDATE price_adjustment SET type = ?, value = ?, reason_code = ?, store_id = ?, store_employee_id = ? WHERE id = ?',
      a.type,
      a.value,
      a.reasonCode,
      a.storeId,
      a.storeEmployeeId,
      a.id,
    );
  }

  remove(id: string): void {
    this.sql.exec('DELETE FROM price_adjustment WHERE id = ?', id);
  }

  /** A removed line takes its adjustments with it. */
  dropMissingLines(lineIds: ReadonlySet<string>): void {
    for (const a of this.list()) if (a.itemId && !lineIds.has(a.itemId)) this.remove(a.id);
  }
}

/** The cart's `priceAdjustments`: each stored adjustment with the amount it takes off now. */
export const adjustmentsOf = (
  stored: readonly StoredAdjustment[],
  amounts: ReadonlyMap<string, number>,
): PriceAdjustment[] => stored.map((a) => ({ ...a, amount: amounts.get(a.id) ?? 0 }));
