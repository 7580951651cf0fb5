-- The decision service (content spec sections 3 and 7). Experiences: which page (the PageView's
-- pageType, optionally a URL fragment) and part they decide, whether they run, and their variants
-- with a traffic split (JSON, weights adding up to 100). The seed rewrites them; the admin call
-- starts, stops and re-splits them.
CREATE TABLE IF NOT EXISTS decision_experiences (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  label TEXT NOT NULL,
  page_type TEXT NOT NULL,
  url_contains TEXT,
  component TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('running', 'stopped')),
  variants TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The second recommendation vendor's schemes: each names the strategy its list is drawn with.
CREATE TABLE IF NOT EXISTS rec_schemes (
  scheme TEXT PRIMARY KEY,
  strategy TEXT NOT NULL
);

-- Every event a decide call carried, in the order sent: one row each, written in one batch with
-- the others of its call (all or none), read back by tests through the admin call.
CREATE TABLE IF NOT EXISTS decision_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  call_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  monetate_id TEXT NOT NULL,
  customer_id TEXT,
  channel TEXT NOT NULL,
  site_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (call_id, seq)
);
CREATE INDEX IF NOT EXISTS decision_events_visitor ON decision_events(monetate_id, id);

-- The fault switch's slow kind may say how slow (the decision budget tests and the bench: 300 ms).
ALTER TABLE upstream_faults ADD COLUMN delay_ms INTEGER;
