/** Catalogue reads from D1: product details, product cards and the variant a cart line needs. */
import type { Currency } from '../../../shared/contract/common';
import type {
  Breadcrumb,
  Color,
  Price,
  ProductCard,
  ProductDetails,
  Variant,
} from '../../../shared/contract/product';
import type { ColorRow, PriceRow, ProductRow, VariantRow } from '../../seed/catalog';
import { productCopy } from '../../seed/i18n/copy';
import { categoryName, colorName, type Lang, langOf, productName, sizeLabel } from '../../seed/i18n/names';
import { IMAGE_ALT } from '../../seed/i18n/words';

// Row shapes as the queries below select them: the seed's table rows, less the sort columns,
// with a variant's price in the basket's currency joined in.
type ProductRecord = Omit<ProductRow, 'popularity' | 'sort'>;
type ColorRecord = Omit<ColorRow, 'sort'>;
type VariantRecord = Omit<VariantRow, 'size_code' | 'sort'> & Omit<PriceRow, 'sku' | 'currency'>;
type CategoryRecord = { id: string; name: string; slug: string };

type PricePoint = Pick<VariantRecord, 'original' | 'current' | 'historic_best'>;

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * The price object over a set of variants: ranges, historic best price and the largest discount.
 * The historic best is that of the variants selling at the lowest current price: the omnibus line
 * is shown beside that price, so it must be that offer's 30-day low, not another colour's (a
 * colour off sale with an old promotion would otherwise lend the card its lower figure).
 */
export const aggregatePrice = (points: readonly PricePoint[], currency: Currency): Price => {
  const originals = points.map((p) => p.original);
  const currents = points.map((p) => p.current);
  const lowCurrent = Math.min(...currents);
  const discount = Math.max(
    0,
    ...points.map((p) => (p.original > 0 ? ((p.original - p.current) / p.original) * 100 : 0)),
  );
  return {
    currency,
    lowOriginal: Math.min(...originals),
    highOriginal: Math.max(...originals),
    lowCurrent,
    highCurrent: Math.max(...currents),
    historicBestPrice: Math.min(
      ...points.filter((p) => p.current === lowCurrent).map((p) => p.historic_best),
    ),
    ...(discount > 0 ? { percentagePriceDiscount: round1(discount) } : {}),
  };
};

export const productImageUrl = (colorId: string, n: number): string => `/images/products/${colorId}/${n}.svg`;
export const productPath = (locale: string, slug: string, colorId: string): string =>
  `/${locale}/p/${slug}-${colorId}`;

/** Product images with their alternative text in the shopper's language (`name` already localized). */
const imagesOf = (name: string, color: ColorRecord, lang: Lang) =>
  Array.from({ length: color.image_count }, (_, i) => ({
    url: productImageUrl(color.id, i + 1),
    alt: IMAGE_ALT[lang]
      .replace('{name}', name)
      .replace('{color}', colorName(color.name, lang, color.code))
      .replace('{n}', String(i + 1)),
    width: 1000,
    height: 1000,
  }));

type StyleBundle = { product: ProductRecord; colors: ColorRecord[]; variants: VariantRecord[] };

const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

/** Loads styles with their colours and priced variants in one D1 round trip. Order follows `ids`. */
const loadStyles = async (
  db: D1Database,
  ids: readonly string[],
  currency: Currency,
): Promise<StyleBundle[]> => {
  if (ids.length === 0) return [];
  const ph = placeholders(ids.length);
  const [products, colors, variants] = await db.batch([
    db.prepare(`SELECT * FROM products WHERE id IN (${ph})`).bind(...ids),
    db.prepare(`SELECT * FROM colors WHERE product_id IN (${ph}) ORDER BY product_id, sort`).bind(...ids),
    db
      .prepare(
        `SELECT v.sku, v.product_id, v.color_id, v.size, v.upc, v.stock, p.original, p.current, p.historic_best
         FROM variants v JOIN prices p ON p.sku = v.sku AND p.currency = ?
         WHERE v.product_id IN (${ph}) ORDER BY v.product_id, v.color_id, v.sort`,
      )
      .bind(currency, ...ids),
  ]);
  const byProduct = new Map<string, StyleBundle>();
  for (const product of (products?.results ?? []) as ProductRecord[])
    byProduct.set(product.id, { product, colors: [], variants: [] });
  for (const color of (colors?.results ?? []) as ColorRecord[])
    byProduct.get(color.product_id)?.colors.push(color);
  for (const variant of (variants?.results ?? []) as VariantRecord[])
    byProduct.get(variant.product_id)?.variants.push(variant);
  return ids.flatMap((id) => {
    const bundle = byProduct.get(id);
    return bundle && bundle.colors.length > 0 && bundle.variants.length > 0 ? [bundle] : [];
  });
};

/**
 * Product details for a style (8 chars) or a style in one colour (11 chars) in the language of
 * `locale` (name, colours, sizes, breadcrumbs, image text; the copy stays as written); undefined
 * when unknown.
 */
export const getProductDetails = async (
  db: D1Database,
  productId: string,
  currency: Currency,
  locale: string,
): Promise<ProductDetails | undefined> => {
  const lang = langOf(locale);
  const styleId = productId.slice(0, 8);
  const [bundle] = await loadStyles(db, [styleId], currency);
  if (!bundle) return undefined;
  const { product } = bundle;
  let defaultColor = bundle.colors[0]!.code;
  if (productId.length > 8) {
    const chosen = bundle.colors.find((c) => c.id === productId);
    if (!chosen) return undefined;
    defaultColor = chosen.code;
  }
  const crumbs = await db
    .prepare(
      `SELECT c.id, c.name, c.slug FROM categories c
       WHERE instr('/' || (SELECT path FROM categories WHERE id = ?) || '/', '/' || c.id || '/') > 0
       ORDER BY c.level`,
    )
    .bind(product.category_id)
    .all<CategoryRecord>();
  const categories: Breadcrumb[] = crumbs.results.map((c) => ({
    id: c.id,
    name: categoryName(c.name, lang),
    slug: c.slug,
  }));
  const name = productName(product.name, lang);
  const colors: Color[] = bundle.colors.map((color) => {
    const variants = bundle.variants.filter((v) => v.color_id === color.id);
    return {
      productId: color.id,
      code: color.code,
      name: colorName(color.name, lang, color.code),
      swatch: color.swatch,
      images: imagesOf(name, color, lang),
      price: aggregatePrice(variants, currency),
      variants: variants.map(
        (v): Variant => ({
          sku: v.sku,
          upc: v.upc,
          size: sizeLabel(v.size, lang),
          stock: v.stock,
          price: aggregatePrice([v], currency),
        }),
      ),
    };
  });
  return {
    masterId: product.id,
    name,
    slug: product.slug,
    brand: product.brand,
    ...productCopy(
      { description: product.description, features: JSON.parse(product.features) as string[] },
      lang,
    ),
    productType: product.product_type,
    gender: product.gender,
    categories,
    price: aggregatePrice(bundle.variants, currency),
    rating: { score: product.rating_score, count: product.rating_count },
    defaultColor,
    colors,
  };
};

type CardProductRecord = Pick<
  ProductRecord,
  'id' | 'name' | 'slug' | 'product_type' | 'rating_score' | 'rating_count'
>;
type CardPriceRecord = {
  product_id: string;
  low_original: number;
  high_original: number;
  low_current: number;
  high_current: number;
  historic_best: number;
  discount: number;
};

/**
 * Normalised product cards (content spec section 3) for styles, in the order given; unknown ids
 * drop out. One D1 batch: the styles, their colours, their prices aggregated per style in SQL (the
 * same figures as `aggregatePrice` over every priced variant) and the sizes of the first colour.
 */
export const getProductCards = async (
  db: D1Database,
  styleIds: readonly string[],
  currency: Currency,
  locale: string,
  colors: readonly string[] = [],
): Promise<ProductCard[]> => {
  const ids = [...new Set(styleIds)];
  if (ids.length === 0) return [];
  return productCardsFrom(
    ids,
    await db.batch(productCardStatements(db, ids, currency, colors)),
    currency,
    locale,
    colors,
  );
};

/**
 * The statements of `getProductCards` (for distinct, non-empty `ids`), to share a caller's batch.
 * `colors`: colour codes a shopper filtered by; a card then shows its first colour among them
 * (its picture, link and sizes), so a search for black shows black jackets.
 */
export const productCardStatements = (
  db: D1Database,
  ids: readonly string[],
  currency: Currency,
  colors: readonly string[] = [],
): D1PreparedStatement[] => {
  const ph = placeholders(ids.length);
  const preferred = colors.length
    ? `CASE WHEN code IN (${placeholders(colors.length)}) THEN 0 ELSE 1 END, `
    : '';
  return [
    db
      .prepare(
        `SELECT id, name, slug, product_type, rating_score, rating_count FROM products WHERE id IN (${ph})`,
      )
      .bind(...ids),
    db
      .prepare(
        `SELECT id, product_id, code, name, swatch, image_count FROM colors WHERE product_id IN (${ph}) ORDER BY product_id, sort`,
      )
      .bind(...ids),
    // The figures as aggregatePrice has them: the discount with the same double operations, then
    // the largest; the historic best among the variants at the style's lowest current price.
    db
      .prepare(
        `WITH priced AS (
           SELECT v.product_id, p.original, p.current, p.historic_best,
                  MIN(p.current) OVER (PARTITION BY v.product_id) AS lowest
           FROM variants v JOIN prices p ON p.sku = v.sku AND p.currency = ?
           WHERE v.product_id IN (${ph})
         )
         SELECT product_id, MIN(original) AS low_original, MAX(original) AS high_original,
                MIN(current) AS low_current, MAX(current) AS high_current,
                MIN(CASE WHEN current = lowest THEN historic_best END) AS historic_best,
                MAX(CASE WHEN original > 0 THEN (CAST(original - current AS REAL) / original) * 100 ELSE 0 END) AS discount
         FROM priced GROUP BY product_id`,
      )
      .bind(currency, ...ids),
    db
      .prepare(
        `WITH first AS (
           SELECT product_id, id FROM (
             SELECT product_id, id, ROW_NUMBER() OVER (PARTITION BY product_id ORDER BY ${preferred}sort) AS n
             FROM colors WHERE product_id IN (${ph})
           ) WHERE n = 1
         )
         SELECT v.product_id, v.size FROM first f
         JOIN variants v ON v.product_id = f.product_id AND v.color_id = f.id
         JOIN prices p ON p.sku = v.sku AND p.currency = ?
         ORDER BY v.product_id, v.sort`,
      )
      .bind(...colors, ...ids, currency),
  ];
};

/** Cards from the results of `productCardStatements`, in the order of `ids`. */
export const productCardsFrom = (
  ids: readonly string[],
  [products, colors, prices, sizes]: D1Result[],
  currency: Currency,
  locale: string,
  shownColors: readonly string[] = [],
): ProductCard[] => {
  const productOf = new Map(
    ((products?.results ?? []) as CardProductRecord[]).map((p) => [p.id, p] as const),
  );
  const colorsOf = new Map<string, ColorRecord[]>();
  for (const color of (colors?.results ?? []) as ColorRecord[]) {
    const list = colorsOf.get(color.product_id) ?? [];
    list.push(color);
    colorsOf.set(color.product_id, list);
  }
  const priceOf = new Map(
    ((prices?.results ?? []) as CardPriceRecord[]).map((p) => [p.product_id, p] as const),
  );
  const lang = langOf(locale);
  const sizesOf = new Map<string, Set<string>>();
  for (const { product_id, size } of (sizes?.results ?? []) as { product_id: string; size: string }[]) {
    const set = sizesOf.get(product_id) ?? new Set<string>();
    set.add(sizeLabel(size, lang));
    sizesOf.set(product_id, set);
  }
  return ids.flatMap((id): ProductCard[] => {
    const product = productOf.get(id);
    const palette = colorsOf.get(id);
    const price = priceOf.get(id);
    if (!product || !palette?.length || !price) return [];
    const color = palette.find((c) => shownColors.includes(c.code)) ?? palette[0]!;
    const title = productName(product.name, lang);
    const images = imagesOf(title, color, lang);
    const discount = Math.max(0, price.discount);
    return [
      {
        id: color.id,
        title,
        url: productPath(locale, product.slug, color.id),
        image: images[0]!,
        ...(images[1] ? { hoverImage: images[1] } : {}),
        rating: { showScore: product.rating_count > 0, score: product.rating_score },
        price: {
          currency,
          lowOriginal: price.low_original,
          highOriginal: price.high_original,
          lowCurrent: price.low_current,
          highCurrent: price.high_current,
          historicBestPrice: price.historic_best,
          ...(discount > 0 ? { percentagePriceDiscount: round1(discount) } : {}),
        },
        swatches: palette.map((c) => ({
          code: c.code,
          name: colorName(c.name, lang, c.code),
          swatch: c.swatch,
        })),
        category: product.product_type,
        sizes: [...(sizesOf.get(id) ?? [])],
      },
    ];
  });
};

/** What a cart line needs to know about a variant, priced in one currency. */
export type SkuInfo = {
  sku: string;
  productId: string;
  colorId: string;
  name: string;
  slug: string;
  colorName: string;
  size: string;
  upc: string;
  stock: number;
  original: number;
  current: number;
  productType: string;
};

export const getSkus = async (
  db: D1Database,
  skus: readonly string[],
  currency: Currency,
): Promise<Map<string, SkuInfo>> => {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .prepare(
      `SELECT v.sku, v.product_id AS productId, v.color_id AS colorId, p.name, p.slug, c.name AS colorName,
              v.size, v.upc, v.stock, pr.original, pr.current, p.product_type AS productType
       FROM variants v
       JOIN products p ON p.id = v.product_id
       JOIN colors c ON c.id = v.color_id
       JOIN prices pr ON pr.sku = v.sku AND pr.currency = ?
       WHERE v.online = 1 AND v.sku IN (${placeholders(unique.length)})`,
    )
    .bind(currency, ...unique)
    .all<SkuInfo>();
  return new Map(rows.results.map((r) => [r.sku, r]));
};

/**
 * A variant the catalogue has but does not sell online in `currency` (taken offline, or no price on
 * this site): its label for the shopper's message, else undefined (no such variant, or it is sold).
 */
export const unsoldVariant = async (
  db: D1Database,
  sku: string,
  currency: Currency,
): Promise<string | undefined> => {
  const row = await db
    .prepare(
      `SELECT p.name, c.name AS colorName, v.size FROM variants v
       JOIN products p ON p.id = v.product_id JOIN colors c ON c.id = v.color_id
       WHERE v.sku = ?1 AND NOT (v.online = 1 AND EXISTS (SELECT 1 FROM prices WHERE sku = ?1 AND currency = ?2))`,
    )
    .bind(sku, currency)
    .first<{ name: string; colorName: string; size: string }>();
  return row ? `${row.name} (${row.colorName}, ${row.size})` : undefined;
};

/** The gift of the gift-with-purchase promotion: the first in-stock variant (by sku) of a product type. */
export const getGiftSku = async (db: D1Database, productType: string): Promise<string | undefined> => {
  const row = await db
    .prepare(
      `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id
       WHERE p.product_type = ? AND v.stock > 0 ORDER BY v.sku LIMIT 1`,
    )
    .bind(productType)
    .first<{ sku: string }>();
  return row?.sku;
};
