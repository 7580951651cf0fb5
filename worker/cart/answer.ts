/**
 * How the cart's BFF routes answer (cart, delivery, gift options, customs), through the one form
 * answer (worker/validation/form-route.ts): JSON with the whole cart for an island; for a plain
 * HTML form (no script ran) a 303 back to the form's `returnTo`, through the one safe-path check,
 * with what happened in the query. A refusal of a form post, by validation or by the upstream,
 * reaches the same redirect through the one error handler, so no route writes its own failure hook.
 */
import type { Context, MiddlewareHandler } from 'hono';
import {
  type Cart,
  type CartResponse,
  deliveryActionSchema,
  itemIdSchema,
  skuSchema,
} from '../../shared/contract';
import type { AppEnv } from '../env';
import { ApiError } from '../upstream/errors';
import { formAnswer, formRoute } from '../validation';
import type { CartService } from './service';

/** Every query key a cart form post may leave behind; cleared before a new answer is added. */
const CART_QUERY = [
  'added',
  'cartError',
  'couponError',
  'voucherError',
  'item',
  'maxQty',
  'deliveryError',
  'sku',
] as const;

/**
 * Declares that a route also takes a plain form (`formRoute`): it goes back to the safe
 * `returnTo`, else the site's home or cart page, and any refusal (a field sent twice or a body that
 * cannot be read too) carries `?{errorKey}=` (and `item=`, `maxQty=` for INV408). `keepsChoice`
 * (an add): a refusal also carries the posted SKU back as `?sku=`, so the page shows the size
 * still chosen.
 */
export const cartForm = (
  errorKey: 'cartError' | 'couponError' | 'voucherError' | 'deliveryError',
  fallback: 'home' | 'cart' = 'cart',
  { keepsChoice = false }: { keepsChoice?: boolean } = {},
): MiddlewareHandler<AppEnv> =>
  formRoute((c, { returnTo, productId, delivery }) => {
    const chosen = keepsChoice ? skuSchema.safeParse(productId).data : undefined;
    // A refused delivery change says which kind was tried: INV700 is the store's stock for a
    // pickup and the warehouse's for the others, and the page words it so.
    const tried = errorKey === 'deliveryError' ? deliveryActionSchema.safeParse(delivery).data : undefined;
    const home = `/${c.get('site').locale}`;
    const item = itemIdSchema.safeParse(c.req.param('itemId')).data;
    return {
      back: returnTo,
      fallback: fallback === 'home' ? home : `${home}/cart`,
      owns: CART_QUERY,
      refused: ({ errorId }, error) => {
        const maxQty = error instanceof ApiError ? error.details?.maxQty : undefined;
        return {
          [errorKey]: errorId,
          item,
          maxQty: typeof maxQty === 'number' ? String(maxQty) : undefined,
          sku: chosen,
          ...(tried ? { delivery: tried } : {}),
        };
      },
    };
  });

/**
 * Runs a cart action and answers (`formAnswer`): JSON with the whole cart, or for a form
 * (`cartForm`) a 303 back to the page with `success` in the query. Failures throw to the error
 * handler.
 */
export const answer = async (
  c: Context<AppEnv>,
  action: (service: CartService) => Promise<Cart>,
  success: Record<string, string> = {},
): Promise<Response> => {
  c.header('cache-control', 'private, no-store');
  const cart = await action(c.get('cart'));
  return formAnswer(c, { json: { cart } satisfies CartResponse, query: success });
};

/** The shopper's cart as JSON (the islands' first read). */
export const currentCart = async (c: Context<AppEnv>): Promise<Response> => {
  const cart = await c.get('cart').current();
  c.header('cache-control', 'private, no-store');
  return c.json({ cart } satisfies CartResponse);
};
