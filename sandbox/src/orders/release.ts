/**
 * Giving back what a cancelled order took, exactly once: its units to `variants.stock` (where the
 * sandbox counts and reserves stock, see commerce/orders.ts), its gift card redemptions and
 * rewards (tenders.ts `refundStatements`), its part of a member's annual cap (members/programs.ts). Every statement is guarded by the order being CANCELLED
 * with `stock_released = 0`, and the last one sets the flag, all in the caller's batch: a retried
 * or concurrent cancellation (or 3DS failure) gives nothing back twice.
 */
import { refundStatements } from '../commerce/tender-redemption';
import { programRefundStatements } from '../members/programs';

export const releaseOrderStatements = (
  db: D1Database,
  orderNumber: string,
  now: string,
): D1PreparedStatement[] => [
  db
    .prepare(
      `UPDATE variants SET stock = stock + (SELECT SUM(qty) FROM order_items oi WHERE oi.order_number = ?1 AND oi.sku = variants.sku)
       WHERE sku IN (SELECT sku FROM order_items WHERE order_number = ?1)
         AND (SELECT stock_released FROM orders WHERE order_number = ?1 AND status = 'CANCELLED') = 0`,
    )
    .bind(orderNumber),
  ...refundStatements(db, orderNumber, now),
  ...programRefundStatements(db, orderNumber),
  db
    .prepare("UPDATE orders SET stock_released = 1 WHERE order_number = ? AND status = 'CANCELLED'")
    .bind(orderNumber),
];
