/** Summary step: everything under review, then place order. */

import { isDigitalOnly } from '../../../shared/validation/giftcustoms';
import { usePage } from '../../components/context';
import { Island } from '../../components/Island';
import { AddressBlock } from './fields';
import { Section } from './parts';
import { type CheckoutView, fill } from './view';

export function SummaryStep({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const { text, cart } = view;
  const method = cart.shippingMethods?.[0]?.applicableShippingMethods.find(
    (m) => m.code === cart.checkout.shippingMethod,
  );
  const card = cart.checkout.payment_instruments[0]?.card;
  return (
    <div className="checkout-form">
      {!isDigitalOnly(cart.items) && (
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
      <Section title={text.billingAddress} edit="billing" text={text}>
        {isDigitalOnly(cart.items) && <p>{cart.checkout.customerEmail}</p>}
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
