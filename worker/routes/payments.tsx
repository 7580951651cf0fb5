/**
 * Payment forms of the billing step (plain forms, post/redirect/get; CSRF-checked):
 *
 * | POST /{locale}/checkout/payments/gift-card | `_action=balance` shows the balance, `apply` adds it   |
 * | POST /{locale}/checkout/payments/reward    | a reward code or reward card number                    |
 * | POST /{locale}/checkout/payments/points    | `points`: loyalty points pay part (club members)       |
 * | POST /{locale}/checkout/payments/athlete   | an athlete's credit (pays up to what is left of it)    |
 * | POST /{locale}/checkout/payments/remove    | `payment_instrument_id`                                |
 * | POST /{locale}/checkout/payments/wallet    | `wallet=KLARNA|PAYPAL`: a session, then the provider's |
 * |                                            | approval page (redirect and back, like 3DS)            |
 * | GET  /{locale}/checkout/payments/wallet    | the way back: `paymentSession`, `result` → instrument  |
 *
 * GFC and REW errors render the billing step again (422) with the message next to the input; the
 * others (PAY400, PAY401, PYT405, BSK404) are a top notification of the billing step. Every
 * refusal answers through the one form answer and error handler (worker/checkout/step-form.ts).
 */
import { Hono } from 'hono';
import { walletMethodSchema } from '../../shared/contract';
import { WALLET_SESSION } from '../checkout/payments';
import {
  checkoutForm,
  checkoutReturn,
  giftCardNumberOf,
  pointsOf,
  rewardCodeOf,
  stepValues,
} from '../checkout/step-form';
import { billing, renderStep, servicesOf } from '../checkout/step-page';
import { startWalletFromForm } from '../checkout/wallet-start';
import type { AppEnv } from '../env';
import { csrfProtection } from '../middleware/csrf';
import { HttpError } from '../middleware/errors';
import { noStore } from '../middleware/no-store';
import { takeGiftCardTry } from '../middleware/rate-limit/gift-card-budget';
import { LOCALE } from '../render/page-kit';
import { readForm } from '../validation';
import { safeRedirect } from '../validation/redirect';

/** A request no payment form of ours sends (a missing or malformed value): the step's notice. */
const malformed = () => new HttpError(400, 'API400', 'The payment form could not be read');

export const paymentPages = new Hono<AppEnv>()
  .use(`/${LOCALE}/checkout/payments/*`, noStore, csrfProtection())
  .post(`/${LOCALE}/checkout/payments/gift-card`, checkoutForm({ payment: 'giftCardNumber' }), async (c) => {
    const form = await readForm(c);
    const number = giftCardNumberOf(form);
    const pin = (form.giftCardPin ?? '').slice(0, 100).trim();
    if (!/^\d{16,19}$/.test(number) || !/^\d{4,8}$/.test(pin))
      throw new HttpError(400, 'GFC700', 'Check the gift card number and PIN');
    // The PIN's budget, as the JSON calls take it (a form must not be the way around it).
    await takeGiftCardTry(c, number);
    const payments = servicesOf(c);
    if (form._action === 'balance') {
      const balance = await payments.giftCardBalance(number, pin);
      // Number and PIN stay in the form so "Apply gift card" works next (no-store page, posted
      // body: the PIN is never in an address).
      return renderStep(c, 'billing', {
        paymentValues: { giftCardNumber: number, giftCardPin: pin },
        giftCardBalance: balance,
      });
    }
    await payments.addGiftCard(number, pin);
    return billing(c);
  })
  .post(`/${LOCALE}/checkout/payments/reward`, checkoutForm({ payment: 'rewardCode' }), async (c) => {
    const code = rewardCodeOf(await readForm(c));
    if (!/^[A-Za-z0-9 -]{4,24}$/.test(code)) throw new HttpError(400, 'REW130', 'Check the reward code');
    await servicesOf(c).addReward(code);
    return billing(c);
  })
  .post(`/${LOCALE}/checkout/payments/points`, checkoutForm({ payment: 'points' }), async (c) => {
    const points = pointsOf(await readForm(c));
    if (!/^\d{1,7}$/.test(points) || Number(points) === 0)
      throw new HttpError(400, 'API400', 'Enter a number of points');
    await servicesOf(c).addPoints(Number(points));
    return billing(c);
  })
  .post(`/${LOCALE}/checkout/payments/athlete`, checkoutForm('notice'), async (c) => {
    await servicesOf(c).addAthleteCredit();
    return billing(c);
  })
  .post(`/${LOCALE}/checkout/payments/remove`, checkoutForm('notice'), async (c) => {
    const id = (await readForm(c)).payment_instrument_id ?? '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw malformed();
    await servicesOf(c).remove(id);
    return billing(c);
  })
  .post(`/${LOCALE}/checkout/payments/wallet`, checkoutForm('notice'), async (c) => {
    const form = await readForm(c);
    const method = walletMethodSchema.safeParse(form.wallet);
    if (!method.success) throw malformed();
    return startWalletFromForm(c, method.data, stepValues(form, 100));
  })
  .get(`/${LOCALE}/checkout/payments/wallet`, checkoutReturn('notice'), async (c) => {
    const method = walletMethodSchema.safeParse(c.req.query('method'));
    const sessionId = c.req.query('paymentSession') ?? '';
    if (!method.success || !WALLET_SESSION.test(sessionId)) throw malformed();
    await servicesOf(c).addWallet(method.data, sessionId);
    return safeRedirect(c, `/${c.get('site').locale}/checkout?step=summary`, 303);
  });
