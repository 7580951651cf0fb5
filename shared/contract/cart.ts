/** Cart calls and entities: commerce spec sections 3 and 7 (Cart). Money in minor units. */
import { z } from 'zod';
import { currencySchema, moneySchema, productIdSchema, skuSchema } from './common';

export const MAX_QTY_DEFAULT = 999_999;

export const shippingMethodCodeSchema = z.enum([
  'pickup',
  'pudo',
  'sts',
  'digital',
  'customs',
  'standard',
  'me',
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
  productImageURL: z.string(),
  selectedShippingOption: shippingMethodCodeSchema,
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
    })
    .optional(),
});

export const cartSchema = z.object({
  id: z.string(),
  items: z.array(cartItemSchema),
  totals: cartTotalsSchema,
  totalItems: z.number().int().nonnegative(),
  currency: currencySchema,
  flash: z.array(flashSchema),
  customerNotifications: z.array(z.object({ type: z.string(), message: z.string() })),
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
      }),
    )
    .min(1),
});
export type AddItemsRequest = z.infer<typeof addItemsRequestSchema>;
