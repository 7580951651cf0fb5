/**
 * Digital gift cards and customs products in the sandbox (commerce spec section 3, cart item fields
 * isCustoms, isDigitalProduct, deliveryTime, recipeId, precreatedCustomsCode, giftOption):
 *
 * - customs options of a product (`customs_products`, migration 0010) and the recipes of the call
 *   `POST /products/v1/customs/recipes` (validated against the product's options, stored in D1; the
 *   route itself is `recipe-routes.ts`, as the basket uses this module and never a route module);
 * - the basket's special lines: a gift card line per recipient (qty 1, never merged) and a line per
 *   customs recipe (never merged with the plain product; the surcharge is part of its unit price);
 * - what such a line adds to the cart item (flags, shipping option, delivery time).
 *
 * Gift cards are products of type `giftcard`; they are not taxed and not promoted (`totals.ts`).
 */
import type { CartItem } from '../../../shared/contract/cart';
import type {
  CreateRecipeRequest,
  CustomsOptions,
  CustomsRecipe,
  GiftOption,
} from '../../../shared/contract/giftcustoms';
import { type CustomsProductRow, GIFT_CARD_PRODUCT_TYPE } from '../../seed/giftcustoms';
import { langOf } from '../../seed/i18n/names';
import { type ErrorPayload, SandboxError } from '../errors';
import type { SkuInfo } from './catalog';
import { leadTimeIn } from './lead-time';

export { GIFT_CARD_PRODUCT_TYPE };

export const DIGITAL_DELIVERY_TIME = 'By e-mail within minutes';

export const isGiftCardType = (productType: string | undefined): boolean =>
  productType === GIFT_CARD_PRODUCT_TYPE;

const optionsOf = (row: CustomsProductRow): CustomsOptions => ({
  maxText: row.max_text,
  colors: JSON.parse(row.colors) as CustomsOptions['colors'],
  placements: JSON.parse(row.placements) as string[],
  surcharge: row.surcharge,
  deliveryTime: row.delivery_time,
  precreated: JSON.parse(row.precreated) as CustomsOptions['precreated'],
});

/** The customs options of a style, or undefined when it cannot be customised. */
export const customsOptionsFor = async (
  db: D1Database,
  styleId: string,
): Promise<CustomsOptions | undefined> => {
  const row = await db
    .prepare('SELECT * FROM customs_products WHERE product_id = ?')
    .bind(styleId.slice(0, 8))
    .first<CustomsProductRow>();
  return row ? optionsOf(row) : undefined;
};

/** What the product details call adds for gift cards and customizable products. */
export const detailsExtras = async (
  db: D1Database,
  details: { masterId: string; productType: string },
  locale: string,
): Promise<{ isDigitalProduct?: true; customs?: CustomsOptions }> => {
  if (isGiftCardType(details.productType)) return { isDigitalProduct: true };
  const customs = await customsOptionsFor(db, details.masterId);
  // The product's lead time in the page's language: the same promise its cart line makes.
  return customs
    ? { customs: { ...customs, deliveryTime: leadTimeIn(customs.deliveryTime, langOf(locale)) } }
    : {};
};

type Fields = Record<string, string>;
export const badRecipe = (message: string, fields: Fields) =>
  new SandboxError(400, 'API400', message, { fields });

/** Checks a design against the product's options; the recipe to store, or a 4xx. */
export const checkRecipe = (
  body: CreateRecipeRequest,
  options: CustomsOptions,
): Omit<CustomsRecipe, 'recipeId'> => {
  let design: { text: string; color: string; placement: string; precreatedCustomsCode?: string };
  if ('precreatedCustomsCode' in body) {
    const pre = options.precreated.find((p) => p.code === body.precreatedCustomsCode);
    if (!pre)
      throw badRecipe(`Unknown pre-designed recipe ${body.precreatedCustomsCode}`, {
        precreatedCustomsCode: 'unknown',
      });
    design = { text: pre.text, color: pre.color, placement: pre.placement, precreatedCustomsCode: pre.code };
  } else design = { text: body.text, color: body.color, placement: body.placement };
  const fields: Fields = {};
  if ([...design.text].length > options.maxText) fields.text = 'tooLong';
  const color = options.colors.find((c) => c.code === design.color);
  if (!color) fields.color = 'unknownColor';
  if (!options.placements.includes(design.placement)) fields.placement = 'unknownPlacement';
  if (!color || Object.keys(fields).length > 0) {
    throw badRecipe(
      `Recipe is not valid: ${Object.entries(fields)
        .map(([f, e]) => `${f} ${e}`)
        .join(', ')}${fields.text ? ` (at most ${options.maxText} characters)` : ''}`,
      fields,
    );
  }
  return {
    text: design.text,
    color: color.code,
    colorName: color.name,
    colorHex: color.hex,
    placement: design.placement,
    ...(design.precreatedCustomsCode ? { precreatedCustomsCode: design.precreatedCustomsCode } : {}),
  };
};

type RecipeRow = {
  id: string;
  product_id: string;
  text: string;
  color: string;
  placement: string;
  precreated_code: string | null;
  created_at: string;
};

/** A stored recipe with what its line needs (options of its product for colour name and surcharge). */
export type LoadedRecipe = {
  recipe: CustomsRecipe;
  productId: string;
  surcharge: number;
  deliveryTime: string;
};

/** Reads the recipes the items refer to (before a basket's synchronous step). */
export const readRecipes = async (
  db: D1Database,
  items: readonly { recipeId?: string | undefined }[],
): Promise<Map<string, LoadedRecipe>> => {
  const ids = [...new Set(items.flatMap((i) => (i.recipeId ? [i.recipeId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .prepare(
      `SELECT r.*, cp.max_text, cp.colors, cp.placements, cp.surcharge, cp.delivery_time, cp.precreated
       FROM customs_recipes r JOIN customs_products cp ON cp.product_id = r.product_id
       WHERE r.id IN (${ids.map(() => '?').join(', ')})`,
    )
    .bind(...ids)
    .all<RecipeRow & CustomsProductRow>();
  return new Map(
    rows.results.map((row) => {
      const options = optionsOf(row);
      const color = options.colors.find((c) => c.code === row.color);
      return [
        row.id,
        {
          productId: row.product_id,
          surcharge: options.surcharge,
          deliveryTime: options.deliveryTime,
          recipe: {
            recipeId: row.id,
            text: row.text,
            color: row.color,
            colorName: color?.name ?? row.color,
            colorHex: color?.hex ?? '#000000',
            placement: row.placement,
            ...(row.precreated_code ? { precreatedCustomsCode: row.precreated_code } : {}),
          },
        },
      ];
    }),
  );
};

// ---- The basket's lines ----

/** Columns a line gets for gift cards and customs (JSON, NULL on plain lines). */
export type SpecialColumns = {
  gift_option?: string | null;
  recipe?: string | null;
  delivery_time?: string | null;
};

/**
 * Baskets created before gift cards had `sku UNIQUE` on their lines (one line per sku). A gift card
 * per recipient and a line per recipe need several lines of one sku: the table is rebuilt without
 * the constraint (same columns and rows), then the new columns are added. Runs in the constructor.
 */
export const migrateLineTable = (sql: SqlStorage): void => {
  const ddl = sql
    .exec<{ sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'line'")
    .toArray()[0]?.sql;
  if (ddl?.includes('sku TEXT NOT NULL UNIQUE')) {
    const columns = sql
      .exec<{ name: string }>('PRAGMA table_info(line)')
      .toArray()
      .map((c) => c.name)
      .join(', ');
    sql.exec(
      ddl
        .replace('sku TEXT NOT NULL UNIQUE', 'sku TEXT NOT NULL')
        .replace(/CREATE TABLE (IF NOT EXISTS )?"?line"?/, 'CREATE TABLE line_rebuilt'),
    );
    sql.exec(`INSERT INTO line_rebuilt (${columns}) SELECT ${columns} FROM line`);
    sql.exec('DROP TABLE line');
    sql.exec('ALTER TABLE line_rebuilt RENAME TO line');
  }
  const have = new Set(
    sql
      .exec<{ name: string }>('PRAGMA table_info(line)')
      .toArray()
      .map((c) => c.name),
  );
  for (const column of ['gift_option', 'recipe', 'delivery_time'])
    if (!have.has(column)) sql.exec(`ALTER TABLE line ADD COLUMN ${column} TEXT`);
};

/** A plain line merges with a plain add of its sku; gift card and customs lines never merge. */
export const isPlainLine = (line: SpecialColumns): boolean => !line.gift_option && !line.recipe;
export const isGiftLine = (line: SpecialColumns): boolean => Boolean(line.gift_option);

type AddItem = {
  productId: string;
  qty: number;
  giftOption?: GiftOption | undefined;
  recipeId?: string | undefined;
};

/** A line to insert for a gift card or customs item (prices include the customs surcharge). */
export type SpecialLine = {
  info: SkuInfo;
  qty: number;
  current: number;
  original: number;
  giftOption: string | null;
  recipe: string | null;
  deliveryTime: string | null;
};

/** Whether an item needs a line of its own. */
export const isSpecialItem = (item: AddItem, info: SkuInfo): boolean =>
  Boolean(item.giftOption || item.recipeId || isGiftCardType(info.productType));

/** Checks a gift card or customs item; its line, or the error (nothing is written on an error). */
export const prepareSpecialLine = (
  item: AddItem,
  info: SkuInfo,
  recipes: Map<string, LoadedRecipe>,
): { ok: true; line: SpecialLine } | { ok: false; error: ErrorPayload } => {
  const fail = (status: ErrorPayload['status'], errorId: string, message: string, details?: object) => ({
    ok: false as const,
    error: { status, errorId, message, ...(details ? { details: details as Record<string, unknown> } : {}) },
  });
  if (isGiftCardType(info.productType)) {
    if (item.recipeId)
      return fail(400, 'API400', 'A gift card cannot be customised', { fields: { recipeId: 'notAllowed' } });
    if (!item.giftOption)
      return fail(400, 'API400', 'A gift card needs a recipient: giftOption.email is required', {
        fields: { 'giftOption.email': 'emailRequired' },
      });
    if (item.qty !== 1)
      return fail(400, 'INV408', 'A gift card line is for one recipient: its quantity is 1', {
        sku: info.sku,
        maxQty: 1,
      });
    return {
      ok: true,
      line: {
        info,
        qty: 1,
        current: info.current,
        original: info.original,
        giftOption: JSON.stringify(item.giftOption),
        recipe: null,
        deliveryTime: DIGITAL_DELIVERY_TIME,
      },
    };
  }
  if (item.giftOption)
    return fail(400, 'API400', 'Only a gift card takes a gift option', {
      fields: { giftOption: 'notAllowed' },
    });
  const loaded = item.recipeId ? recipes.get(item.recipeId) : undefined;
  if (!loaded)
    return fail(404, 'API404', `Recipe ${item.recipeId} not found`, { fields: { recipeId: 'unknown' } });
  if (loaded.productId !== info.productId)
    return fail(400, 'API400', `Recipe ${item.recipeId} is for another product`, {
      fields: { recipeId: 'otherProduct' },
    });
  return {
    ok: true,
    line: {
      info,
      qty: item.qty,
      current: info.current + loaded.surcharge,
      original: info.original + loaded.surcharge,
      giftOption: null,
      recipe: JSON.stringify(loaded.recipe),
      deliveryTime: loaded.deliveryTime,
    },
  };
};

/** Inserts a prepared special line (inside the basket's synchronous step). */
export const insertSpecialLine = (sql: SqlStorage, id: string, line: SpecialLine, position: number): void => {
  const { info } = line;
  sql.exec(
    `INSERT INTO line (id, sku, product_id, color_id, name, color, size, upc, slug, qty, stock, current, original, position, product_type, gift_option, recipe, delivery_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    info.sku,
    info.productId,
    info.colorId,
    info.name,
    info.colorName,
    info.size,
    info.upc,
    info.slug,
    line.qty,
    info.stock,
    line.current,
    line.original,
    position,
    info.productType,
    line.giftOption,
    line.recipe,
    line.deliveryTime,
  );
};

/** What a gift card or customs line adds to (or changes in) its cart item. */
export const specialItemFields = (line: SpecialColumns & { product_type?: string }): Partial<CartItem> => {
  if (line.gift_option || isGiftCardType(line.product_type)) {
    return {
      isDigitalProduct: true,
      selectedShippingOption: 'digital',
      deliveryTime: line.delivery_time ?? DIGITAL_DELIVERY_TIME,
      maxQty: 1,
      ...(line.gift_option ? { giftOption: JSON.parse(line.gift_option) as GiftOption } : {}),
    };
  }
  if (line.recipe) {
    const recipe = JSON.parse(line.recipe) as CustomsRecipe;
    return {
      isCustoms: true,
      selectedShippingOption: 'customs',
      recipeId: recipe.recipeId,
      ...(recipe.precreatedCustomsCode ? { precreatedCustomsCode: recipe.precreatedCustomsCode } : {}),
      ...(line.delivery_time ? { deliveryTime: line.delivery_time } : {}),
      customsRecipe: recipe,
    };
  }
  return {};
};

/** Whether every paid line of a cart is digital (then no shipping address nor method is needed). */
export const allDigital = (lines: readonly { product_type: string }[]): boolean =>
  lines.length > 0 && lines.every((l) => isGiftCardType(l.product_type));

/** Changes a gift card line's gift option; the error for an unknown or non-gift-card line. */
export const setLineGiftOption = (
  sql: SqlStorage,
  lines: readonly ({ id: string } & SpecialColumns)[],
  itemId: string,
  giftOption: GiftOption,
): ErrorPayload | null => {
  const line = lines.find((l) => l.id === itemId);
  if (!line) return { status: 404, errorId: 'API404', message: `Item ${itemId} is not in the cart` };
  if (!isGiftLine(line))
    return {
      status: 400,
      errorId: 'API400',
      message: 'Only a gift card line has a gift option',
      details: { fields: { giftOption: 'notAllowed' } },
    };
  sql.exec('UPDATE line SET gift_option = ? WHERE id = ?', JSON.stringify(giftOption), itemId);
  return null;
};
