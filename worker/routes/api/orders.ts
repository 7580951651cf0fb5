/**
 * BFF order endpoints for islands and the app webview (JSON; CSRF and the session apply to
 * `/api/*`; every answer `private, no-store`). The pages post plain forms to
 * `/{locale}/account/orders/...` and `/{locale}/order-status` instead.
 *
 * | GET  /api/orders?page=                          | members: `PurchaseHistory`                        |
 * | GET  /api/orders/{orderNumber}                  | members: `Purchase` (order, tracking, what is allowed) |
 * | POST /api/orders/{orderNumber}/cancel           | members: the cancelled `Purchase`; ORD440 shipped |
 * | POST /api/orders/{orderNumber}/gift-card-email  | members: `{ sent }` (202); 429 API429 past the resend budget |
 * | POST /api/orders/lookup                         | anyone: `{ orderNumber, email }` → `Purchase`     |
 *
 * A guest gets 403 AUT432 on members' calls. Another consumer's order, an unknown one and a
 * wrong lookup pair all answer 404 ORD404 (the upstream's one answer). Lookups share the order
 * status page's budget per address (429 API429 past it).
 */
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { ordersText } from '../../../client/i18n/orders';
import { AUT432, HISTORY_PAGE_SIZE, orderNumberSchema, orderReferenceSchema } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { PRIVATE_NO_STORE } from '../../middleware/no-store';
import { rateLimit } from '../../middleware/rate-limit';
import { ORDER_LOOKUP_BUDGET } from '../../middleware/rate-limit/order-lookup-budget';
import { ApiError } from '../../upstream/errors';
import { validate, validateBody } from '../../validation';

const privateAnswer = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('cache-control', PRIVATE_NO_STORE);
});

const membersOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('session').isMember) throw new HttpError(403, AUT432, 'Sign in to continue');
  await next();
});

const orderParam = validate('param', z.object({ orderNumber: orderNumberSchema }));
const pageQuery = validate(
  'query',
  z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
);
const lookupBody = validateBody(orderReferenceSchema.required({ email: true }));

const orders = (c: Context<AppEnv>) => c.get('upstream').orders;

/**
 * The upstream's resend budget (429 API429) in the shopper's language: the catalogue's API429 is
 * the look-up budget's wording, which would tell a member their look-ups ran out.
 */
const resendRefusal = (c: Context<AppEnv>, error: unknown): unknown =>
  error instanceof ApiError && error.status === 429
    ? new ApiError({
        status: 429,
        errorId: error.errorId,
        message: ordersText(c.get('site').language).error_API429_giftCardEmail,
        correlationId: error.correlationId,
        cause: error,
      })
    : error;

const withToken = <T>(c: Context<AppEnv>, call: (token: string) => Promise<T>) =>
  c.get('session').withToken(call);

export const ordersApi = new Hono<AppEnv>()
  .use('*', privateAnswer)
  .post('/lookup', rateLimit(ORDER_LOOKUP_BUDGET), lookupBody, async (c) =>
    c.json(await withToken(c, (token) => orders(c).purchase(token, c.req.valid('json')))),
  )
  .use('*', membersOnly)
  .get('/', pageQuery, async (c) =>
    c.json(
      await withToken(c, (token) =>
        orders(c).history(token, { page: c.req.valid('query').page, count: HISTORY_PAGE_SIZE }),
      ),
    ),
  )
  .get('/:orderNumber', orderParam, async (c) =>
    c.json(await withToken(c, (token) => orders(c).purchase(token, c.req.valid('param')))),
  )
  .post('/:orderNumber/cancel', orderParam, async (c) =>
    c.json(await withToken(c, (token) => orders(c).cancel(token, c.req.valid('param').orderNumber))),
  )
  .post('/:orderNumber/gift-card-email', orderParam, async (c) =>
    c.json(
      await withToken(c, (token) =>
        orders(c).resendGiftCardEmail(token, c.req.valid('param').orderNumber),
      ).catch((error) => {
        throw resendRefusal(c, error);
      }),
      202,
    ),
  );
