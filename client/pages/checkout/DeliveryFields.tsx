/**
 * Delivery parts of the checkout (server components): on the shipping step the pickup person (for
 * pickup and ship-to-store items) and the collection point with its contact (for pudo items), on
 * the summary what each delivery needs, and on the confirmation every shipment of the order.
 * The collection point search is a submit button of the same form (`_find=pudo`): no script needed.
 */

import type { CheckoutCart, CountryI18n, Order } from '../../../shared/contract';
import { placeAddressLine } from '../../../shared/contract/address-lines';
import { formatDistance } from '../../../shared/pricing/format';
import { format } from '../../i18n';
import type { CheckoutText } from '../../i18n/checkout';
import type { DeliveryText } from '../../i18n/delivery';
import { usePage } from '../../island-kit/context';
import { DeliveryNotices } from '../../ui/DeliveryNotices';
import { Field } from '../../ui/Field';
import { AddressBlock, type CheckoutForm, checkoutField } from './fields';
import { Section } from './parts';
import type { DeliveryCheckoutView } from './view';

/** Which delivery parts a cart needs: a home address, a pickup person, a collection point. */
export const deliveryParts = (cart: CheckoutCart) => {
  const shipments = cart.shippingMethods ?? [];
  return {
    needsAddress: shipments.some((m) => m.shippingId === 'me' || m.code === 'customs'),
    pickup: shipments.some((m) => m.code === 'pickup' || m.code === 'sts'),
    pudo: shipments.some((m) => m.code === 'pudo'),
  };
};

/** Whether the shipping step is complete (a later step may be shown). */
export const shippingDone = (cart: CheckoutCart): boolean => {
  const parts = deliveryParts(cart);
  return (
    (!parts.needsAddress || Boolean(cart.checkout.shippingAddress)) &&
    (!parts.pickup || Boolean(cart.checkout.pickupPerson)) &&
    (!parts.pudo || Boolean(cart.checkout.collectionPoint))
  );
};

type StepProps = {
  cart: CheckoutCart;
  delivery: DeliveryCheckoutView;
  text: CheckoutText;
  values: Record<string, string>;
  errors: Record<string, string>;
};

export function CheckoutDeliveryNotices({
  cart,
  delivery,
}: {
  cart: CheckoutCart;
  delivery?: DeliveryCheckoutView;
}) {
  const { site } = usePage();
  return delivery ? <DeliveryNotices cart={cart} text={delivery.text} language={site.language} /> : null;
}

/** The shipments of the cart that are not home delivery, with their items. */
function StoreShipments({ cart, delivery }: { cart: CheckoutCart; delivery: DeliveryCheckoutView }) {
  const { text } = delivery;
  const shipments = (cart.shippingMethods ?? []).filter((m) => m.shippingId !== 'me');
  if (shipments.length === 0) return null;
  return (
    <ul className="checkout-shipments">
      {shipments.map((m) => {
        const store = m.storeId ? (delivery.storeNames[m.storeId] ?? m.storeId) : '';
        const title =
          m.code === 'pickup'
            ? format(text.pickupAt, { store })
            : m.code === 'sts'
              ? format(text.shipToStore, { store })
              : text[`method_${m.code}`];
        const names = cart.items.filter((i) => m.itemIds?.includes(i.id)).map((i) => i.name);
        return (
          <li key={m.shippingId}>
            <strong>{title}</strong> ({m.applicableShippingMethods[0]?.deliveryTime}) — {names.join(', ')}
          </li>
        );
      })}
    </ul>
  );
}

export function DeliveryFields({ cart, delivery, text, values, errors }: StepProps) {
  const { languageTag } = usePage().site;
  const d = delivery.text;
  const required = delivery.contactRequired;
  const person = cart.checkout.pickupPerson;
  const contact = cart.checkout.collectionPointContact;
  const v = {
    pickupFirstName: person?.firstName ?? '',
    pickupLastName: person?.lastName ?? '',
    pickupEmail: person?.email ?? '',
    pickupPhone: person?.phone ?? '',
    pudoName: contact?.name ?? '',
    pudoEmail: contact?.email ?? '',
    pudoPhone: contact?.phone ?? '',
    ...values,
  };
  // What every pickup person and collection point contact field shares.
  const pickupForm: ContactForm = { values: v, errors, text, prefix: 'pickup' };
  const pudoForm: ContactForm = { values: v, errors, text, prefix: 'pudo' };
  const chosenPoint = values.collectionPointId ?? cart.checkout.collectionPoint?.id;
  const points = delivery.points ?? (cart.checkout.collectionPoint ? [cart.checkout.collectionPoint] : []);
  return (
    <>
      <StoreShipments cart={cart} delivery={delivery} />
      {delivery.pickup && (
        <fieldset>
          <legend>{d.pickupPerson}</legend>
          <Field
            {...checkoutField(pickupForm, 'pickupFirstName')}
            label={text.firstName}
            autoComplete="given-name"
            required
          />
          <Field
            {...checkoutField(pickupForm, 'pickupLastName')}
            label={text.lastName}
            autoComplete="family-name"
            required
          />
          <EmailAndPhone form={pickupForm} required={required} phoneLabel={text.phone} />
        </fieldset>
      )}
      {delivery.pudo && (
        <fieldset className="checkout-pudo">
          <legend>{d.collectionPoint}</legend>
          <div className="checkout-pudo__search">
            <Field
              {...checkoutField(
                {
                  values: { pudoPostalCode: delivery.pudoPostalCode ?? '', ...values },
                  errors,
                  text,
                  prefix: 'pudo',
                },
                'pudoPostalCode',
              )}
              label={d.postalCode}
              autoComplete="postal-code"
            />
            <button
              type="submit"
              name="_find"
              value="pudo"
              className="button button--secondary"
              formNoValidate
            >
              {d.findCollectionPoints}
            </button>
          </div>
          {delivery.pointsError && <p className="checkout-field__error">{d.noCollectionPoints}</p>}
          {points.length > 0 && (
            <div
              role="radiogroup"
              aria-label={d.chooseCollectionPoint}
              aria-describedby={errors.collectionPointId ? 'pudo-point-error' : undefined}
            >
              {points.map((p) => (
                <label key={p.id} className="checkout-choice">
                  <input
                    type="radio"
                    name="collectionPointId"
                    value={p.id}
                    defaultChecked={chosenPoint === p.id}
                  />
                  <span className="checkout-choice__label">
                    {p.name} <span className="checkout-choice__meta">({p.carrier})</span>
                    <br />
                    <span className="checkout-choice__meta">
                      {placeAddressLine(p.address)}
                      {p.distance !== undefined ? ` · ${formatDistance(p.distance, languageTag)}` : ''}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          )}
          {errors.collectionPointId && (
            <p id="pudo-point-error" className="checkout-field__error">
              {d.collectionPointRequired}
            </p>
          )}
          <h3 className="checkout-pudo__contact">{d.collectionPointContact}</h3>
          <Field
            {...checkoutField(pudoForm, 'pudoName')}
            label={d.contactName}
            autoComplete="name"
            required={required}
          />
          <EmailAndPhone form={pudoForm} required={required} phoneLabel={d.mobile} phoneRequired={required} />
        </fieldset>
      )}
    </>
  );
}

type ContactForm = CheckoutForm & { prefix: 'pickup' | 'pudo' };

/** The e-mail and phone of the pickup person or of the collection point contact. */
function EmailAndPhone({
  form,
  required,
  phoneLabel,
  phoneRequired = false,
}: {
  form: ContactForm;
  required: boolean;
  phoneLabel: string;
  phoneRequired?: boolean;
}) {
  return (
    <>
      <Field
        {...checkoutField(form, `${form.prefix}Email`)}
        label={form.text.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        required={required}
      />
      <Field
        {...checkoutField(form, `${form.prefix}Phone`)}
        label={phoneLabel}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required={phoneRequired}
      />
    </>
  );
}

/** Summary: who picks up where, and the collection point. */
export function DeliverySummary({
  cart,
  delivery,
  text,
}: {
  cart: CheckoutCart;
  delivery: DeliveryCheckoutView;
  text: CheckoutText;
}) {
  const d = delivery.text;
  if (!delivery.pickup && !delivery.pudo) return null;
  const person = cart.checkout.pickupPerson;
  const point = cart.checkout.collectionPoint;
  return (
    <Section title={d.deliveries} edit="shipping" text={text}>
      <StoreShipments cart={cart} delivery={delivery} />
      {person && <p>{format(d.collectedBy, { name: `${person.firstName} ${person.lastName}` })}</p>}
      {point && <p>{format(d.collectAt, { point: point.name, carrier: point.carrier })}</p>}
    </Section>
  );
}

/** Confirmation: every shipment of the order (home address, store, collection point). */
export function OrderShipments({
  order,
  text,
  rules,
}: {
  order: Order;
  text: DeliveryText;
  /** The site country's rules: the phone of a shipping address in its mask. */
  rules: CountryI18n | null;
}) {
  return (
    <ul className="order-shipments">
      {order.shipments.map((s) => {
        const items = order.items.filter((i) => s.itemIds?.includes(i.id));
        return (
          <li key={s.shipmentId} className="order-shipment">
            <p className="order-shipment__method">
              <strong>
                {s.store
                  ? format(s.shippingMethod === 'pickup' ? text.pickupAt : text.shipToStore, {
                      store: s.store.name,
                    })
                  : s.collectionPoint
                    ? format(text.collectAt, {
                        point: s.collectionPoint.name,
                        carrier: s.collectionPoint.carrier,
                      })
                    : text[`method_${s.shippingMethod}`]}
              </strong>
            </p>
            {s.store && <p>{placeAddressLine(s.store.address)}</p>}
            {s.collectionPoint && <p>{placeAddressLine(s.collectionPoint.address)}</p>}
            {s.pickupPerson && (
              <p>
                {format(text.collectedBy, {
                  name: `${s.pickupPerson.firstName} ${s.pickupPerson.lastName}`,
                })}
              </p>
            )}
            {s.shippingAddress && <AddressBlock address={s.shippingAddress} rules={rules} />}
            {items.length > 0 && (
              <p className="order-shipment__items">{items.map((i) => `${i.qty} × ${i.name}`).join(', ')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
