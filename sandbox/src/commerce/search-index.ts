/**
 * The per-isolate search index: D1 stays the source of truth, this is a lazily built, read-only
 * copy of `search_docs`, `search_facets` and `categories` held in typed arrays. Each facet value is
 * a bitset over docs (one bit per doc, 32 per word), so filtering is AND/OR over words and a facet
 * count is AND + popcount; sort orders are permutations of all docs, computed once per key. Every
 * use first reads the data version (a fingerprint of `search_docs`, in the same D1 batch as the
 * caller's own statements, so one round trip); when it changed (a reseed), the index is rebuilt.
 */
import type { Currency } from '../../../shared/contract/common';
import { Memo } from '../../../shared/contract/memo';
import type { SearchSort } from '../../../shared/contract/search';

export type Bits = Uint32Array;

export type CategoryDbRow = {
  id: string;
  parent_id: string | null;
  level: number;
  name: string;
  slug: string;
  path: string;
};

export type CategoryIndex = {
  rows: CategoryDbRow[];
  byId: Map<string, CategoryDbRow>;
  children: (id: string | null) => CategoryDbRow[];
};

/** Categories (rows in level, sort order) by id and by parent. */
export const indexCategories = (rows: CategoryDbRow[]): CategoryIndex => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const kids = new Map<string | null, CategoryDbRow[]>();
  for (const r of rows) {
    const list = kids.get(r.parent_id) ?? [];
    list.push(r);
    kids.set(r.parent_id, list);
  }
  return { rows, byId, children: (id) => kids.get(id) ?? [] };
};

export const CATEGORIES_SQL =
  'SELECT id, parent_id, level, name, slug, path FROM categories ORDER BY level, sort';

type Prices = { low: Int32Array; high: Int32Array };

/** A text match: its docs, and their relevance order once a featured sort needed it. */
export type TextMatch = { bits: Bits; order?: Int32Array };

export type SearchIndex = {
  version: string;
  /** Words per bitset. */
  words: number;
  /** Every doc that has a search document. */
  all: Bits;
  productId: string[];
  popularity: Float64Array;
  newness: Float64Array;
  ratingScore: Float64Array;
  ratingCount: Float64Array;
  prices: Record<Currency, Prices>;
  /** facet → value → docs, values in (facet, value) order as SQLite groups them. */
  facets: Map<string, Map<string, Bits>>;
  categories: CategoryIndex;
  /** Sort permutations of all docs, built on first use (sorts, the price sorts per currency). */
  orders: Memo<string, Int32Array>;
  /** Recent text matches: FTS query → docs in (rank, popularity desc, doc) order, and as a set. */
  texts: Memo<string, TextMatch>;
  /** The autosuggest vocabulary in term order. */
  terms: { term: string; weight: number }[];
  /** The vocabulary of each translated catalogue (fr, de, it), in term order. */
  localTerms: Map<string, { term: string; weight: number }[]>;
  /** Recent autosuggest product lists: FTS query → the best-ranked product ids. */
  suggested: Memo<string, string[]>;
};

const CURRENCIES: Currency[] = ['USD', 'CAD', 'GBP', 'EUR'];
/** Recent text matches kept per index (least recently used out first). */
const MAX_TEXTS = 64;
/** Recent autosuggest product lists kept per index. */
const MAX_SUGGESTED = 1024;

/** Cheap to read (the primary key's ends and the row count) and changed by every reseed. */
const VERSION_SQL = `SELECT (SELECT COUNT(*) FROM search_docs) || ':' ||
  COALESCE((SELECT doc || '/' || product_id || '/' || popularity FROM search_docs ORDER BY doc DESC LIMIT 1), '') || ':' ||
  COALESCE((SELECT product_id || '/' || popularity FROM search_docs ORDER BY doc LIMIT 1), '') AS v`;

type DocRow = {
  doc: number;
  product_id: string;
  popularity: number;
  newness: number;
  rating_score: number;
  rating_count: number;
} & Record<`${'usd' | 'cad' | 'gbp' | 'eur'}_${'low' | 'high'}`, number>;

const build = async (db: D1Database): Promise<SearchIndex> => {
  const [version, docs, facets, categories, terms, localTerms] = await db.batch([
    db.prepare(VERSION_SQL),
    db.prepare(
      `SELECT doc, product_id, popularity, newness, rating_score, rating_count,
              usd_low, usd_high, cad_low, cad_high, gbp_low, gbp_high, eur_low, eur_high
       FROM search_docs`,
    ),
    db.prepare(
      'SELECT facet, value, group_concat(doc) AS docs FROM search_facets GROUP BY facet, value ORDER BY facet, value',
    ),
    db.prepare(CATEGORIES_SQL),
    db.prepare('SELECT term, weight FROM search_terms ORDER BY term'),
    db.prepare('SELECT lang, term, weight FROM search_terms_localized ORDER BY lang, term'),
  ]);
  const rows = docs!.results as DocRow[];
  const size = rows.reduce((m, r) => Math.max(m, r.doc), 0) + 1;
  const words = Math.ceil(size / 32);
  const numbers = () => new Float64Array(size);
  const index: SearchIndex = {
    version: (version!.results[0] as { v: string }).v,
    words,
    all: new Uint32Array(words),
    productId: new Array<string>(size).fill(''),
    popularity: numbers(),
    newness: numbers(),
    ratingScore: numbers(),
    ratingCount: numbers(),
    prices: Object.fromEntries(
      CURRENCIES.map((c) => [c, { low: new Int32Array(size), high: new Int32Array(size) }]),
    ) as Record<Currency, Prices>,
    facets: new Map(),
    categories: indexCategories(categories!.results as CategoryDbRow[]),
    // The index's own memos (not `memo()`: an index is built again for each catalogue version).
    orders: new Memo({ name: 'sandbox/search-orders', max: 32 }),
    texts: new Memo({ name: 'sandbox/search-texts', max: MAX_TEXTS }),
    terms: terms!.results as SearchIndex['terms'],
    localTerms: new Map(),
    suggested: new Memo({ name: 'sandbox/search-suggested', max: MAX_SUGGESTED }),
  };
  for (const { lang, term, weight } of localTerms!.results as {
    lang: string;
    term: string;
    weight: number;
  }[]) {
    const list = index.localTerms.get(lang) ?? [];
    if (list.length === 0) index.localTerms.set(lang, list);
    list.push({ term, weight });
  }
  for (const r of rows) {
    const d = r.doc;
    index.all[d >>> 5]! |= 1 << (d & 31);
    index.productId[d] = r.product_id;
    index.popularity[d] = r.popularity;
    index.newness[d] = r.newness;
    index.ratingScore[d] = r.rating_score;
    index.ratingCount[d] = r.rating_count;
    index.prices.USD.low[d] = r.usd_low;
    index.prices.USD.high[d] = r.usd_high;
    index.prices.CAD.low[d] = r.cad_low;
    index.prices.CAD.high[d] = r.cad_high;
    index.prices.GBP.low[d] = r.gbp_low;
    index.prices.GBP.high[d] = r.gbp_high;
    index.prices.EUR.low[d] = r.eur_low;
    index.prices.EUR.high[d] = r.eur_high;
  }
  for (const { facet, value, docs: list } of facets!.results as {
    facet: string;
    value: string;
    docs: string;
  }[]) {
    const values = index.facets.get(facet) ?? new Map<string, Bits>();
    index.facets.set(facet, values);
    const bits = new Uint32Array(words);
    for (const s of list.split(',')) {
      const d = Number(s);
      // Facet rows of docs without a search document never matched (the SQL joined on docs).
      if (d < size) bits[d >>> 5]! |= 1 << (d & 31);
    }
    values.set(value, and(bits, index.all));
  }
  return index;
};

let current: SearchIndex | undefined;

/**
 * The index at the database's current version, plus the results of `statements` run in the same
 * D1 batch as the version check. A stale or missing index is built by the request that needs it:
 * workerd settles a promise only inside the request that made it, so a build shared with other
 * requests would leave them waiting for ever when its own request is cancelled (a storefront
 * timeout), and every later search of the isolate would fail.
 */
export const openIndex = async (
  db: D1Database,
  statements: D1PreparedStatement[] = [],
): Promise<{ index: SearchIndex; results: D1Result[] }> => {
  const [version, ...results] = await db.batch([db.prepare(VERSION_SQL), ...statements]);
  const v = (version!.results[0] as { v: string }).v;
  if (current?.version === v) return { index: current, results };
  const index = await build(db);
  current = index;
  return { index, results };
};

/**
 * Runs statements planned from `index` in one batch with the version check: their results while
 * the index is current, undefined when the data changed (the caller starts over with `openIndex`).
 */
export const batchIfCurrent = async (
  db: D1Database,
  index: SearchIndex,
  statements: D1PreparedStatement[],
): Promise<D1Result[] | undefined> => {
  const [version, ...results] = await db.batch([db.prepare(VERSION_SQL), ...statements]);
  return (version!.results[0] as { v: string }).v === index.version ? results : undefined;
};

/* ---------- Bitsets ---------- */

export const popcount = (x: number): number => {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

export const and = (a: Bits, b: Bits): Bits => {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return out;
};

/** `target &= other`, in place. */
export const andInto = (target: Bits, other: Bits): Bits => {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  return target;
};

export const or = (sets: readonly Bits[], words: number): Bits => {
  const out = new Uint32Array(words);
  for (const s of sets) for (let i = 0; i < words; i++) out[i]! |= s[i]!;
  return out;
};

export const has = (bits: Bits, d: number): boolean => (bits[d >>> 5]! & (1 << (d & 31))) !== 0;

/** Indices of the non-zero words of a set: counting walks only these. */
export const nonZeroWords = (bits: Bits): Int32Array => {
  const out = new Int32Array(bits.length);
  let n = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) out[n++] = i;
  return out.subarray(0, n);
};

/** |a ∩ b|, over the non-zero words of `a`. */
export const countAnd = (a: Bits, aWords: Int32Array, b: Bits): number => {
  let n = 0;
  for (let k = 0; k < aWords.length; k++) {
    const i = aWords[k]!;
    const w = a[i]! & b[i]!;
    if (w !== 0) n += popcount(w);
  }
  return n;
};

/** Calls `fn` for every doc of the set, in doc order. */
export const forEachDoc = (bits: Bits, fn: (doc: number) => void): void => {
  for (let i = 0; i < bits.length; i++) {
    let w = bits[i]!;
    while (w !== 0) {
      const low = w & -w;
      fn((i << 5) + (31 - Math.clz32(low)));
      w ^= low;
    }
  }
};

/* ---------- Sort orders ---------- */

/** All docs in a sort's order (ties by doc), as the SQL `ORDER BY` of each sort had them. */
export const sortOrder = (index: SearchIndex, sort: SearchSort, currency: Currency): Int32Array => {
  const key = sort === 'price-low-high' || sort === 'price-high-low' ? `${sort}:${currency}` : sort;
  const cached = index.orders.get(key);
  if (cached) return cached;
  const docs: number[] = [];
  forEachDoc(index.all, (d) => docs.push(d));
  const { low, high } = index.prices[currency];
  const compare = ((): ((a: number, b: number) => number) => {
    switch (sort) {
      case 'newest':
        return (a, b) => index.newness[b]! - index.newness[a]! || a - b;
      case 'price-low-high':
        return (a, b) => low[a]! - low[b]! || a - b;
      case 'price-high-low':
        return (a, b) => high[b]! - high[a]! || a - b;
      case 'rating':
        return (a, b) =>
          index.ratingScore[b]! - index.ratingScore[a]! ||
          index.ratingCount[b]! - index.ratingCount[a]! ||
          a - b;
      default:
        return (a, b) => index.popularity[b]! - index.popularity[a]! || a - b;
    }
  })();
  const order = Int32Array.from(docs.sort(compare));
  index.orders.set(key, order);
  return order;
};

/** A remembered text match (most recently used last), if any. */
export const cachedText = (index: SearchIndex, match: string): TextMatch | undefined =>
  index.texts.get(match);

/** Remembers the docs an FTS query matched (rows without a search document fall away). */
export const rememberText = (
  index: SearchIndex,
  match: string,
  rows: readonly { doc: number }[],
): TextMatch => {
  const bits = new Uint32Array(index.words);
  for (const { doc } of rows) if (doc < index.productId.length) bits[doc >>> 5]! |= 1 << (doc & 31);
  return index.texts.set(match, { bits: andInto(bits, index.all) });
};

/** Adds the relevance order (rank, popularity desc, doc) from FTS rows with their bm25 rank. */
export const rankText = (
  index: SearchIndex,
  text: TextMatch,
  rows: readonly { doc: number; rank: number }[],
) => {
  const known = rows.filter((h) => h.doc < index.productId.length && has(text.bits, h.doc));
  known.sort(
    (a, b) => a.rank - b.rank || index.popularity[b.doc]! - index.popularity[a.doc]! || a.doc - b.doc,
  );
  text.order = Int32Array.from(known, (h) => h.doc);
  return text.order;
};

/**
 * The six most frequent vocabulary words of `lang` starting with `prefix` (ties in term order), as
 * `term >= prefix AND term < prefix || U+10FFFF ORDER BY weight DESC LIMIT 6` had them.
 */
export const termsStartingWith = (index: SearchIndex, prefix: string, lang = 'en') => {
  // A translated site suggests its own language's words; English (and a language without rows) the source's.
  const terms = (lang !== 'en' && index.localTerms.get(lang)) || index.terms;
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]!.term < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: SearchIndex['terms'] = [];
  for (let i = lo; i < terms.length && terms[i]!.term.startsWith(prefix); i++) found.push(terms[i]!);
  return found.sort((a, b) => b.weight - a.weight).slice(0, 6);
};

/** The index last built in this isolate (its version is checked by `openIndex`). */
export const lastIndex = (): SearchIndex | undefined => current;
