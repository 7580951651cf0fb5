/**
 * `POST /products/v1/customs/recipes`: a customs design checked against its product's options
 * (`giftcustoms.ts`) and stored in D1 for a later add to the basket. Apart from `giftcustoms.ts`
 * because the basket uses that module, and a route module reads `env.ts`, which names the basket.
 */
import { Hono } from 'hono';
import { createRecipeRequestSchema, type RecipeResponse } from '../../../shared/contract/giftcustoms';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { badRecipe, checkRecipe, customsOptionsFor } from './giftcustoms';

export const recipeRoutes = new Hono<AppEnv>().post(
  '/products/v1/customs/recipes',
  validate('json', createRecipeRequestSchema),
  async (c) => {
    const body = c.req.valid('json');
    const styleId = body.productId.slice(0, 8);
    const exists = await c.env.DB.prepare('SELECT 1 AS x FROM products WHERE id = ?').bind(styleId).first();
    if (!exists) throw new SandboxError(404, 'API404', `Product ${body.productId} not found`);
    const options = await customsOptionsFor(c.env.DB, styleId);
    if (!options)
      throw badRecipe(`Product ${body.productId} cannot be customised`, { productId: 'notCustomizable' });
    const recipe = checkRecipe(body, options);
    const recipeId = `rcp_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
    const createdAt = new Date().toISOString();
    await c.env.DB.prepare(
      'INSERT INTO customs_recipes (id, product_id, text, color, placement, precreated_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
      .bind(
        recipeId,
        styleId,
        recipe.text,
        recipe.color,
        recipe.placement,
        recipe.precreatedCustomsCode ?? null,
        createdAt,
      )
      .run();
    return c.json({ recipeId, productId: styleId, createdAt, ...recipe } satisfies RecipeResponse, 201, {
      'Cache-Control': 'no-store',
    });
  },
);
