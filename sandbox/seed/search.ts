/**
 * Search rows derived from the generated catalogue, so the index is always in step with the seed:
 * each product's activities (a deterministic function of its type, category and id), one search
 * document per product (sort keys, price bounds per currency), its facet values, its FTS row and
 * the autosuggest vocabulary. Also the category and search content documents per site and language.
 */
import { LOCALES } from '../src/sites';
import { type Catalog, type CategoryRow, CURRENCIES, PALETTE } from './catalog';
import { categoryName } from './content';
import { type ContentRow, contentImage, type Lang } from './content-types';
import { colorName, productName } from './i18n/names';
import { GENDERS } from './i18n/words';
import { hashString } from './prng';

export type ActivityRow = { product_id: string; activity: string };
export type SearchDocRow = {
  doc: number;
  product_id: string;
  popularity: number;
  newness: number;
  rating_score: number;
  rating_count: number;
} & Record<`${'usd' | 'cad' | 'gbp' | 'eur'}_${'low' | 'high'}`, number>;
export type SearchFacetRow = { facet: string; value: string; doc: number };
export type FtsRow = {
  rowid: number;
  name: string;
  description: string;
  features: string;
  categories: string;
  colors: string;
  activities: string;
};
export type SearchTermRow = { term: string; weight: number };
export type LocalizedTermRow = { lang: string; term: string; weight: number };

export type SearchRows = {
  product_activities: ActivityRow[];
  search_docs: SearchDocRow[];
  search_facets: SearchFacetRow[];
  products_fts: FtsRow[];
  search_terms: SearchTermRow[];
  search_terms_localized: LocalizedTermRow[];
};

/** Insertion order (after the catalogue tables); deletion runs in reverse. */
export const SEARCH_TABLES = [
  'product_activities',
  'search_docs',
  'search_facets',
  'products_fts',
  'search_terms',
  'search_terms_localized',
] as const;

const LANGS: readonly Lang[] = ['en', 'fr', 'de', 'it'];
const TRANSLATED = ['fr', 'de', 'it'] as const;

export const ACTIVITY_LABELS: Record<string, Record<Lang, string>> = {
  hiking: { en: 'Hiking', fr: 'Randonnée', de: 'Wandern', it: 'Escursionismo' },
  'trail-running': { en: 'Trail running', fr: 'Trail', de: 'Trailrunning', it: 'Trail running' },
  climbing: { en: 'Climbing', fr: 'Escalade', de: 'Klettern', it: 'Arrampicata' },
  skiing: { en: 'Skiing', fr: 'Ski', de: 'Skifahren', it: 'Sci' },
  camping: { en: 'Camping', fr: 'Camping', de: 'Camping', it: 'Campeggio' },
  everyday: { en: 'Everyday', fr: 'Quotidien', de: 'Alltag', it: 'Tutti i giorni' },
};
export const GENDER_LABELS: Record<string, Record<Lang, string>> = {
  men: { en: 'Men', fr: 'Homme', de: 'Herren', it: 'Uomo' },
  women: { en: 'Women', fr: 'Femme', de: 'Damen', it: 'Donna' },
  kids: { en: 'Kids', fr: 'Enfant', de: 'Kinder', it: 'Bambini' },
  unisex: { en: 'Unisex', fr: 'Mixte', de: 'Unisex', it: 'Unisex' },
};

/** The main activity of a product type, refined by its category names (winter, running, ...). */
const activitiesFor = (type: string, names: string[], id: string): string[] => {
  const has = (word: string) => names.some((n) => n.includes(word));
  const primary = ((): string => {
    if (has('Winter') || has('Snow') || (type === 'jacket' && has('Insulated'))) return 'skiing';
    if (has('Running') || has('Trail Running')) return 'trail-running';
    if (has('Backpacking')) return 'camping';
    switch (type) {
      case 'boot':
      case 'socks':
      case 'shirt':
      case 'pack':
        return 'hiking';
      case 'jacket':
        return has('Softshell') ? 'climbing' : 'hiking';
      case 'pants':
      case 'gloves':
        return 'climbing';
      case 'baselayer':
      case 'beanie':
        return 'skiing';
      case 'shoe':
        return has('Hiking') ? 'hiking' : 'trail-running';
      case 'shorts':
      case 'cap':
      case 'hippack':
        return 'trail-running';
      case 'fleece':
      case 'bottle':
        return 'camping';
      default:
        return 'everyday';
    }
  })();
  // A stable second activity for about a third of the styles.
  const h = hashString(id);
  const second = ['everyday', 'camping', 'hiking'][h % 3]!;
  return h % 3 === 0 && second !== primary ? [primary, second] : [primary];
};

const WORD = /[\p{L}\p{N}]+/gu;
const words = (text: string): string[] => (text.toLowerCase().match(WORD) ?? []).filter((w) => w.length >= 3);

export const generateSearchRows = (catalog: Catalog): SearchRows => {
  const categories = new Map(catalog.categories.map((c) => [c.id, c]));
  const ancestors = (id: string): CategoryRow[] =>
    categories
      .get(id)!
      .path.split('/')
      .map((a) => categories.get(a)!);
  const colorsOf = new Map<string, string[]>();
  for (const c of catalog.colors) {
    const list = colorsOf.get(c.product_id) ?? [];
    list.push(c.code);
    colorsOf.set(c.product_id, list);
  }
  const sizesOf = new Map<string, Set<string>>();
  for (const v of catalog.variants) {
    const set = sizesOf.get(v.product_id) ?? new Set<string>();
    set.add(v.size);
    sizesOf.set(v.product_id, set);
  }
  // Lowest and highest current price per product and currency.
  const bounds = new Map<string, number[]>();
  const slot = Object.fromEntries(CURRENCIES.map((c, i) => [c, i * 2])) as Record<string, number>;
  for (const p of catalog.prices) {
    const productId = p.sku.slice(0, 8);
    let b = bounds.get(productId);
    if (!b) {
      b = CURRENCIES.flatMap(() => [Number.POSITIVE_INFINITY, 0]);
      bounds.set(productId, b);
    }
    const i = slot[p.currency]!;
    b[i] = Math.min(b[i]!, p.current);
    b[i + 1] = Math.max(b[i + 1]!, p.current);
  }

  const rows: SearchRows = {
    product_activities: [],
    search_docs: [],
    search_facets: [],
    products_fts: [],
    search_terms: [],
    search_terms_localized: [],
  };
  const termDocs = new Map<string, number>();
  // The vocabulary of each translation, counted the same way (autosuggest on fr, de, it sites).
  const localTermDocs = new Map(TRANSLATED.map((lang) => [lang, new Map<string, number>()]));
  catalog.products.forEach((product, index) => {
    const doc = index + 1;
    const crumbs = ancestors(product.category_id);
    const activities = activitiesFor(
      product.product_type,
      crumbs.map((c) => c.name),
      product.id,
    );
    const colors = colorsOf.get(product.id) ?? [];
    const sizes = [...(sizesOf.get(product.id) ?? [])];
    const b = bounds.get(product.id)!;
    for (const activity of activities) rows.product_activities.push({ product_id: product.id, activity });
    rows.search_docs.push({
      doc,
      product_id: product.id,
      popularity: product.popularity,
      newness: product.sort,
      rating_score: product.rating_score,
      rating_count: product.rating_count,
      usd_low: b[0]!,
      usd_high: b[1]!,
      cad_low: b[2]!,
      cad_high: b[3]!,
      gbp_low: b[4]!,
      gbp_high: b[5]!,
      eur_low: b[6]!,
      eur_high: b[7]!,
    });
    const facet = (name: string, value: string) => rows.search_facets.push({ facet: name, value, doc });
    for (const c of crumbs) facet('cat', c.id);
    for (const code of colors) facet('color', code);
    for (const size of sizes) facet('size', size);
    facet('gender', product.gender);
    for (const activity of activities) facet('activity', activity);

    const categoryNames = [
      ...new Set(crumbs.flatMap((c) => LANGS.map((lang) => categoryName(c, lang)))),
    ].join(' ');
    const colorNames = colors.map((code) => PALETTE[code]!.name).join(' ');
    // Localized names and colours are indexed too, so a French word finds products on fr sites.
    const localizedNames = [...new Set(LANGS.map((lang) => productName(product.name, lang)))].join(' ');
    const localizedColors = [
      ...new Set(colors.flatMap((code) => LANGS.map((lang) => colorName(PALETTE[code]!.name, lang, code)))),
    ].join(' ');
    const activityNames = [
      ...new Set(activities.flatMap((a) => LANGS.map((l) => ACTIVITY_LABELS[a]![l]))),
    ].join(' ');
    rows.products_fts.push({
      rowid: doc,
      name: localizedNames,
      description: product.description,
      features: (JSON.parse(product.features) as string[]).join(' '),
      categories: categoryNames,
      colors: localizedColors,
      activities: activityNames,
    });
    const vocabulary = new Set(
      words(
        `${product.name} ${crumbs.map((c) => c.name).join(' ')} ${colorNames} ${activities
          .map((a) => ACTIVITY_LABELS[a]!.en)
          .join(' ')}`,
      ),
    );
    for (const w of vocabulary) termDocs.set(w, (termDocs.get(w) ?? 0) + 1);
    for (const lang of TRANSLATED) {
      const counts = localTermDocs.get(lang)!;
      const local = new Set(
        words(
          [
            productName(product.name, lang),
            ...crumbs.map((c) => categoryName(c, lang)),
            ...colors.map((code) => colorName(PALETTE[code]!.name, lang, code)),
            ...activities.map((a) => ACTIVITY_LABELS[a]![lang]),
          ].join(' '),
        ),
      );
      for (const w of local) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  });
  rows.search_terms_localized = TRANSLATED.flatMap((lang) =>
    [...localTermDocs.get(lang)!]
      .map(([term, weight]) => ({ lang, term, weight }))
      .sort((a, b) => a.term.localeCompare(b.term)),
  );
  rows.search_terms = [...termDocs]
    .map(([term, weight]) => ({ term, weight }))
    .sort((a, b) => a.term.localeCompare(b.term));
  return rows;
};

/* ---------- Category and search content ---------- */

const TEXT: Record<string, Record<Lang, string>> = {
  categoryIntro: {
    en: 'Explore {name} from Ridgeline: tested on long days outside, made to be repaired.',
    fr: 'Découvrez {name} par Ridgeline\u00a0: testés lors de longues journées dehors, faits pour être réparés.',
    de: 'Entdecken Sie {name} von Ridgeline: an langen Tagen draußen getestet, gemacht zum Reparieren.',
    it: 'Scopri {name} di Ridgeline: testati in lunghe giornate all’aperto, fatti per essere riparati.',
  },
  categoryBanner: {
    en: 'New season {name}',
    fr: '{name}\u00a0: nouvelle saison',
    de: '{name}: neue Saison',
    it: '{name}: nuova stagione',
  },
  categoryBannerText: {
    en: 'Free repairs for life on every piece.',
    fr: 'Réparations gratuites à vie sur chaque article.',
    de: 'Lebenslang kostenlose Reparaturen für jedes Teil.',
    it: 'Riparazioni gratuite a vita su ogni capo.',
  },
  resultsHeading: {
    en: 'Search results',
    fr: 'Résultats de recherche',
    de: 'Suchergebnisse',
    it: 'Risultati della ricerca',
  },
  resultsIntro: {
    en: 'Refine by category, colour, size, activity or price.',
    fr: 'Affinez par catégorie, couleur, taille, activité ou prix.',
    de: 'Nach Kategorie, Farbe, Größe, Aktivität oder Preis filtern.',
    it: 'Filtra per categoria, colore, taglia, attività o prezzo.',
  },
  noResultsHeading: {
    en: 'No products match your search',
    fr: 'Aucun produit ne correspond à votre recherche',
    de: 'Keine Produkte entsprechen Ihrer Suche',
    it: 'Nessun prodotto corrisponde alla ricerca',
  },
  noResultsIntro: {
    en: 'Try one of these ideas, or browse our most popular searches.',
    fr: 'Essayez l’une de ces idées ou parcourez les recherches populaires.',
    de: 'Probieren Sie einen dieser Tipps oder stöbern Sie in beliebten Suchen.',
    it: 'Prova uno di questi suggerimenti o sfoglia le ricerche più popolari.',
  },
  tipSpelling: {
    en: 'Check the spelling of your search.',
    fr: 'Vérifiez l’orthographe de votre recherche.',
    de: 'Überprüfen Sie die Schreibweise.',
    it: 'Controlla l’ortografia della ricerca.',
  },
  // The examples are words the language's own catalogue uses (its autosuggest vocabulary).
  tipFewer: {
    en: 'Use fewer or more general words, such as “jacket” or “boot”.',
    fr: 'Utilisez moins de mots ou des mots plus généraux, comme «\u00a0veste\u00a0» ou «\u00a0chaussure\u00a0».',
    de: 'Verwenden Sie weniger oder allgemeinere Wörter, etwa „Jacken“ oder „Schuhe“.',
    it: 'Usa meno parole o parole più generiche, come “giacca” o “scarpa”.',
  },
  hubHeading: {
    en: 'What are you looking for?',
    fr: 'Que recherchez-vous\u202f?',
    de: 'Wonach suchen Sie?',
    it: 'Cosa stai cercando?',
  },
  hubIntro: {
    en: 'Search the whole catalogue, or start from a popular category.',
    fr: 'Recherchez dans tout le catalogue ou commencez par une catégorie populaire.',
    de: 'Durchsuchen Sie den ganzen Katalog oder beginnen Sie mit einer beliebten Kategorie.',
    it: 'Cerca in tutto il catalogo o parti da una categoria popolare.',
  },
};
const fill = (template: string, name: string) => template.replace('{name}', name);

/**
 * The eight most frequent words of a language's vocabulary (English `search_terms`, the others
 * `search_terms_localized`): what a shopper on that language's sites would type. Colour words
 * (Bark, Brown) and audiences (women, femme, Herren) are refinements, not things people search for.
 */
const popularTermsOf = (lang: Lang, terms: readonly { term: string; weight: number }[]): string[] => {
  const refinements = new Set([
    ...Object.entries(PALETTE).flatMap(([code, c]) => words(colorName(c.name, lang, code))),
    ...Object.values(GENDERS).flatMap((g) => words(g[lang])),
  ]);
  // A word of a many-word activity ("tutti", "giorni") is searched as the activity ("tutti i giorni").
  const phrases = new Map(
    Object.values(ACTIVITY_LABELS)
      .map((label) => label[lang].toLowerCase())
      .filter((label) => label.includes(' '))
      .flatMap((label) => words(label).map((w) => [w, label] as const)),
  );
  const ranked = [...terms]
    .filter((t) => t.term.length >= 4 && !refinements.has(t.term))
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .map((t) => phrases.get(t.term) ?? t.term);
  return [...new Set(ranked)].slice(0, 8);
};

export const generateSearchContent = (
  catalog: Catalog,
  terms: SearchTermRow[],
  localizedTerms: LocalizedTermRow[],
): ContentRow[] => {
  const rows: ContentRow[] = [];
  const popularByLang = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      popularTermsOf(lang, lang === 'en' ? terms : localizedTerms.filter((t) => t.lang === lang)),
    ]),
  ) as Record<Lang, string[]>;
  for (const site of Object.values(LOCALES)) {
    const lang = site.language;
    const popularTerms = popularByLang[lang];
    const base = { site_id: site.siteId, locale: site.locale };
    const text = (key: string) => TEXT[key]![lang];
    for (const category of catalog.categories) {
      const name = categoryName(category, lang);
      // Departments, their groups and product types (Men › Clothing › Jackets) open on a lifestyle
      // banner; the level-4 refinements (Insulated, Rain) stay product-first.
      const banner =
        category.level <= 3
          ? [
              {
                name: 'banner',
                items: [
                  {
                    id: `category-banner-${category.id}`,
                    type: 'image-banner',
                    title: fill(text('categoryBanner'), name),
                    subtitle: text('categoryBannerText'),
                    media: contentImage(`category-${category.slug}`, name, 1600, 500),
                    targets: [],
                    alignment: 'left',
                  },
                ],
              },
            ]
          : [];
      rows.push({
        ...base,
        kind: 'category',
        key: category.id,
        doc: JSON.stringify({
          id: `category-${category.id}-${site.locale}`,
          slug: category.slug,
          categoryId: category.id,
          heading: name,
          intro: fill(text('categoryIntro'), name),
          seo: { title: `${name} | Ridgeline`, description: fill(text('categoryIntro'), name) },
          sections: banner,
        }),
      });
    }
    const search = (searchType: string, heading: string, intro: string, tips: string[]) =>
      rows.push({
        ...base,
        kind: 'search',
        key: searchType,
        doc: JSON.stringify({
          id: `search-${searchType}-${site.locale}`,
          slug: `search-${searchType}`,
          searchType,
          heading,
          intro,
          tips,
          popularTerms,
          seo: { title: `${heading} | Ridgeline`, description: intro },
          sections: [],
        }),
      });
    search('results', text('resultsHeading'), text('resultsIntro'), []);
    // "Remove some filters" is no tip of the document: the page adds it only when filters are applied.
    search('no-results', text('noResultsHeading'), text('noResultsIntro'), [
      text('tipSpelling'),
      text('tipFewer'),
    ]);
    search('hub', text('hubHeading'), text('hubIntro'), []);
  }
  return rows;
};
