-- Browse and search: the activity attribute of products, a denormalised search document per
-- product (sort keys and per-currency price bounds), multi-valued facets, the FTS5 index and the
-- autosuggest vocabulary. All rows are written by the seed (sandbox/seed/search.ts), in step with
-- the catalogue it is generated from.
CREATE TABLE IF NOT EXISTS product_activities (
  product_id TEXT NOT NULL REFERENCES products(id),
  activity TEXT NOT NULL,
  PRIMARY KEY (product_id, activity)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS product_activities_activity ON product_activities(activity, product_id);

-- One row per product; `doc` is also the FTS rowid. Prices are the lowest and highest current
-- price of the product's variants, in minor units per currency.
CREATE TABLE IF NOT EXISTS search_docs (
  doc INTEGER PRIMARY KEY,
  product_id TEXT NOT NULL UNIQUE REFERENCES products(id),
  popularity INTEGER NOT NULL,
  newness INTEGER NOT NULL,
  rating_score REAL NOT NULL,
  rating_count INTEGER NOT NULL,
  usd_low INTEGER NOT NULL,
  usd_high INTEGER NOT NULL,
  cad_low INTEGER NOT NULL,
  cad_high INTEGER NOT NULL,
  gbp_low INTEGER NOT NULL,
  gbp_high INTEGER NOT NULL,
  eur_low INTEGER NOT NULL,
  eur_high INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS search_docs_popularity ON search_docs(popularity DESC, doc);
CREATE INDEX IF NOT EXISTS search_docs_newness ON search_docs(newness DESC);
CREATE INDEX IF NOT EXISTS search_docs_rating ON search_docs(rating_score DESC, rating_count DESC);
CREATE INDEX IF NOT EXISTS search_docs_usd ON search_docs(usd_low, usd_high);
CREATE INDEX IF NOT EXISTS search_docs_cad ON search_docs(cad_low, cad_high);
CREATE INDEX IF NOT EXISTS search_docs_gbp ON search_docs(gbp_low, gbp_high);
CREATE INDEX IF NOT EXISTS search_docs_eur ON search_docs(eur_low, eur_high);

-- Facet values per product: cat (every ancestor category id), color (code), size (label),
-- gender, activity. Filtering reads (facet, value) → docs; counting reads doc → values.
CREATE TABLE IF NOT EXISTS search_facets (
  facet TEXT NOT NULL,
  value TEXT NOT NULL,
  doc INTEGER NOT NULL,
  PRIMARY KEY (facet, value, doc)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS search_facets_doc ON search_facets(doc, facet, value);

-- Full-text index: English names plus the translated category and activity names.
CREATE VIRTUAL TABLE IF NOT EXISTS products_fts USING fts5(
  name,
  description,
  features,
  categories,
  colors,
  activities,
  tokenize = 'porter unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- Autosuggest vocabulary: each word of the catalogue with the number of products it appears in.
CREATE TABLE IF NOT EXISTS search_terms (
  term TEXT PRIMARY KEY,
  weight INTEGER NOT NULL
) WITHOUT ROWID;
