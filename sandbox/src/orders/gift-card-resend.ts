/**
 * Resending an order's e-gift card e-mails (POST /consumers-v3/consumer/resendGiftCardEmail): the
 * same e-mail the recipient got when the order was placed (gift-card-issue.ts), with the card that
 * was issued for each unit, to the recipient named on the line. Each resend is a new outbox row.
 */
import type { Order } from '../../../shared/contract/checkout';
import { giftCardEmail } from '../commerce/gift-card-email';

type IssuedCard = {
  line_key: string;
  card_number: string;
  pin: string;
  initial_amount: number;
  recipient_email: string;
};

export const resendGiftCardEmails = async (
  db: D1Database,
  order: Order,
  /** The order's locale: the e-mail is written in its language, as it first was. */
  locale: string,
  itemId: string | undefined,
  now: string,
): Promise<number> => {
  const lines = new Map(
    order.items
      .filter(
        (item) => item.isDigitalProduct && item.giftOption && (itemId === undefined || item.id === itemId),
      )
      .map((item) => [item.id, item]),
  );
  const { results } = await db
    .prepare(
      `SELECT i.line_key, g.card_number, g.pin, g.initial_amount, g.recipient_email
       FROM gift_card_issues i JOIN gift_cards g ON g.card_number = i.card_number
       WHERE i.order_number = ? ORDER BY i.line_key`,
    )
    .bind(order.orderNumber)
    .all<IssuedCard>();
  const from = `${order.billingAddress.recipientFirstName} ${order.billingAddress.recipientLastName}`.trim();
  const statements = results.flatMap((card) => {
    const item = lines.get(card.line_key.split('#')[0]!);
    if (!item?.giftOption) return [];
    const mail = giftCardEmail({
      to: item.giftOption.to,
      message: item.giftOption.message,
      from,
      amount: card.initial_amount,
      currency: order.currency,
      cardNumber: card.card_number,
      pin: card.pin,
      orderNumber: order.orderNumber,
      locale,
    });
    return [
      db
        .prepare(
          `INSERT INTO outbox (recipient, subject, kind, body, ref, created_at) VALUES (?, ?, 'gift-card', ?, ?, ?)`,
        )
        .bind(
          card.recipient_email,
          mail.subject,
          mail.body,
          `${order.orderNumber}:${card.line_key}:resent:${crypto.randomUUID()}`,
          now,
        ),
    ];
  });
  if (statements.length > 0) await db.batch(statements);
  return statements.length;
};
