/** Summary step: everything under review, then place order. */

import { usePage } from '../../components/context';
import { Island } from '../../components/Island';
import { DeliverySummary } from './DeliveryFields';
import { AddressBlock } from './fields';
import { Section } from './parts';
import { type CheckoutView, fill } from './view';

export function SummaryStep({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const { text, cart } = view;
  const method = cart.shippingMethods
    ?.find((m) => m.shippingId === 'me')
    ?.applicableShippingMethods.find((m) => m.code === cart.checkout.shippingMethod);
  const card = cart.checkout.payment_instruments[0]?.card;
  return (
    <div className="checkout-form">
      {cart.checkout.shippingAddress && (
        <Section title={text.shippingAddress} edit="shipping" text={text}>
          <p>{cart.checkout.customerEmail}</p>
          <AddressBlock address={cart.checkout.shippingAddress} />
          {method && (
            <p>
              {method.label} ({method.deliveryTime})
            </p>
          )}
        </Section>
      )}
      {view.delivery && <DeliverySummary cart={cart} delivery={view.delivery} text={text} />}
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
