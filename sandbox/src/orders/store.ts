/**
 * Reading a consumer's orders from D1 (migrations 0006 and 0015) with their ownership check: a
 * token owns the orders placed with its consumerNo (guests included); an order number with the
 * e-mail it was placed with opens it too (guest lookup). Any other pair, an unknown number and
 * another consumer's order all get the same ORD404, so an answer never tells whether a number exists.
 */
import { type Order, orderSchema } from '../../../shared/contract/checkout';
import type { OrderReference, OrderSummary, Purchase } from '../../../shared/contract/orders';
import { ORDER_ERRORS } from '../../../shared/contract/orders';
import { SandboxError } from '../errors';
import { hasShipped, trackingOf } from './tracking';

export type PurchaseRow = {
  order_number: string;
  basket_id: string;
  consumer_no: string;
  status: 'CREATED' | 'PENDING_PAYMENT' | 'CANCELLED';
  customer_email: string;
  /** The locale the order was placed in (its e-mails are written in its language). */
  locale: string;
  body: string;
  created_at: string;
  clock_offset_ms: number | null;
  cancelled_at: string | null;
};

const SELECT = `SELECT o.order_number, o.basket_id, o.consumer_no, o.status, o.customer_email, o.locale, o.body, o.created_at,
  t.clock_offset_ms, x.cancelled_at
  FROM orders o
  LEFT JOIN order_tracking t ON t.order_number = o.order_number
  LEFT JOIN order_cancellations x ON x.order_number = o.order_number`;

export const notFoundError = (orderNumber: string) =>
  new SandboxError(404, ORDER_ERRORS.notFound, `Order ${orderNumber} not found`);

/** Equal-time comparison: the answer for a wrong e-mail takes as long as for a right one. */
const sameText = (a: string, b: string): boolean => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
};

/** The order `ref` names, when `consumerNo` owns it or `ref.email` is the order's; else ORD404. */
export const ownedPurchaseRow = async (
  db: D1Database,
  ref: OrderReference,
  consumerNo: string,
): Promise<PurchaseRow> => {
  const row = await db
    .prepare(`${SELECT} WHERE o.order_number = ?`)
    .bind(ref.orderNumber)
    .first<PurchaseRow>();
  const owned =
    row !== null &&
    (ref.email === undefined
      ? row.consumer_no === consumerNo
      : sameText(row.customer_email.toLowerCase(), ref.email.toLowerCase()));
  if (!owned) throw notFoundError(ref.orderNumber);
  return row;
};

export const trackingOfRow = (row: PurchaseRow, now: number) =>
  trackingOf({
    orderNumber: row.order_number,
    status: row.status,
    createdAt: row.created_at,
    clockOffsetMs: row.clock_offset_ms ?? 0,
    cancelledAt: row.cancelled_at ?? undefined,
    now,
  });

export const purchaseOf = (row: PurchaseRow, now: number): Purchase => {
  const order = orderSchema.parse(JSON.parse(row.body));
  const tracking = trackingOfRow(row, now);
  const active = row.status === 'CREATED';
  // One notion of "shipped" for both: cancel until it, a return label from it on.
  return {
    order,
    tracking,
    cancellable: active && !hasShipped(tracking),
    returnable: active && hasShipped(tracking),
  };
};

/** A page of the consumer's orders, newest first, and how many there are. */
export const historyPage = async (
  db: D1Database,
  consumerNo: string,
  start: number,
  count: number,
  now: number,
  /** The order as the reader's language writes it (localize-order.ts). */
  localize: (order: Order) => Order = (order) => order,
): Promise<{ total: number; orders: OrderSummary[] }> => {
  const [totalResult, pageResult] = await db.batch<{ total: number } | PurchaseRow>([
    db.prepare('SELECT COUNT(*) AS total FROM orders WHERE consumer_no = ?').bind(consumerNo),
    db
      .prepare(
        `${SELECT} WHERE o.consumer_no = ? ORDER BY o.created_at DESC, o.order_number DESC LIMIT ? OFFSET ?`,
      )
      .bind(consumerNo, count, start),
  ]);
  const total = (totalResult!.results[0] as { total: number }).total;
  const orders = (pageResult!.results as PurchaseRow[]).map((row): OrderSummary => {
    const { order: stored, tracking } = purchaseOf(row, now);
    const order = localize(stored);
    return {
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      status: order.status,
      stage: tracking.stage,
      currency: order.currency,
      total: order.totals.total,
      totalUnits: order.items.reduce((sum, item) => sum + item.qty, 0),
      items: order.items.map((item) => ({
        id: item.id,
        name: item.name,
        qty: item.qty,
        productImageURL: item.productImageURL,
      })),
      ...(order.inStoreSalesInfo ? { soldInStore: order.inStoreSalesInfo.storeName } : {}),
    };
  });
  return { total, orders };
};
