-- The consumer's open basket (POST /cart/v1/cartWithItem): one row per consumer, so concurrent first
-- adds from any isolate claim the same basket. A basket that became an order is replaced by a
-- compare-and-set on basket_id, so concurrent adds after an order agree on the next one too.
CREATE TABLE IF NOT EXISTS open_baskets (
  consumer_no TEXT PRIMARY KEY,
  basket_id TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
