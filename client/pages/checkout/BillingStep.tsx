/** Billing step: billing address (same as shipping by default) and the payment method. */

import { usePage } from '../../components/context';
import { Island } from '../../components/Island';
import { methodName, paymentsText } from '../../i18n/payments';
import { AddressBlock, AddressFields, addressValues } from './fields';
import { PaymentOptions } from './PaymentOptions';
import { type CheckoutView, fill } from './view';

/** Methods that pay the rest (a radio each); gift cards and rewards have their own forms. */
const REST = new Set(['CREDIT_CARD', 'KLARNA', 'PAYPAL', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT']);

export function BillingStep({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const { text, cart } = view;
  const billing = cart.checkout.billingSameAsShipping ? undefined : cart.checkout.billingAddress;
  const values = view.values ?? { ...addressValues(billing ?? cart.checkout.shippingAddress, view.rules) };
  const errors = view.fieldErrors ?? {};
  const same = view.values ? view.values.sameAsShipping === 'on' : cart.checkout.billingSameAsShipping;
  const card = cart.checkout.payment_instruments.find((p) => p.card)?.card;
  const ptext = paymentsText(site.language);
  const wallet = cart.checkout.payment_instruments.find(
    (p) => p.payment_method_id === 'KLARNA' || p.payment_method_id === 'PAYPAL',
  );
  const chosen = view.values?.paymentMethod ?? wallet?.payment_method_id ?? 'CREDIT_CARD';
  const nothingLeft = cart.totals.remainingToPay <= 0;
  const walletAction = `/${site.locale}/checkout/payments/wallet`;
  return (
    <>
      <PaymentOptions view={view} text={ptext} />
      <form
        method="post"
        action={`/${site.locale}/checkout/billing`}
        className="checkout-form checkout-billing"
        noValidate
      >
        <fieldset>
          <legend>{text.billingAddress}</legend>
          <label className="checkout-choice">
            <input type="checkbox" id="sameAsShipping" name="sameAsShipping" defaultChecked={same} />
            <span className="checkout-choice__label">{text.sameAsShipping}</span>
          </label>
          <AddressBlock address={cart.checkout.shippingAddress} />
          <div className="checkout-billing__fields">
            <AddressFields prefix="bill" values={values} errors={errors} view={view} contact={false} />
          </div>
        </fieldset>
        {nothingLeft && <p className="checkout-notice checkout-notice--info">{ptext.coveredByGiftCards}</p>}
        <fieldset className="payment-methods" hidden={nothingLeft}>
          <legend>{text.paymentMethod}</legend>
          {view.paymentMethods
            .filter((m) => REST.has(m.id))
            .map((m) => (
              <label key={m.id} className="checkout-choice">
                <input
                  type="radio"
                  name="paymentMethod"
                  value={m.id}
                  defaultChecked={m.id === chosen}
                  disabled={!m.available}
                />
                <span className="checkout-choice__label">
                  {methodName(ptext, m.id)}
                  {!m.available && <span className="checkout-choice__meta"> — {ptext.needsAccount}</span>}
                </span>
              </label>
            ))}
          {wallet && (
            <p className="payment-approved">
              {fill(ptext.walletApproved, { method: methodName(ptext, wallet.payment_method_id) })}
            </p>
          )}
          <div className="payment-panel payment-panel--KLARNA">
            <Island
              name="KlarnaButton"
              strategy="idle"
              props={{
                locale: site.locale,
                formAction: walletAction,
                text: {
                  payWithKlarna: ptext.payWithKlarna,
                  klarnaTitle: ptext.klarnaTitle,
                  klarnaIntro: ptext.klarnaIntro,
                  klarnaApprove: ptext.klarnaApprove,
                  klarnaDecline: ptext.klarnaDecline,
                  close: ptext.close,
                  error_PAY400: text.error_PAY400,
                  error_PAY401: text.error_PAY401,
                  error_PYT405: text.error_PYT405,
                  error_generic: ptext.error_generic,
                },
              }}
            />
          </div>
          <div className="payment-panel payment-panel--PAYPAL">
            <p className="checkout-field__hint">{ptext.walletNeedsRedirect}</p>
            <button type="submit" className="button" formAction={walletAction} name="wallet" value="PAYPAL">
              {ptext.payWithPaypal}
            </button>
          </div>
          <div className="payment-panel payment-panel--CREDIT_CARD">
            <input type="hidden" name="cardToken" value="" />
            <input type="hidden" name="deviceFingerprint" value="" />
            <noscript>
              <p className="checkout-notice checkout-notice--info">{text.cardNeedsScript}</p>
            </noscript>
            <Island
              name="CardField"
              strategy="load"
              props={{
                text: {
                  card: text.card,
                  cardNumber: text.cardNumber,
                  cardExpiry: text.cardExpiry,
                  cardCvc: text.cardCvc,
                  cardHolder: text.cardHolder,
                  cardSaved: text.cardSaved,
                  useAnotherCard: text.useAnotherCard,
                  checking: text.checking,
                  error_cardInvalid: text.error_cardInvalid,
                  error_cardExpired: text.error_cardExpired,
                  error_generic: text.error_generic,
                },
                saved: card ? { brand: card.brand, last4: card.last4 } : undefined,
                holderName: cart.checkout.shippingAddress
                  ? `${cart.checkout.shippingAddress.recipientFirstName} ${cart.checkout.shippingAddress.recipientLastName}`
                  : undefined,
              }}
            />
            <p className="checkout-field__hint">{text.testCards}</p>
          </div>
          {errors.cardToken && (
            <p className="checkout-field__error" role="alert">
              {text.error_PYT404}
            </p>
          )}
        </fieldset>
        <button type="submit" className="button button--primary">
          {text.continueToSummary}
        </button>
      </form>
    </>
  );
}
