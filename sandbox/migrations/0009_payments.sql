-- Payments beyond the card (commerce spec section 7): reward codes and reward cards, Klarna and
-- PayPal sessions of the simulated provider, and the device fingerprint on an order's payments.
-- Like gift cards (0007), every single-use or balance rule is enforced by the database inside the
-- order's batch, so a race or a retried place order aborts instead of spending twice.

-- Reward codes (kind 'code', e.g. WELCOME10) and reward cards (kind 'card', 16 digits): a fixed
-- amount in one currency, valid in a date window, redeemed by at most one order.
CREATE TABLE IF NOT EXISTS rewards (
  code TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('code', 'card')),
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),      -- minor units
  valid_from TEXT NOT NULL,                        -- ISO date-time
  valid_until TEXT NOT NULL,
  redeemed_order TEXT,                             -- the order that spent it; NULL while unused
  created_at TEXT NOT NULL
);
-- A reward already spent cannot be spent again (an order's batch that tries aborts).
CREATE TRIGGER IF NOT EXISTS rewards_single_use
BEFORE UPDATE OF redeemed_order ON rewards
WHEN OLD.redeemed_order IS NOT NULL AND NEW.redeemed_order IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'REW150 reward already redeemed');
END;

-- Klarna and PayPal sessions: started for a basket's remaining amount, approved or declined on
-- the provider's page, used by at most one order.
CREATE TABLE IF NOT EXISTS payment_sessions (
  id TEXT PRIMARY KEY,                 -- ps_ + 32 hex
  basket_id TEXT NOT NULL,
  consumer_no TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('KLARNA', 'PAYPAL')),
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'AUTHORIZED', 'DECLINED', 'USED')),
  payment_method TEXT,                 -- the spec's paymentMethod query (e.g. pay_later)
  referer TEXT,
  order_number TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_sessions_basket ON payment_sessions (basket_id);
CREATE TRIGGER IF NOT EXISTS payment_sessions_use_once
BEFORE UPDATE OF status ON payment_sessions
WHEN NEW.status = 'USED' AND OLD.status != 'AUTHORIZED'
BEGIN
  SELECT RAISE(ABORT, 'PAY401 payment session is not authorized');
END;

-- The device fingerprint the checkout sent (POST /cart/v1/deviceFingerPrint), per payment row.
ALTER TABLE payments ADD COLUMN device_fingerprint TEXT;
