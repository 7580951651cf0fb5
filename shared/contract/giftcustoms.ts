/**
 * Digital gift cards and customs products (commerce spec section 3, cart item: isCustoms,
 * isDigitalProduct, deliveryTime, recipeId, precreatedCustomsCode, giftOption {email, to, message};
 * shipping codes `digital` and `customs`). The recipe call is the sandbox's own
 * (`POST /products/v1/customs/recipes`): the spec names `recipeId` but no call that creates one.
 */
import { z } from 'zod';
import { productIdSchema } from './common';
import {
  CUSTOMS_TEXT_PATTERN,
  GIFT_EMAIL_MAX,
  GIFT_MESSAGE_MAX,
  GIFT_TO_MAX,
  isGiftEmail,
  isGiftText,
} from './giftcustoms-rules';

/** The gift option of a digital gift card line: who receives it by e-mail, and the message. */
export const giftOptionSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter the recipient e-mail')
    .max(GIFT_EMAIL_MAX)
    .refine(isGiftEmail, 'Recipient e-mail is not valid')
    .transform((s) => s.toLowerCase()),
  to: z
    .string()
    .trim()
    .max(GIFT_TO_MAX)
    .refine((s) => isGiftText(s, 'single'), 'No markup or hidden characters allowed')
    .optional(),
  message: z
    .string()
    .trim()
    .max(GIFT_MESSAGE_MAX)
    .refine((s) => isGiftText(s, 'multi'), 'No markup or hidden characters allowed')
    .optional(),
});
export type GiftOption = z.infer<typeof giftOptionSchema>;

export const customsColorSchema = z.object({ code: z.string(), name: z.string(), hex: z.string() });

/** What a customizable product offers (product details `customs`). */
export const customsOptionsSchema = z.object({
  maxText: z.number().int().positive(),
  colors: z.array(customsColorSchema).min(1),
  placements: z.array(z.string()).min(1),
  /** Added to the unit price of a customised line (minor units). */
  surcharge: z.number().int().nonnegative(),
  deliveryTime: z.string(),
  precreated: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      text: z.string(),
      color: z.string(),
      placement: z.string(),
    }),
  ),
});
export type CustomsOptions = z.infer<typeof customsOptionsSchema>;

/** A customs recipe as a cart line shows it. */
export const customsRecipeSchema = z.object({
  recipeId: z.string(),
  text: z.string(),
  color: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  placement: z.string(),
  precreatedCustomsCode: z.string().optional(),
});
export type CustomsRecipe = z.infer<typeof customsRecipeSchema>;

const recipeIdPattern = /^rcp_[a-f0-9]{24}$/;
export const recipeIdSchema = z.string().regex(recipeIdPattern, 'Recipe id is not valid');

/** POST /products/v1/customs/recipes: a design, or a pre-designed recipe by its code. */
export const createRecipeRequestSchema = z.union([
  z.object({
    productId: productIdSchema,
    text: z
      .string()
      .trim()
      .min(1, 'Enter the text')
      .max(40)
      .regex(CUSTOMS_TEXT_PATTERN, "Only letters, digits, spaces and . ' & ! -"),
    color: z.string().min(1).max(8),
    placement: z.string().min(1).max(16),
  }),
  z.object({
    productId: productIdSchema,
    precreatedCustomsCode: z
      .string()
      .min(1)
      .max(24)
      .regex(/^[A-Z0-9-]+$/),
  }),
]);
export type CreateRecipeRequest = z.infer<typeof createRecipeRequestSchema>;

export const recipeResponseSchema = customsRecipeSchema.extend({
  productId: productIdSchema,
  createdAt: z.string(),
});
export type RecipeResponse = z.infer<typeof recipeResponseSchema>;
