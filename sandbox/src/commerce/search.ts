/**
 * Search over D1: the FTS5 index for text, `search_facets` for refinements, `search_docs` for sort
 * keys and prices. A term never reaches SQL as text: it is split into letter/digit tokens, each
 * quoted in the FTS query, and every value is a bound parameter. Facet counts follow the usual
 * rule: each multi-select facet is counted with every other filter applied but its own.
 */
import type { Currency } from '../../../shared/contract/common';
import type {
  AppliedFilters,
  AutoSuggest,
  CatalogCategory,
  ProductSearchResult,
  Refinement,
  RefinementId,
  SearchSort,
} from '../../../shared/contract/search';
import { PALETTE } from '../../seed/catalog';
import { categoryName, type Lang } from '../../seed/content';
import { ACTIVITY_LABELS, GENDER_LABELS } from '../../seed/search';
import { getProductCards } from './catalog';

/* ---------- Query terms ---------- */

const TOKEN = /[\p{L}\p{N}]+/gu;
const MAX_TOKENS = 8;

/** Lower-cased letter/digit tokens of a term (markup, quotes and operators fall away). */
export const tokenize = (q: string): string[] =>
  (q.normalize('NFKC').toLowerCase().match(TOKEN) ?? []).slice(0, MAX_TOKENS).map((t) => t.slice(0, 40));

/** An FTS5 query: every token quoted (so no token is an operator), the last one a prefix. */
export const ftsQuery = (tokens: readonly string[], prefixLast = true): string | undefined =>
  tokens.length === 0
    ? undefined
    : tokens.map((t, i) => `"${t}"${prefixLast && i === tokens.length - 1 ? '*' : ''}`).join(' ');

/* ---------- Categories ---------- */

type CategoryDbRow = {
  id: string;
  parent_id: string | null;
  level: number;
  name: string;
  slug: string;
  path: string;
};

export const categoryUrl = (locale: string, c: Pick<CategoryDbRow, 'slug' | 'id'>) =>
  `/${locale}/c/${c.slug}-${c.id}`;

const langOf = (locale: string): Lang => {
  const l = locale.slice(0, 2);
  return l === 'fr' || l === 'de' || l === 'it' ? l : 'en';
};

export type CategoryIndex = {
  rows: CategoryDbRow[];
  byId: Map<string, CategoryDbRow>;
  children: (id: string | null) => CategoryDbRow[];
};

export const loadCategories = async (db: D1Database): Promise<CategoryIndex> => {
  const { results } = await db
    .prepare('SELECT id, parent_id, level, name, slug, path FROM categories ORDER BY level, sort')
    .all<CategoryDbRow>();
  const byId = new Map(results.map((r) => [r.id, r]));
  const kids = new Map<string | null, CategoryDbRow[]>();
  for (const r of results) {
    const list = kids.get(r.parent_id) ?? [];
    list.push(r);
    kids.set(r.parent_id, list);
  }
  return { rows: results, byId, children: (id) => kids.get(id) ?? [] };
};

export const toCatalogCategory = (
  row: CategoryDbRow,
  locale: string,
  productCount: number,
): CatalogCategory => ({
  id: row.id,
  parentId: row.parent_id,
  level: row.level,
  name: categoryName({ ...row, sort: 0 }, langOf(locale)),
  slug: row.slug,
  url: categoryUrl(locale, row),
  productCount,
});

export const categoryCounts = async (db: D1Database): Promise<Map<string, number>> => {
  const { results } = await db
    .prepare("SELECT value, COUNT(*) AS n FROM search_facets WHERE facet = 'cat' GROUP BY value")
    .all<{ value: string; n: number }>();
  return new Map(results.map((r) => [r.value, r.n]));
};

/* ---------- Product search ---------- */

const PRICE_COLUMNS: Record<Currency, { low: string; high: string }> = {
  USD: { low: 'usd_low', high: 'usd_high' },
  CAD: { low: 'cad_low', high: 'cad_high' },
  GBP: { low: 'gbp_low', high: 'gbp_high' },
  EUR: { low: 'eur_low', high: 'eur_high' },
};

const FACET_OF: Record<RefinementId, string> = {
  category: 'cat',
  color: 'color',
  size: 'size',
  gender: 'gender',
  activity: 'activity',
};
const MULTI: RefinementId[] = ['category', 'color', 'size', 'gender', 'activity'];

type Clause = { sql: string; binds: unknown[] };
type Exclude = RefinementId | 'price' | null;

const inList = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** FROM and WHERE of the result set, leaving out one filter (for its facet's counts). */
const whereOf = (f: AppliedFilters, match: string | undefined, currency: Currency, exclude: Exclude) => {
  const clauses: Clause[] = [];
  if (f.categoryId)
    clauses.push({
      sql: "d.doc IN (SELECT doc FROM search_facets WHERE facet = 'cat' AND value = ?)",
      binds: [f.categoryId],
    });
  for (const id of MULTI) {
    const values = f[id];
    if (id === exclude || values.length === 0) continue;
    clauses.push({
      sql: `d.doc IN (SELECT doc FROM search_facets WHERE facet = ? AND value IN (${inList(values)}))`,
      binds: [FACET_OF[id], ...values],
    });
  }
  const col = PRICE_COLUMNS[currency].low;
  if (exclude !== 'price' && f.priceMin !== undefined)
    clauses.push({ sql: `d.${col} >= ?`, binds: [f.priceMin] });
  if (exclude !== 'price' && f.priceMax !== undefined)
    clauses.push({ sql: `d.${col} <= ?`, binds: [f.priceMax] });
  // The text match is materialised once (then joined), never evaluated row by row.
  return {
    with: match
      ? 'WITH hits AS MATERIALIZED (SELECT rowid AS doc, rank FROM products_fts WHERE products_fts MATCH ?) '
      : '',
    from: match ? 'hits h JOIN search_docs d ON d.doc = h.doc' : 'search_docs d',
    conditions: clauses.map((c) => c.sql),
    binds: [...(match ? [match] : []), ...clauses.flatMap((c) => c.binds)],
  };
};

type Where = ReturnType<typeof whereOf>;

const orderBy = (sort: SearchSort, currency: Currency, text: boolean): string => {
  const price = PRICE_COLUMNS[currency];
  switch (sort) {
    case 'newest':
      return 'd.newness DESC, d.doc';
    case 'price-low-high':
      return `d.${price.low} ASC, d.doc`;
    case 'price-high-low':
      return `d.${price.high} DESC, d.doc`;
    case 'rating':
      return 'd.rating_score DESC, d.rating_count DESC, d.doc';
    default:
      return text ? 'h.rank, d.popularity DESC, d.doc' : 'd.popularity DESC, d.doc';
  }
};

const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'S/M', 'L/XL', 'One Size'];
const sizeRank = (s: string): number => {
  const known = SIZE_ORDER.indexOf(s);
  if (known >= 0) return known;
  const youth = /^Youth (\d+)$/.exec(s);
  if (youth) return 100 + Number(youth[1]);
  const n = Number(s);
  return Number.isFinite(n) ? 200 + n : 1000;
};

type FacetCount = { facet: string; value: string; n: number };

const labelFor = (
  id: RefinementId,
  value: string,
  lang: Lang,
  categories: CategoryIndex,
): { label: string; swatch?: string } => {
  switch (id) {
    case 'category': {
      const row = categories.byId.get(value);
      return { label: row ? categoryName({ ...row, sort: 0 }, lang) : value };
    }
    case 'color': {
      const c = PALETTE[value];
      return c ? { label: c.name, swatch: c.swatch } : { label: value };
    }
    case 'gender':
      return { label: GENDER_LABELS[value]?.[lang] ?? value };
    case 'activity':
      return { label: ACTIVITY_LABELS[value]?.[lang] ?? value };
    default:
      return { label: value };
  }
};

const buildRefinement = (
  id: RefinementId,
  counts: FacetCount[],
  f: AppliedFilters,
  lang: Lang,
  categories: CategoryIndex,
): Refinement => {
  const selected = new Set<string>(f[id]);
  const facet = FACET_OF[id];
  let rows = counts.filter((c) => c.facet === facet);
  if (id === 'category') {
    // Category values are the children of the scope (the roots without one).
    const children = new Set(categories.children(f.categoryId ?? null).map((c) => c.id));
    rows = rows.filter((c) => children.has(c.value) || selected.has(c.value));
  }
  const seen = new Set(rows.map((r) => r.value));
  // A selected value keeps its place even when nothing matches it any more.
  for (const value of selected) if (!seen.has(value)) rows.push({ facet, value, n: 0 });
  const values = rows.map((r) => ({
    value: r.value,
    ...labelFor(id, r.value, lang, categories),
    count: r.n,
    selected: selected.has(r.value),
  }));
  if (id === 'size')
    values.sort((a, b) => sizeRank(a.value) - sizeRank(b.value) || a.value.localeCompare(b.value));
  else if (id === 'category') {
    const order = new Map(categories.rows.map((r, i) => [r.id, i]));
    values.sort((a, b) => (order.get(a.value) ?? 0) - (order.get(b.value) ?? 0));
  } else values.sort((a, b) => a.label.localeCompare(b.label));
  return { id, values };
};

export type SearchInput = AppliedFilters & { start: number; count: number };

export const productSearch = async (
  db: D1Database,
  input: SearchInput,
  currency: Currency,
  locale: string,
): Promise<ProductSearchResult> => {
  const { start, count, ...applied } = input;
  const lang = langOf(locale);
  const tokens = applied.q ? tokenize(applied.q) : [];
  const match = ftsQuery(tokens);
  const categoriesPromise = loadCategories(db);
  // A term with no searchable characters matches nothing (instead of everything).
  if (applied.q?.trim() && !match) {
    const categories = await categoriesPromise;
    return {
      total: 0,
      start,
      count,
      products: [],
      refinements: MULTI.map((id) => buildRefinement(id, [], applied, lang, categories)),
      priceRange: null,
      applied,
      suggestions: await suggestions(db, tokens),
    };
  }
  const all = whereOf(applied, match, currency, null);
  const price = PRICE_COLUMNS[currency];
  const where = (w: Where, extra: string[] = []) => {
    const list = [...w.conditions, ...extra];
    return list.length ? `WHERE ${list.join(' AND ')}` : '';
  };
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `${all.with}SELECT d.product_id AS id FROM ${all.from} ${where(all)} ORDER BY ${orderBy(applied.sort, currency, !!match)} LIMIT ? OFFSET ?`,
      )
      .bind(...all.binds, count, start),
    db.prepare(`${all.with}SELECT COUNT(*) AS n FROM ${all.from} ${where(all)}`).bind(...all.binds),
  ];
  // Facets without a selection share the full filter set; each selected facet is counted without its own filter.
  const unselected = MULTI.filter((id) => applied[id].length === 0).map((id) => FACET_OF[id]);
  const selected = MULTI.filter((id) => applied[id].length > 0);
  const facetQuery = (w: Where, facets: string[]) =>
    db
      .prepare(
        `${w.with}SELECT sf.facet AS facet, sf.value AS value, COUNT(*) AS n FROM ${w.from}
         JOIN search_facets sf ON sf.doc = d.doc ${where(w, [`sf.facet IN (${inList(facets)})`])}
         GROUP BY sf.facet, sf.value`,
      )
      .bind(...w.binds, ...facets);
  if (unselected.length) statements.push(facetQuery(all, unselected));
  for (const id of selected)
    statements.push(facetQuery(whereOf(applied, match, currency, id), [FACET_OF[id]]));
  const noPrice = whereOf(applied, match, currency, 'price');
  statements.push(
    db
      .prepare(
        `${noPrice.with}SELECT MIN(d.${price.low}) AS min, MAX(d.${price.high}) AS max FROM ${noPrice.from} ${where(noPrice)}`,
      )
      .bind(...noPrice.binds),
  );
  const results = await db.batch(statements);
  const ids = (results[0]!.results as { id: string }[]).map((r) => r.id);
  const total = (results[1]!.results[0] as { n: number }).n;
  const counts = results.slice(2, -1).flatMap((r) => r.results as FacetCount[]);
  const range = results.at(-1)!.results[0] as { min: number | null; max: number | null };
  const [products, categories] = await Promise.all([
    getProductCards(db, ids, currency, locale),
    categoriesPromise,
  ]);
  return {
    total,
    start,
    count,
    products,
    refinements: MULTI.map((id) => buildRefinement(id, counts, applied, lang, categories)),
    priceRange: range.min === null || range.max === null ? null : { min: range.min, max: range.max },
    applied,
    ...(total === 0 ? { suggestions: await suggestions(db, tokens) } : {}),
  };
};

/* ---------- Suggestions ---------- */

const levenshtein = (a: string, b: string): number => {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
};

/** "Did you mean" (each unknown token replaced by the closest catalogue word) and popular terms. */
export const suggestions = async (db: D1Database, tokens: readonly string[]) => {
  const { results } = await db
    .prepare('SELECT term, weight FROM search_terms')
    .all<{ term: string; weight: number }>();
  const popular = [...results]
    .filter((t) => t.term.length >= 4)
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, 6)
    .map((t) => t.term);
  const known = new Set(results.map((r) => r.term));
  let changed = false;
  const corrected = tokens.map((token) => {
    if (known.has(token) || token.length < 3) return token;
    const limit = token.length <= 4 ? 1 : 2;
    let best: { term: string; d: number; w: number } | undefined;
    for (const { term, weight } of results) {
      const d = levenshtein(token, term);
      if (d <= limit && (!best || d < best.d || (d === best.d && weight > best.w)))
        best = { term, d, w: weight };
    }
    if (!best) return token;
    changed = true;
    return best.term;
  });
  return { didYouMean: changed ? [corrected.join(' ')] : [], popular };
};

/* ---------- Autosuggest ---------- */

export const autoSuggest = async (
  db: D1Database,
  q: string,
  currency: Currency,
  locale: string,
): Promise<AutoSuggest> => {
  const tokens = tokenize(q);
  const last = tokens.at(-1);
  if (!last) return { terms: [], categories: [], products: [] };
  const head = tokens.slice(0, -1).join(' ');
  const match = ftsQuery(tokens)!;
  const [termRows, productRows] = await db.batch([
    db
      .prepare(
        'SELECT term, weight FROM search_terms WHERE term >= ? AND term < ? ORDER BY weight DESC LIMIT 6',
      )
      .bind(last, `${last}\u{10ffff}`),
    db
      .prepare(
        `SELECT d.product_id AS id FROM products_fts JOIN search_docs d ON d.doc = products_fts.rowid
         WHERE products_fts MATCH ? ORDER BY products_fts.rank LIMIT 4`,
      )
      .bind(match),
  ]);
  const terms = (termRows!.results as { term: string; weight: number }[]).map((r) => ({
    term: head ? `${head} ${r.term}` : r.term,
    count: r.weight,
  }));
  const [categories, cards] = await Promise.all([
    loadCategories(db),
    getProductCards(
      db,
      (productRows!.results as { id: string }[]).map((r) => r.id),
      currency,
      locale,
    ),
  ]);
  return { terms, categories: matchCategories(categories, tokens, locale), products: cards };
};

/** Categories whose breadcrumb (in the shopper's language) has a word starting with every token. */
const matchCategories = (index: CategoryIndex, tokens: readonly string[], locale: string) => {
  const lang = langOf(locale);
  const out: (CatalogCategory & { label: string })[] = [];
  for (const row of index.rows) {
    const trail = row.path.split('/').map((id) => index.byId.get(id)!);
    const names = trail.map((c) => categoryName({ ...c, sort: 0 }, lang));
    const words = names.join(' ').normalize('NFKC').toLowerCase().match(TOKEN) ?? [];
    if (!tokens.every((t) => words.some((w) => w.startsWith(t)))) continue;
    // The row's own name must match at least one token, so "men" does not list every men's leaf.
    const own = names.at(-1)!.toLowerCase().match(TOKEN) ?? [];
    if (!tokens.some((t) => own.some((w) => w.startsWith(t)))) continue;
    out.push({ ...toCatalogCategory(row, locale, 0), label: names.join(' › ') });
    if (out.length === 4) break;
  }
  return out;
};
