-- The gift card ledger (commerce spec section 7: POST /cart/v1/giftcard/balance, GIFT_CARD
-- payments, digital gift cards). A card's balance only ever changes through a conditional UPDATE
-- in the same D1 batch as the ledger row, and the CHECK makes an overdraw abort that batch, so
-- two orders racing for one card can never spend more than it holds.
CREATE TABLE IF NOT EXISTS gift_cards (
  card_number TEXT PRIMARY KEY,         -- 16 to 19 digits
  pin TEXT NOT NULL,                    -- 4 to 8 digits
  currency TEXT NOT NULL,
  balance INTEGER NOT NULL CHECK (balance >= 0),   -- minor units
  initial_amount INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',           -- active | blocked
  expires_at TEXT,                      -- ISO date; NULL never expires
  source TEXT NOT NULL,                 -- 'seed', or the order number that bought it (digital gift card)
  recipient_email TEXT,                 -- digital gift cards: who received it by e-mail
  created_at TEXT NOT NULL
);

-- Every change to a balance: negative amounts redeem (an order), positive ones issue or refund.
-- One redemption per card and order: a retried place order never charges a card twice.
CREATE TABLE IF NOT EXISTS gift_card_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  card_number TEXT NOT NULL REFERENCES gift_cards(card_number),
  order_number TEXT NOT NULL,
  kind TEXT NOT NULL,                   -- issue | redeem | refund
  amount INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (card_number, order_number, kind)
);
CREATE INDEX IF NOT EXISTS gift_card_ledger_order ON gift_card_ledger (order_number);
