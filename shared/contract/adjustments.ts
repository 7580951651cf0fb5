/**
 * Associate price adjustments and reserve with item (commerce spec section 7, Cart):
 * `POST /cart/v1/cart/{basketId}/price_adjustments`, `PATCH` / `DELETE .../{adjustmentId}` and
 * `POST /cart/v1/reserveWithItem`. Money in minor units. The value rules (PRC400) are checked by
 * the sandbox, not here, so a bad value answers PRC400 rather than API400.
 */
import { z } from 'zod';
import { moneySchema, skuSchema } from './common';
import { storeIdSchema } from './stores';

/** How long reserve-with-item holds the units (minutes). */
export const RESERVATION_MINUTES = 15;

export const priceAdjustmentTypeSchema = z.enum(['AMOUNT', 'PERCENTAGE']);
export type PriceAdjustmentType = z.infer<typeof priceAdjustmentTypeSchema>;

/** Reason codes go into the promotion callout (pipe-separated): letters, digits, `_` and `-`. */
export const reasonCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Reason code is not valid');

/** The in-store associate giving the adjustment (spec section 6: store and employee ids). */
export const associateSchema = z.object({
  storeId: storeIdSchema,
  storeEmployeeId: z.string().min(1).max(32),
});
export type Associate = z.infer<typeof associateSchema>;

/** POST .../price_adjustments: with `itemId` for one line, without for the order. */
export const priceAdjustmentRequestSchema = associateSchema.extend({
  itemId: z.string().min(1).max(64).optional(),
  type: priceAdjustmentTypeSchema,
  /** AMOUNT: minor units; PERCENTAGE: 0 < value <= 100 with at most one decimal. */
  value: z.number(),
  reasonCode: reasonCodeSchema,
});
export type PriceAdjustmentRequest = z.infer<typeof priceAdjustmentRequestSchema>;

/** PATCH .../price_adjustments/{adjustmentId}: what changes (at least one of them). */
export const priceAdjustmentPatchSchema = associateSchema
  .extend({
    type: priceAdjustmentTypeSchema.optional(),
    value: z.number().optional(),
    reasonCode: reasonCodeSchema.optional(),
  })
  .refine((b) => b.type !== undefined || b.value !== undefined || b.reasonCode !== undefined, {
    message: 'Nothing to change: give type, value or reasonCode',
  });
export type PriceAdjustmentPatch = z.infer<typeof priceAdjustmentPatchSchema>;

/** DELETE .../price_adjustments/{adjustmentId}: the associate removing it. */
export const priceAdjustmentDeleteSchema = associateSchema;

/** One adjustment as the cart (and the order) answers it. */
export const priceAdjustmentSchema = z.object({
  id: z.string(),
  itemId: z.string().optional(),
  type: priceAdjustmentTypeSchema,
  value: z.number(),
  /** What it takes off now (0 when the line or order is already at 0). */
  amount: moneySchema,
  reasonCode: z.string(),
  storeId: z.string(),
  storeEmployeeId: z.string(),
});
export type PriceAdjustment = z.infer<typeof priceAdjustmentSchema>;

/** POST /cart/v1/reserveWithItem */
export const reserveWithItemRequestSchema = z.object({
  cartId: z.string().min(1),
  productId: skuSchema,
  qty: z.number().int().min(1).max(999),
});
export type ReserveWithItemRequest = z.infer<typeof reserveWithItemRequestSchema>;

/** GET /consumers-v3/utilities/stores/{storeId}/employees: the store's associates. */
export const storeEmployeesSchema = z.object({
  storeId: z.string(),
  employees: z.array(
    z.object({ storeEmployeeId: z.string(), storeEmployeeName: z.string(), role: z.string() }),
  ),
});
export type StoreEmployees = z.infer<typeof storeEmployeesSchema>;
