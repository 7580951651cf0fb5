/**
 * One Durable Object per basket, addressed by `idFromName(basketId)`. Its SQLite storage holds the
 * basket header and the lines; every mutation runs inside the object, so concurrent adds to one
 * basket are serialized and never lose an update. Catalogue facts (names, prices, stock) are read
 * from D1 before the synchronous read-check-write step, so no other request can interleave
 * between reading a line's quantity and writing the new one.
 */
import { DurableObject } from 'cloudflare:workers';
import { DEFAULT_MAX_QTY } from '../../../shared/constants';
import type { Cart, CartItem } from '../../../shared/contract/cart';
import type { Currency } from '../../../shared/contract/common';
import type { SandboxEnv } from '../env';
import type { ErrorPayload } from '../errors';
import { getSkus, productImageUrl, productPath } from './catalog';
import { computeTotals } from './totals';

export type BasketResult = { ok: true; cart: Cart } | { ok: false; error: ErrorPayload };

export type CreateBasket = {
  basketId: string;
  owner: string;
  currency: Currency;
  country: string;
  locale: string;
};

type Header = { id: string; owner: string; currency: Currency; country: string; locale: string };
type Line = {
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
};

const fail = (
  status: ErrorPayload['status'],
  errorId: string,
  message: string,
  details?: Record<string, unknown>,
): BasketResult => ({
  ok: false,
  error: { status, errorId, message, ...(details ? { details } : {}) },
});

export class Basket extends DurableObject<SandboxEnv> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: SandboxEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS basket (
      id TEXT PRIMARY KEY, owner TEXT NOT NULL, currency TEXT NOT NULL, country TEXT NOT NULL, locale TEXT NOT NULL,
      created_at TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS line (
      id TEXT PRIMARY KEY, sku TEXT NOT NULL UNIQUE, product_id TEXT NOT NULL, color_id TEXT NOT NULL, name TEXT NOT NULL,
      color TEXT NOT NULL, size TEXT NOT NULL, upc TEXT NOT NULL, slug TEXT NOT NULL, qty INTEGER NOT NULL,
      stock INTEGER NOT NULL, current INTEGER NOT NULL, original INTEGER NOT NULL, position INTEGER NOT NULL)`);
  }

  private header(): Header | undefined {
    return this.sql
      .exec<Header>('SELECT id, owner, currency, country, locale FROM basket LIMIT 1')
      .toArray()[0];
  }

  private lines(): Line[] {
    return this.sql.exec<Line>('SELECT * FROM line ORDER BY position').toArray();
  }

  /** Loads the basket for `consumerNo`: BSK404 when it does not exist, AUT498 when someone else owns it. */
  private owned(consumerNo: string): { header: Header } | { error: BasketResult } {
    const header = this.header();
    if (!header) return { error: fail(404, 'BSK404', 'Cart not found') };
    if (header.owner !== consumerNo)
      return { error: fail(403, 'AUT498', 'Cart belongs to another customer') };
    return { header };
  }

  create(input: CreateBasket): BasketResult {
    if (this.header()) return fail(409, 'BSK409', 'Cart already exists');
    this.sql.exec(
      'INSERT INTO basket (id, owner, currency, country, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      input.basketId,
      input.owner,
      input.currency,
      input.country,
      input.locale,
      new Date().toISOString(),
    );
    return { ok: true, cart: this.render(this.header()!) };
  }

  get(consumerNo: string): BasketResult {
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    return { ok: true, cart: this.render(found.header) };
  }

  /** Adds items (all or nothing). Same sku adds to the line's qty; stock limits the resulting qty. */
  async addItems(consumerNo: string, items: { productId: string; qty: number }[]): Promise<BasketResult> {
    const before = this.owned(consumerNo);
    if ('error' in before) return before.error;
    const skus = await getSkus(
      this.env.DB,
      items.map((i) => i.productId),
      before.header.currency,
    );

    // From here on everything is synchronous: no other request runs until this method returns.
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    const existing = new Map(this.lines().map((l) => [l.sku, l]));
    const wanted = new Map<string, number>();
    for (const item of items) {
      const info = skus.get(item.productId);
      if (!info) return fail(404, 'API404', `Product ${item.productId} not found`);
      if (info.stock <= 0) {
        return fail(409, 'INV700', `${info.name} (${info.colorName}, ${info.size}) is out of stock`, {
          sku: info.sku,
        });
      }
      const qty = (wanted.get(info.sku) ?? existing.get(info.sku)?.qty ?? 0) + item.qty;
      const maxQty = Math.min(info.stock, DEFAULT_MAX_QTY);
      if (qty > maxQty) {
        return fail(
          400,
          'INV408',
          `Only ${maxQty} of ${info.name} (${info.colorName}, ${info.size}) can be added: the maximum quantity is ${maxQty}`,
          {
            sku: info.sku,
            maxQty,
          },
        );
      }
      wanted.set(info.sku, qty);
    }
    this.ctx.storage.transactionSync(() => {
      let position = this.lines().reduce((max, l) => Math.max(max, l.position), -1);
      for (const [sku, qty] of wanted) {
        const info = skus.get(sku)!;
        const line = existing.get(sku);
        if (line) {
          this.sql.exec(
            'UPDATE line SET qty = ?, stock = ?, current = ?, original = ?, name = ? WHERE sku = ?',
            qty,
            info.stock,
            info.current,
            info.original,
            info.name,
            sku,
          );
        } else {
          position += 1;
          this.sql.exec(
            `INSERT INTO line (id, sku, product_id, color_id, name, color, size, upc, slug, qty, stock, current, original, position)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            crypto.randomUUID().replace(/-/g, '').slice(0, 20),
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
          );
        }
      }
    });
    return { ok: true, cart: this.render(found.header) };
  }

  private render(header: Header): Cart {
    const lines = this.lines();
    const { totals, lineTax, totalItems } = computeTotals(lines, header.currency, header.country);
    const items = lines.map((l, i): CartItem => {
      const rowTotal = l.current * l.qty;
      return {
        id: l.id,
        productId: l.sku,
        masterId: l.product_id,
        masterId2: l.color_id,
        name: l.name,
        color: l.color,
        size: l.size,
        qty: l.qty,
        maxQty: Math.max(1, Math.min(l.stock, DEFAULT_MAX_QTY)),
        upc: l.upc,
        price: {
          current: l.current,
          original: l.original,
          highCurrent: l.current,
          highOriginal: l.original,
          amount: l.current,
          rowTotal,
          priceAfterItemDiscount: rowTotal,
          priceAfterOrderDiscount: rowTotal,
        },
        taxTotal: lineTax[i] ?? 0,
        pdpUrl: productPath(header.locale, l.slug, l.color_id),
        slug: l.slug,
        bonus: false,
        isCustoms: false,
        isDigitalProduct: false,
        productImageURL: productImageUrl(l.color_id, 1),
        selectedShippingOption: 'standard',
      };
    });
    return {
      id: header.id,
      items,
      totals,
      totalItems,
      currency: header.currency,
      flash: [],
      customerNotifications: [],
    };
  }
}
