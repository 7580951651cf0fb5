/**
 * Orders in D1 (migration 0006): writing a placed order together with its stock reservation in one
 * batch, reading it back, and the order confirmation e-mail in the outbox.
 *
 * Stock is reserved where it is counted: `UPDATE variants SET stock = stock - qty` per line in the
 * same D1 batch (one transaction) as the order rows. The `variants_stock_not_negative` trigger
 * aborts the batch when any line would take the stock below zero, so racing shoppers for the last
 * units get exactly as many orders as there are units; everyone else gets INV409 and nothing is
 * written. The order number and the basket id are unique keys: a retried write of the same order
 * fails instead of reserving twice.
 */

import { type CheckoutCart, type Order, orderSchema } from '../../../shared/contract/checkout';
import type { OrderInStore } from '../../../shared/contract/in-store';
import type { ErrorPayload } from '../errors';
import type { StoredPayment } from './checkout-state';
import { giftCardIssueStatements } from './gift-card-issue';
import { consumeHolds, heldDecrement } from './holds';
import { confirmationEmail } from './order-email';
import type { TenderPayment } from './tenders';

export type OrderRecord = {
  order_number: string;
  basket_id: string;
  consumer_no: string;
  status: Order['status'];
  currency: string;
  country: string;
  locale: string;
  customer_email: string;
  body: string;
  retry_basket_id: string | null;
};

export type OrderResult = { ok: true; order: Order } | { ok: false; error: ErrorPayload };

/**
 * The order a cart becomes. The card, when there is one, pays what gift cards, rewards and wallets
 * leave (`remainingToPay`); with `challengeId` its payment waits for 3DS and the order carries the
 * challenge as a PaymentNotAuthorized flash.
 */
export const orderFromCart = (input: {
  orderNumber: string;
  cart: CheckoutCart;
  shipments: Order['shipments'];
  card: StoredPayment | undefined;
  tenders: TenderPayment[];
  challengeId: string | undefined;
  /** The store and associate that sold it (an in-store session's place order). */
  sale?: OrderInStore;
}): Order => {
  const { orderNumber, cart, card, tenders, challengeId } = input;
  return {
    orderNumber,
    status: challengeId ? 'PENDING_PAYMENT' : 'CREATED',
    createdAt: new Date().toISOString(),
    currency: cart.currency,
    customerEmail: cart.checkout.customerEmail ?? '',
    items: cart.items,
    shipments: input.shipments,
    billingAddress: cart.checkout.billingAddress!,
    paymentMethod: card ? 'CREDIT_CARD' : (tenders.at(-1)?.payment_method_id ?? 'CREDIT_CARD'),
    payments: [
      ...tenders.map(({ ref: _, ...p }) => ({ ...p, status: 'AUTHORIZED' as const })),
      ...(card
        ? [
            {
              payment_instrument_id: card.payment_instrument_id,
              payment_method_id: 'CREDIT_CARD' as const,
              amount: cart.totals.remainingToPay,
              status: challengeId ? ('PENDING_3DS' as const) : ('AUTHORIZED' as const),
              card: card.card,
            },
          ]
        : []),
    ],
    totals: cart.totals,
    flash: challengeId
      ? [
          {
            code: 'PaymentNotAuthorized',
            type: 'PaymentNotAuthorized',
            details: {
              action: {
                type: 'threeDS2',
                url: `/payments/v1/challenge/${challengeId}`,
                paymentData: challengeId,
              },
            },
          },
        ]
      : [],
    promoSummary: cart.promoSummary ?? [],
    priceAdjustments: cart.priceAdjustments ?? [],
    ...(input.sale ? { inStoreSalesInfo: input.sale } : {}),
  };
};

/** `RL` and ten digits; the primary key keeps them unique (a clash fails the write). */
export const newOrderNumber = (): string => {
  const digits = crypto.getRandomValues(new Uint32Array(2));
  return `RL${String(digits[0]! % 100_000).padStart(5, '0')}${String(digits[1]! % 100_000).padStart(5, '0')}`;
};

export const readOrder = async (db: D1Database, orderNumber: string): Promise<OrderRecord | null> =>
  db.prepare('SELECT * FROM orders WHERE order_number = ?').bind(orderNumber).first<OrderRecord>();

export const readOrderByBasket = async (db: D1Database, basketId: string): Promise<OrderRecord | null> =>
  db.prepare('SELECT * FROM orders WHERE basket_id = ?').bind(basketId).first<OrderRecord>();

export const orderOf = (record: OrderRecord): Order => orderSchema.parse(JSON.parse(record.body));

/** The confirmation e-mail in the outbox, in the language of `locale` (the order's). */
export const outboxInsert = (
  db: D1Database,
  order: Order,
  locale: string,
  now: string,
): D1PreparedStatement => {
  const mail = confirmationEmail(order, locale);
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (recipient, subject, kind, body, ref, created_at)
       VALUES (?, ?, 'order-confirmation', ?, ?, ?)`,
    )
    .bind(order.customerEmail.toLowerCase(), mail.subject, mail.body, order.orderNumber, now);
};

export type OrderWrite = {
  order: Order;
  basketId: string;
  consumerNo: string;
  country: string;
  locale: string;
  /** The card's payment (none when gift cards, rewards or a wallet pay everything). */
  payment?: { id: string; token: string; amount: number; status: string; challengeId?: string };
  /** More statements for the same batch: gift card, reward and wallet redemptions (tenders.ts). */
  extra?: D1PreparedStatement[];
};

/** One batch: the order, its lines, the payment, the stock reservation and (when placed) the e-mail. */
export const writeOrder = async (db: D1Database, write: OrderWrite): Promise<void> => {
  const { order } = write;
  const now = order.createdAt;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (order_number, basket_id, consumer_no, status, currency, country, locale, customer_email, total, body, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        order.orderNumber,
        write.basketId,
        write.consumerNo,
        order.status,
        order.currency,
        write.country,
        write.locale,
        order.customerEmail,
        order.totals.total,
        JSON.stringify(order),
        now,
        now,
      ),
    ...order.items.map((item) =>
      db
        .prepare(
          'INSERT INTO order_items (order_number, line_id, sku, qty, unit_price, row_total) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .bind(order.orderNumber, item.id, item.productId, item.qty, item.price.amount, item.price.rowTotal),
    ),
    ...(write.payment
      ? [
          db
            .prepare(
              'INSERT INTO payments (id, order_number, method, token, amount, status, challenge_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
            )
            .bind(
              write.payment.id,
              order.orderNumber,
              'CREDIT_CARD',
              write.payment.token,
              write.payment.amount,
              write.payment.status,
              write.payment.challengeId ?? null,
              now,
            ),
        ]
      : []),
    // Units the basket still holds (reserve with item, `holds.ts`) were taken from stock already.
    ...order.items.map((item) => heldDecrement(db, write.basketId, item.productId, item.qty)),
    consumeHolds(db, write.basketId, now),
    ...(write.extra ?? []),
  ];
  if (write.payment?.challengeId) {
    statements.push(
      db
        .prepare(
          "INSERT INTO payment_challenges (id, order_number, status, created_at) VALUES (?, ?, 'PENDING', ?)",
        )
        .bind(write.payment.challengeId, order.orderNumber, now),
    );
  }
  if (order.status === 'CREATED') statements.push(outboxInsert(db, order, write.locale, now));
  // Digital gift cards are issued with the placed order (after 3DS: when the payment completes).
  if (order.status === 'CREATED') statements.push(...giftCardIssueStatements(db, order, write.locale, now));
  await db.batch(statements);
};
