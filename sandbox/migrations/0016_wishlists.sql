-- Favorites and saved-for-later lists (commerce spec section 3 and 7, Wishlists). One row per list;
-- a shopper has at most one list of each kind. The id is random (it is sent by the storefront and
-- named in paths); the share id, when made, is another random value that grants read-only access.
CREATE TABLE IF NOT EXISTS wishlists (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('favorites', 'saveForLater')),
  owner TEXT NOT NULL,
  owner_type TEXT NOT NULL,
  share_id TEXT UNIQUE,
  created_at TEXT NOT NULL,
  UNIQUE (owner, kind)
);
-- One row per product in a list: adding the same product twice keeps one item.
CREATE TABLE IF NOT EXISTS wishlist_items (
  id TEXT PRIMARY KEY,
  list_id TEXT NOT NULL REFERENCES wishlists(id),
  product_id TEXT NOT NULL,
  qty INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  seq INTEGER NOT NULL,
  UNIQUE (list_id, product_id)
);
CREATE INDEX IF NOT EXISTS wishlist_items_list ON wishlist_items(list_id, seq);
-- Cart lines moved to saved for later: a retried move finds its earlier answer here instead of
-- saving the product twice or failing because the line is already gone from the basket.
CREATE TABLE IF NOT EXISTS saved_cart_lines (
  basket_id TEXT NOT NULL,
  line_id TEXT NOT NULL,
  list_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  PRIMARY KEY (basket_id, line_id)
);
