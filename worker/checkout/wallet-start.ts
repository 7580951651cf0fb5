/**
 * A wallet's approval started from the billing form (PayPal, Klarna): shared by the billing step
 * ("Review order" with the wallet chosen) and the wallet's own button (worker/routes/checkout.tsx,
 * payments.tsx).
 */
import type { Context } from 'hono';
import { safePathOr, type WalletMethod } from '../../shared/contract';
import type { AppEnv } from '../env';
import { inStage } from '../validation';
import { safeRedirect } from '../validation/redirect';
import { BILLING_STEP, type CheckoutAnswer } from './step-form';
import { addressOf, servicesOf } from './step-page';

/**
 * The billing form sent for a wallet (its button, or "Review order" with the wallet chosen): the
 * form's billing address is kept, then the provider's approval page, which comes back to the GET
 * of worker/routes/payments.tsx. A refused address renders the step again (422, `BILLING_STEP`);
 * a refused session is the step's notice (`'notice'`): both through the one error handler.
 */
export const startWalletFromForm = async (
  c: Context<AppEnv>,
  method: WalletMethod,
  form: Record<string, string>,
): Promise<Response> => {
  // The billing form's address goes with the wallet's button: kept before the approval page, or
  // an order with nothing shipped home (pickup, collection point) would have no billing address.
  if (form.addressLine1 !== undefined || form.sameAsShipping !== undefined) {
    const sameAsShipping = form.sameAsShipping === 'on';
    await inStage(BILLING_STEP, () =>
      c.get('checkout').saveBillingAddress({
        sameAsShipping,
        ...(sameAsShipping ? {} : { address: addressOf(form, c.get('site').country) }),
      }),
    );
  }
  const back = safePathOr(
    `/${c.get('site').locale}/checkout/payments/wallet?method=${method}`,
    `/${c.get('site').locale}/checkout`,
  );
  const session = await inStage('notice' satisfies CheckoutAnswer, () =>
    servicesOf(c).startWallet(method, `/${c.get('site').locale}/checkout`),
  );
  return safeRedirect(c, `${session.redirectUrl}?returnUrl=${encodeURIComponent(back)}`, 303);
};
