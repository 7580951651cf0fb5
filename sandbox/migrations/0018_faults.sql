-- Fault injection (sandbox admin): at most one fault per upstream, which every sandbox request of
-- that upstream (optionally only under a path prefix) suffers until it is cleared.
CREATE TABLE IF NOT EXISTS upstream_faults (
  upstream TEXT PRIMARY KEY CHECK (upstream IN ('commerce', 'content', 'decision')),
  kind TEXT NOT NULL CHECK (kind IN ('slow', 'error', 'malformed', 'timeout')),
  path TEXT,
  updated_at TEXT NOT NULL
);

-- Webhooks the sandbox calls (content purge on publish). A row overrides the wrangler vars.
CREATE TABLE IF NOT EXISTS webhooks (
  name TEXT PRIMARY KEY CHECK (name IN ('content-purge')),
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
