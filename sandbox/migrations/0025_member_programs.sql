-- Athletes, prosumers (IPA, WRANX) and employees (issue 47; shared/contract/members.ts): one annual
-- programme per member with its cap and this year's use. The cap is held by the database, not by
-- whoever reads it: every order spends its part in its own batch, and the CHECK refuses a batch
-- that would pass the cap, so two orders placed at once can never exceed it together. A new
-- calendar year starts from 0 in the same statement (`spent_year`). Identity (athlete, employee,
-- prosumer kind) lives in the member's Consumer object; the programme is here because the order's
-- D1 batch must be able to refuse it. The demo members get theirs when their account is made
-- (sandbox/src/members/demo.ts).
CREATE TABLE IF NOT EXISTS member_programs (
  consumer_no TEXT PRIMARY KEY,
  program TEXT NOT NULL CHECK (program IN ('ASSOCIATE_DISCOUNT', 'ATHLETE_CREDIT', 'IPA_DISCOUNT', 'WRANX_DISCOUNT')),
  percent INTEGER NOT NULL CHECK (percent BETWEEN 0 AND 100),
  annual_cap INTEGER NOT NULL CHECK (annual_cap >= 0),
  currency TEXT NOT NULL,
  spent INTEGER NOT NULL DEFAULT 0,
  spent_year INTEGER NOT NULL,
  terms_accepted_at TEXT,              -- employees: the discount waits for the terms
  CONSTRAINT member_cap CHECK (spent >= 0 AND spent <= annual_cap)
);

-- What each order spent, once per order (its primary key), so a cancelled order gives back exactly
-- its own part, once.
CREATE TABLE IF NOT EXISTS member_program_ledger (
  order_number TEXT PRIMARY KEY,
  consumer_no TEXT NOT NULL,
  year INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded IN (0, 1)),
  created_at TEXT NOT NULL
);
