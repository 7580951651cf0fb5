/**
 * Checkout pages: `/{locale}/checkout?step=shipping|billing|summary` (page type Checkout) and
 * `/{locale}/order-confirmation?order=` (Order Confirmation). Each step is a plain form posted to
 * `/{locale}/checkout/{shipping|billing|place}`: a refused form is rendered again (422) with the
 * shopper's values and the field messages, through the one form answer and error handler
 * (worker/checkout/step-form.ts); success is a 303 to the next step (post/redirect/get).
 * The billing form with Klarna or PayPal chosen starts that wallet's approval instead
 * (payments.tsx). Place order: 303 to the confirmation, or to the provider's 3DS challenge page, which comes back
 * to `/{locale}/checkout/3ds` to patch the order. Where a refusal sends the shopper and how it is
 * shown follow spec section 8 (worker/checkout/place-errors.ts).
 */
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { checkoutText } from '../../client/i18n/checkout';
import { deliveryText } from '../../client/i18n/delivery';
import { ordersText } from '../../client/i18n/orders';
import { OrderConfirmationMain } from '../../client/pages/CheckoutPage';
import { deliveryParts, shippingDone } from '../../client/pages/checkout/DeliveryFields';
import { reviewedSchema } from '../../shared/checkout/reviewed';
import { deliveryContactRequired } from '../../shared/config';
import { homeShippingCodeSchema, ORDER_NUMBER, walletMethodSchema } from '../../shared/contract';
import { isGiftEmail } from '../../shared/contract/giftcustoms-rules';
import { challengeUrl, threeDSReturnPath } from '../../shared/three-ds';
import { expressCheckout, memberDefaults } from '../account/member-checkout';
import { noticeFor } from '../checkout/place-errors';
import { checkReviewed } from '../checkout/reviewed';
import { FormProblem } from '../checkout/service';
import { BILLING_STEP, checkoutForm, checkoutReturn, stepValues } from '../checkout/step-form';
import { addressOf, recordFingerprint, renderStep } from '../checkout/step-page';
import { threeDSReturnOf } from '../checkout/three-ds';
import { startWalletFromForm } from '../checkout/wallet-start';
import { deliveryStepOf } from '../delivery/checkout';
import type { AppEnv } from '../env';
import { csrfProtection } from '../middleware/csrf';
import { HttpError } from '../middleware/errors';
import { noStore } from '../middleware/no-store';
import { chrome, LOCALE, page, shellFor } from '../render/page-kit';
import { ApiError } from '../upstream/errors';
import { checked, readForm } from '../validation';
import { safeRedirect } from '../validation/redirect';

/** The step's fields as the step shows them again (`checkoutForm` read the form). */
const formValues = async (c: Context<AppEnv>, max?: number): Promise<Record<string, string>> =>
  stepValues(await readForm(c), max);

/** The step each checkout form posts from. */
const FORM_STEPS: Record<string, 'shipping' | 'billing' | 'summary'> = {
  shipping: 'shipping',
  billing: 'billing',
  place: 'summary',
};

export const checkoutPages = new Hono<AppEnv>()
  .use(`/${LOCALE}/checkout`, noStore)
  .use(`/${LOCALE}/checkout/*`, noStore, csrfProtection())
  .use(`/${LOCALE}/order-confirmation`, noStore)
  // A refused form renders at the address it posted to; opened again (a bookmark, a reload after the
  // browser drops the post), that address shows the step the form belongs to, never a 404.
  .get(`/${LOCALE}/checkout/:form{shipping|billing|place}`, (c) =>
    safeRedirect(c, `/${c.get('site').locale}/checkout?step=${FORM_STEPS[c.req.param('form')]}`, 303),
  )
  .get(`/${LOCALE}/checkout/payments/:form{gift-card|reward|remove}`, (c) =>
    safeRedirect(c, `/${c.get('site').locale}/checkout?step=billing`, 303),
  )
  .get(`/${LOCALE}/checkout`, async (c) => {
    // The menu and footer start now: should commerce fail, the page that says so still has them.
    chrome(c);
    const requested = c.req.query('step');
    // Entering checkout without a step: a member with defaults may go straight to the summary, or
    // to the step express checkout could not get past, with the reason.
    if (!requested && c.get('session').isMember) {
      const cart = (await c.get('checkout').load())?.cart;
      const express =
        cart && !shippingDone(cart) && (await expressCheckout(c, cart, await memberDefaults(c)));
      if (express)
        return safeRedirect(
          c,
          `/${c.get('site').locale}/checkout?step=${express.step}${'errorId' in express ? `&checkoutError=${encodeURIComponent(express.errorId)}` : ''}`,
          303,
        );
    }
    const step = (['shipping', 'billing', 'summary'] as const).find((s) => s === requested) ?? 'shipping';
    return renderStep(c, step, { notice: noticeFor(c.req.query('checkoutError')) });
  })
  .post(`/${LOCALE}/checkout/shipping`, checkoutForm({ step: 'shipping' }), async (c) => {
    const values = await formValues(c);
    // "Find collection points" re-renders the step with the points near the postal code.
    if (values._find === 'pudo') return renderStep(c, 'shipping', { values });
    const method = homeShippingCodeSchema.safeParse(values.shippingMethod);
    const service = c.get('checkout');
    const cart = (await service.load())?.cart;
    // The whole step is checked before its first write: the pickup person and collection point
    // are refused together with the address, and saved after it.
    const delivery = cart
      ? deliveryStepOf(cart, values, deliveryContactRequired(c.get('site')))
      : { problems: {} };
    // A home address only when something goes home.
    if (!cart || deliveryParts(cart).needsAddress)
      await service.saveShipping(
        addressOf(values, c.get('site').country),
        method.success ? method.data : undefined,
        values.recaptcha_response,
        delivery.problems,
      );
    else if (Object.keys(delivery.problems).length > 0) throw new FormProblem(delivery.problems);
    if (delivery.details) await service.saveDeliveryDetails(delivery.details);
    return safeRedirect(c, `/${c.get('site').locale}/checkout?step=billing`, 303);
  })
  .post(`/${LOCALE}/checkout/billing`, checkoutForm(BILLING_STEP), async (c) => {
    const values = await formValues(c);
    const sameAsShipping = values.sameAsShipping === 'on';
    // "Review order" with Klarna or PayPal chosen: the wallet's approval comes first (a wallet
    // pays without a card, so the card step's "a card is needed" would refuse the form). One the
    // cart already holds goes on to the summary, without a card replacing it.
    const wallet = walletMethodSchema.safeParse(values.paymentMethod);
    if (wallet.success) {
      const held = (await c.get('checkout').load())?.cart.checkout.payment_instruments.some(
        (p) => p.payment_method_id === wallet.data,
      );
      if (!held) return startWalletFromForm(c, wallet.data, values);
    }
    const cardChosen = !wallet.success;
    const cardToken =
      cardChosen && /^tok_[A-Za-z0-9]{16,64}$/.test(values.cardToken ?? '') ? values.cardToken : undefined;
    const savedCardId =
      cardChosen && /^[\w-]{1,64}$/.test(values.savedCardId ?? '') ? values.savedCardId : undefined;
    // A gift-card-only cart has no shipping contact: the billing address carries the e-mail.
    if (values.digitalOnly === '1' && !isGiftEmail(values.recipientContactEmail ?? ''))
      throw new FormProblem({
        recipientContactEmail: values.recipientContactEmail ? 'emailInvalid' : 'required',
      });
    await c.get('checkout').saveBilling({
      sameAsShipping,
      ...(sameAsShipping ? {} : { address: addressOf(values, c.get('site').country) }),
      ...(cardToken ? { cardToken } : {}),
      ...(savedCardId && c.get('session').isMember ? { savedCardId } : {}),
      cardChosen,
    });
    // Only an accepted step writes: the fingerprint goes with it.
    await recordFingerprint(c, values.deviceFingerprint);
    return safeRedirect(c, `/${c.get('site').locale}/checkout?step=summary`, 303);
  })
  .post(`/${LOCALE}/checkout/place`, checkoutForm('place'), async (c) => {
    const { locale } = c.get('site');
    const { recaptcha_response, reviewed: sent } = await formValues(c, 4096);
    // The summary's fingerprint of what the shopper reviewed; a malformed one places nothing.
    const reviewed = checked(reviewedSchema, sent || undefined);
    // Another tab changed the basket since the summary: back to it (CHK409), showing the new total.
    await checkReviewed(c, reviewed);
    const order = await c.get('checkout').placeOrder(recaptcha_response);
    const action = order.flash.find((f) => f.code === 'PaymentNotAuthorized')?.details?.action;
    if (order.status === 'PENDING_PAYMENT' && action)
      return safeRedirect(
        c,
        challengeUrl(action, order.orderNumber, threeDSReturnPath(locale, 'complete')),
        303,
      );
    return safeRedirect(c, `/${locale}/order-confirmation?order=${order.orderNumber}`, 303);
  })
  // A refused challenge cancelled the order; the session now holds a copy of the cart: pay again.
  .get(`/${LOCALE}/checkout/3ds`, checkoutReturn('3ds'), async (c) => {
    const { locale } = c.get('site');
    const { orderNumber, answer } = threeDSReturnOf(c);
    await c.get('checkout').complete3ds(orderNumber, answer);
    return safeRedirect(c, `/${locale}/order-confirmation?order=${orderNumber}`, 303);
  })
  .get(`/${LOCALE}/order-confirmation`, async (c) => {
    const { site } = c.var;
    const orderNumber = c.req.query('order') ?? '';
    if (!ORDER_NUMBER.test(orderNumber)) throw new HttpError(404, 'API404', 'Order not found');
    // The country's phone mask for the addresses shown (never throws: null shows phones as stored).
    const rulesLoad = c.get('checkout').rulesFor(site.country);
    const order = await c
      .get('checkout')
      .order(orderNumber)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status < 500)
          throw new HttpError(404, 'API404', 'Order not found');
        throw error;
      });
    const text = checkoutText(site.language, site.locale);
    const shell = await shellFor(c, {
      pageType: 'Order Confirmation',
      title: `${text.confirmationTitle} | Ridgeline`,
      description: '',
      canonicalPath: `/${site.locale}/order-confirmation`,
      indexable: false,
    });
    const rules = await rulesLoad;
    return page(c, shell, 'OrderConfirmationMain', () =>
      createElement(OrderConfirmationMain, {
        order,
        text,
        rules,
        delivery: deliveryText(site.language),
        accountLink: c.get('session').isMember
          ? {
              href: `/${site.locale}/account/orders/${order.orderNumber}`,
              label: ordersText(site.language).viewInAccount,
            }
          : undefined,
      }),
    );
  });
