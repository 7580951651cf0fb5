-- Reserve with item (POST /cart/v1/reserveWithItem): units held for one basket for a limited time.
-- The hold decrements variants.stock at once (the variants_stock_not_negative trigger refuses an
-- oversell); placing the basket's order consumes it, the basket's alarm releases it at expiry.
-- Every status change is guarded by `status = 'HELD'`, so units come back exactly once.
CREATE TABLE IF NOT EXISTS reservations (
  id TEXT PRIMARY KEY,
  basket_id TEXT NOT NULL,
  sku TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty >= 0),
  expires_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'HELD' CHECK (status IN ('HELD', 'RELEASED', 'CONSUMED')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reservations_basket ON reservations (basket_id, status, sku);

-- In-store associates (spec section 6: store and employee ids) who may give price adjustments.
CREATE TABLE IF NOT EXISTS store_employees (
  store_id TEXT NOT NULL,
  employee_id TEXT NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  PRIMARY KEY (store_id, employee_id)
);
