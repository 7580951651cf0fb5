/**
 * The answers of the list calls: a page of rows joined with the catalogue in one D1 batch, so a
 * page shows each entry (card, or name, image, price and availability) without a product call per item.
 */
import type { Currency } from '../../../shared/contract/common';
import type { FavoriteItem, SavedItem } from '../../../shared/contract/wishlists';
import { colorName, langOf, productName, sizeLabel } from '../../seed/i18n/names';
import { getProductCards, productImageUrl, productPath } from '../commerce/catalog';
import type { ItemRow } from './store';

export const favoriteItems = async (
  db: D1Database,
  rows: readonly ItemRow[],
  currency: Currency,
  locale: string,
): Promise<FavoriteItem[]> => {
  const styleIds = rows.map((r) => r.product_id.slice(0, 8));
  const cards = new Map(
    (await getProductCards(db, styleIds, currency, locale)).map((c) => [c.id.slice(0, 8), c]),
  );
  // The favorited colour, or the card's (first) colour when a whole style was favorited.
  const colorOf = (productId: string) => (productId.length > 8 ? productId : cards.get(productId)?.id);
  const colorIds = [...new Set(rows.flatMap((r) => colorOf(r.product_id) ?? []))];
  const sizes = new Map<string, { sku: string; size: string; available: boolean }[]>();
  if (colorIds.length > 0) {
    const { results } = await db
      .prepare(
        `SELECT v.sku, v.color_id, v.size, v.stock, v.online FROM variants v
         JOIN prices p ON p.sku = v.sku AND p.currency = ?
         WHERE v.color_id IN (${colorIds.map(() => '?').join(', ')}) ORDER BY v.color_id, v.sort`,
      )
      .bind(currency, ...colorIds)
      .all<{ sku: string; color_id: string; size: string; stock: number; online: number }>();
    for (const v of results) {
      const list = sizes.get(v.color_id) ?? [];
      list.push({ sku: v.sku, size: v.size, available: v.stock > 0 && v.online === 1 });
      sizes.set(v.color_id, list);
    }
  }
  return rows.map((row) => {
    const product = cards.get(row.product_id.slice(0, 8));
    const variants = sizes.get(colorOf(row.product_id) ?? '');
    return {
      id: row.product_id,
      itemId: row.id,
      ...(product ? { product } : {}),
      ...(variants ? { variants } : {}),
    };
  });
};

type SkuRecord = {
  sku: string;
  color_id: string;
  size: string;
  stock: number;
  online: number;
  name: string;
  slug: string;
  color: string;
  current: number | null;
  original: number | null;
};

export const savedItems = async (
  db: D1Database,
  rows: readonly ItemRow[],
  currency: Currency,
  locale: string,
): Promise<SavedItem[]> => {
  if (rows.length === 0) return [];
  const lang = langOf(locale);
  const skus = rows.map((r) => r.product_id);
  const { results } = await db
    .prepare(
      `SELECT v.sku, v.color_id, v.size, v.stock, v.online, p.name, p.slug, c.name AS color,
              pr.current, pr.original
       FROM variants v JOIN products p ON p.id = v.product_id JOIN colors c ON c.id = v.color_id
       LEFT JOIN prices pr ON pr.sku = v.sku AND pr.currency = ?
       WHERE v.sku IN (${skus.map(() => '?').join(', ')})`,
    )
    .bind(currency, ...skus)
    .all<SkuRecord>();
  const bySku = new Map(results.map((r) => [r.sku, r]));
  return rows.flatMap((row): SavedItem[] => {
    const info = bySku.get(row.product_id);
    if (!info) return [];
    const priced = info.current !== null && info.original !== null;
    return [
      {
        itemId: row.id,
        productId: row.product_id,
        qty: row.qty,
        available: priced && info.online === 1 && info.stock >= row.qty,
        pageUrl: productPath(locale, info.slug, info.color_id),
        // The catalogue stores English: the list reads in the language it is asked in, as favorites do.
        name: productName(info.name, lang),
        color: colorName(info.color, lang),
        size: sizeLabel(info.size, lang),
        image: productImageUrl(info.color_id, 1),
        ...(priced ? { price: { current: info.current!, original: info.original!, currency } } : {}),
      },
    ];
  });
};
