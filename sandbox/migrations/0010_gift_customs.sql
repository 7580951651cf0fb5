-- Digital gift cards and customs products (commerce spec sections 3 and 7: cart item fields
-- isCustoms, isDigitalProduct, deliveryTime, recipeId, precreatedCustomsCode, giftOption).
-- A gift card product is a product of type 'giftcard' (its sizes are the amounts); a customs
-- product is a product with a row in customs_products.

-- What can be customised on a product, and at what surcharge (minor units, the same number in
-- every currency) and delivery time. Colours, placements and pre-designed recipes are JSON.
CREATE TABLE IF NOT EXISTS customs_products (
  product_id TEXT PRIMARY KEY,
  max_text INTEGER NOT NULL,
  colors TEXT NOT NULL,                 -- JSON [{ code, name, hex }]
  placements TEXT NOT NULL,             -- JSON ["left", ...]
  surcharge INTEGER NOT NULL,
  delivery_time TEXT NOT NULL,
  precreated TEXT NOT NULL              -- JSON [{ code, name, text, color, placement }]
);

-- A shopper's design, created by POST /products/v1/customs/recipes and referenced by cart lines.
CREATE TABLE IF NOT EXISTS customs_recipes (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL,             -- the style (8 characters)
  text TEXT NOT NULL,
  color TEXT NOT NULL,
  placement TEXT NOT NULL,
  precreated_code TEXT,
  created_at TEXT NOT NULL
);

-- One card per gift card line (and unit) of an order: the first writer of (order, line) wins, so
-- a retried place order or a second 3DS answer issues nothing twice. The card, its ledger row and
-- the recipient's e-mail are written only for the number that won, in the same D1 batch.
CREATE TABLE IF NOT EXISTS gift_card_issues (
  order_number TEXT NOT NULL,
  line_key TEXT NOT NULL,               -- cart line id, '#', unit index
  card_number TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (order_number, line_key)
);
