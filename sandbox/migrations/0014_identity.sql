-- Identity (issue 11): the e-mail index of the Consumer Durable Objects, PKCE authorization codes,
-- login throttling, password-reset tokens and anonymous newsletter/SMS subscriptions. Everything a
-- member owns (profile, credentials, addresses, cards, refresh-token families) lives in their
-- Consumer object; D1 holds only what must be found by something other than the consumer number.
CREATE TABLE IF NOT EXISTS consumers (
  email TEXT PRIMARY KEY,              -- lower-cased: one account per e-mail
  consumer_no TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);

-- Single use, 60 s, bound to the S256 challenge. Stored hashed; `response` is the exchange's answer,
-- replayed to a retry that proves the same verifier while the code is still within its minute.
CREATE TABLE IF NOT EXISTS auth_codes (
  code_hash TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL,
  challenge TEXT NOT NULL,
  expires_at INTEGER NOT NULL,         -- epoch ms
  used_at INTEGER,
  response TEXT
);

-- Failed sign-ins per scope (`account` keyed by e-mail, known or not; `client` keyed by address),
-- and the locks they set. Rows older than the window are pruned as new ones arrive.
CREATE TABLE IF NOT EXISTS login_failures (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS login_failures_key ON login_failures (scope, key, at);
CREATE TABLE IF NOT EXISTS login_locks (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  until INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
);

-- Reset links: single use, one hour, only the SHA-256 of the token kept.
CREATE TABLE IF NOT EXISTS password_resets (
  token_hash TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Newsletter / SMS subscriptions of anonymous recipients (members keep theirs in their object).
CREATE TABLE IF NOT EXISTS subscriptions (
  type TEXT NOT NULL,                  -- NEWSLETTER | SMS
  recipient TEXT NOT NULL,             -- e-mail or +phone
  optin INTEGER NOT NULL,
  optin_date TEXT,
  optout_date TEXT,
  PRIMARY KEY (type, recipient)
);
