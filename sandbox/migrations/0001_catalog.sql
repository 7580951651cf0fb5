-- Catalogue, stores and content of the sandbox. Money is in minor units.
CREATE TABLE IF NOT EXISTS categories (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES categories(id),
  level INTEGER NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  path TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS categories_parent ON categories(parent_id);
CREATE TABLE IF NOT EXISTS products (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  brand TEXT NOT NULL,
  description TEXT NOT NULL,
  features TEXT NOT NULL,
  product_type TEXT NOT NULL,
  gender TEXT NOT NULL,
  category_id TEXT NOT NULL REFERENCES categories(id),
  rating_score REAL NOT NULL,
  rating_count INTEGER NOT NULL,
  popularity INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS products_category ON products(category_id);
CREATE TABLE IF NOT EXISTS colors (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products(id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  swatch TEXT NOT NULL,
  image_count INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS colors_product ON colors(product_id);
CREATE TABLE IF NOT EXISTS variants (
  sku TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products(id),
  color_id TEXT NOT NULL REFERENCES colors(id),
  size TEXT NOT NULL,
  size_code TEXT NOT NULL,
  sort INTEGER NOT NULL,
  upc TEXT NOT NULL,
  stock INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS variants_product ON variants(product_id);
CREATE TABLE IF NOT EXISTS prices (
  sku TEXT NOT NULL REFERENCES variants(sku),
  currency TEXT NOT NULL,
  original INTEGER NOT NULL,
  current INTEGER NOT NULL,
  historic_best INTEGER NOT NULL,
  PRIMARY KEY (sku, currency)
);
CREATE TABLE IF NOT EXISTS stores (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  city TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  country TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  phone TEXT NOT NULL,
  hours TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS content (
  site_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (site_id, locale, kind, key)
);
