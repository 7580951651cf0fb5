/**
 * Resending an order's e-gift card e-mails (POST /consumers-v3/consumer/resendGiftCardEmail): the
 * same e-mail the recipient got when the order was placed (gift-card-issue.ts), with the card that
 * was issued for each unit, to the recipient named on the line. Each resend is a new outbox row.
 * Each mails a card number and its PIN to someone else's inbox, so an order may be resent at most
 * GIFT_CARD_RESEND_LIMIT times per GIFT_CARD_RESEND_WINDOW_MS (table `gift_card_resends`).
 */
import type { Order } from '../../../shared/contract/checkout';
import { giftCardEmail } from '../commerce/gift-card-email';

export const GIFT_CARD_RESEND_LIMIT = 3;
export const GIFT_CARD_RESEND_WINDOW_MS = 15 * 60 * 1000;

/** `none`: the order has no e-gift card to send; `spent`: the order's budget is used up. */
export type ResendOutcome = { sent: number } | 'none' | 'spent';

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
  now = Date.now(),
): Promise<ResendOutcome> => {
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
  const resendId = crypto.randomUUID();
  const at = new Date(now).toISOString();
  const mails = results.flatMap((card) => {
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
          `INSERT INTO outbox (recipient, subject, kind, body, ref, created_at)
           SELECT ?1, ?2, 'gift-card', ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM gift_card_resends WHERE id = ?6)`,
        )
        .bind(
          card.recipient_email,
          mail.subject,
          mail.body,
          `${order.orderNumber}:${card.line_key}:resent:${resendId}`,
          at,
          resendId,
        ),
    ];
  });
  if (mails.length === 0) return 'none';
  // One transaction: the resend is counted only within the budget, and the e-mails are written only
  // when it was, so racing resends cannot exceed it.
  const [counted] = await db.batch([
    db
      .prepare(
        `INSERT INTO gift_card_resends (id, order_number, at)
         SELECT ?1, ?2, ?3
         WHERE (SELECT COUNT(*) FROM gift_card_resends WHERE order_number = ?2 AND at > ?4) < ?5`,
      )
      .bind(resendId, order.orderNumber, now, now - GIFT_CARD_RESEND_WINDOW_MS, GIFT_CARD_RESEND_LIMIT),
    ...mails,
  ]);
  return (counted?.meta.changes ?? 0) > 0 ? { sent: mails.length } : 'spent';
};
