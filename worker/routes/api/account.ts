/**
 * BFF account endpoints for islands (JSON; CSRF and the session apply to `/api/*`). Members only:
 * a guest gets 403 AUT432, as the upstream answers a guest token. Bodies are checked by the same
 * functions as the account page forms (worker/account/forms.ts): bad input is a 400 with
 * `errorDetails` (and `details.fields`) before anything goes upstream. The pages post plain forms
 * to `/{locale}/account/...` (worker/routes/account/pages.ts).
 *
 * | GET    /api/account/profile                       | the profile (loyalty points where the flag is on) |
 * | PUT    /api/account/profile                       | the profile form's fields as strings             |
 * | PUT    /api/account/subscriptions                 | `{ newsletter?, sms? }` booleans                 |
 * | GET    /api/account/addresses                     | `{ addresses }`                                  |
 * | POST   /api/account/addresses                     | the address form's fields → `{ addresses }`      |
 * | PUT    /api/account/addresses/{addressId}         | the same, for one of the member's addresses      |
 * | PATCH  /api/account/addresses/{addressId}         | `{ main: true }`                                 |
 * | DELETE /api/account/addresses/{addressId}         | → `{ addresses }`                                |
 * | GET    /api/account/payment-instruments           | `{ cards }`                                      |
 * | POST   /api/account/payment-instruments           | `{ token, default? }`: the provider's token only |
 * | PATCH  /api/account/payment-instruments/{id}      | `{ default: true }`                              |
 * | DELETE /api/account/payment-instruments/{id}      | 204                                              |
 */
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { AUT432 } from '../../../shared/contract';
import { accountService, profileView } from '../../account/service';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { PRIVATE_NO_STORE } from '../../middleware/no-store';
import { validate } from '../../validation';

const idSchema = z.string().regex(/^[\w-]{1,64}$/, 'Not a valid id');
const addressParam = validate('param', z.object({ addressId: idSchema }));
const cardParam = validate('param', z.object({ paymentInstrumentId: idSchema }));

/** A form's fields as JSON: strings only, each of a length no real entry reaches. */
const fieldsSchema = z
  .record(z.string().max(40), z.string().max(200))
  .refine((fields) => Object.keys(fields).length <= 100, 'Too many fields');

const membersOnly = createMiddleware<AppEnv>(async (c, next) => {
  c.header('cache-control', PRIVATE_NO_STORE);
  if (!c.get('session').isMember) throw new HttpError(403, AUT432, 'Sign in to continue');
  await next();
});

const service = (c: Context<AppEnv>) => accountService(c);

export const accountApi = new Hono<AppEnv>()
  .use('*', membersOnly)
  .get('/profile', async (c) => c.json({ profile: profileView(await service(c).profile()) }))
  .put('/profile', validate('json', fieldsSchema), async (c) =>
    c.json({ profile: profileView(await service(c).updateProfile(c.req.valid('json'))) }),
  )
  .put(
    '/subscriptions',
    validate('json', z.object({ newsletter: z.boolean().optional(), sms: z.boolean().optional() })),
    async (c) => c.json({ subscriptions: await service(c).setSubscriptions(c.req.valid('json')) }),
  )
  .get('/addresses', async (c) => c.json({ addresses: await service(c).addresses() }))
  .post('/addresses', validate('json', fieldsSchema), async (c) =>
    c.json({ addresses: await service(c).saveAddress(c.req.valid('json')) }, 201),
  )
  .put('/addresses/:addressId', addressParam, validate('json', fieldsSchema), async (c) =>
    c.json({ addresses: await service(c).saveAddress(c.req.valid('json'), c.req.valid('param').addressId) }),
  )
  .patch(
    '/addresses/:addressId',
    addressParam,
    validate('json', z.object({ main: z.literal(true) })),
    async (c) => c.json({ addresses: await service(c).makeDefaultAddress(c.req.valid('param').addressId) }),
  )
  .delete('/addresses/:addressId', addressParam, async (c) =>
    c.json({ addresses: await service(c).deleteAddress(c.req.valid('param').addressId) }),
  )
  .get('/payment-instruments', async (c) => c.json({ cards: await service(c).cards() }))
  .post(
    '/payment-instruments',
    validate(
      'json',
      z.object({
        token: z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/, 'Payment token is not valid'),
        default: z.boolean().default(false),
      }),
    ),
    async (c) => {
      const body = c.req.valid('json');
      await service(c).saveCard(body.token, body.default);
      return c.json({ cards: await service(c).cards() }, 201);
    },
  )
  .patch(
    '/payment-instruments/:paymentInstrumentId',
    cardParam,
    validate('json', z.object({ default: z.literal(true) })),
    async (c) => {
      await service(c).makeDefaultCard(c.req.valid('param').paymentInstrumentId);
      return c.json({ cards: await service(c).cards() });
    },
  )
  .delete('/payment-instruments/:paymentInstrumentId', cardParam, async (c) => {
    await service(c).deleteCard(c.req.valid('param').paymentInstrumentId);
    return c.body(null, 204);
  });
