-- Content versions (content spec section 7, modes publish and preview). The `content` table keeps
-- each entry's base document (version 0: published, always live). Editors add versions here: a
-- draft is served only in preview; a published version is served while now (or the preview's
-- previewDateTime) is within [live_from, live_until). The highest matching version wins.
CREATE TABLE IF NOT EXISTS content_versions (
  site_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version > 0),
  status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
  -- ISO 8601 UTC with milliseconds (Date.toISOString), so text order is time order.
  live_from TEXT,
  live_until TEXT,
  doc TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, locale, kind, key, version)
);
CREATE INDEX IF NOT EXISTS content_versions_locale ON content_versions (site_id, locale, kind);

-- Cache tags to purge, one row per publish or schedule change: the ops purge job reads and clears it.
CREATE TABLE IF NOT EXISTS content_purges (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tag TEXT NOT NULL,
  -- When the purge is due: at once for a publish, at live_from / live_until for a schedule edge.
  due_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
