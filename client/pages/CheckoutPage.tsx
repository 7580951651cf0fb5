/**
 * Checkout `/{locale}/checkout` (shipping, billing, summary) and the order confirmation page.
 * Every step is a plain form posted to `/{locale}/checkout/{step}`; only the card fields need
 * script (CardField island), and the page says so when scripts are off. Server components only.
 */
import type { ReactNode } from 'react';
import type { Address, CheckoutCart, CountryI18n, Order, PaymentMethods } from '../../shared/contract';
import { formatMoney } from '../../shared/pricing/format';
import { formatPhone } from '../../shared/validation/address';
import { usePage } from '../components/context';
import { Island } from '../components/Island';
import { type CheckoutText, checkoutError } from '../i18n/checkout';

export type CheckoutStep = 'shipping' | 'billing' | 'summary';
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['shipping', 'billing', 'summary'];

export type CheckoutNotice = { errorId: string; kind: 'top' | 'toast' };

export type CheckoutView = {
  step: CheckoutStep;
  cart: CheckoutCart;
  paymentMethods: PaymentMethods['paymentMethods'];
  countries: { code: string; name: string }[];
  /** Rules of the address form's country (fields, regions, phone mask, postal example). */
  rules: CountryI18n | null;
  /** Values to show again after a refused post; otherwise the stored address. */
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
  notice?: CheckoutNotice | undefined;
  text: CheckoutText;
};

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

const maskLabel = (mask: string) => mask.replace(/#/g, 'X');

function Notice({ notice, text }: { notice: CheckoutNotice | undefined; text: CheckoutText }) {
  if (!notice) return null;
  const message = checkoutError(text, notice.errorId);
  if (notice.kind === 'top')
    return (
      <div className="checkout-notice" role="alert">
        {message}
      </div>
    );
  // Other place-order errors: a persistent toast (it does not close by itself).
  return (
    <div className="toasts">
      <div className="toast toast--error" role="alert">
        <p className="toast__title">{message}</p>
      </div>
    </div>
  );
}

type FieldProps = {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  text: CheckoutText;
  required?: boolean;
  hint?: string | undefined;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'text' | 'numeric';
  prefix: string;
};

function Field({
  name,
  label,
  values,
  errors,
  text,
  required,
  hint,
  type,
  autoComplete,
  inputMode,
  prefix,
}: FieldProps) {
  const id = `${prefix}-${name}`;
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="checkout-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type ?? 'text'}
        defaultValue={values[name] ?? ''}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="checkout-field__error">
          {checkoutError(text, error)}
        </p>
      )}
    </div>
  );
}

const addressValues = (address: Address | undefined, rules: CountryI18n | null): Record<string, string> => {
  if (!address) return {};
  const phone = address.recipientContactPhone ?? '';
  return {
    recipientFirstName: address.recipientFirstName,
    recipientLastName: address.recipientLastName,
    recipientContactEmail: address.recipientContactEmail ?? '',
    recipientContactPhone: rules ? formatPhone(phone, address.country, rules.phone) : phone,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    stateCityProvDept: address.stateCityProvDept ?? '',
    postalCode: address.postalCode,
    country: address.country,
  };
};

function AddressFields(props: {
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  view: CheckoutView;
  contact: boolean;
}) {
  const { prefix, values, errors, view, contact } = props;
  const { text, rules, countries } = view;
  const common = { values, errors, text, prefix };
  const required = new Set(rules?.addressFormat.required ?? []);
  const fields = rules?.addressFormat.fields ?? ['addressLine1', 'addressLine2', 'city', 'postalCode'];
  const regionId = `${prefix}-stateCityProvDept`;
  return (
    <>
      <div className="checkout-row">
        <Field
          {...common}
          name="recipientFirstName"
          label={text.firstName}
          required
          autoComplete="given-name"
        />
        <Field
          {...common}
          name="recipientLastName"
          label={text.lastName}
          required
          autoComplete="family-name"
        />
      </div>
      {fields.map((field) => {
        if (field === 'addressLine1')
          return (
            <Field
              key={field}
              {...common}
              name={field}
              label={text.addressLine1}
              required
              autoComplete="address-line1"
            />
          );
        if (field === 'addressLine2')
          return (
            <Field
              key={field}
              {...common}
              name={field}
              label={text.addressLine2}
              autoComplete="address-line2"
            />
          );
        if (field === 'city')
          return (
            <Field
              key={field}
              {...common}
              name={field}
              label={text.city}
              required
              autoComplete="address-level2"
            />
          );
        if (field === 'postalCode')
          return (
            <Field
              key={field}
              {...common}
              name={field}
              label={text.postalCode}
              required={required.has('postalCode')}
              autoComplete="postal-code"
              hint={
                rules ? fill(text.postalHint, { example: rules.addressFormat.postalCodeExample }) : undefined
              }
            />
          );
        if (field === 'stateCityProvDept' && rules && rules.addressFormat.regions.length > 0)
          return (
            <div key={field} className="checkout-field">
              <label htmlFor={regionId}>
                {text.region}
                {required.has(field) && <span aria-hidden="true"> *</span>}
              </label>
              <select
                id={regionId}
                name={field}
                defaultValue={values[field] ?? ''}
                required={required.has(field)}
                autoComplete="address-level1"
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${regionId}-error` : undefined}
              >
                <option value="">—</option>
                {rules.addressFormat.regions.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </select>
              {errors[field] && (
                <p id={`${regionId}-error`} className="checkout-field__error">
                  {checkoutError(text, errors[field])}
                </p>
              )}
            </div>
          );
        if (field === 'stateCityProvDept')
          return (
            <Field key={field} {...common} name={field} label={text.region} required={required.has(field)} />
          );
        return null;
      })}
      <div className="checkout-field">
        <label htmlFor={`${prefix}-country`}>{text.country}</label>
        <select
          id={`${prefix}-country`}
          name="country"
          defaultValue={values.country ?? rules?.countryCode}
          autoComplete="country"
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errors.country && <p className="checkout-field__error">{checkoutError(text, errors.country)}</p>}
      </div>
      {contact && (
        <Field
          {...common}
          name="recipientContactPhone"
          label={text.phone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={
            rules
              ? fill(text.phoneHint, { mask: `${rules.phone.dialCode} ${maskLabel(rules.phone.mask)}` })
              : undefined
          }
        />
      )}
      {rules && (
        <Island
          name="AddressForm"
          strategy="idle"
          props={{
            prefix,
            contact,
            rules: { countryCode: rules.countryCode, phone: rules.phone, addressFormat: rules.addressFormat },
            messages: Object.fromEntries(
              Object.entries(text)
                .filter(([k]) => k.startsWith('error_'))
                .map(([k, v]) => [k.slice(6), v]),
            ),
          }}
        />
      )}
    </>
  );
}

function AddressBlock({ address }: { address: Address | undefined }) {
  if (!address) return null;
  return (
    <address className="checkout-address">
      {address.recipientFirstName} {address.recipientLastName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? `, ${address.addressLine2}` : ''}
      <br />
      {address.postalCode} {address.city}
      {address.stateCityProvDept ? `, ${address.stateCityProvDept}` : ''}, {address.country}
      {address.recipientContactPhone && (
        <>
          <br />
          {address.recipientContactPhone}
        </>
      )}
    </address>
  );
}

function Totals({
  totals,
  currency,
  text,
}: {
  totals: CheckoutCart['totals'];
  currency: CheckoutCart['currency'];
  text: CheckoutText;
}) {
  const { site } = usePage();
  const money = (minor: number) => formatMoney(minor, currency, site.languageTag);
  return (
    <dl className="checkout-totals">
      <dt>{text.subtotal}</dt>
      <dd>{money(totals.itemTotal)}</dd>
      {(totals.promotionDiscount ?? 0) > 0 && (
        <>
          <dt>{text.discounts}</dt>
          <dd>−{money(totals.promotionDiscount ?? 0)}</dd>
        </>
      )}
      <dt>{text.shipping}</dt>
      <dd>{totals.shipping === 0 ? text.free : money(totals.shipping)}</dd>
      <dt>{text.tax}</dt>
      <dd>{money(totals.tax)}</dd>
      <dt className="checkout-totals__total">{text.total}</dt>
      <dd className="checkout-totals__total">{money(totals.total)}</dd>
    </dl>
  );
}

function Items({
  items,
  currency,
  text,
}: {
  items: CheckoutCart['items'];
  currency: CheckoutCart['currency'];
  text: CheckoutText;
}) {
  const { site } = usePage();
  return (
    <ul className="checkout-items">
      {items.map((item) => (
        <li key={item.id} className="checkout-item">
          <img src={item.productImageURL} alt="" width={64} height={64} loading="lazy" />
          <div>
            <p className="checkout-item__name">{item.name}</p>
            <p className="checkout-item__meta">
              {item.color} · {item.size} · {fill(text.qty, { qty: item.qty })}
            </p>
          </div>
          <p className="checkout-item__price">
            {formatMoney(item.price.rowTotal, currency, site.languageTag)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function StepNav({ step, view }: { step: CheckoutStep; view: CheckoutView }) {
  const { site } = usePage();
  const current = CHECKOUT_STEPS.indexOf(step);
  return (
    <nav aria-label={view.text.steps}>
      <ol className="checkout-steps">
        {CHECKOUT_STEPS.map((s, i) => (
          <li key={s} className={i === current ? 'is-current' : i < current ? 'is-done' : ''}>
            {i < current ? (
              <a href={`/${site.locale}/checkout?step=${s}`}>{view.text[`step_${s}`]}</a>
            ) : (
              <span aria-current={i === current ? 'step' : undefined}>{view.text[`step_${s}`]}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ShippingStep({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const { text, cart } = view;
  const values = view.values ?? addressValues(cart.checkout.shippingAddress, view.rules);
  const errors = view.fieldErrors ?? {};
  const methods = cart.shippingMethods?.[0]?.applicableShippingMethods ?? [];
  return (
    <form method="post" action={`/${site.locale}/checkout/shipping`} className="checkout-form" noValidate>
      <fieldset>
        <legend>{text.contact}</legend>
        <Field
          values={values}
          errors={errors}
          text={text}
          prefix="ship"
          name="recipientContactEmail"
          label={text.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
      </fieldset>
      <fieldset>
        <legend>{text.shippingAddress}</legend>
        <AddressFields prefix="ship" values={values} errors={errors} view={view} contact />
      </fieldset>
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
      </fieldset>
      <button type="submit" className="button button--primary">
        {text.continueToBilling}
      </button>
    </form>
  );
}

function BillingStep({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const { text, cart } = view;
  const billing = cart.checkout.billingSameAsShipping ? undefined : cart.checkout.billingAddress;
  const values = view.values ?? { ...addressValues(billing ?? cart.checkout.shippingAddress, view.rules) };
  const errors = view.fieldErrors ?? {};
  const same = view.values ? view.values.sameAsShipping === 'on' : cart.checkout.billingSameAsShipping;
  const card = cart.checkout.payment_instruments[0]?.card;
  return (
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
      <fieldset>
        <legend>{text.paymentMethod}</legend>
        {view.paymentMethods.map((m) => (
          <label key={m.id} className="checkout-choice">
            <input
              type="radio"
              name="paymentMethod"
              value={m.id}
              defaultChecked={m.id === 'CREDIT_CARD'}
              disabled={!m.available}
            />
            <span className="checkout-choice__label">
              {m.name}
              {!m.available && <span className="checkout-choice__meta"> — {text.notAvailable}</span>}
            </span>
          </label>
        ))}
        <input type="hidden" name="cardToken" value="" />
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
        {errors.cardToken && <p className="checkout-field__error">{text.error_PYT404}</p>}
        <p className="checkout-field__hint">{text.testCards}</p>
      </fieldset>
      <button type="submit" className="button button--primary">
        {text.continueToSummary}
      </button>
    </form>
  );
}

function Section({
  title,
  edit,
  text,
  children,
}: {
  title: string;
  edit?: CheckoutStep | undefined;
  text: CheckoutText;
  children: ReactNode;
}) {
  const { site } = usePage();
  return (
    <section className="checkout-review">
      <div className="checkout-review__head">
        <h2>{title}</h2>
        {edit && (
          <a className="checkout-review__edit" href={`/${site.locale}/checkout?step=${edit}`}>
            {text.edit}
            <span className="visually-hidden"> {title}</span>
          </a>
        )}
      </div>
      {children}
    </section>
  );
}

function SummaryStep({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const { text, cart } = view;
  const method = cart.shippingMethods?.[0]?.applicableShippingMethods.find(
    (m) => m.code === cart.checkout.shippingMethod,
  );
  const card = cart.checkout.payment_instruments[0]?.card;
  return (
    <div className="checkout-form">
      <Section title={text.shippingAddress} edit="shipping" text={text}>
        <p>{cart.checkout.customerEmail}</p>
        <AddressBlock address={cart.checkout.shippingAddress} />
        {method && (
          <p>
            {method.label} ({method.deliveryTime})
          </p>
        )}
      </Section>
      <Section title={text.billingAddress} edit="billing" text={text}>
        <AddressBlock address={cart.checkout.billingAddress} />
        {card && <p>{fill(text.cardSaved, { brand: card.brand, last4: card.last4 })}</p>}
      </Section>
      <form method="post" action={`/${site.locale}/checkout/place`}>
        <Island
          name="PlaceOrderButton"
          strategy="load"
          props={{ label: text.placeOrder, pendingLabel: text.placingOrder }}
        />
      </form>
    </div>
  );
}

export function CheckoutMain({ view }: { view: CheckoutView }) {
  const { text, cart, step } = view;
  return (
    <div className="page checkout-page">
      <h1 className="checkout-page__title">{text.title}</h1>
      <StepNav step={step} view={view} />
      <Notice notice={view.notice} text={text} />
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          {step === 'shipping' && <ShippingStep view={view} />}
          {step === 'billing' && <BillingStep view={view} />}
          {step === 'summary' && <SummaryStep view={view} />}
        </div>
        <aside className="checkout-layout__side" aria-label={text.items}>
          <h2>{text.items}</h2>
          <Items items={cart.items} currency={cart.currency} text={text} />
          <Totals totals={cart.totals} currency={cart.currency} text={text} />
        </aside>
      </div>
    </div>
  );
}

export function OrderConfirmationMain({ order, text }: { order: Order; text: CheckoutText }) {
  const { site } = usePage();
  const shipment = order.shipments[0];
  const payment = order.payments[0];
  return (
    <div className="page checkout-page order-confirmation">
      <h1 className="checkout-page__title">{text.confirmationTitle}</h1>
      <p className="order-confirmation__number">
        {fill(text.orderNumber, { orderNumber: order.orderNumber })}
      </p>
      <p>{fill(text.confirmationEmail, { email: order.customerEmail })}</p>
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          {shipment && (
            <section className="checkout-review">
              <h2>{text.shipments}</h2>
              <AddressBlock address={shipment.shippingAddress} />
              <p>{text[`method_${shipment.shippingMethod}`]}</p>
            </section>
          )}
          {payment && (
            <section className="checkout-review">
              <h2>{text.payments}</h2>
              <AddressBlock address={order.billingAddress} />
              <p>
                {payment.card
                  ? fill(text.cardSaved, { brand: payment.card.brand, last4: payment.card.last4 })
                  : payment.payment_method_id}{' '}
                · {formatMoney(payment.amount, order.currency, site.languageTag)}
              </p>
            </section>
          )}
          <a className="button" href={`/${site.locale}`}>
            {text.continueShopping}
          </a>
        </div>
        <aside className="checkout-layout__side" aria-label={text.items}>
          <h2>{text.items}</h2>
          <Items items={order.items} currency={order.currency} text={text} />
          <Totals totals={order.totals} currency={order.currency} text={text} />
        </aside>
      </div>
    </div>
  );
}
