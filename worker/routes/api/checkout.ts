/**
 * BFF checkout endpoints for islands (JSON; CSRF and the session apply to `/api/*`). Bad input is
 * a 400 with errorDetails before anything upstream. The checkout pages post plain forms to
 * `/{locale}/checkout/...` (worker/routes/checkout.tsx); both use worker/checkout/service.ts.
 *
 * | GET  /api/checkout                  | the checkout cart and the payment methods               |
 * | POST /api/checkout/shipping-address | an address (its e-mail is the order's) and optional method |
 * | POST /api/checkout/shipping-method  | `{ code: standard | express }`                          |
 * | POST /api/checkout/billing-address  | `{ sameAsShipping }`, an address, the card token         |
 * | POST /api/checkout/payment          | `{ token }`: only the provider's token, never a card    |
 * | POST /api/checkout/order            | prepare + place; a placed order closes the basket       |
 * |                                     | `{ reviewed? }`: the summary's fingerprint; another basket is 409 CHK409 |
 * | POST /api/checkout/order/{n}/3ds    | `{ threeDS2Result, sessionID }`: patch; failure → new cart |
 *
 * Placing and completing 3DS remember the order for this browser as the page forms do
 * (worker/checkout/last-order.ts), so a late second submit shows the same order either way.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { reviewedSchema } from '../../../shared/checkout/reviewed';
import {
  addressSchema,
  homeShippingCodeSchema,
  ORDER_NUMBER,
  threeDSAnswerSchema,
} from '../../../shared/contract';
import { checkReviewed } from '../../checkout/reviewed';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { validate, validateBody } from '../../validation';

const placeOrderBodySchema = z.object({
  recaptcha_response: z.string().max(4096).optional(),
  /** The fingerprint of the basket the summary showed (shared/checkout/reviewed.ts). */
  reviewed: reviewedSchema,
});

const tokenSchema = z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/, 'Payment token is not valid');

const serviceOf = (c: Context<AppEnv>) => {
  c.header('cache-control', 'private, no-store');
  return c.get('checkout');
};

export const checkoutApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    const loaded = await serviceOf(c).load();
    if (!loaded) throw new HttpError(404, 'BSK404', 'Your cart is empty');
    return c.json(loaded);
  })
  .post(
    '/shipping-address',
    validate(
      'json',
      addressSchema.extend({
        shippingMethod: homeShippingCodeSchema.optional(),
        recaptcha_response: z.string().max(4096).optional(),
      }),
    ),
    async (c) => {
      const { shippingMethod, recaptcha_response, ...address } = c.req.valid('json');
      return c.json({
        cart: await serviceOf(c).saveShipping(address, shippingMethod, recaptcha_response),
      });
    },
  )
  .post('/shipping-method', validate('json', z.object({ code: homeShippingCodeSchema })), async (c) =>
    c.json({ cart: await serviceOf(c).setShippingMethod(c.req.valid('json').code) }),
  )
  .post(
    '/billing-address',
    validate(
      'json',
      z.object({
        sameAsShipping: z.boolean(),
        address: addressSchema.optional(),
        cardToken: tokenSchema.optional(),
      }),
    ),
    async (c) => c.json({ cart: await serviceOf(c).saveBilling(c.req.valid('json')) }),
  )
  .post('/payment', validate('json', z.object({ token: tokenSchema })), async (c) =>
    c.json({
      cart: await serviceOf(c).saveBilling({ sameAsShipping: true, cardToken: c.req.valid('json').token }),
    }),
  )
  // The body is optional (the captcha token on sites with the setting on); one that is sent must
  // be JSON (else 415), readable and of the right shape, or nothing is placed.
  .post('/order', validateBody(placeOrderBodySchema, { optional: true }), async (c) => {
    const { reviewed, recaptcha_response } = c.req.valid('json');
    const service = serviceOf(c);
    await checkReviewed(c, reviewed);
    return c.json({ order: await service.placeOrder(recaptcha_response) });
  })
  .post(
    '/order/:orderNumber/3ds',
    validate('param', z.object({ orderNumber: z.string().regex(ORDER_NUMBER) })),
    validate('json', threeDSAnswerSchema),
    async (c) => {
      const order = await serviceOf(c).complete3ds(c.req.valid('param').orderNumber, c.req.valid('json'));
      return c.json({ order });
    },
  );

/**
 * `/payments/v1/*` on the storefront's origin is the card provider's browser API, passed through
 * untouched: the body is streamed to the provider and never read or logged here, so the storefront
 * never sees a card number. (A real provider would be reached on its own origin instead.)
 */
export const paymentsProxy = new Hono<AppEnv>().all('/payments/v1/*', async (c) => {
  const base = c.env.COMMERCE_API_BASE;
  const sandbox = c.env.SANDBOX;
  if (!base && !sandbox) throw new HttpError(404, 'API404', 'No card provider');
  const target = new URL(c.req.path + new URL(c.req.url).search, base ?? 'https://sandbox.internal');
  const headers = new Headers();
  for (const name of ['content-type', 'accept']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const request = new Request(target, {
    method: c.req.method,
    headers,
    body: c.req.method === 'GET' || c.req.method === 'HEAD' ? null : c.req.raw.body,
    redirect: 'manual',
  });
  const response = base ? await fetch(request) : await sandbox!.fetch(request);
  return new Response(response.body, { status: response.status, headers: response.headers });
});
