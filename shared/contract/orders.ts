/**
 * Consumer purchase calls of commerce spec section 7 (Consumer): history, one order, tracking,
 * cancellation, invoice and return label (PDF answers), gift card e-mail resend. The order itself
 * is the `orderSchema` the checkout answers; these add its shipment timeline and what the shopper
 * may still do with it. Money in minor units.
 */
import { z } from 'zod';
import { ORDER_NUMBER, orderSchema } from './checkout';
import { currencySchema, moneySchema } from './common';

export const orderNumberSchema = z.string().regex(ORDER_NUMBER, 'Not an order number');

/** The shipment timeline, in order; `cancelled` ends it early. */
export const TRACKING_STAGES = ['placed', 'processing', 'shipped', 'outForDelivery', 'delivered'] as const;
export const trackingStageSchema = z.enum([...TRACKING_STAGES, 'cancelled']);
export type TrackingStage = z.infer<typeof trackingStageSchema>;

export const trackingSchema = z.object({
  orderNumber: z.string(),
  stage: trackingStageSchema,
  /** Every stage reached so far with when it was reached, oldest first. */
  events: z.array(z.object({ stage: trackingStageSchema, at: z.string() })),
  carrier: z.string(),
  trackingNumber: z.string().optional(),
  /** When delivery is expected (absent once delivered or cancelled). */
  estimatedDelivery: z.string().optional(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** GET /consumers-v3/consumer/purchase/{orderId}: the order, its timeline and what is allowed. */
export const purchaseSchema = z.object({
  order: orderSchema,
  tracking: trackingSchema,
  /** Until it ships (and once its payment completed). */
  cancellable: z.boolean(),
  /**
   * A return label can be had: once the order shipped (what has not left the warehouse cannot be
   * sent back) and while it is not cancelled or waiting for its payment.
   */
  returnable: z.boolean(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const HISTORY_PAGE_SIZE = 10;

/** POST /consumers-v3/consumer/purchasehistory: `start`/`count`, or a 1-based `page` of `count`. */
export const purchaseHistoryRequestSchema = z
  .object({
    start: z.number().int().min(0).max(100_000).optional(),
    count: z.number().int().min(1).max(50).default(HISTORY_PAGE_SIZE),
    page: z.number().int().min(1).max(10_000).optional(),
  })
  .refine((b) => b.start === undefined || b.page === undefined, 'Give start or page, not both');
export type PurchaseHistoryRequest = z.input<typeof purchaseHistoryRequestSchema>;

export const orderSummarySchema = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: orderSchema.shape.status,
  stage: trackingStageSchema,
  currency: currencySchema,
  total: moneySchema,
  totalUnits: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      qty: z.number().int(),
      productImageURL: z.string().optional(),
    }),
  ),
  /** The store that sold it, when an associate did (its name only: nothing about the associate). */
  soldInStore: z.string().optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Newest first. */
export const purchaseHistorySchema = z.object({
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  orders: z.array(orderSummarySchema),
});
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;

/**
 * Names one order. A member's (or a guest's) token owns its orders; with `email`, a guest who no
 * longer has that token looks an order up by its number and the e-mail it was placed with.
 */
export const orderReferenceSchema = z.object({
  orderNumber: orderNumberSchema,
  email: z.email().max(254).optional(),
});
export type OrderReference = z.infer<typeof orderReferenceSchema>;

/** POST /consumers-v3/consumer/CancelOrder: only by the token that owns it. */
export const cancelOrderRequestSchema = z.object({ orderNumber: orderNumberSchema });

/** POST /consumers-v3/consumer/resendGiftCardEmail: every e-gift card of the order, or one line's. */
export const resendGiftCardRequestSchema = z.object({
  orderNumber: orderNumberSchema,
  itemId: z.string().min(1).max(64).optional(),
});
export const resendGiftCardResponseSchema = z.object({ sent: z.number().int() });

/** The purchase calls' error ids (spec section 8: "other order codes"). */
export const ORDER_ERRORS = {
  /** Unknown, another consumer's, or a wrong order number and e-mail pair: one answer for all. */
  notFound: 'ORD404',
  /** Cancel after the order shipped. */
  shipped: 'ORD440',
  /** Return label of a cancelled (or unpaid) order; an e-gift card e-mail of one. */
  cancelled: 'ORD441',
  /** Cancel while the payment still waits for 3-D Secure. */
  pendingPayment: 'ORD442',
  /** Gift card e-mail of an order without an e-gift card. */
  noGiftCard: 'ORD443',
  /** Return label of an order that has not shipped yet. */
  notShipped: 'ORD444',
} as const;
