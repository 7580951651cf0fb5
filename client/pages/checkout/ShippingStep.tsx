/** Shipping step: contact e-mail, shipping address and shipping method, as one plain form. */
import { formatMoney } from '../../../shared/pricing/format';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import { Field } from '../../ui/Field';
import { DeliveryFields } from './DeliveryFields';
import { AddressFields, addressValues, checkoutField } from './fields';
import type { CheckoutView } from './view';

export function ShippingStep({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const { text, cart } = view;
  const values = view.values ?? addressValues(cart.checkout.shippingAddress, view.rules);
  const errors = view.fieldErrors ?? {};
  const methods = cart.shippingMethods?.find((m) => m.shippingId === 'me')?.applicableShippingMethods ?? [];
  // The home address only when something is delivered home (pickup and pudo have their own parts).
  const home = view.delivery?.needsAddress ?? true;
  return (
    <form method="post" action={`/${site.locale}/checkout/shipping`} className="checkout-form" noValidate>
      {view.captcha && <input type="hidden" name="recaptcha_response" value={view.captcha} />}
      {view.delivery && (
        <DeliveryFields
          cart={cart}
          delivery={view.delivery}
          text={text}
          values={view.values ?? {}}
          errors={errors}
        />
      )}
      {home && (
        <fieldset>
          <legend>{text.contact}</legend>
          <Field
            {...checkoutField({ values, errors, text, prefix: 'ship' }, 'recipientContactEmail')}
            label={text.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
        </fieldset>
      )}
      {home && (
        <fieldset>
          <legend>{text.shippingAddress}</legend>
          <AddressFields prefix="ship" values={values} errors={errors} view={view} contact />
        </fieldset>
      )}
      {methods.length > 0 && (
        <fieldset>
          <legend>{text.shippingMethod}</legend>
          {methods.map((m) => (
            <label key={m.code} className="checkout-choice">
              <input
                type="radio"
                name="shippingMethod"
                value={m.code}
                defaultChecked={(values.shippingMethod ?? cart.checkout.shippingMethod) === m.code}
              />
              <span className="checkout-choice__label">
                {m.label} <span className="checkout-choice__meta">({m.deliveryTime})</span>
              </span>
              <span className="checkout-choice__price">
                {m.price.amount === 0
                  ? text.free
                  : formatMoney(m.price.amount, cart.currency, site.languageTag)}
              </span>
            </label>
          ))}
          <Island
            name="ShippingSummary"
            strategy="idle"
            props={{ locale: site.locale, languageTag: site.languageTag, free: text.free }}
          />
        </fieldset>
      )}
      <button type="submit" className="button button--primary">
        {text.continueToBilling}
      </button>
    </form>
  );
}
