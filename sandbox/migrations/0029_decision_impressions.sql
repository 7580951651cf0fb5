-- The impressions the service counts (content spec section 3's impression reporting): one row per
-- experience a decision reported (`source` decision: the answer is the impression), or per
-- `impression:{experience id}:{variant label}` page event of a page served without a decision (a
-- shared copy: `source` page-event). Written in the same batch as the call's events.
CREATE TABLE IF NOT EXISTS decision_impressions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  call_id TEXT NOT NULL,
  monetate_id TEXT NOT NULL,
  experience_id INTEGER NOT NULL,
  variant_label TEXT NOT NULL,
  action_id INTEGER,
  source TEXT NOT NULL CHECK (source IN ('decision', 'page-event')),
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS decision_impressions_visitor ON decision_impressions(monetate_id, id);
