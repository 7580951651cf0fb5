/**
 * BFF checkout endpoints (JSON; CSRF and the session apply to `/api/*`). Each runs on the session's
 * basket with the shopper's token; bad input is a 400 with errorDetails before anything upstream.
 *
 * | POST /api/checkout/shipping-address | validation call, then the address (email inside)       |
 * | POST /api/checkout/shipping-method  | `{ code: standard | express }`                         |
 * | POST /api/checkout/billing-address  | `{ sameAsShipping: true }` or an address                |
 * | POST /api/checkout/payment          | `{ token }`: only the provider's token, never a card    |
 * | POST /api/checkout/order            | prepare + place; a placed order closes the basket       |
 * | POST /api/checkout/order/{n}/3ds    | `{ threeDS2Result }`: patch order; failure → new basket |
 * | GET  /api/checkout                  | the checkout cart and the payment methods               |
 */
import { zValidator } from '@hono/zod-validator';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { addressSchema, homeShippingCodeSchema } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import { describeError, errorEnvelope, HttpError } from '../../middleware/errors';
import { ApiError } from '../../upstream/errors';

const json = <S extends z.ZodType>(schema: S) =>
  zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json(errorEnvelope(describeError(result.error)), 400);
  });

/** Runs a checkout call on the session's basket with its token (renewed once on a 401). */
const onBasket = async <T>(c: Context<AppEnv>, action: (token: string, basketId: string) => Promise<T>) => {
  const { session } = c.var;
  const basketId = session.basketId;
  if (!basketId) throw new HttpError(404, 'BSK404', 'Your cart is empty');
  try {
    return await action(await session.accessToken(), basketId);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    session.invalidateAccessToken();
    return action(await session.accessToken(), basketId);
  }
};

const noStore = (c: Context<AppEnv>) => c.header('cache-control', 'private, no-store');

export const checkoutApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    noStore(c);
    const [cart, methods] = await onBasket(c, (token, basketId) =>
      Promise.all([
        c.var.upstream.checkout.get(token, basketId),
        c.var.upstream.checkout.paymentMethods(token, basketId),
      ]),
    );
    return c.json({ cart, paymentMethods: methods.paymentMethods });
  })
  .post('/shipping-address', json(addressSchema), async (c) => {
    noStore(c);
    const address = c.req.valid('json');
    const cart = await onBasket(c, async (token, basketId) => {
      const checked = await c.var.upstream.checkout.validateShippingAddress(token, basketId, address);
      return c.var.upstream.checkout.setShippingAddress(token, basketId, checked.address);
    });
    return c.json({ cart });
  })
  .post('/shipping-method', json(z.object({ code: homeShippingCodeSchema })), async (c) => {
    noStore(c);
    const { code } = c.req.valid('json');
    const cart = await onBasket(c, (token, basketId) =>
      c.var.upstream.checkout.setShippingMethod(token, basketId, code),
    );
    return c.json({ cart });
  })
  .post(
    '/billing-address',
    json(z.union([z.object({ sameAsShipping: z.literal(true) }), addressSchema])),
    async (c) => {
      noStore(c);
      const body = c.req.valid('json');
      const cart = await onBasket(c, (token, basketId) =>
        'sameAsShipping' in body
          ? c.var.upstream.checkout.removeBillingAddress(token, basketId)
          : c.var.upstream.checkout.setBillingAddress(token, basketId, body),
      );
      return c.json({ cart });
    },
  )
  .post('/payment', json(z.object({ token: z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/) })), async (c) => {
    noStore(c);
    const { token: cardToken } = c.req.valid('json');
    const cart = await onBasket(c, (token, basketId) =>
      c.var.upstream.checkout.addCard(token, basketId, cardToken),
    );
    return c.json({ cart });
  })
  .post('/order', async (c) => {
    noStore(c);
    const order = await onBasket(c, async (token, basketId) => {
      await c.var.upstream.checkout.prepareOrder(token, basketId);
      return c.var.upstream.checkout.placeOrder(token, { cartId: basketId });
    });
    // The basket is now an order (or waits for 3DS): the shopper's next cart is a new one.
    c.var.session.setBasketId(undefined);
    return c.json({ order });
  })
  .post(
    '/order/:orderNumber/3ds',
    zValidator('param', z.object({ orderNumber: z.string().regex(/^RL\d{10}$/) }), (result, c) => {
      if (!result.success) return c.json(errorEnvelope(describeError(result.error)), 400);
    }),
    json(z.object({ threeDS2Result: z.string().min(1).max(256) })),
    async (c) => {
      noStore(c);
      const { orderNumber } = c.req.valid('param');
      const { threeDS2Result } = c.req.valid('json');
      const token = await c.var.session.accessToken();
      try {
        const order = await c.var.upstream.checkout.patchOrder(token, orderNumber, {
          paymentMethod: { code: 'CREDIT_CARD' },
          additionalData: { threeDS2Result },
        });
        return c.json({ order });
      } catch (error) {
        // A failed challenge cancels the order; the sandbox made a cart copy to retry with.
        const retry = error instanceof ApiError ? error.details?.basketId : undefined;
        if (typeof retry === 'string') c.var.session.setBasketId(retry);
        throw error;
      }
    },
  );

/**
 * `/payments/v1/*` on the storefront's origin is the card provider's browser API, passed through
 * untouched: the body is streamed to the provider and never read or logged here, so the storefront
 * never sees a card number. (A real provider would be reached on its own origin instead.)
 */
export const paymentsProxy = new Hono<AppEnv>().all('/payments/v1/*', async (c) => {
  const base = c.env.COMMERCE_API_BASE;
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
  const sandbox = c.env.SANDBOX;
  if (!base && !sandbox) throw new HttpError(404, 'API404', 'No card provider');
  const response = base ? await fetch(request) : await sandbox!.fetch(request);
  return new Response(response.body, { status: response.status, headers: response.headers });
});
