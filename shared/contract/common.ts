/** Wire shapes shared by every upstream call: identifiers, money and the error envelope. */
import { z } from 'zod';

/** Product id of a style (8 chars) or a style in one colour (11 chars): spec section 5. */
export const productIdSchema = z
  .string()
  .regex(/^[A-Z0-9]{8,11}$/, 'Product id must be 8 to 11 upper-case letters or digits');
/** Category ids are 4 to 10 digits: spec section 5. */
export const categoryIdSchema = z.string().regex(/^\d{4,10}$/, 'Category id must be 4 to 10 digits');
/** A variant (style + colour + size) as the cart knows it. */
export const skuSchema = z.string().regex(/^[A-Z0-9]{11}-[A-Z0-9]{1,6}$/, 'SKU is not valid');

/**
 * A quantity in a request body: a JSON integer from 1 to `max`, never text (`"0x10"`, `" 5 "`), a
 * list or a boolean. A plain form's field of decimal digits becomes that number in the storefront's
 * one body reader (worker/validation `validateBody`), so both kinds of body meet the same rule.
 */
export const quantitySchema = (max: number, min = 1) =>
  z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(min, `Quantity must be at least ${min}`)
    .max(max, `Quantity must be at most ${max}`);

export const currencySchema = z.enum(['USD', 'CAD', 'GBP', 'EUR']);
export type Currency = z.infer<typeof currencySchema>;

/** All money on the wire is in minor units (cents) so totals add up exactly. */
export const moneySchema = z.number().int();

export const errorDetailSchema = z.object({
  errorId: z.string(),
  message: z.string(),
  type: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export const errorEnvelopeSchema = z.object({ errorDetails: z.array(errorDetailSchema).min(1) });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type Image = z.infer<typeof imageSchema>;

export const targetSchema = z.object({
  text: z.string().optional(),
  url: z.string(),
  targetAttribute: z.string().optional(),
});
export type Target = z.infer<typeof targetSchema>;
