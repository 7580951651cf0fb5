-- The demo's advertised gift card and reward code (sandbox/seed/payments.ts): checkout names them to
-- every shopper of the development shop and the hosted demo, so they must pay for each one. A
-- reusable gift card pays without its balance going down (the ledger still records each order), and
-- a reusable reward never records an order, so the single-use trigger never fires for it. Every
-- other card and code keeps its rules.
ALTER TABLE gift_cards ADD COLUMN reusable INTEGER NOT NULL DEFAULT 0 CHECK (reusable IN (0, 1));
ALTER TABLE rewards ADD COLUMN reusable INTEGER NOT NULL DEFAULT 0 CHECK (reusable IN (0, 1));

-- A database seeded before this migration (local state is kept across restarts, the hosted demo's
-- D1) gets the demo pair now; a fresh one gets it from the seed, which writes the same rows
-- (sandbox/seed/payments.ts, the source of these values; its test compares them).
INSERT OR IGNORE INTO gift_cards (card_number, pin, currency, balance, initial_amount, status, expires_at, source, created_at, reusable) VALUES
  ('6006000000000100', '1234', 'USD', 50000, 50000, 'active', NULL, 'seed', '2026-11-01T00:00:00Z', 1),
  ('6007000000000100', '1234', 'CAD', 50000, 50000, 'active', NULL, 'seed', '2026-11-01T00:00:00Z', 1),
  ('6008000000000100', '1234', 'GBP', 50000, 50000, 'active', NULL, 'seed', '2026-11-01T00:00:00Z', 1),
  ('6009000000000100', '1234', 'EUR', 50000, 50000, 'active', NULL, 'seed', '2026-11-01T00:00:00Z', 1);
INSERT OR IGNORE INTO rewards (code, kind, currency, amount, valid_from, valid_until, redeemed_order, created_at, reusable) VALUES
  ('DEMOUS', 'code', 'USD', 1000, '2020-01-01T00:00:00Z', '2099-12-31T23:59:59Z', NULL, '2026-11-01T00:00:00Z', 1),
  ('DEMOCA', 'code', 'CAD', 1000, '2020-01-01T00:00:00Z', '2099-12-31T23:59:59Z', NULL, '2026-11-01T00:00:00Z', 1),
  ('DEMOGB', 'code', 'GBP', 1000, '2020-01-01T00:00:00Z', '2099-12-31T23:59:59Z', NULL, '2026-11-01T00:00:00Z', 1),
  ('DEMOEU', 'code', 'EUR', 1000, '2020-01-01T00:00:00Z', '2099-12-31T23:59:59Z', NULL, '2026-11-01T00:00:00Z', 1);
