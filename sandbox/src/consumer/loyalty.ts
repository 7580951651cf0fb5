/**
 * A member's points ledger in their Consumer object's SQLite. The balance is the sum of the
 * entries; every rule that guards it runs synchronously inside the object, so concurrent calls
 * (two tabs placing, a cancel racing a spend) see each other's writes:
 * - an order earns once (`UNIQUE (kind, ref)` on earned and takenBack entries);
 * - a basket's spend is one row (`spend`): spending again for the same basket answers the same
 *   spend, a spend the balance cannot cover is refused, so points are never spent twice;
 * - taking back never goes below zero (what was already spent stays spent).
 */
import type { PointsEntry, PointsEntryKind } from '../../../shared/contract/loyalty';

const DDL = [
  `CREATE TABLE IF NOT EXISTS points_ledger (seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL,
    ref TEXT NOT NULL, points INTEGER NOT NULL, order_number TEXT, created_at TEXT NOT NULL)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS points_ledger_once ON points_ledger (kind, ref)
    WHERE kind IN ('earned', 'takenBack')`,
  `CREATE TABLE IF NOT EXISTS points_spend (basket_id TEXT PRIMARY KEY, points INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('spent', 'refunded')))`,
  'CREATE TABLE IF NOT EXISTS loyalty_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
];

export type SpendOutcome = 'spent' | 'short';

export class LoyaltyStore {
  constructor(private readonly sql: SqlStorage) {
    for (const statement of DDL) sql.exec(statement);
  }

  balance(): number {
    return this.sql.exec<{ b: number | null }>('SELECT SUM(points) AS b FROM points_ledger').one().b ?? 0;
  }

  private add(kind: PointsEntryKind, ref: string, points: number, orderNumber?: string): void {
    this.sql.exec(
      'INSERT INTO points_ledger (kind, ref, points, order_number, created_at) VALUES (?, ?, ?, ?, ?)',
      kind,
      ref,
      points,
      orderNumber ?? null,
      new Date().toISOString(),
    );
  }

  private has(kind: PointsEntryKind, ref: string): boolean {
    return (
      this.sql.exec('SELECT 1 FROM points_ledger WHERE kind = ? AND ref = ?', kind, ref).toArray().length > 0
    );
  }

  /** Points for a placed order, once; false when it had earned already. */
  earn(orderNumber: string, points: number): boolean {
    if (points <= 0 || this.has('earned', orderNumber)) return false;
    this.add('earned', orderNumber, points, orderNumber);
    return true;
  }

  /** Points customer service adds (no order); each grant is an entry of its own. */
  grant(points: number): void {
    this.add('granted', crypto.randomUUID(), points);
  }

  /**
   * A cancelled or returned order: its earned points go (at most the balance: never negative),
   * once; the points its basket spent come back, once.
   */
  takeBack(orderNumber: string, basketId: string): void {
    const earned =
      this.sql
        .exec<{ p: number }>(
          "SELECT points AS p FROM points_ledger WHERE kind = 'earned' AND ref = ?",
          orderNumber,
        )
        .toArray()[0]?.p ?? 0;
    if (earned > 0 && !this.has('takenBack', orderNumber)) {
      const taken = Math.min(earned, this.balance());
      this.add('takenBack', orderNumber, -taken, orderNumber);
    }
    this.refund(basketId, orderNumber);
  }

  /** Spends `points` for a basket's order: the same spend again is a no-op; a changed one is redone. */
  spend(basketId: string, points: number): SpendOutcome {
    const current = this.sql
      .exec<{ points: number; state: string }>(
        'SELECT points, state FROM points_spend WHERE basket_id = ?',
        basketId,
      )
      .toArray()[0];
    if (current?.state === 'spent' && current.points === points) return 'spent';
    if (current?.state === 'spent') this.refund(basketId);
    if (points > this.balance()) return 'short';
    this.add('spent', basketId, -points);
    this.sql.exec(
      `INSERT INTO points_spend (basket_id, points, state) VALUES (?, ?, 'spent')
       ON CONFLICT (basket_id) DO UPDATE SET points = excluded.points, state = 'spent'`,
      basketId,
      points,
    );
    return 'spent';
  }

  /** Gives a basket's spent points back (its order failed or was cancelled), once. */
  refund(basketId: string, orderNumber?: string): void {
    const current = this.sql
      .exec<{ points: number }>(
        "SELECT points FROM points_spend WHERE basket_id = ? AND state = 'spent'",
        basketId,
      )
      .toArray()[0];
    if (!current) return;
    this.add('refunded', basketId, current.points, orderNumber);
    this.sql.exec("UPDATE points_spend SET state = 'refunded' WHERE basket_id = ?", basketId);
  }

  /** The points a basket has spent and not had back. */
  spentBy(basketId: string): number {
    return (
      this.sql
        .exec<{ points: number }>(
          "SELECT points FROM points_spend WHERE basket_id = ? AND state = 'spent'",
          basketId,
        )
        .toArray()[0]?.points ?? 0
    );
  }

  /** Names the order a basket's spend paid for (the history shows order numbers, not baskets). */
  spendFor(basketId: string, orderNumber: string): void {
    this.sql.exec(
      "UPDATE points_ledger SET order_number = ? WHERE kind = 'spent' AND ref = ? AND order_number IS NULL",
      orderNumber,
      basketId,
    );
  }

  history(limit: number): PointsEntry[] {
    return this.sql
      .exec<{ kind: PointsEntryKind; points: number; order_number: string | null; created_at: string }>(
        'SELECT kind, points, order_number, created_at FROM points_ledger ORDER BY seq DESC LIMIT ?',
        limit,
      )
      .toArray()
      .filter((r) => r.points !== 0)
      .map((r) => ({
        kind: r.kind,
        points: r.points,
        ...(r.order_number ? { orderNumber: r.order_number } : {}),
        createdAt: r.created_at,
      }));
  }

  meta(key: string): string | undefined {
    return this.sql.exec<{ value: string }>('SELECT value FROM loyalty_meta WHERE key = ?', key).toArray()[0]
      ?.value;
  }

  /** Sets `key` unless it is set; answers the value kept. */
  claimMeta(key: string, value: string): string {
    this.sql.exec('INSERT OR IGNORE INTO loyalty_meta (key, value) VALUES (?, ?)', key, value);
    return this.meta(key)!;
  }
}
