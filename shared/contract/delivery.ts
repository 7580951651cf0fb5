/**
 * Delivery kinds per cart item (commerce spec sections 3, 4 and 7): moving a line to pickup in
 * store, ship to store, a collection point (pudo) or back to home delivery, the collection point
 * search, the pickup person and collection point contact, and the shipping transitions the
 * server reports in the cart's `flash`.
 */
import { z } from 'zod';
import { openingHoursSchema, placeAddressSchema, STORE_SEARCH_MAX_RADIUS_KM, storeIdSchema } from './stores';

/**
 * `PUT /cart/v1/cart/{basketId}/item?action=` values: the spec's `pickup` (with `favStoreId`),
 * and the sandbox's `sts` (with `favStoreId`), `pudo` and `standard` (back to home delivery).
 */
export const deliveryActionSchema = z.enum(['pickup', 'sts', 'pudo', 'standard']);
export type DeliveryAction = z.infer<typeof deliveryActionSchema>;

export const itemIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'itemId is not valid');

export const deliveryItemQuerySchema = z.object({
  action: deliveryActionSchema,
  favStoreId: storeIdSchema.optional(),
});
/** Body of the PUT with an `action`: the line to move. */
export const deliveryItemRequestSchema = z.object({ itemId: itemIdSchema });

export {
  isShippingTransition,
  SHIPPING_TRANSITIONS,
  type ShippingTransition,
} from './shipping-transitions';

const countrySchema = z.string().regex(/^[A-Z]{2}$/, 'country must be a two-letter code');

/** POST /stores/v1/collectionPoints */
/** How far a parcel shop or locker may be from the shopper's postal code by default. */
export const COLLECTION_POINT_RADIUS_KM = 50;

export const collectionPointsRequestSchema = z
  .object({
    postalCode: z.string().trim().min(2).max(12).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    country: countrySchema,
    limit: z.number().int().min(1).max(20).default(5),
    /** Only points within this many km of the origin: a New York shopper is not offered Chicago. */
    radius: z.number().positive().max(STORE_SEARCH_MAX_RADIUS_KM).default(COLLECTION_POINT_RADIUS_KM),
  })
  .refine((b) => b.postalCode !== undefined || (b.latitude !== undefined && b.longitude !== undefined), {
    message: 'postalCode or latitude and longitude are required',
  });
export type CollectionPointsRequest = z.input<typeof collectionPointsRequestSchema>;

export const collectionPointIdSchema = z.string().regex(/^CP\d{5}$/, 'collection point id is not valid');

export const collectionPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrier: z.string(),
  address: placeAddressSchema,
  latitude: z.number(),
  longitude: z.number(),
  /** Kilometres from the searched point, 1 decimal. */
  distance: z.number().optional(),
  openingHours: z.array(openingHoursSchema).length(7),
});
export type CollectionPoint = z.infer<typeof collectionPointSchema>;
export const collectionPointsResponseSchema = z.object({ collectionPoints: z.array(collectionPointSchema) });

const text = (max: number) => z.string().trim().max(max);

/** Who collects pickup and ship-to-store items. */
export const pickupPersonSchema = z.object({
  firstName: text(50).min(1),
  lastName: text(50).min(1),
  email: text(120).optional(),
  phone: text(30).optional(),
});
export type PickupPerson = z.infer<typeof pickupPersonSchema>;

/** Who is told when a collection point parcel arrives. */
export const collectionPointContactSchema = z.object({
  name: text(100).optional(),
  email: text(120).optional(),
  phone: text(30).optional(),
});
export type CollectionPointContact = z.infer<typeof collectionPointContactSchema>;

/** PUT /cart/v1/cart/{basketId}/deliveryDetails (sandbox; the spec shows no call for these). */
export const deliveryDetailsRequestSchema = z.object({
  pickupPerson: pickupPersonSchema.optional(),
  collectionPoint: z
    .object({ id: collectionPointIdSchema, contact: collectionPointContactSchema })
    .optional(),
});
export type DeliveryDetailsRequest = z.input<typeof deliveryDetailsRequestSchema>;

/** The delivery part of the checkout state. */
export const deliveryStateSchema = z.object({
  pickupPerson: pickupPersonSchema.optional(),
  collectionPoint: collectionPointSchema.optional(),
  collectionPointContact: collectionPointContactSchema.optional(),
});
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

/** A store as an order's shipment records it. */
export const shipmentStoreSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  address: placeAddressSchema,
});
