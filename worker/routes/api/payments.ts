/**
 * BFF payment endpoints for islands (JSON; CSRF and the session apply to `/api/*`), mounted at
 * `/api/checkout/payments`. The checkout pages post the same operations as plain forms
 * (worker/routes/payments.tsx); both use worker/checkout/payments.ts.
 *
 * | POST   /gift-card/balance | `{ number, pin }` → `{ balance }`                                   |
 * | POST   /instruments       | the upstream's paymentInstruments body (gift card, reward, wallet,   |
 * |                            | athlete credit)                                                      |
 * | DELETE /instruments/{id}  | removes one                                                          |
 * | POST   /session           | `{ method: KLARNA | PAYPAL }` → `{ session }` for the remaining amount |
 * | POST   /captcha           | `{ action }` → `{ required, token? }`: the simulated captcha (sites with it on) |
 * | POST   /fingerprint       | `{ value }`: the device fingerprint, kept on the basket              |
 *
 * A gift card's balance check and its instrument spend one try of the card's and the client's
 * budget after the body is validated and before the upstream (`gift-card-budget.ts`): past it,
 * 429 API429 and no upstream call.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  giftCardBalanceRequestSchema,
  paymentInstrumentRequestSchema,
  walletMethodSchema,
} from '../../../shared/contract';
import { createPaymentsService, FINGERPRINT } from '../../checkout/payments';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { takeGiftCardTry } from '../../middleware/rate-limit/gift-card-budget';
import { validate } from '../../validation';

const servicesOf = (c: Context<AppEnv>) => {
  c.header('cache-control', 'private, no-store');
  return createPaymentsService(c.get('checkout'), c.get('upstream'));
};

export const paymentsApi = new Hono<AppEnv>()
  .post('/gift-card/balance', validate('json', giftCardBalanceRequestSchema), async (c) => {
    const { number, pin } = c.req.valid('json');
    await takeGiftCardTry(c, number);
    return c.json({ balance: await servicesOf(c).giftCardBalance(number, pin) });
  })
  .post('/instruments', validate('json', paymentInstrumentRequestSchema), async (c) => {
    const body = c.req.valid('json');
    if (body.payment_method_id === 'GIFT_CARD') await takeGiftCardTry(c, body.number);
    const payments = servicesOf(c);
    const cart =
      body.payment_method_id === 'GIFT_CARD'
        ? await payments.addGiftCard(body.number, body.pin)
        : body.payment_method_id === 'REWARD_CODE'
          ? await payments.addReward(body.code)
          : body.payment_method_id === 'REWARD_CARD'
            ? await payments.addReward(body.number)
            : body.payment_method_id === 'KLARNA' || body.payment_method_id === 'PAYPAL'
              ? await payments.addWallet(body.payment_method_id, body.session_id)
              : body.payment_method_id === 'ATHLETES_PAYMENT'
                ? await payments.addAthleteCredit()
                : null;
    if (!cart) throw new HttpError(400, 'API400', 'Use /api/checkout/payment for cards');
    return c.json({ cart });
  })
  .delete(
    '/instruments/:id',
    validate('param', z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) })),
    async (c) => c.json({ cart: await servicesOf(c).remove(c.req.valid('param').id) }),
  )
  .post('/session', validate('json', z.object({ method: walletMethodSchema })), async (c) => {
    const referer = `/${c.get('site').locale}/checkout`;
    return c.json({ session: await servicesOf(c).startWallet(c.req.valid('json').method, referer) });
  })
  .post('/captcha', validate('json', z.object({ action: z.enum(['shipping', 'checkout']) })), async (c) => {
    const token = await servicesOf(c).captcha(c.get('site').siteId, c.req.valid('json').action);
    return c.json({ required: token !== undefined, ...(token ? { token } : {}) });
  })
  .post('/fingerprint', validate('json', z.object({ value: z.string().regex(FINGERPRINT) })), async (c) => {
    await servicesOf(c).fingerprint(c.req.valid('json').value);
    return c.json({ stored: true });
  });
