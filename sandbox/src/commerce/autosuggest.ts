/**
 * Autosuggest (commerce spec section 7, Search): terms that start with the last token, the
 * categories whose breadcrumb matches every token, and the four best-ranked products, read in one
 * round trip when the isolate remembers the prefix.
 */
import type { Currency } from '../../../shared/contract/common';
import type { AutoSuggest, CatalogCategory } from '../../../shared/contract/search';
import { categoryName } from '../../seed/content';
import { getProductCards, productCardStatements, productCardsFrom } from './catalog';
import { ftsQuery, langOf, TOKEN, toCatalogCategory, tokenize } from './search';
import {
  batchIfCurrent,
  type CategoryIndex,
  lastIndex,
  openIndex,
  type SearchIndex,
  termsStartingWith,
} from './search-index';

const suggestedProducts = (db: D1Database, match: string) =>
  db
    .prepare(
      `SELECT d.product_id AS id FROM products_fts JOIN search_docs d ON d.doc = products_fts.rowid
       WHERE products_fts MATCH ? ORDER BY products_fts.rank LIMIT 4`,
    )
    .bind(match);

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
  const termsOf = (index: SearchIndex) =>
    termsStartingWith(index, last, langOf(locale)).map((r) => ({
      term: head ? `${head} ${r.term}` : r.term,
      count: r.weight,
    }));
  // The best-ranked products of a prefix (bm25 over every match) are remembered per isolate; when
  // they are, the cards are read in the version check's batch (one round trip).
  const warm = lastIndex();
  const remembered = warm?.suggested.get(match);
  if (warm && remembered) {
    const results = await batchIfCurrent(
      db,
      warm,
      remembered.length ? productCardStatements(db, remembered, currency) : [],
    );
    if (results)
      return {
        terms: termsOf(warm),
        categories: matchCategories(warm.categories, tokens, locale),
        products: remembered.length ? productCardsFrom(remembered, results, currency, locale) : [],
      };
  }
  const {
    index,
    results: [productRows],
  } = await openIndex(db, [suggestedProducts(db, match)]);
  const ids = index.suggested.set(match, [
    ...new Set((productRows!.results as { id: string }[]).map((r) => r.id)),
  ]);
  const terms = termsOf(index);
  const cards = await getProductCards(db, ids, currency, locale);
  const categories = index.categories;
  return { terms, categories: matchCategories(categories, tokens, locale), products: cards };
};

/** Categories whose breadcrumb (in the shopper's language) has a word starting with every token. */
const matchCategories = (index: CategoryIndex, tokens: readonly string[], locale: string) => {
  const lang = langOf(locale);
  const out: (CatalogCategory & { label: string })[] = [];
  for (const row of index.rows) {
    const trail = row.path.split('/').map((id) => index.byId.get(id)!);
    const names = trail.map((c) => categoryName(c, lang));
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
