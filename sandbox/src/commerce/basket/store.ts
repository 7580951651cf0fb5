/**
 * The basket's own tables in its Durable Object's SQLite: the header, the paid lines, the gift with
 * purchase's bonus line (a table of its own, so it never merges with a paid line of the same sku)
 * and the applied coupons. The other concerns keep their stores beside it (checkout, delivery,
 * tenders, adjustments, holds); `Basket` decides, these only read and write.
 */
import type { Currency } from '../../../../shared/contract/common';
import type { GiftOption } from '../../../../shared/contract/giftcustoms';
import type { ErrorPayload } from '../../errors';
import type { SkuInfo } from '../catalog';
import {
  insertSpecialLine,
  migrateLineTable,
  type SpecialColumns,
  type SpecialLine,
  setLineGiftOption,
} from '../giftcustoms';
import { COUPONS, type Coupon } from '../promotions';

export type Header = { id: string; owner: string; currency: Currency; country: string; locale: string };

export type Line = {
  id: string;
  sku: string;
  product_id: string;
  color_id: string;
  name: string;
  color: string;
  size: string;
  upc: string;
  slug: string;
  qty: number;
  stock: number;
  current: number;
  original: number;
  position: number;
  product_type: string;
} & SpecialColumns;

export type BonusLine = Omit<Line, 'position'>;

export const newId = (): string => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

export class BasketStore {
  constructor(
    private readonly sql: SqlStorage,
    storage: DurableObjectStorage,
  ) {
    sql.exec(`CREATE TABLE IF NOT EXISTS basket (
      id TEXT PRIMARY KEY, owner TEXT NOT NULL, currency TEXT NOT NULL, country TEXT NOT NULL, locale TEXT NOT NULL,
      created_at TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS line (
      id TEXT PRIMARY KEY, sku TEXT NOT NULL, product_id TEXT NOT NULL, color_id TEXT NOT NULL, name TEXT NOT NULL,
      color TEXT NOT NULL, size TEXT NOT NULL, upc TEXT NOT NULL, slug TEXT NOT NULL, qty INTEGER NOT NULL,
      stock INTEGER NOT NULL, current INTEGER NOT NULL, original INTEGER NOT NULL, position INTEGER NOT NULL)`);
    // Baskets created before promotions existed get the product type column (for product promotions).
    const columns = sql.exec<{ name: string }>('PRAGMA table_info(line)').toArray();
    if (!columns.some((c) => c.name === 'product_type'))
      sql.exec("ALTER TABLE line ADD COLUMN product_type TEXT NOT NULL DEFAULT ''");
    // Gift card and customs lines (several lines per sku, their own columns): sku is no longer unique.
    storage.transactionSync(() => migrateLineTable(sql));
    sql.exec(`CREATE TABLE IF NOT EXISTS bonus_line (
      id TEXT PRIMARY KEY, sku TEXT NOT NULL UNIQUE, product_id TEXT NOT NULL, color_id TEXT NOT NULL, name TEXT NOT NULL,
      color TEXT NOT NULL, size TEXT NOT NULL, upc TEXT NOT NULL, slug TEXT NOT NULL, qty INTEGER NOT NULL,
      stock INTEGER NOT NULL, current INTEGER NOT NULL, original INTEGER NOT NULL, product_type TEXT NOT NULL)`);
    sql.exec(
      'CREATE TABLE IF NOT EXISTS coupon (id TEXT PRIMARY KEY, code TEXT NOT NULL UNIQUE, position INTEGER NOT NULL)',
    );
    // The guest baskets merged into this one at sign-in (`merge.ts`): each merges once.
    sql.exec('CREATE TABLE IF NOT EXISTS merged_from (basket_id TEXT PRIMARY KEY, at TEXT NOT NULL)');
  }

  /** A guest basket handed to the member who signed in (`merge.ts`). */
  setOwner(owner: string): void {
    this.sql.exec('UPDATE basket SET owner = ?', owner);
  }

  hasMerged(basketId: string): boolean {
    return this.sql.exec('SELECT 1 FROM merged_from WHERE basket_id = ?', basketId).toArray().length > 0;
  }

  recordMerged(basketId: string): void {
    this.sql.exec(
      'INSERT INTO merged_from (basket_id, at) VALUES (?, ?)',
      basketId,
      new Date().toISOString(),
    );
  }

  header(): Header | undefined {
    return this.sql
      .exec<Header>('SELECT id, owner, currency, country, locale FROM basket LIMIT 1')
      .toArray()[0];
  }

  createHeader(header: Header): void {
    this.sql.exec(
      'INSERT INTO basket (id, owner, currency, country, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      header.id,
      header.owner,
      header.currency,
      header.country,
      header.locale,
      new Date().toISOString(),
    );
  }

  lines(): Line[] {
    return this.sql.exec<Line>('SELECT * FROM line ORDER BY position').toArray();
  }

  /**
   * Writes an add: `wanted` plain quantities per sku (the line of `existing` updated with the
   * catalogue's facts, else a new line), then the special lines, each after the last position.
   */
  writeAdd(
    wanted: Map<string, number>,
    existing: Map<string, Line>,
    skus: Map<string, SkuInfo>,
    special: SpecialLine[],
  ): void {
    let position = this.lines().reduce((max, l) => Math.max(max, l.position), -1);
    for (const [sku, qty] of wanted) {
      const info = skus.get(sku)!;
      const line = existing.get(sku);
      if (line) {
        this.sql.exec(
          'UPDATE line SET qty = ?, stock = ?, current = ?, original = ?, name = ?, product_type = ? WHERE id = ?',
          qty,
          info.stock,
          info.current,
          info.original,
          info.name,
          info.productType,
          line.id,
        );
      } else {
        position += 1;
        this.sql.exec(
          `INSERT INTO line (id, sku, product_id, color_id, name, color, size, upc, slug, qty, stock, current, original, position, product_type)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          newId(),
          sku,
          info.productId,
          info.colorId,
          info.name,
          info.colorName,
          info.size,
          info.upc,
          info.slug,
          qty,
          info.stock,
          info.current,
          info.original,
          position,
          info.productType,
        );
      }
    }
    for (const line of special) insertSpecialLine(this.sql, newId(), line, ++position);
  }

  setQuantity(lineId: string, qty: number, stock: number): void {
    this.sql.exec('UPDATE line SET qty = ?, stock = ? WHERE id = ?', qty, stock, lineId);
  }

  setStock(lineId: string, stock: number): void {
    this.sql.exec('UPDATE line SET stock = ? WHERE id = ?', stock, lineId);
  }

  setPrice(lineId: string, current: number, original: number): void {
    this.sql.exec('UPDATE line SET current = ?, original = ? WHERE id = ?', current, original, lineId);
  }

  /** A gift card line's new recipient and message; the error for any other line, else null. */
  setGiftOption(itemId: string, giftOption: GiftOption): ErrorPayload | null {
    return setLineGiftOption(this.sql, this.lines(), itemId, giftOption);
  }

  removeLine(lineId: string): void {
    this.sql.exec('DELETE FROM line WHERE id = ?', lineId);
  }

  bonusLines(): BonusLine[] {
    return this.sql.exec<BonusLine>('SELECT * FROM bonus_line ORDER BY id').toArray();
  }

  isBonus(itemId: string): boolean {
    return this.sql.exec('SELECT 1 FROM bonus_line WHERE id = ?', itemId).toArray().length > 0;
  }

  addBonus(gift: SkuInfo): void {
    this.sql.exec(
      `INSERT INTO bonus_line (id, sku, product_id, color_id, name, color, size, upc, slug, qty, stock, current, original, product_type)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, 0, ?, ?)`,
      `gwp${newId().slice(3)}`,
      gift.sku,
      gift.productId,
      gift.colorId,
      gift.name,
      gift.colorName,
      gift.size,
      gift.upc,
      gift.slug,
      gift.stock,
      gift.original,
      gift.productType,
    );
  }

  clearBonus(): void {
    this.sql.exec('DELETE FROM bonus_line');
  }

  /** The applied coupons in the order they were applied (codes no longer offered are left out). */
  coupons(): { id: string; coupon: Coupon }[] {
    return this.sql
      .exec<{ id: string; code: string }>('SELECT id, code FROM coupon ORDER BY position')
      .toArray()
      .flatMap((row) => {
        const coupon = COUPONS.get(row.code);
        return coupon ? [{ id: row.id, coupon }] : [];
      });
  }

  addCoupon(code: string): void {
    const position = this.sql
      .exec<{ n: number }>('SELECT COALESCE(MAX(position), -1) + 1 AS n FROM coupon')
      .one().n;
    this.sql.exec('INSERT INTO coupon (id, code, position) VALUES (?, ?, ?)', newId(), code, position);
  }

  removeCoupon(code: string): void {
    this.sql.exec('DELETE FROM coupon WHERE code = ?', code);
  }
}
