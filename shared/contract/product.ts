/** GET /products/v2/products/{productId}/details and the price object of content spec section 3. */
import { z } from 'zod';
import { currencySchema, imageSchema, moneySchema, productIdSchema, skuSchema } from './common';
import { customsOptionsSchema } from './giftcustoms';

export const priceSchema = z.object({
  currency: currencySchema,
  lowOriginal: moneySchema,
  highOriginal: moneySchema,
  lowCurrent: moneySchema,
  highCurrent: moneySchema,
  /** Lowest price of the last 30 days (omnibus), when known. */
  historicBestPrice: moneySchema.optional(),
  previousBestSalesPrice: moneySchema.optional(),
  percentagePriceDiscount: z.number().optional(),
});
export type Price = z.infer<typeof priceSchema>;

export const variantSchema = z.object({
  sku: skuSchema,
  upc: z.string(),
  size: z.string(),
  /** Units on hand; 0 means out of stock. */
  stock: z.number().int().nonnegative(),
  price: priceSchema,
});
export type Variant = z.infer<typeof variantSchema>;

export const colorSchema = z.object({
  /** Style id + colour code: the 11-character product id of the colour. */
  productId: productIdSchema,
  code: z.string().length(3),
  name: z.string(),
  swatch: z.string().regex(/^#[0-9a-f]{6}$/i),
  images: z.array(imageSchema).min(1),
  price: priceSchema,
  variants: z.array(variantSchema),
});
export type Color = z.infer<typeof colorSchema>;

export const breadcrumbSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const productDetailsSchema = z.object({
  /** The 8-character style id. */
  masterId: productIdSchema,
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  productType: z.string(),
  gender: z.string(),
  categories: z.array(breadcrumbSchema),
  price: priceSchema,
  rating: z.object({ score: z.number().min(0).max(5), count: z.number().int().nonnegative() }),
  defaultColor: z.string().length(3),
  colors: z.array(colorSchema).min(1),
  /** Digital goods (gift cards): delivered by e-mail, no shipping. */
  isDigitalProduct: z.boolean().optional(),
  /** Customizable products: what can be customised (feature flag `customs`). */
  customs: customsOptionsSchema.optional(),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** The normalised product card of content spec section 3, used by carousels and grids. */
export const productCardSchema = z.object({
  id: productIdSchema,
  sku: z.string().optional(),
  title: z.string(),
  url: z.string(),
  image: imageSchema,
  hoverImage: imageSchema.optional(),
  rating: z.object({ showScore: z.boolean(), score: z.number() }),
  price: priceSchema,
  swatches: z.array(z.object({ code: z.string(), name: z.string(), swatch: z.string() })).optional(),
  /** Tracking data (commerce spec section 3): product category and the card colour's sizes. */
  category: z.string().optional(),
  sizes: z.array(z.string()).optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;
