/**
 * Customs recipes (the sandbox's `POST /products/v1/customs/recipes`: the spec names `recipeId` on
 * cart items but no call that creates one). A recipe is not personal and not cached.
 */
import {
  type CreateRecipeRequest,
  type RecipeResponse,
  recipeResponseSchema,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

export const createCustomsClient = (target: UpstreamTarget, ctx: CallContext) => ({
  createRecipe: (body: CreateRecipeRequest): Promise<RecipeResponse> =>
    call(target, ctx, {
      method: 'POST',
      path: '/products/v1/customs/recipes',
      body,
      schema: recipeResponseSchema,
    }),
});
export type CustomsClient = ReturnType<typeof createCustomsClient>;
