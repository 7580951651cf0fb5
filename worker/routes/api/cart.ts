/**
 * BFF cart endpoints the islands call. POST /api/cart/items takes JSON from an island, or a plain
 * HTML form when scripts have not run: then it answers 303 back to the page it came from.
 */
import { type Hook, zValidator } from '@hono/zod-validator';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { type AddToCartBody, addToCartBodySchema, type CartResponse } from '../../../shared/contract';
import { createCartService } from '../../cart/service';
import type { AppEnv } from '../../env';
import { describeError, errorEnvelope } from '../../middleware/errors';

const formBodySchema = addToCartBodySchema.extend({ returnTo: z.string().optional() });
type FormBody = z.infer<typeof formBodySchema>;

const isFormPost = (c: Context<AppEnv>) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('content-type') ?? '');

/** Only a same-origin path may be a redirect target; anything else goes home. */
export const safeReturnPath = (value: string | undefined, fallback: string): string =>
  value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : fallback;

const withQuery = (path: string, key: string, value: string | undefined): string => {
  const url = new URL(path, 'http://x');
  if (value) url.searchParams.set(key, value);
  else url.searchParams.delete(key);
  return url.pathname + url.search + url.hash;
};

const jsonInvalid: Hook<AddToCartBody, AppEnv, string, 'json', object, typeof addToCartBodySchema> = (
  result,
  c,
) => {
  if (!result.success) return c.json(errorEnvelope(describeError(result.error)), 400);
};

const formInvalid: Hook<FormBody, AppEnv, string, 'form', object, typeof formBodySchema> = (result, c) => {
  if (result.success) return;
  const returnTo = (result.data as Partial<FormBody> | undefined)?.returnTo;
  return c.redirect(withQuery(safeReturnPath(returnTo, `/${c.var.site.locale}`), 'cartError', 'API400'), 303);
};

const jsonBody = zValidator<typeof addToCartBodySchema, 'json', AppEnv, string, typeof jsonInvalid>(
  'json',
  addToCartBodySchema,
  jsonInvalid,
);
const formBody = zValidator<typeof formBodySchema, 'form', AppEnv, string, typeof formInvalid>(
  'form',
  formBodySchema,
  formInvalid,
);

/** Picks the validator by content type; both store the parsed body where `validatedBody` finds it. */
const addToCartBody: MiddlewareHandler<AppEnv> = (c, next) =>
  isFormPost(c) ? formBody(c, next) : jsonBody(c, next);

const validatedBody = (c: Context<AppEnv>): FormBody =>
  isFormPost(c)
    ? (c.req.valid as (t: 'form') => FormBody)('form')
    : (c.req.valid as (t: 'json') => AddToCartBody)('json');

export const cartApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    const cart = await createCartService(c.var.session, c.var.upstream, c.var.site).current();
    c.header('cache-control', 'private, no-store');
    return c.json({ cart } satisfies CartResponse);
  })
  .post('/items', addToCartBody, async (c) => {
    const body = validatedBody(c);
    const service = createCartService(c.var.session, c.var.upstream, c.var.site);
    c.header('cache-control', 'private, no-store');
    if (!isFormPost(c)) {
      return c.json({ cart: await service.addItem(body) } satisfies CartResponse);
    }
    const back = safeReturnPath(body.returnTo, `/${c.var.site.locale}`);
    try {
      await service.addItem(body);
      return c.redirect(withQuery(withQuery(back, 'cartError', undefined), 'added', body.productId), 303);
    } catch (error) {
      const d = describeError(error);
      if (d.status >= 500) throw error;
      return c.redirect(withQuery(back, 'cartError', d.errorId), 303);
    }
  });
