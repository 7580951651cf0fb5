/**
 * BFF cart endpoints the islands call, each also usable as a plain HTML form when scripts have not
 * run (then it answers 303 back to `returnTo` with `?cartError=` on failure):
 *
 * | JSON (islands)                      | Form (no script)                                         |
 * | ----------------------------------- | -------------------------------------------------------- |
 * | POST   /api/cart/items              | POST /api/cart/items                                     |
 * | PATCH  /api/cart/items/{itemId}     | POST /api/cart/items/{itemId} with `_action=update`, qty |
 * | DELETE /api/cart/items/{itemId}     | POST /api/cart/items/{itemId} with `_action=remove`      |
 * | PUT    /api/cart/coupons            | POST /api/cart/coupons with `_action=apply`, code        |
 * | DELETE /api/cart/coupons            | POST /api/cart/coupons with `_action=remove`, code       |
 *
 * HTML forms can only GET and POST, so the form variants carry the method in `_action`. A coupon
 * error comes back as `?couponError=` (shown next to the coupon input); an item error as
 * `?cartError=&item=` (and `maxQty=` for INV408), shown on its line.
 */
import { zValidator } from '@hono/zod-validator';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  addToCartBodySchema,
  type Cart,
  type CartResponse,
  couponBodySchema,
  updateQtyBodySchema,
} from '../../../shared/contract';
import type { CartService } from '../../cart/service';
import type { AppEnv } from '../../env';
import { describeError, errorEnvelope } from '../../middleware/errors';
import { ApiError } from '../../upstream/errors';

const isFormPost = (c: Context<AppEnv>) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('content-type') ?? '');

/** Only a same-origin path may be a redirect target; anything else goes home. */
export const safeReturnPath = (value: string | undefined, fallback: string): string =>
  value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : fallback;

const withQuery = (path: string, params: Record<string, string | undefined>): string => {
  const url = new URL(path, 'http://x');
  for (const [key, value] of Object.entries(params)) {
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  }
  return url.pathname + url.search + url.hash;
};

/** Every query key a cart form post may leave behind; cleared before a new answer is added. */
const CART_QUERY = {
  added: undefined,
  cartError: undefined,
  couponError: undefined,
  item: undefined,
  maxQty: undefined,
};

const returnToSchema = z.object({ returnTo: z.string().optional() });
const itemParamSchema = z.object({
  itemId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, 'Item id is not valid'),
});

type Schema = z.ZodType<Record<string, unknown>>;

/** A 400 with errorDetails for a bad JSON body, or a 303 with `cartError=API400` for a bad form. */
export const bodyValidator = <S extends Schema>(
  schema: S,
  kind: 'item' | 'coupon',
): MiddlewareHandler<AppEnv> => {
  const jsonHook = (result: { success: boolean; error?: unknown }, c: Context<AppEnv>) => {
    if (!result.success) return c.json(errorEnvelope(describeError(result.error)), 400);
  };
  const formHook = (result: { success: boolean; data?: unknown }, c: Context<AppEnv>) => {
    if (result.success) return;
    const returnTo = (result.data as { returnTo?: string } | undefined)?.returnTo;
    const key = kind === 'coupon' ? 'couponError' : 'cartError';
    return c.redirect(
      withQuery(safeReturnPath(returnTo, `/${c.var.site.locale}/cart`), { ...CART_QUERY, [key]: 'API400' }),
      303,
    );
  };
  const json = zValidator('json', schema, jsonHook as never);
  const form = zValidator('form', z.intersection(schema, returnToSchema), formHook as never);
  const handlers = { json, form } as unknown as Record<'json' | 'form', MiddlewareHandler<AppEnv>>;
  return (c, next) => (isFormPost(c) ? handlers.form(c, next) : handlers.json(c, next));
};

export const bodyOf = <T>(c: Context<AppEnv>): T & { returnTo?: string } =>
  (c.req.valid as (t: 'form' | 'json') => T & { returnTo?: string })(isFormPost(c) ? 'form' : 'json');

const itemParam = zValidator('param', itemParamSchema, (result, c) => {
  if (!result.success) return c.json(errorEnvelope(describeError(result.error)), 400);
});

const serviceOf = (c: Context<AppEnv>): CartService => c.var.cart;

/**
 * Runs a cart action and answers: JSON with the whole cart, or for a form a 303 back to the page
 * (`success` query on success, the error id on a 4xx; a 5xx goes to the error handler).
 */
export const answer = async (
  c: Context<AppEnv>,
  action: (service: CartService) => Promise<Cart>,
  form: {
    returnTo: string | undefined;
    fallback: string;
    success?: Record<string, string>;
    errorKey: string;
    item?: string;
  },
): Promise<Response> => {
  c.header('cache-control', 'private, no-store');
  const service = serviceOf(c);
  if (!isFormPost(c)) return c.json({ cart: await action(service) } satisfies CartResponse);
  const back = safeReturnPath(form.returnTo, form.fallback);
  try {
    await action(service);
    return c.redirect(withQuery(back, { ...CART_QUERY, ...form.success }), 303);
  } catch (error) {
    const d = describeError(error);
    if (d.status >= 500) throw error;
    const maxQty = error instanceof ApiError ? error.details?.maxQty : undefined;
    return c.redirect(
      withQuery(back, {
        ...CART_QUERY,
        [form.errorKey]: d.errorId,
        item: form.item,
        maxQty: typeof maxQty === 'number' ? String(maxQty) : undefined,
      }),
      303,
    );
  }
};

const formAction = z.object({ _action: z.enum(['update', 'remove']) });
const couponFormAction = z.object({ _action: z.enum(['apply', 'remove']) });

export const cartApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    const cart = await serviceOf(c).current();
    c.header('cache-control', 'private, no-store');
    return c.json({ cart } satisfies CartResponse);
  })
  .post('/items', bodyValidator(addToCartBodySchema, 'item'), (c) => {
    const body = bodyOf<z.infer<typeof addToCartBodySchema>>(c);
    return answer(c, (s) => s.addItem(body), {
      returnTo: body.returnTo,
      fallback: `/${c.var.site.locale}`,
      success: { added: body.productId },
      errorKey: 'cartError',
    });
  })
  .patch('/items/:itemId', itemParam, bodyValidator(updateQtyBodySchema, 'item'), (c) => {
    const { itemId } = c.req.valid('param');
    const { qty } = bodyOf<z.infer<typeof updateQtyBodySchema>>(c);
    return answer(c, (s) => s.updateQty(itemId, qty), {
      returnTo: undefined,
      fallback: '',
      errorKey: 'cartError',
    });
  })
  .delete('/items/:itemId', itemParam, (c) => {
    const { itemId } = c.req.valid('param');
    return answer(c, (s) => s.removeItem(itemId), {
      returnTo: undefined,
      fallback: '',
      errorKey: 'cartError',
    });
  })
  /** The form variant of PATCH and DELETE: `_action=update` (with qty) or `_action=remove`. */
  .post(
    '/items/:itemId',
    itemParam,
    bodyValidator(
      z.discriminatedUnion('_action', [
        formAction.extend({ _action: z.literal('update'), qty: updateQtyBodySchema.shape.qty }),
        formAction.extend({ _action: z.literal('remove') }),
      ]),
      'item',
    ),
    (c) => {
      const { itemId } = c.req.valid('param');
      const body = bodyOf<{ _action: 'update'; qty: number } | { _action: 'remove' }>(c);
      return answer(
        c,
        (s) => (body._action === 'update' ? s.updateQty(itemId, body.qty) : s.removeItem(itemId)),
        {
          returnTo: body.returnTo,
          fallback: `/${c.var.site.locale}/cart`,
          errorKey: 'cartError',
          item: itemId,
        },
      );
    },
  )
  .put('/coupons', bodyValidator(couponBodySchema, 'coupon'), (c) => {
    const { code } = bodyOf<z.infer<typeof couponBodySchema>>(c);
    return answer(c, (s) => s.applyCoupon(code), {
      returnTo: undefined,
      fallback: '',
      errorKey: 'couponError',
    });
  })
  .delete('/coupons', bodyValidator(couponBodySchema, 'coupon'), (c) => {
    const { code } = bodyOf<z.infer<typeof couponBodySchema>>(c);
    return answer(c, (s) => s.removeCoupon(code), {
      returnTo: undefined,
      fallback: '',
      errorKey: 'couponError',
    });
  })
  /** The form variant of PUT and DELETE: `_action=apply` or `_action=remove`, with the code. */
  .post('/coupons', bodyValidator(couponFormAction.extend(couponBodySchema.shape), 'coupon'), (c) => {
    const body = bodyOf<{ _action: 'apply' | 'remove'; code: string }>(c);
    return answer(
      c,
      (s) => (body._action === 'apply' ? s.applyCoupon(body.code) : s.removeCoupon(body.code)),
      {
        returnTo: body.returnTo,
        fallback: `/${c.var.site.locale}/cart`,
        errorKey: 'couponError',
      },
    );
  });
