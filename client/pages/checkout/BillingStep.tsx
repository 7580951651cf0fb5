/** Billing step: billing address (same as shipping by default) and the payment method. */

import { cardBrandName } from '../../../shared/contract/checkout';
import { isDigitalOnly } from '../../../shared/contract/giftcustoms-rules';
import { SavedCardChoice } from '../../components/account/SavedCardChoice';
import type { CheckoutText } from '../../i18n/checkout';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import type { CardFieldText } from '../../islands/CardField';
import { DigitalBillingContact } from './DigitalBilling';
import { AddressBlock, AddressFields, addressValues } from './fields';
import { PaymentMethodChoice } from './PaymentOptions';
import type { CheckoutView } from './view';

/** The card island's strings (the account's add-card form uses them too). */
export const cardFieldText = (text: CheckoutText): CardFieldText => ({
  card: text.card,
  cardNumber: text.cardNumber,
  cardExpiry: text.cardExpiry,
  cardExpiryPlaceholder: text.cardExpiryPlaceholder,
  cardCvc: text.cardCvc,
  cardHolder: text.cardHolder,
  cardSaved: text.cardSaved,
  useAnotherCard: text.useAnotherCard,
  checking: text.checking,
  error_cardInvalid: text.error_cardInvalid,
  error_cardExpired: text.error_cardExpired,
  error_cardHolderRequired: text.error_cardHolderRequired,
  error_cardExpiryRequired: text.error_cardExpiryRequired,
  error_cardExpiryInvalid: text.error_cardExpiryInvalid,
  error_cardCvcRequired: text.error_cardCvcRequired,
  error_generic: text.error_generic,
});

export function BillingStep({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const { text, cart } = view;
  const billing = cart.checkout.billingSameAsShipping ? undefined : cart.checkout.billingAddress;
  const values = view.values ?? { ...addressValues(billing ?? cart.checkout.shippingAddress, view.rules) };
  const errors = view.fieldErrors ?? {};
  const same = view.values ? view.values.sameAsShipping === 'on' : cart.checkout.billingSameAsShipping;
  const card = cart.checkout.payment_instruments.find((p) => p.card)?.card;
  return (
    <form
      method="post"
      action={`/${site.locale}/checkout/billing`}
      className="checkout-form checkout-billing"
      noValidate
    >
      {/* The form's default button (Enter in a field) is the first one: this step's, not Klarna's. */}
      <button type="submit" hidden />
      <fieldset>
        <legend>{text.billingAddress}</legend>
        {isDigitalOnly(cart.items) ? (
          <DigitalBillingContact view={view} values={values} errors={errors} />
        ) : (
          <>
            {/* Without a home delivery there is no shipping address to follow. */}
            {cart.checkout.shippingAddress && (
              <label className="checkout-choice">
                <input type="checkbox" id="sameAsShipping" name="sameAsShipping" defaultChecked={same} />
                <span className="checkout-choice__label">{text.sameAsShipping}</span>
              </label>
            )}
            <AddressBlock address={cart.checkout.shippingAddress} rules={view.rules} />
          </>
        )}
        <div className="checkout-billing__fields">
          <AddressFields prefix="bill" values={values} errors={errors} view={view} contact={false} />
        </div>
      </fieldset>
      <fieldset className="payment-methods" hidden={cart.totals.remainingToPay <= 0}>
        <legend>{text.paymentMethod}</legend>
        <PaymentMethodChoice view={view} />
        {view.savedCards && !card && <SavedCardChoice cards={view.savedCards} />}
        <input type="hidden" name="cardToken" value="" />
        <noscript>
          <p className="checkout-notice checkout-notice--info">{text.cardNeedsScript}</p>
        </noscript>
        <Island
          name="CardField"
          strategy="load"
          props={{
            text: cardFieldText(text),
            saved: card ? { brand: cardBrandName(card.brand), last4: card.last4 } : undefined,
            holderName: cart.checkout.shippingAddress
              ? `${cart.checkout.shippingAddress.recipientFirstName} ${cart.checkout.shippingAddress.recipientLastName}`
              : cart.checkout.pickupPerson
                ? `${cart.checkout.pickupPerson.firstName} ${cart.checkout.pickupPerson.lastName}`
                : undefined,
          }}
        />
        {errors.cardToken && (
          <p className="checkout-field__error" role="alert">
            {text.error_PYT404}
          </p>
        )}
        {view.showTestCards && <p className="checkout-field__hint">{text.testCards}</p>}
      </fieldset>
      <button type="submit" className="button button--primary checkout-billing__review">
        {text.continueToSummary}
      </button>
    </form>
  );
}
