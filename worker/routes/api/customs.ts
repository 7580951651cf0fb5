/**
 * Customs products for islands and plain forms (feature flag `customs` of the site):
 * `POST /api/customs/items` creates the recipe upstream (`POST /products/v1/customs/recipes`) and
 * adds the variant with its `recipeId` to the cart, in one call. JSON answers `{ cart }` (the line
 * carries its `customsRecipe`);
 * a form post answers 303 back to `returnTo` like the other cart forms. A refused recipe (too long
 * text, unknown colour) is the upstream's 400 with `details.fields`, and nothing is added.
 *
 * | JSON (islands)                       | Form (no script)                                             |
 * | ------------------------------------ | ------------------------------------------------------------ |
 * | POST /api/customs/items → `{ cart }` | the same → 303 to `returnTo` (else the cart page) `?added=`;  |
 * |                                      | refused: `?cartError=`                                       |
 * | site without customs: 404 API404     | 404 API404 (before the form is read)                         |
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { featureFlags } from '../../../shared/config';
import { createRecipeRequestSchema, quantitySchema, skuSchema } from '../../../shared/contract';
import { DEFAULT_MAX_QTY } from '../../../shared/contract/constants';
import { answer, cartForm } from '../../cart/answer';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { validateBody } from '../../validation';

const optional = (schema: z.ZodType) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const customsItemBodySchema = z.object({
  /** The variant (colour and size) to customise. */
  productId: skuSchema,
  qty: quantitySchema(DEFAULT_MAX_QTY).default(1),
  text: optional(z.string().max(40)),
  color: optional(z.string().max(8)),
  placement: optional(z.string().max(16)),
  precreatedCustomsCode: optional(z.string().max(24)),
});
type CustomsItemBody = z.infer<typeof customsItemBodySchema>;

/** The recipe request of a body (validated with the contract: bad text is a 400 here already). */
const recipeRequestOf = (body: CustomsItemBody) =>
  createRecipeRequestSchema.parse(
    body.precreatedCustomsCode
      ? { productId: body.productId.slice(0, 11), precreatedCustomsCode: body.precreatedCustomsCode }
      : {
          productId: body.productId.slice(0, 11),
          text: body.text ?? '',
          color: body.color ?? '',
          placement: body.placement ?? '',
        },
  );

export const customsApi = new Hono<AppEnv>().post(
  '/items',
  async (c, next) => {
    if (!featureFlags(c.get('site')).customs)
      throw new HttpError(404, 'API404', 'Customised products are not available on this site');
    return next();
  },
  cartForm('cartError'),
  validateBody(customsItemBodySchema),
  async (c) => {
    const body = c.req.valid('json');
    return answer(
      c,
      async (service) => {
        const recipe = await c.get('upstream').customs.createRecipe(recipeRequestOf(body));
        return service.addItem({ productId: body.productId, qty: body.qty, recipeId: recipe.recipeId });
      },
      { added: body.productId },
    );
  },
);
