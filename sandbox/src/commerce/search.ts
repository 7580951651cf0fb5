/**
 * Search: FTS5 in D1 finds the docs matching a term; filtering, facet counts, price range and
 * sorting run in memory over the per-isolate index of `search_docs` and `search_facets`
 * (`search-index.ts`); one indexed D1 batch then loads the page's cards. A term never reaches SQL
 * as text: it is split into letter/digit tokens, each quoted in the FTS query, and every value is
 * a bound parameter. Facet counts follow the usual rule: each multi-select facet is counted with
 * every other filter applied but its own.
 */
import type { Currency } from '../../../shared/contract/common';
import type { ProductCard } from '../../../shared/contract/product';
import type {
  AppliedFilters,
  CatalogCategory,
  ProductSearchResult,
  Refinement,
  RefinementId,
} from '../../../shared/contract/search';
import { PALETTE } from '../../seed/catalog';
import { categoryName } from '../../seed/content';
import type { Lang } from '../../seed/content-types';
import { colorName, sizeLabel } from '../../seed/i18n/names';
import { ACTIVITY_LABELS, GENDER_LABELS } from '../../seed/search';
import { getProductCards, productCardStatements, productCardsFrom } from './catalog';
import { suggestions } from './did-you-mean';
import {
  andInto,
  type Bits,
  batchIfCurrent,
  CATEGORIES_SQL,
  type CategoryDbRow,
  type CategoryIndex,
  cachedText,
  countAnd,
  forEachDoc,
  has,
  indexCategories,
  lastIndex,
  nonZeroWords,
  openIndex,
  or,
  rankText,
  rememberText,
  type SearchIndex,
  sortOrder,
  type TextMatch,
} from './search-index';

/* ---------- Query terms ---------- */

export const TOKEN = /[\p{L}\p{N}]+/gu;
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

export const categoryUrl = (locale: string, c: Pick<CategoryDbRow, 'slug' | 'id'>) =>
  `/${locale}/c/${c.slug}-${c.id}`;

export const langOf = (locale: string): Lang => {
  const l = locale.slice(0, 2);
  return l === 'fr' || l === 'de' || l === 'it' ? l : 'en';
};

export type { CategoryIndex };

export const loadCategories = async (db: D1Database): Promise<CategoryIndex> =>
  indexCategories((await db.prepare(CATEGORIES_SQL).all<CategoryDbRow>()).results);

export const toCatalogCategory = (
  row: CategoryDbRow,
  locale: string,
  productCount: number,
): CatalogCategory => ({
  id: row.id,
  parentId: row.parent_id,
  level: row.level,
  name: categoryName(row, langOf(locale)),
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

const FACET_OF: Record<RefinementId, string> = {
  category: 'cat',
  color: 'color',
  size: 'size',
  gender: 'gender',
  activity: 'activity',
};
const MULTI: RefinementId[] = ['category', 'color', 'size', 'gender', 'activity'];

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
      return { label: row ? categoryName(row, lang) : value };
    }
    case 'color': {
      const c = PALETTE[value];
      return c ? { label: colorName(c.name, lang, value), swatch: c.swatch } : { label: value };
    }
    case 'size':
      return { label: sizeLabel(value, lang) };
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

/**
 * The docs of a searched term: its words matched whole (?1) and, only when that finds nothing,
 * the last word as a prefix too (?2), so "jack" still finds jackets. Whole words first because the
 * index stems every language with English rules: the prefix of French "botte" ("bott*") also
 * matches "bottle". One statement either way.
 */
const ftsSql = (
  columns: string,
) => `WITH whole AS (SELECT ${columns} FROM products_fts WHERE products_fts MATCH ?1)
  SELECT * FROM whole
  UNION ALL
  SELECT ${columns} FROM products_fts WHERE products_fts MATCH ?2 AND NOT EXISTS (SELECT 1 FROM whole)`;
const FTS_SQL = ftsSql('rowid AS doc');
const FTS_RANKED_SQL = ftsSql('rowid AS doc, rank');

/** Docs of the values of one facet (OR within a facet); unknown values match nothing. */
const facetSet = (index: SearchIndex, facet: string, values: readonly string[]): Bits =>
  or(
    values.flatMap((v) => index.facets.get(facet)?.get(v) ?? []),
    index.words,
  );

/**
 * The result set leaving out one filter (for its facet's counts, or the price range): the
 * intersection of the category scope, the text match, each facet's OR and the price bounds.
 */
const resultSet = (
  index: SearchIndex,
  f: AppliedFilters,
  text: Bits | undefined,
  priced: Bits | undefined,
  selections: Map<RefinementId, Bits>,
  exclude: RefinementId | 'price' | null,
): Bits => {
  const set = index.all.slice();
  if (f.categoryId) andInto(set, index.facets.get('cat')?.get(f.categoryId) ?? new Uint32Array(index.words));
  if (text) andInto(set, text);
  for (const [id, bits] of selections) if (id !== exclude) andInto(set, bits);
  if (priced && exclude !== 'price') andInto(set, priced);
  return set;
};

/** Counts of the values a refinement shows (n > 0), in (facet, value) order. */
const countFacet = (
  index: SearchIndex,
  id: RefinementId,
  set: Bits,
  f: AppliedFilters,
  categories: CategoryIndex,
): FacetCount[] => {
  const facet = FACET_OF[id];
  const values = index.facets.get(facet);
  if (!values) return [];
  // Only the category values a refinement can show: the scope's children and the selected ones.
  const shown =
    id === 'category'
      ? new Set([...categories.children(f.categoryId ?? null).map((c) => c.id), ...f.category])
      : undefined;
  const words = nonZeroWords(set);
  const counts: FacetCount[] = [];
  for (const [value, bits] of values) {
    if (shown && !shown.has(value)) continue;
    const n = countAnd(set, words, bits);
    if (n > 0) counts.push({ facet, value, n });
  }
  return counts;
};

type Plan = {
  total: number;
  counts: FacetCount[];
  priceRange: { min: number; max: number } | null;
  /** The page's product ids, in order. */
  ids: string[];
};

/** Everything a search answers except the cards, from the index (and the text match, if any). */
const plan = (
  index: SearchIndex,
  applied: AppliedFilters,
  text: TextMatch | undefined,
  currency: Currency,
  start: number,
  count: number,
): Plan => {
  const { low, high } = index.prices[currency];
  let priced: Bits | undefined;
  if (applied.priceMin !== undefined || applied.priceMax !== undefined) {
    const min = applied.priceMin ?? Number.NEGATIVE_INFINITY;
    const max = applied.priceMax ?? Number.POSITIVE_INFINITY;
    const bits = new Uint32Array(index.words);
    forEachDoc(index.all, (d) => {
      if (low[d]! >= min && low[d]! <= max) bits[d >>> 5]! |= 1 << (d & 31);
    });
    priced = bits;
  }
  const selections = new Map<RefinementId, Bits>();
  for (const id of MULTI)
    if (applied[id].length > 0) selections.set(id, facetSet(index, FACET_OF[id], applied[id]));

  const all = resultSet(index, applied, text?.bits, priced, selections, null);
  const total = countAnd(all, nonZeroWords(all), all);
  // Facets without a selection are counted over the full set; each selected one without its own filter.
  const counts = MULTI.flatMap((id) =>
    countFacet(
      index,
      id,
      selections.has(id) ? resultSet(index, applied, text?.bits, priced, selections, id) : all,
      applied,
      index.categories,
    ),
  );
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  forEachDoc(priced ? resultSet(index, applied, text?.bits, priced, selections, 'price') : all, (d) => {
    if (low[d]! < min) min = low[d]!;
    if (high[d]! > max) max = high[d]!;
  });

  // The page: walk the sort order, keeping the docs of the result set.
  const order = text && applied.sort === 'featured' ? text.order! : sortOrder(index, applied.sort, currency);
  const ids: string[] = [];
  for (let i = 0, seen = 0; i < order.length && ids.length < count && seen < start + count; i++) {
    const d = order[i]!;
    if (!has(all, d)) continue;
    if (seen++ >= start) ids.push(index.productId[d]!);
  }
  return { total, counts, priceRange: min === Number.POSITIVE_INFINITY ? null : { min, max }, ids };
};

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
  // A term with no searchable characters matches nothing (instead of everything).
  const unsearchable = !!applied.q?.trim() && !match;
  const ranked = applied.sort === 'featured';
  const shownColors = applied.color ?? [];
  const answer = async (
    index: SearchIndex,
    p: Plan,
    products: ProductCard[],
  ): Promise<ProductSearchResult> => ({
    total: p.total,
    start,
    count,
    products,
    refinements: MULTI.map((id) => buildRefinement(id, p.counts, applied, lang, index.categories)),
    priceRange: p.priceRange,
    applied,
    ...(p.total === 0 ? { suggestions: await suggestions(db, tokens) } : {}),
  });

  // Warm: the index (and the text match) are in memory, so the page's cards are read in the same
  // D1 batch as the version check: one round trip. A changed version falls through.
  const warm = lastIndex();
  const warmText = match ? warm?.texts.get(match) : undefined;
  if (warm && !unsearchable && (!match || (warmText && (!ranked || warmText.order)))) {
    const p = plan(warm, applied, warmText && cachedText(warm, match!), currency, start, count);
    const results = await batchIfCurrent(
      db,
      warm,
      p.ids.length ? productCardStatements(db, p.ids, currency, shownColors) : [],
    );
    if (results)
      return answer(
        warm,
        p,
        p.ids.length ? productCardsFrom(p.ids, results, currency, locale, shownColors) : [],
      );
  }

  // The text match goes in the version check's batch unless this isolate remembers it; its bm25
  // rank is read only when the featured sort needs the relevance order.
  const known = match ? lastIndex()?.texts.get(match) : undefined;
  const ftsNeeded = match !== undefined && (!known || (ranked && !known.order));
  const fts = () => db.prepare(ranked ? FTS_RANKED_SQL : FTS_SQL).bind(ftsQuery(tokens, false), match);
  const opened = await openIndex(db, ftsNeeded ? [fts()] : []);
  const { index } = opened;
  if (unsearchable) return answer(index, { total: 0, counts: [], priceRange: null, ids: [] }, []);
  let text = match ? cachedText(index, match) : undefined;
  if (match && (!text || (ranked && !text.order))) {
    const rows = (ftsNeeded ? opened.results[0]! : await fts().run()).results as {
      doc: number;
      rank: number;
    }[];
    text ??= rememberText(index, match, rows);
    if (ranked) rankText(index, text, rows);
  }
  const p = plan(index, applied, text, currency, start, count);
  return answer(index, p, await getProductCards(db, p.ids, currency, locale, shownColors));
};
