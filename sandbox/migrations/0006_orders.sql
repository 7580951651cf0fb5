-- Orders, payments, the simulated card provider and the e-mail outbox (commerce spec section 7,
-- checkout). Stock is reserved by decrementing variants.stock inside the same D1 batch that
-- writes the order; the trigger makes an oversell abort the whole batch.
CREATE TABLE IF NOT EXISTS orders (
  order_number TEXT PRIMARY KEY,
  basket_id TEXT NOT NULL UNIQUE,     -- one order per basket: a retried place order finds it
  consumer_no TEXT NOT NULL,
  status TEXT NOT NULL,               -- CREATED | PENDING_PAYMENT | CANCELLED
  currency TEXT NOT NULL,
  country TEXT NOT NULL,              -- the basket's tax country and locale (for the retry cart)
  locale TEXT NOT NULL,
  customer_email TEXT NOT NULL,
  total INTEGER NOT NULL,
  body TEXT NOT NULL,                 -- JSON: the order as answered (items, shipments, totals)
  retry_basket_id TEXT,               -- the cart copy made when 3DS failed
  stock_released INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_consumer ON orders (consumer_no, created_at);

CREATE TABLE IF NOT EXISTS order_items (
  order_number TEXT NOT NULL REFERENCES orders(order_number),
  line_id TEXT NOT NULL,
  sku TEXT NOT NULL,
  qty INTEGER NOT NULL,
  unit_price INTEGER NOT NULL,
  row_total INTEGER NOT NULL,
  PRIMARY KEY (order_number, line_id)
);

CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL REFERENCES orders(order_number),
  method TEXT NOT NULL,
  token TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL,               -- AUTHORIZED | PENDING_3DS | REFUSED
  challenge_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_order ON payments (order_number);

-- The simulated card provider: tokens for cards the browser posted, and 3DS challenges.
CREATE TABLE IF NOT EXISTS payment_tokens (
  token TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  expiry_month INTEGER NOT NULL,
  expiry_year INTEGER NOT NULL,
  holder_name TEXT NOT NULL,
  behaviour TEXT NOT NULL,            -- approve | challenge | decline | reject
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payment_challenges (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL,
  status TEXT NOT NULL,               -- PENDING | Y (authenticated) | N (failed)
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  kind TEXT NOT NULL,                 -- order-confirmation | ...
  body TEXT NOT NULL,
  ref TEXT,                           -- e.g. the order number
  created_at TEXT NOT NULL,
  UNIQUE (kind, ref)
);
CREATE INDEX IF NOT EXISTS outbox_recipient ON outbox (recipient, id);

CREATE TRIGGER IF NOT EXISTS variants_stock_not_negative
BEFORE UPDATE OF stock ON variants
WHEN NEW.stock < 0
BEGIN
  SELECT RAISE(ABORT, 'INV409 insufficient stock');
END;
