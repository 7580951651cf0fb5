/**
 * Issuing digital gift cards when an order is placed (or its 3DS payment completes): for each unit
 * of each gift card line, a new card in `gift_cards` (16-digit number, 4-digit PIN, balance = the
 * amount paid, source = the order number, recipient_email), an `issue` row in its ledger and the
 * recipient's e-mail in the outbox (kind `gift-card`, ref `{orderNumber}:{line}#{unit}`).
 *
 * The statements go into the same D1 batch as the order (or the 3DS completion). They are
 * idempotent: `gift_card_issues` (order, line) is written with INSERT OR IGNORE, and the card,
 * the ledger row and the e-mail are written only when the number just drawn is the one recorded,
 * so a retried place order or a second 3DS answer issues nothing twice; and nothing is issued
 * unless the order row says CREATED in that same batch.
 */
import type { Order } from '../../../shared/contract/checkout';
import { giftCardEmail } from './gift-card-email';

const digits = (n: number): string => {
  const out = crypto.getRandomValues(new Uint8Array(n));
  return Array.from(out, (b) => String(b % 10)).join('');
};

/** 16 digits starting with 6 (a plausible private-label range); 4-digit PIN. */
export const newCardNumber = (): string => `6${digits(15)}`;
export const newPin = (): string => digits(4);

/** The statements that issue the order's gift cards (none when it has no gift card line). */
/** `locale`: the order's, the language the recipient's e-mail is written in. */
export const giftCardIssueStatements = (
  db: D1Database,
  order: Order,
  locale: string,
  now: string,
): D1PreparedStatement[] => {
  const from = order.billingAddress
    ? `${order.billingAddress.recipientFirstName} ${order.billingAddress.recipientLastName}`.trim()
    : undefined;
  return order.items
    .filter((item) => item.isDigitalProduct && item.giftOption && !item.bonus)
    .flatMap((item) =>
      Array.from({ length: item.qty }, (_, unit) => {
        const lineKey = `${item.id}#${unit}`;
        const cardNumber = newCardNumber();
        const pin = newPin();
        const amount = item.price.current;
        const gift = item.giftOption!;
        const won = `EXISTS (SELECT 1 FROM gift_card_issues WHERE order_number = ? AND line_key = ? AND card_number = ?)`;
        const mail = giftCardEmail({
          to: gift.to,
          message: gift.message,
          from,
          amount,
          currency: order.currency,
          cardNumber,
          pin,
          orderNumber: order.orderNumber,
          locale,
        });
        return [
          // Only for a placed order: in the 3DS batch the status update before it may not have applied.
          db
            .prepare(
              `INSERT OR IGNORE INTO gift_card_issues (order_number, line_key, card_number, created_at)
               SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM orders WHERE order_number = ? AND status = 'CREATED')`,
            )
            .bind(order.orderNumber, lineKey, cardNumber, now, order.orderNumber),
          db
            .prepare(
              `INSERT INTO gift_cards (card_number, pin, currency, balance, initial_amount, status, expires_at, source, recipient_email, created_at)
               SELECT ?, ?, ?, ?, ?, 'active', NULL, ?, ?, ? WHERE ${won}`,
            )
            .bind(
              cardNumber,
              pin,
              order.currency,
              amount,
              amount,
              order.orderNumber,
              gift.email,
              now,
              order.orderNumber,
              lineKey,
              cardNumber,
            ),
          db
            .prepare(
              `INSERT OR IGNORE INTO gift_card_ledger (card_number, order_number, kind, amount, created_at)
               SELECT ?, ?, 'issue', ?, ? WHERE ${won}`,
            )
            .bind(cardNumber, order.orderNumber, amount, now, order.orderNumber, lineKey, cardNumber),
          db
            .prepare(
              `INSERT OR IGNORE INTO outbox (recipient, subject, kind, body, ref, created_at)
               SELECT ?, ?, 'gift-card', ?, ?, ? WHERE ${won}`,
            )
            .bind(
              gift.email,
              mail.subject,
              mail.body,
              `${order.orderNumber}:${lineKey}`,
              now,
              order.orderNumber,
              lineKey,
              cardNumber,
            ),
        ];
      }).flat(),
    );
};
