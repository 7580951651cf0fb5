/**
 * Spending and giving back the tenders in D1 (gift card balances and their ledger, rewards'
 * single use, wallet sessions), as statements for the order's own batch, so a tender is spent
 * exactly when the order is written; and what a refused batch means to the shopper.
 */
import type { Tender, TenderPayment } from './tenders';

/**
 * The statements that spend the tenders, for the same D1 batch as the order: a gift card's
 * balance goes down (the CHECK refuses below zero, a blocked or expired card is set to -1 so it
 * refuses too) with its `redeem` ledger row (unique per card and order); a reward records its
 * order (the trigger refuses a second use). The demo's advertised card and code are `reusable`
 * (migration 0022): the card's balance stays and the code records no order, so every shopper can
 * pay with them; a wallet session becomes USED (only from AUTHORIZED).
 * Every tender gets a payments row; the device fingerprint goes on all of the order's rows.
 */
export const redemptionStatements = (
  db: D1Database,
  orderNumber: string,
  payments: readonly TenderPayment[],
  now: string,
  fingerprint: string | undefined,
): D1PreparedStatement[] => {
  const out: D1PreparedStatement[] = [];
  for (const p of payments) {
    if (p.payment_method_id === 'GIFT_CARD') {
      out.push(
        db
          .prepare(
            `UPDATE gift_cards SET balance = CASE WHEN status = 'active' AND (expires_at IS NULL OR expires_at > ?1)
               THEN balance - CASE WHEN reusable = 1 THEN 0 ELSE ?2 END ELSE -1 END WHERE card_number = ?3`,
          )
          .bind(now, p.amount, p.ref),
        db
          .prepare(
            "INSERT INTO gift_card_ledger (card_number, order_number, kind, amount, created_at) VALUES (?, ?, 'redeem', ?, ?)",
          )
          .bind(p.ref, orderNumber, -p.amount, now),
      );
    } else if (p.payment_method_id === 'REWARD_CODE' || p.payment_method_id === 'REWARD_CARD') {
      out.push(
        db
          .prepare(
            `UPDATE rewards SET redeemed_order = CASE WHEN reusable = 1 THEN NULL ELSE ?1 END,
               amount = CASE WHEN valid_until > ?2 THEN amount ELSE -1 END WHERE code = ?3`,
          )
          .bind(orderNumber, now, p.ref),
      );
    } else if (p.payment_method_id !== 'LOYALTY_POINTS' && p.payment_method_id !== 'ATHLETES_PAYMENT') {
      // Points are spent by the member's Consumer object before this batch (loyalty/spend.ts); the
      // athlete credit with the annual cap (members/programs.ts `spendStatements`).
      out.push(
        db
          .prepare(
            "UPDATE payment_sessions SET status = 'USED', order_number = ?1, updated_at = ?2 WHERE id = ?3",
          )
          .bind(orderNumber, now, p.ref),
      );
    }
    out.push(
      db
        .prepare(
          "INSERT INTO payments (id, order_number, method, token, amount, status, created_at) VALUES (?, ?, ?, ?, ?, 'AUTHORIZED', ?)",
        )
        .bind(
          `pay_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`,
          orderNumber,
          p.payment_method_id,
          p.maskedNumber,
          p.amount,
          now,
        ),
    );
  }
  if (fingerprint)
    out.push(
      db
        .prepare('UPDATE payments SET device_fingerprint = ? WHERE order_number = ?')
        .bind(fingerprint, orderNumber),
    );
  return out;
};

/** A batch refused by a tender rule (gift card overdraw, reward or session already used). */
/**
 * What each tender could still pay now, read from D1: a gift card its balance (0 once spent,
 * blocked or expired), a reward or a wallet approval its amount while unused, else 0.
 */
export const tendersLeft = (db: D1Database, tenders: readonly Tender[], now: string): Promise<number[]> =>
  Promise.all(
    tenders.map(async (t) => {
      if (t.method === 'GIFT_CARD') {
        const row = await db
          .prepare(
            "SELECT CASE WHEN status = 'active' AND (expires_at IS NULL OR expires_at > ?) THEN balance ELSE 0 END AS left FROM gift_cards WHERE card_number = ?",
          )
          .bind(now, t.ref)
          .first<{ left: number }>();
        return row?.left ?? 0;
      }
      // Points: already spent by the Consumer object. The athlete credit: already the credit left
      // now (tenders.ts `creditedTenders`); the cap's CHECK is the authority.
      if (t.method === 'LOYALTY_POINTS' || t.method === 'ATHLETES_PAYMENT') return t.amount;
      if (t.method === 'KLARNA' || t.method === 'PAYPAL') {
        const row = await db
          .prepare("SELECT amount FROM payment_sessions WHERE id = ? AND status = 'AUTHORIZED'")
          .bind(t.ref)
          .first<{ amount: number }>();
        return row ? t.amount : 0;
      }
      const row = await db
        .prepare('SELECT amount FROM rewards WHERE code = ? AND redeemed_order IS NULL AND valid_until > ?')
        .bind(t.ref, now)
        .first<{ amount: number }>();
      return row ? t.amount : 0;
    }),
  );

export const isTenderRefusal = (message: string) =>
  /CHECK constraint failed|REW150|PAY401 payment session/i.test(message);

/**
 * After a failed 3DS (the order is cancelled): gift card redemptions are refunded and rewards and
 * sessions released, once: guarded by the order's `stock_released` flag like the stock, in the
 * same batch, before the flag is set.
 */
export const refundStatements = (db: D1Database, orderNumber: string, now: string): D1PreparedStatement[] => {
  const once = `(SELECT stock_released FROM orders WHERE order_number = ?1 AND status = 'CANCELLED') = 0`;
  return [
    db
      .prepare(
        `UPDATE gift_cards SET balance = balance - (SELECT l.amount FROM gift_card_ledger l
           WHERE l.order_number = ?1 AND l.card_number = gift_cards.card_number AND l.kind = 'redeem')
         WHERE card_number IN (SELECT card_number FROM gift_card_ledger WHERE order_number = ?1 AND kind = 'redeem')
           AND reusable = 0 AND ${once}`,
      )
      .bind(orderNumber),
    db
      .prepare(
        `INSERT OR IGNORE INTO gift_card_ledger (card_number, order_number, kind, amount, created_at)
         SELECT card_number, order_number, 'refund', -amount, ?2 FROM gift_card_ledger
         WHERE order_number = ?1 AND kind = 'redeem' AND ${once}`,
      )
      .bind(orderNumber, now),
    db
      .prepare(`UPDATE rewards SET redeemed_order = NULL WHERE redeemed_order = ?1 AND ${once}`)
      .bind(orderNumber),
  ];
};
