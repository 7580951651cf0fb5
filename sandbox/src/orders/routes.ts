/**
 * Consumer purchase calls (commerce spec section 7, Consumer), all with the shopper's bearer token:
 * - POST /consumers-v3/consumer/purchasehistory {start?, count?, page?}: the token's orders, newest first;
 * - GET /consumers-v3/consumer/purchase/{orderId}[?email=]: the order, its timeline, what is allowed;
 * - POST /consumers-v3/consumer/TrackOrder {orderNumber, email?}: the shipment timeline;
 * - POST /consumers-v3/consumer/CancelOrder {orderNumber}: until it ships; idempotent;
 * - POST /consumers-v3/consumer/purchase/invoice/download {orderNumber, email?}: application/pdf;
 * - POST /consumers-v3/consumer/return/{orderId}/returnLabel: application/pdf, once the order
 *   shipped (ORD444 before; ORD441 cancelled or unpaid);
 * - POST /consumers-v3/consumer/resendGiftCardEmail {orderNumber, itemId?}: to the outbox, at most
 *   3 times per order per 15 minutes (then 429 API429, nothing sent);
 * - POST /__admin/orders/{orderNumber}/advance {stage} (test-only): moves the order's clock.
 * `email` is the guest lookup (read only: order, tracking, invoice); everything else needs the
 * token that placed the order. A wrong pair and another consumer's order get the same ORD404.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Order } from '../../../shared/contract/checkout';
import {
  cancelOrderRequestSchema,
  ORDER_ERRORS,
  type OrderReference,
  orderNumberSchema,
  orderReferenceSchema,
  type Purchase,
  purchaseHistoryRequestSchema,
  resendGiftCardRequestSchema,
  TRACKING_STAGES,
} from '../../../shared/contract/orders';
import { requireAdmin } from '../admin';
import { requireShopper } from '../auth/middleware';
import { orderForRequest, requestLocale } from '../commerce/localize-order';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { takeBackPoints } from '../loyalty/points';
import { GIFT_CARD_RESEND_LIMIT, GIFT_CARD_RESEND_WINDOW_MS, resendGiftCardEmails } from './gift-card-resend';
import { invoicePdf, returnLabelPdf } from './pdf';
import { releaseOrderStatements } from './release';
import { historyPage, ownedPurchaseRow, type PurchaseRow, purchaseOf } from './store';
import { offsetToReach } from './tracking';

const noStore = { 'Cache-Control': 'private, no-store' };
const BASE = '/consumers-v3/consumer';

const pdfResponse = (bytes: Uint8Array, filename: string) =>
  new Response(bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      ...noStore,
    },
  });

/** A purchase answers in the request's language (orders store the catalogue's English). */
const localized = (c: Parameters<typeof orderForRequest>[0], purchase: Purchase): Purchase => ({
  ...purchase,
  order: orderForRequest(c, purchase.order),
});

const refusal = (errorId: string, message: string) => new SandboxError(409, errorId, message);

/**
 * The order as cancelled: every payment it took is given back (card, Klarna and PayPal
 * authorizations released; gift cards and rewards refunded by the statements below), so none reads
 * as taken any more.
 */
const cancelledOrder = (order: Order): Order => ({
  ...order,
  status: 'CANCELLED',
  payments: order.payments.map((p) => (p.status === 'AUTHORIZED' ? { ...p, status: 'VOIDED' } : p)),
});

/** What a cancellation writes: the status, who and when, and everything given back, once. */
const cancelStatements = (
  db: D1Database,
  row: PurchaseRow,
  order: Order,
  consumerNo: string,
  now: string,
) => [
  db
    .prepare(
      "UPDATE orders SET status = 'CANCELLED', body = ?, updated_at = ? WHERE order_number = ? AND status = 'CREATED'",
    )
    .bind(JSON.stringify(cancelledOrder(order)), now, row.order_number),
  db
    .prepare(
      `INSERT OR IGNORE INTO order_cancellations (order_number, consumer_no, cancelled_at)
       SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM orders WHERE order_number = ?1 AND status = 'CANCELLED')`,
    )
    .bind(row.order_number, consumerNo, now),
  // E-gift cards this order bought stop working (what they were paid with is given back below).
  db
    .prepare(
      `UPDATE gift_cards SET status = 'blocked' WHERE source = ?1
         AND (SELECT stock_released FROM orders WHERE order_number = ?1 AND status = 'CANCELLED') = 0`,
    )
    .bind(row.order_number),
  ...releaseOrderStatements(db, row.order_number, now),
];

export const orderRoutes = new Hono<AppEnv>()
  .post(
    `${BASE}/purchasehistory`,
    requireShopper,
    validate('json', purchaseHistoryRequestSchema),
    async (c) => {
      const { start: given, count, page } = c.req.valid('json');
      const start = given ?? ((page ?? 1) - 1) * count;
      const { total, orders } = await historyPage(
        c.env.DB,
        c.var.shopper.consumerNo,
        start,
        count,
        Date.now(),
        (order) => orderForRequest(c, order),
      );
      return c.json({ total, start, count, orders }, 200, noStore);
    },
  )
  .get(
    `${BASE}/purchase/:orderId`,
    requireShopper,
    validate('param', z.object({ orderId: orderNumberSchema })),
    validate('query', orderReferenceSchema.pick({ email: true })),
    async (c) => {
      const ref: OrderReference = { orderNumber: c.req.valid('param').orderId, ...c.req.valid('query') };
      const row = await ownedPurchaseRow(c.env.DB, ref, c.var.shopper.consumerNo);
      return c.json(localized(c, purchaseOf(row, Date.now())), 200, noStore);
    },
  )
  .post(`${BASE}/TrackOrder`, requireShopper, validate('json', orderReferenceSchema), async (c) => {
    const row = await ownedPurchaseRow(c.env.DB, c.req.valid('json'), c.var.shopper.consumerNo);
    return c.json(purchaseOf(row, Date.now()).tracking, 200, noStore);
  })
  .post(`${BASE}/CancelOrder`, requireShopper, validate('json', cancelOrderRequestSchema), async (c) => {
    const { consumerNo } = c.var.shopper;
    const row = await ownedPurchaseRow(c.env.DB, c.req.valid('json'), consumerNo);
    const purchase = purchaseOf(row, Date.now());
    // Cancelling twice answers the cancelled order again: a retried request changes nothing.
    if (row.status === 'CANCELLED') return c.json(localized(c, purchase), 200, noStore);
    if (row.status === 'PENDING_PAYMENT')
      throw refusal(
        ORDER_ERRORS.pendingPayment,
        'This order is waiting for its payment and cannot be cancelled yet',
      );
    if (!purchase.cancellable)
      throw refusal(
        ORDER_ERRORS.shipped,
        'This order has shipped and can no longer be cancelled; return it instead',
      );
    const now = new Date().toISOString();
    await c.env.DB.batch(cancelStatements(c.env.DB, row, purchase.order, consumerNo, now));
    await takeBackPoints(c.env, consumerNo, row.order_number, row.basket_id);
    const after = await ownedPurchaseRow(c.env.DB, c.req.valid('json'), consumerNo);
    return c.json(localized(c, purchaseOf(after, Date.now())), 200, noStore);
  })
  .post(
    `${BASE}/purchase/invoice/download`,
    requireShopper,
    validate('json', orderReferenceSchema),
    async (c) => {
      const row = await ownedPurchaseRow(c.env.DB, c.req.valid('json'), c.var.shopper.consumerNo);
      const { order } = purchaseOf(row, Date.now());
      return pdfResponse(await invoicePdf(order, requestLocale(c)), `invoice-${order.orderNumber}.pdf`);
    },
  )
  .post(
    `${BASE}/return/:orderId/returnLabel`,
    requireShopper,
    validate('param', z.object({ orderId: orderNumberSchema })),
    async (c) => {
      const orderNumber = c.req.valid('param').orderId;
      const row = await ownedPurchaseRow(c.env.DB, { orderNumber }, c.var.shopper.consumerNo);
      const { order, returnable } = purchaseOf(row, Date.now());
      if (row.status !== 'CREATED')
        throw refusal(ORDER_ERRORS.cancelled, 'A cancelled or unpaid order has nothing to return');
      // What has not left the warehouse cannot be sent back: a label only once the order shipped.
      if (!returnable)
        throw refusal(
          ORDER_ERRORS.notShipped,
          'This order has not shipped yet; a return label is available once it ships',
        );
      // A return label opens the return: the order's points go back (once, however many labels).
      await takeBackPoints(c.env, row.consumer_no, orderNumber, row.basket_id);
      return pdfResponse(await returnLabelPdf(order, requestLocale(c)), `return-label-${orderNumber}.pdf`);
    },
  )
  .post(
    `${BASE}/resendGiftCardEmail`,
    requireShopper,
    validate('json', resendGiftCardRequestSchema),
    async (c) => {
      const { orderNumber, itemId } = c.req.valid('json');
      const row = await ownedPurchaseRow(c.env.DB, { orderNumber }, c.var.shopper.consumerNo);
      if (row.status !== 'CREATED')
        throw refusal(ORDER_ERRORS.cancelled, 'This order has no active e-gift card');
      const outcome = await resendGiftCardEmails(
        c.env.DB,
        purchaseOf(row, Date.now()).order,
        row.locale,
        itemId,
      );
      if (outcome === 'none')
        throw refusal(ORDER_ERRORS.noGiftCard, 'This order has no e-gift card to send again');
      if (outcome === 'spent')
        throw new SandboxError(
          429,
          'API429',
          `The e-gift card e-mail of this order was sent again ${GIFT_CARD_RESEND_LIMIT} times in the last ${GIFT_CARD_RESEND_WINDOW_MS / 60_000} minutes: try again later`,
        );
      return c.json({ sent: outcome.sent }, 202, noStore);
    },
  )
  .post(
    '/__admin/orders/:orderNumber/advance',
    requireAdmin,
    validate('param', z.object({ orderNumber: orderNumberSchema })),
    validate('json', z.object({ stage: z.enum(TRACKING_STAGES) })),
    async (c) => {
      const { orderNumber } = c.req.valid('param');
      const { stage } = c.req.valid('json');
      const row = await c.env.DB.prepare(
        `SELECT o.created_at, COALESCE(t.clock_offset_ms, 0) AS offset FROM orders o
         LEFT JOIN order_tracking t ON t.order_number = o.order_number WHERE o.order_number = ?`,
      )
        .bind(orderNumber)
        .first<{ created_at: string; offset: number }>();
      if (!row) throw new SandboxError(404, ORDER_ERRORS.notFound, `Order ${orderNumber} not found`);
      const offset = offsetToReach(stage, row.created_at, row.offset, Date.now());
      await c.env.DB.prepare(
        `INSERT INTO order_tracking (order_number, clock_offset_ms) VALUES (?1, ?2)
         ON CONFLICT (order_number) DO UPDATE SET clock_offset_ms = ?2`,
      )
        .bind(orderNumber, offset)
        .run();
      return c.json({ orderNumber, clockOffsetMs: offset });
    },
  );
