-- Order history, tracking and cancellation (commerce spec section 7, Consumer purchase calls).
-- The shipment timeline is computed from the time since the order was placed; an order's clock can
-- be moved forward (test-only `/__admin/orders/{orderNumber}/advance`) so tests and demos need not
-- wait a day for "shipped". A cancellation is recorded once, with who and when, beside the order's
-- CANCELLED status (the order row keeps its stock_released flag for the stock and refunds).
CREATE TABLE IF NOT EXISTS order_tracking (
  order_number TEXT PRIMARY KEY REFERENCES orders(order_number),
  clock_offset_ms INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS order_cancellations (
  order_number TEXT PRIMARY KEY REFERENCES orders(order_number),
  consumer_no TEXT NOT NULL,
  cancelled_at TEXT NOT NULL
);

