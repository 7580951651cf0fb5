/**
 * Turns the generated seed into SQL statements: one DELETE per table, then multi-row INSERTs. Each
 * statement is a single line well under D1's statement size limit, so the same list serves
 * `wrangler d1 execute --file` and a D1 batch in the worker. Re-running replaces everything.
 */
import { type Catalog, type CatalogOptions, generateCatalog } from './catalog';
import { type CollectionPointRow, generateCollectionPoints } from './collection-points';
import { generateContent } from './content';
import type { ContentRow } from './content-types';
import {
  CONTENT_SCHEDULE_STATEMENTS,
  type ContentVersionRow,
  generateContentVersions,
} from './content-versions';
import {
  type ExperienceSeedRow,
  generateDecisionExperiences,
  generateRecSchemes,
  type RecSchemeRow,
} from './decisions';
import { employeeSeedStatements } from './employees';
import { GIFT_CUSTOMS_TABLES, generateGiftCustoms } from './giftcustoms';
import { generateStaticPages } from './pages';
import { paymentSeedStatements } from './payments';
import { EXTRAS_TABLES, generateProductExtras, type ProductExtras } from './reviews';
import { generateSearchContent, generateSearchRows, SEARCH_TABLES, type SearchRows } from './search';
import { generateUtilities, type Utilities } from './utilities';

type Row = Record<string, string | number | null>;

/** Tables in insertion order (parents first); deletion runs in reverse. */
export const SEED_TABLES = [
  'categories',
  'products',
  'colors',
  'variants',
  'prices',
  'stores',
  'content',
  'content_versions',
  'countries',
  'country_i18n',
  ...EXTRAS_TABLES,
  ...SEARCH_TABLES,
  'collection_points',
  ...GIFT_CUSTOMS_TABLES,
  'decision_experiences',
  'rec_schemes',
] as const;

const literal = (value: string | number | null): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} to SQL`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
};

const MAX_STATEMENT_CHARS = 60_000;

const inserts = (table: string, rows: readonly Row[]): string[] => {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const head = `INSERT OR REPLACE INTO ${table} (${columns.join(', ')}) VALUES `;
  const out: string[] = [];
  let values: string[] = [];
  let size = head.length;
  for (const row of rows) {
    const tuple = `(${columns.map((c) => literal(row[c] ?? null)).join(', ')})`;
    if (values.length > 0 && size + tuple.length + 1 > MAX_STATEMENT_CHARS) {
      out.push(`${head}${values.join(',')}`);
      values = [];
      size = head.length;
    }
    values.push(tuple.replace(/\n/g, ' '));
    size += tuple.length + 1;
  }
  out.push(`${head}${values.join(',')}`);
  return out;
};

export type Seed = Catalog &
  ProductExtras & { content: ContentRow[]; content_versions: ContentVersionRow[] } & Utilities &
  SearchRows & { collection_points: CollectionPointRow[] } & Pick<
    ReturnType<typeof generateGiftCustoms>,
    'customs_products'
  > & { decision_experiences: ExperienceSeedRow[]; rec_schemes: RecSchemeRow[] };

export const generateSeed = (options: CatalogOptions = {}): Seed => {
  const generated = generateCatalog(options);
  // Product ratings follow the reviews actually stored (sandbox/seed/reviews.ts).
  const { products, extras } = generateProductExtras(generated);
  // Gift cards and customs products: fixed rows after the generated ones (sandbox/seed/giftcustoms.ts).
  const extra = generateGiftCustoms(products.length);
  const catalog = {
    ...generated,
    products: [...products, ...extra.products],
    colors: [...generated.colors, ...extra.colors],
    variants: [...generated.variants, ...extra.variants],
    prices: [...generated.prices, ...extra.prices],
  };
  const search = generateSearchRows(catalog);
  const content = [
    ...generateContent({ ...generated, products }),
    ...generateStaticPages(),
    ...generateSearchContent(catalog, search.search_terms, search.search_terms_localized),
  ];
  return {
    ...catalog,
    customs_products: extra.customs_products,
    ...extras,
    ...search,
    content,
    content_versions: generateContentVersions(content),
    ...generateUtilities(),
    collection_points: generateCollectionPoints(catalog.stores),
    decision_experiences: generateDecisionExperiences(),
    rec_schemes: generateRecSchemes(),
  };
};

/** The seed as SQL statements without trailing semicolons, in execution order. */
export const seedStatements = (seed: Seed): string[] => [
  ...[...SEED_TABLES].reverse().map((t) => `DELETE FROM ${t}`),
  ...SEED_TABLES.flatMap((t) => inserts(t, seed[t] as unknown as Row[])),
  ...CONTENT_SCHEDULE_STATEMENTS,
  ...paymentSeedStatements(),
  ...employeeSeedStatements(seed.stores),
];

/** The whole seed as one SQL file body. */
export const seedSql = (seed: Seed): string => `${seedStatements(seed).join(';\n')};\n`;
