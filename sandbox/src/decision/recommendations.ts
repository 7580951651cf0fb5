/**
 * Recommendation lists drawn from the real catalogue and stock (D1): only styles with a variant in
 * stock and priced in the site's currency, each named by an in-stock sku of the colour shown. A
 * strategy that needs a page context it does not have (a category, a viewed product) falls back
 * to trending, as a recommendation engine does rather than answer nothing.
 */
import type { Currency } from '../../../shared/contract/common';
import type { ProductCard } from '../../../shared/contract/product';
import { GIFT_CARD_PRODUCT_TYPE } from '../../seed/giftcustoms';
import { getProductCards, productCardStatements, productCardsFrom } from '../commerce/catalog';
import { SANDBOX_SITES } from '../sites';
import type { Strategy } from './experience';

/** What the page told the service: the category it shows and the product it details. */
export type PageContext = { categoryId?: string | undefined; styleId?: string | undefined };

/** One recommended style: its card in each locale asked for, and the in-stock sku shown. */
export type Recommendation = { sku: string; cards: Map<string, ProductCard> };

const IN_STOCK = `EXISTS (SELECT 1 FROM variants v JOIN prices pr ON pr.sku = v.sku AND pr.currency = ?1
                  WHERE v.product_id = p.id AND v.stock > 0) AND p.product_type != '${GIFT_CARD_PRODUCT_TYPE}'`;

type Query = { where: string; order: string; binds: unknown[] };

/** The candidates' filter and order per strategy, or undefined when the context is missing. */
const queryFor = async (
  db: D1Database,
  strategy: Strategy,
  context: PageContext,
): Promise<Query | undefined> => {
  const popular = 'p.popularity DESC, p.id';
  const product = context.styleId
    ? await db
        .prepare('SELECT id, category_id, gender, product_type FROM products WHERE id = ?')
        .bind(context.styleId)
        .first<{ id: string; category_id: string; gender: string; product_type: string }>()
    : null;
  const category = context.categoryId ?? product?.category_id;
  switch (strategy) {
    case 'trending':
      return { where: '1 = 1', order: popular, binds: [] };
    case 'category-popular':
    case 'category-top-rated':
      if (!category) return undefined;
      return {
        // Category ids nest by prefix (a child appends a digit): a category and all below it.
        where: "p.category_id LIKE ?2 || '%'",
        order: strategy === 'category-popular' ? popular : 'p.rating_score DESC, p.rating_count DESC, p.id',
        binds: [category],
      };
    case 'similar':
      if (!product) return undefined;
      return {
        where: 'p.category_id = ?2 AND p.id != ?3',
        order: popular,
        binds: [product.category_id, product.id],
      };
    case 'complete-the-look':
      if (!product) return undefined;
      return {
        where: 'p.gender = ?2 AND p.product_type != ?3 AND p.id != ?4',
        order: popular,
        binds: [product.gender, product.product_type, product.id],
      };
  }
};

const candidates = async (
  db: D1Database,
  strategy: Strategy,
  context: PageContext,
  currency: Currency,
  count: number,
): Promise<string[]> => {
  const query = (await queryFor(db, strategy, context)) ?? (await queryFor(db, 'trending', context))!;
  const limit = query.binds.length + 2;
  const { results } = await db
    .prepare(
      `SELECT p.id FROM products p WHERE ${IN_STOCK} AND ${query.where} ORDER BY ${query.order} LIMIT ?${limit}`,
    )
    .bind(currency, ...query.binds, count)
    .all<{ id: string }>();
  return results.map((r) => r.id);
};

/**
 * Up to `count` recommendations for a site, each with its card in every one of `locales` (all of
 * the same site region's currency handling: each locale priced in its own site's currency).
 */
export const recommend = async (
  db: D1Database,
  options: {
    strategy: Strategy;
    context: PageContext;
    siteId: string;
    locales: readonly string[];
    count: number;
  },
): Promise<Recommendation[]> => {
  const site = SANDBOX_SITES.get(options.siteId)!;
  // Twice as many as asked: a style whose shown colour is sold out drops out below.
  const ids = await candidates(db, options.strategy, options.context, site.currency, options.count * 2);
  if (ids.length === 0) return [];
  const localeSite = (locale: string) => [...SANDBOX_SITES.values()].find((s) => s.locales.includes(locale))!;
  const [first, ...others] = options.locales;
  // The first locale's cards and the in-stock skus of every colour of the candidates in one round trip.
  const ph = ids.map(() => '?').join(', ');
  const firstCurrency = localeSite(first!).currency;
  const batch = await db.batch([
    ...productCardStatements(db, ids, firstCurrency),
    db
      .prepare(
        `SELECT v.color_id, v.sku FROM variants v JOIN prices pr ON pr.sku = v.sku AND pr.currency = ?
         WHERE v.product_id IN (${ph}) AND v.stock > 0 ORDER BY v.color_id, v.sort`,
      )
      .bind(site.currency, ...ids),
  ]);
  const firstCards = productCardsFrom(ids, batch.slice(0, -1), firstCurrency, first!);
  const perLocale = [
    [first!, new Map(firstCards.map((card) => [card.id, card]))] as const,
    ...(await Promise.all(
      others.map(async (locale) => {
        const cards = await getProductCards(db, ids, localeSite(locale).currency, locale);
        return [locale, new Map(cards.map((card) => [card.id, card]))] as const;
      }),
    )),
  ];
  const results = (batch[batch.length - 1]!.results ?? []) as { color_id: string; sku: string }[];
  const colorIds = [...perLocale[0]![1].keys()];
  const skuOf = new Map<string, string>();
  for (const { color_id, sku } of results) if (!skuOf.has(color_id)) skuOf.set(color_id, sku);
  // A style whose shown colour is sold out (another colour is not) is left out: the card would
  // picture what cannot be bought.
  return colorIds
    .flatMap((colorId) => {
      const sku = skuOf.get(colorId);
      if (!sku) return [];
      const cards = new Map(
        perLocale.flatMap(([locale, byId]) => (byId.has(colorId) ? [[locale, byId.get(colorId)!]] : [])),
      );
      return cards.size === options.locales.length ? [{ sku, cards }] : [];
    })
    .slice(0, options.count);
};

/** The style id a ProductDetailView names: a style id as it is, or the id ending a product path. */
export const styleIdOf = (productId: string): string | undefined => {
  if (/^[A-Z0-9]{8,11}$/.test(productId)) return productId.slice(0, 8);
  const match = /\/p\/[\w%-]*?-([A-Z0-9]{8,11})(?:\?|$)/.exec(productId);
  return match ? match[1]!.slice(0, 8) : undefined;
};

/** The category a PageView names: one of its categories that is a category id, else its URL's. */
export const categoryIdOf = (page: { url: string; categories: string[] } | undefined): string | undefined => {
  if (!page) return undefined;
  const named = page.categories.find((c) => /^\d{4,10}$/.test(c));
  if (named) return named;
  return /\/c\/(?:[\w%-]*-)?(\d{4,10})(?:[/?#]|$)/.exec(page.url)?.[1];
};
