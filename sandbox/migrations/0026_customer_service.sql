-- Customer service (commerce spec section 7, Consumer): contact-us cases from guests and members,
-- members' warranty cases on a line of their own orders with the photos they sent, the member's
-- notification preferences, and each data export sent (budgeted per member).
CREATE TABLE IF NOT EXISTS contact_cases (
  case_number TEXT PRIMARY KEY,        -- CS + 8 digits
  consumer_no TEXT,                    -- null for a guest
  category_id TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  order_number TEXT,
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS contact_cases_consumer ON contact_cases (consumer_no, created_at);

CREATE TABLE IF NOT EXISTS warranty_cases (
  case_number TEXT PRIMARY KEY,        -- WC + 8 digits
  consumer_no TEXT NOT NULL,
  order_number TEXT NOT NULL,
  item_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  product_name TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'OPEN', -- OPEN | CLOSED
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS warranty_cases_consumer ON warranty_cases (consumer_no, created_at);
-- One open case per order line: a second (a doubled post from another isolate) is refused.
CREATE UNIQUE INDEX IF NOT EXISTS warranty_cases_open_line
  ON warranty_cases (order_number, item_id) WHERE status = 'OPEN';

CREATE TABLE IF NOT EXISTS warranty_photos (
  case_number TEXT NOT NULL REFERENCES warranty_cases(case_number),
  n INTEGER NOT NULL,
  content_type TEXT NOT NULL,          -- from the file's first bytes, never from the client
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  PRIMARY KEY (case_number, n)
);

CREATE TABLE IF NOT EXISTS notification_preferences (
  consumer_no TEXT PRIMARY KEY,
  order_updates INTEGER NOT NULL,
  service_updates INTEGER NOT NULL,
  back_in_stock INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS data_exports (
  id TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL,
  at INTEGER NOT NULL                  -- epoch ms
);
CREATE INDEX IF NOT EXISTS data_exports_consumer ON data_exports (consumer_no, at);
