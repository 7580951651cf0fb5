/**
 * Payment forms of the billing step (plain forms, post/redirect/get; CSRF-checked):
 *
 * | POST /{locale}/checkout/payments/gift-card | `_action=balance` shows the balance, `apply` adds it   |
 * | POST /{locale}/checkout/payments/reward    | a reward code or reward card number                    |
 * | POST /{locale}/checkout/payments/remove    | `payment_instrument_id`                                |
 * | POST /{locale}/checkout/payments/wallet    | `wallet=KLARNA|PAYPAL`: a session, then the provider's |
 * |                                            | approval page (redirect and back, like 3DS)            |
 * | GET  /{locale}/checkout/payments/wallet    | the way back: `paymentSession`, `result` → instrument  |
 *
 * GFC and REW errors render the billing step again (422) with the message next to the input; the
 * others (PAY400, PAY401, PYT405, BSK404) are a top notification of the billing step.
 */
import { type Context, Hono } from 'hono';
import { walletMethodSchema } from '../../shared/contract';
import { GIFT_CARD_ERROR, REWARD_ERROR, WALLET_SESSION } from '../checkout/payments';
import { billing, renderStep, servicesOf, startWalletFromForm } from '../checkout/step-page';
import type { AppEnv } from '../env';
import { csrfProtection } from '../middleware/csrf';
import { describeError } from '../middleware/errors';
import { noStore } from '../middleware/no-store';
import { takeGiftCardTry } from '../middleware/rate-limit/gift-card-budget';
import { LOCALE } from '../render/page-kit';
import { readForm } from '../validation';
import { safeRedirect } from '../validation/redirect';

/** The form's fields, each cut to a length no real entry reaches (an unreadable body is a 400). */
const formOf = async (c: Context<AppEnv>): Promise<Record<string, string>> =>
  Object.fromEntries(Object.entries(await readForm(c)).map(([k, v]) => [k, v.slice(0, 100)]));

/** A refused payment form: field errors next to the input, others on top; 5xx to the error page. */
const refused = (
  c: Context<AppEnv>,
  field: 'giftCardNumber' | 'rewardCode',
  value: string,
  error: unknown,
) => {
  const d = describeError(error);
  if (d.status >= 500) throw error;
  const inline =
    GIFT_CARD_ERROR.test(d.errorId) ||
    REWARD_ERROR.test(d.errorId) ||
    d.errorId === 'API400' ||
    (field === 'giftCardNumber' && d.errorId === 'API429');
  if (!inline) return billing(c, d.errorId);
  return renderStep(
    c,
    'billing',
    { paymentValues: { [field]: value }, fieldErrors: { [field]: d.errorId } },
    422,
  );
};

export const paymentPages = new Hono<AppEnv>()
  .use(`/${LOCALE}/checkout/payments/*`, noStore, csrfProtection())
  .post(`/${LOCALE}/checkout/payments/gift-card`, async (c) => {
    const form = await formOf(c);
    const number = (form.giftCardNumber ?? '').replace(/[\s-]/g, '');
    const pin = (form.giftCardPin ?? '').trim();
    const payments = servicesOf(c);
    try {
      if (!/^\d{16,19}$/.test(number) || !/^\d{4,8}$/.test(pin))
        return await renderStep(
          c,
          'billing',
          { paymentValues: { giftCardNumber: number }, fieldErrors: { giftCardNumber: 'GFC700' } },
          422,
        );
      // The PIN's budget, as the JSON calls take it (a form must not be the way around it).
      await takeGiftCardTry(c, number);
      if (form._action === 'balance') {
        const balance = await payments.giftCardBalance(number, pin);
        // Number and PIN stay in the form so "Apply gift card" works next (no-store page, posted
        // body: the PIN is never in an address).
        return await renderStep(c, 'billing', {
          paymentValues: { giftCardNumber: number, giftCardPin: pin },
          giftCardBalance: balance,
        });
      }
      await payments.addGiftCard(number, pin);
    } catch (error) {
      return refused(c, 'giftCardNumber', number, error);
    }
    return billing(c);
  })
  .post(`/${LOCALE}/checkout/payments/reward`, async (c) => {
    const form = await formOf(c);
    const code = (form.rewardCode ?? '').trim();
    try {
      if (!/^[A-Za-z0-9 -]{4,24}$/.test(code))
        return await renderStep(
          c,
          'billing',
          { paymentValues: { rewardCode: code }, fieldErrors: { rewardCode: 'REW130' } },
          422,
        );
      await servicesOf(c).addReward(code);
    } catch (error) {
      return refused(c, 'rewardCode', code, error);
    }
    return billing(c);
  })
  .post(`/${LOCALE}/checkout/payments/remove`, async (c) => {
    const form = await formOf(c);
    const id = form.payment_instrument_id ?? '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return billing(c, 'API400');
    try {
      await servicesOf(c).remove(id);
    } catch (error) {
      const d = describeError(error);
      if (d.status >= 500) throw error;
      return billing(c, d.errorId);
    }
    return billing(c);
  })
  .post(`/${LOCALE}/checkout/payments/wallet`, async (c) => {
    const form = await formOf(c);
    const method = walletMethodSchema.safeParse(form.wallet);
    if (!method.success) return billing(c, 'API400');
    return startWalletFromForm(c, method.data, form);
  })
  .get(`/${LOCALE}/checkout/payments/wallet`, async (c) => {
    const method = walletMethodSchema.safeParse(c.req.query('method'));
    const sessionId = c.req.query('paymentSession') ?? '';
    if (!method.success || !WALLET_SESSION.test(sessionId)) return billing(c, 'API400');
    try {
      await servicesOf(c).addWallet(method.data, sessionId);
    } catch (error) {
      const d = describeError(error);
      if (d.status >= 500) throw error;
      return billing(c, d.errorId);
    }
    return safeRedirect(c, `/${c.get('site').locale}/checkout?step=summary`, 303);
  });
