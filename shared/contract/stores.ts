/**
 * Stores and stock (commerce spec section 7, Products and Stores): inventory, availability by
 * store, store search, stock notifications, product sets, recommendations and size charts.
 */
import { z } from 'zod';
import { productIdSchema, skuSchema } from './common';
import { productCardSchema } from './product';
import { validateEmail } from './ugc';

export const storeIdSchema = z.string().regex(/^\d{4,6}$/, 'storeId must be 4 to 6 digits');

export const inventoryResponseSchema = z.object({
  productId: z.string(),
  variants: z.record(z.string(), z.object({ quantity: z.number().int().nonnegative() })),
});
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

/** The product id of an availability call: a style, a colour, or one size (sku). */
export const stockItemIdSchema = z.union([productIdSchema, skuSchema]);
export const availabilityBodySchema = z.array(storeIdSchema).min(1).max(50);
export const availabilityResponseSchema = z.object({
  productId: z.string(),
  storeInventory: z.array(z.object({ storeId: z.string(), quantity: z.number().int().nonnegative() })),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const openingHoursSchema = z.object({
  /** 0 = Monday … 6 = Sunday. */
  day: z.number().int().min(0).max(6),
  open: z.string().nullable(),
  close: z.string().nullable(),
});
/**
 * Where a store or a collection point is. `region` is the state or province where the country's
 * addresses name one (US, CA); `addressLines` prints it in the country's order.
 */
export const placeAddressSchema = z.object({
  line1: z.string(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string().optional(),
  country: z.string(),
});
export type PlaceAddress = z.infer<typeof placeAddressSchema>;

export const storeSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  address: placeAddressSchema,
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  openingHours: z.array(openingHoursSchema).length(7),
  /** Kilometres from the searched point, 1 decimal; absent on lists without a point. */
  distance: z.number().optional(),
});
export type Store = z.infer<typeof storeSchema>;

export const STORE_SEARCH_DEFAULT_RADIUS_KM = 100;
export const STORE_SEARCH_MAX_RADIUS_KM = 2000;
export const storeSearchBodySchema = z
  .object({
    postalCode: z.string().trim().min(2).max(12).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    radius: z.number().positive().max(STORE_SEARCH_MAX_RADIUS_KM).default(STORE_SEARCH_DEFAULT_RADIUS_KM),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .refine((b) => b.postalCode !== undefined || (b.latitude !== undefined && b.longitude !== undefined), {
    message: 'postalCode or latitude and longitude are required',
  });
export type StoreSearchBody = z.input<typeof storeSearchBodySchema>;
export const storeSearchResponseSchema = z.object({
  origin: z.object({ latitude: z.number(), longitude: z.number() }),
  radius: z.number(),
  stores: z.array(storeSchema),
});
export type StoreSearchResponse = z.infer<typeof storeSearchResponseSchema>;
export const storeListResponseSchema = z.object({ stores: z.array(storeSchema) });

export const notificationBodySchema = z
  .object({ email: z.string().max(254), sku: skuSchema })
  .superRefine((b, ctx) => {
    const error = validateEmail(b.email);
    if (error)
      ctx.addIssue({ code: 'custom', path: ['email'], message: `email: ${error}`, params: { code: error } });
  });
export type NotificationBody = z.infer<typeof notificationBodySchema>;
export const notificationResponseSchema = z.object({
  email: z.string(),
  sku: z.string(),
  subscribed: z.literal(true),
  /** False when the same e-mail already waited for the same sku (the call is idempotent). */
  created: z.boolean(),
});

export const productSetIdSchema = z.string().regex(/^RS\d{6}$/, 'productSetId is not valid');
export const productSetsResponseSchema = z.object({
  productId: z.string(),
  productSets: z.array(z.object({ productSetId: z.string(), name: z.string() })),
});
export const productSetSchema = z.object({
  productSetId: z.string(),
  name: z.string(),
  description: z.string(),
  products: z.array(productCardSchema),
});
export type ProductSet = z.infer<typeof productSetSchema>;

export const recommendationsResponseSchema = z.object({
  productId: z.string(),
  widget: z.string(),
  products: z.array(productCardSchema),
});
export type Recommendations = z.infer<typeof recommendationsResponseSchema>;

export const sizeChartSchema = z.object({
  productType: z.string(),
  kind: z.enum(['apparel', 'shoes', 'one']),
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.string())),
});
export type SizeChart = z.infer<typeof sizeChartSchema>;
export const footSizesSchema = z.object({
  steps: z.array(z.string()),
  rows: z.array(z.object({ footLengthCm: z.string(), us: z.string(), uk: z.string(), eu: z.string() })),
});
export type FootSizes = z.infer<typeof footSizesSchema>;
