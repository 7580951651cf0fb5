/**
 * The storefront's own JSON API under /api/ (the backend-for-frontend the islands call). Islands
 * and the worker both parse with these schemas.
 */
import { z } from 'zod';
import { cartSchema, couponCodeSchema } from './cart';
import { quantitySchema, skuSchema } from './common';
import { DEFAULT_MAX_QTY, DEFAULT_QTY } from './constants';
import { recipeIdSchema } from './giftcustoms';
import { GIFT_EMAIL_MAX, GIFT_MESSAGE_MAX, GIFT_TO_MAX } from './giftcustoms-rules';

/** A form's empty text input means "not given". */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().max(max).optional(),
  );

/**
 * POST /api/cart/items, as JSON from an island or as a plain HTML form. Quantities are JSON
 * numbers (a form's digits are turned into one by the worker's body reader, nothing else is).
 */
export const addToCartBodySchema = z.object({
  productId: skuSchema,
  qty: quantitySchema(DEFAULT_MAX_QTY).default(DEFAULT_QTY),
  /** Digital gift cards: the gift option as flat fields (a plain form can send them). */
  giftEmail: optionalText(GIFT_EMAIL_MAX),
  giftTo: optionalText(GIFT_TO_MAX),
  giftMessage: optionalText(GIFT_MESSAGE_MAX),
  /** Customs products: a recipe created before (POST /api/customs/items does both). */
  recipeId: recipeIdSchema.optional(),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

/** PATCH /api/cart/items/{itemId} (and its form variant): the line's new quantity. */
export const updateQtyBodySchema = z.object({ qty: quantitySchema(DEFAULT_MAX_QTY) });
export type UpdateQtyBody = z.infer<typeof updateQtyBodySchema>;

/** PUT and DELETE /api/cart/coupons. */
export const couponBodySchema = z.object({ code: couponCodeSchema });
export type CouponBody = z.infer<typeof couponBodySchema>;

/** GET /api/cart and every cart mutation answer with the whole cart (null before one exists). */
export const cartResponseSchema = z.object({ cart: cartSchema.nullable() });
export type CartResponse = z.infer<typeof cartResponseSchema>;
