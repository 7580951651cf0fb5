-- A card token belongs to the first shopper who saves it or pays with it: the claim is one
-- conditional UPDATE, so two shoppers racing for the same token cannot both win.
ALTER TABLE payment_tokens ADD COLUMN consumer_no TEXT;

-- Reset links are counted per member for the e-mail budget (3 per 15 minutes) and revoked all at
-- once when one is used or the password changes.
CREATE INDEX IF NOT EXISTS password_resets_consumer ON password_resets (consumer_no, expires_at);

-- Each resend of an order's e-gift card e-mails (3 per order per 15 minutes). `id` is written in the
-- same batch as the e-mails, which are inserted only when this row was.
CREATE TABLE IF NOT EXISTS gift_card_resends (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL,
  at INTEGER NOT NULL                  -- epoch ms
);
CREATE INDEX IF NOT EXISTS gift_card_resends_order ON gift_card_resends (order_number, at);
