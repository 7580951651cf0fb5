/** Cart calls and entities: commerce spec sections 3 and 7 (Cart). Money in minor units. */
import { z } from 'zod';
import { priceAdjustmentSchema } from './adjustments';
import { currencySchema, moneySchema, productIdSchema, skuSchema } from './common';
import { customsRecipeSchema, giftOptionSchema, recipeIdSchema } from './giftcustoms';
import { loyaltyVoucherSchema } from './loyalty';

export const MAX_QTY_DEFAULT = 999_999;

export const shippingMethodCodeSchema = z.enum([
  'pickup',
  'pudo',
  'sts',
  'digital',
  'customs',
  'standard',
  'me',
  /** The sandbox's faster home delivery (next to standard). */
  'express',
]);

export const cartItemPriceSchema = z.object({
  current: moneySchema,
  original: moneySchema,
  highCurrent: moneySchema,
  highOriginal: moneySchema,
  /** Unit price the shopper pays. */
  amount: moneySchema,
  rowTotal: moneySchema,
  priceAfterItemDiscount: moneySchema,
  priceAfterOrderDiscount: moneySchema,
});

/** The store a pickup or ship-to-store option refers to, with its stock of the line's sku. */
export const storeInfoSchema = z.object({ id: z.string(), storeInventory: z.number().int().nonnegative() });

/** One delivery kind a line could use (cart item `shippingOptions`, spec section 3). */
export const shippingOptionSchema = z.object({
  selected: z.boolean(),
  available: z.boolean(),
  shippingMethod: z.object({
    code: z.enum(['standard', 'pickup', 'sts', 'pudo', 'digital', 'customs']),
    label: z.string(),
    deliveryTime: z.string(),
    price: z.object({ amount: z.number().int().nonnegative() }),
    storeInfo: storeInfoSchema.optional(),
  }),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const cartItemSchema = z.object({
  id: z.string(),
  /** The variant sku. */
  productId: skuSchema,
  /** Style id (8 chars). */
  masterId: productIdSchema,
  /** Style + colour id (11 chars). */
  masterId2: productIdSchema,
  name: z.string(),
  color: z.string(),
  size: z.string(),
  qty: z.number().int().positive(),
  maxQty: z.number().int().positive(),
  upc: z.string(),
  price: cartItemPriceSchema,
  taxTotal: moneySchema,
  pdpUrl: z.string(),
  slug: z.string(),
  bonus: z.boolean(),
  isCustoms: z.boolean(),
  isDigitalProduct: z.boolean(),
  deliveryTime: z.string().optional(),
  recipeId: z.string().optional(),
  precreatedCustomsCode: z.string().optional(),
  /** Digital gift cards: who receives the card by e-mail (one line per recipient, qty 1). */
  giftOption: giftOptionSchema.optional(),
  /** Customs lines: the design (text, colour, placement). */
  customsRecipe: customsRecipeSchema.optional(),
  productImageURL: z.string(),
  selectedShippingOption: shippingMethodCodeSchema,
  /** Delivery kinds for this line: home, pickup (at a store), ship to store, collection point. */
  shippingOptions: z.array(shippingOptionSchema).optional(),
  /** Pickup or ship-to-store store of the line. */
  storeId: z.string().optional(),
  /** Promotions that lowered this line (product level, and its share of order-level ones). */
  itemPromotions: z
    .array(z.object({ promotionId: z.string(), promotionName: z.string(), amount: moneySchema }))
    .optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartTotalsSchema = z.object({
  total: moneySchema,
  totalDiscount: moneySchema,
  itemTotal: moneySchema,
  totalWithoutTax: moneySchema,
  shipping: moneySchema,
  tax: moneySchema,
  totalDiscountPercentage: z.number(),
  remainingToPay: moneySchema,
  currency: currencySchema,
  totalUnits: z.number().int().nonnegative(),
  itemSubTotal: moneySchema,
  netAmount: moneySchema,
  taxAmount: moneySchema,
  appliedRewards: moneySchema,
  /** Product- and order-level promotion discounts (part of totalDiscount; sale prices are the rest). */
  promotionDiscount: moneySchema.optional(),
  /** What shipping would cost without shipping promotions. */
  shippingBeforeDiscount: moneySchema.optional(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const flashSchema = z.object({
  code: z.string().optional(),
  type: z.string(),
  details: z
    .object({
      sku: z.string().optional(),
      productId: z.string().optional(),
      missingQty: z.number().optional(),
      shipmentId: z.string().optional(),
      /** Shipping transitions: the line that moved and the store involved. */
      itemId: z.string().optional(),
      storeId: z.string().optional(),
    })
    .optional(),
});

export type Flash = z.infer<typeof flashSchema>;

export const promotionLevelSchema = z.enum(['ORDER', 'PRODUCT', 'SHIPPING']);
export type PromotionLevel = z.infer<typeof promotionLevelSchema>;

/** Promo callout messages have exactly three parts separated by a pipe (spec section 5). */
export const calloutMessageSchema = z
  .string()
  .refine((s) => s.split('|').length === 3, 'Callout message must have exactly 3 parts separated by |');

export const promoSummarySchema = z.object({
  promotionId: z.string(),
  promotionName: z.string(),
  level: promotionLevelSchema,
  calloutMessage: calloutMessageSchema,
  /** Whether the promotion applies to the cart now. */
  applied: z.boolean(),
  /** Set while the shopper is approaching the promotion's threshold (where to show it). */
  approachingDisplayLevel: z.string().optional(),
  /** Minor units still missing to reach the threshold ("spend N more"). */
  distanceFromConditionThreshold: moneySchema.optional(),
});
export type PromoSummary = z.infer<typeof promoSummarySchema>;

export const orderPromotionSchema = z.object({
  promotionId: z.string(),
  promotionName: z.string(),
  level: promotionLevelSchema,
  calloutMessage: calloutMessageSchema,
  /** Discount in minor units (for SHIPPING: what the shopper saves on shipping). */
  amount: moneySchema,
  couponCode: z.string().optional(),
});
export type OrderPromotion = z.infer<typeof orderPromotionSchema>;

export const couponItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** False while the cart no longer meets the coupon's condition (it stays in the cart). */
  applied: z.boolean(),
  promotionId: z.string(),
  promotionName: z.string(),
});
export type CouponItem = z.infer<typeof couponItemSchema>;

export const applicableShippingMethodSchema = z.object({
  code: shippingMethodCodeSchema,
  label: z.string(),
  deliveryTime: z.string(),
  price: z.object({ amount: moneySchema }),
  storeInfo: storeInfoSchema.optional(),
});
export const shippingMethodsSchema = z.object({
  shippingId: z.string(),
  code: shippingMethodCodeSchema,
  applicableShippingMethods: z.array(applicableShippingMethodSchema),
  /** Pickup and ship-to-store shipments: the store. */
  storeId: z.string().optional(),
  /** The lines of this shipment. */
  itemIds: z.array(z.string()).optional(),
});
export type ShippingMethods = z.infer<typeof shippingMethodsSchema>;

/** A message for the shopper about their cart (the sandbox sends `PriceChanged`). */
export const customerNotificationSchema = z.object({ type: z.string(), message: z.string() });
export type CustomerNotification = z.infer<typeof customerNotificationSchema>;

export const cartSchema = z.object({
  id: z.string(),
  items: z.array(cartItemSchema),
  totals: cartTotalsSchema,
  totalItems: z.number().int().nonnegative(),
  currency: currencySchema,
  /**
   * The locale the basket was made on: its site's currency, country and language (line names and
   * links) are the basket's. A storefront on another site carries the cart over rather than use it.
   */
  locale: z.string().optional(),
  flash: z.array(flashSchema),
  customerNotifications: z.array(customerNotificationSchema),
  couponItems: z.array(couponItemSchema).optional(),
  orderPromotions: z.array(orderPromotionSchema).optional(),
  promoSummary: z.array(promoSummarySchema).optional(),
  shippingMethods: z.array(shippingMethodsSchema).optional(),
  /** Associate price adjustments (`adjustments.ts`), part of the promotions and totals. */
  priceAdjustments: z.array(priceAdjustmentSchema).optional(),
  /** The loyalty voucher paying part of the cart (`PUT …/reward`), counted in `totals.appliedRewards`. */
  appliedLoyaltyVoucher: loyaltyVoucherSchema.optional(),
  /** Units an associate holds for this cart (reserve with item) and until when (ISO 8601). */
  reservations: z
    .array(z.object({ id: z.string(), productId: z.string(), qty: z.number().int(), expiresAt: z.string() }))
    .optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /cart/v1/cart */
export const createCartRequestSchema = z.object({ currency: currencySchema });

/** POST /cart/v1/item */
export const addItemsRequestSchema = z.object({
  cartId: z.string().min(1),
  items: z
    .array(
      z.object({
        productId: skuSchema,
        qty: z.number().int().min(1).max(MAX_QTY_DEFAULT),
        /** A gift card for one recipient (its line keeps qty 1). */
        giftOption: giftOptionSchema.optional(),
        /** A customised product: the recipe from POST /products/v1/customs/recipes. */
        recipeId: recipeIdSchema.optional(),
      }),
    )
    .min(1),
});
export type AddItemsRequest = z.infer<typeof addItemsRequestSchema>;

/**
 * POST /cart/v1/cartWithItem: the shopper's open basket with the items added, made with them when
 * there is none (one call, so concurrent first adds land in one basket).
 */
export const cartWithItemRequestSchema = z.object({
  currency: currencySchema,
  items: addItemsRequestSchema.shape.items,
});
export type CartWithItemRequest = z.infer<typeof cartWithItemRequestSchema>;

/** DELETE /cart/v1/item */
export const removeItemRequestSchema = z.object({
  cartId: z.string().min(1),
  itemId: z.string().min(1).max(64),
});
export type RemoveItemRequest = z.infer<typeof removeItemRequestSchema>;

/** PUT /cart/v1/cart/{basketId}/item without `action`: sets a line's quantity (or a gift card's gift option). */
export const updateItemRequestSchema = z
  .object({
    itemId: z.string().min(1).max(64),
    qty: z.number().int().min(1).max(MAX_QTY_DEFAULT).optional(),
    /** A gift card line's new recipient and message. */
    giftOption: giftOptionSchema.optional(),
  })
  .refine((b) => b.qty !== undefined || b.giftOption !== undefined, 'qty or giftOption is required');
export type UpdateItemRequest = z.infer<typeof updateItemRequestSchema>;

export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a coupon code')
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/, 'A coupon code has only letters, digits and dashes')
  .transform((s) => s.toUpperCase());

/** PUT and DELETE /cart/v1/coupon */
export const couponRequestSchema = z.object({ cartId: z.string().min(1), code: couponCodeSchema });
export type CouponRequest = z.input<typeof couponRequestSchema>;
