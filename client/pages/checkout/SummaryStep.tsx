/** Summary step: everything under review, then place order. */

import { reviewedFingerprint } from '../../../shared/checkout/reviewed';
import { isDigitalOnly } from '../../../shared/contract/giftcustoms-rules';
import { formatNodes } from '../../i18n/format-nodes';
import { paymentsText } from '../../i18n/payments';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import { DeliverySummary } from './DeliveryFields';
import { AddressBlock } from './fields';
import { PaymentList } from './PaymentOptions';
import { Section } from './parts';
import type { CheckoutView } from './view';

export function SummaryStep({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const { text, cart } = view;
  const method = cart.shippingMethods
    ?.find((m) => m.shippingId === 'me')
    ?.applicableShippingMethods.find((m) => m.code === cart.checkout.shippingMethod);
  return (
    <div className="checkout-form">
      {cart.checkout.shippingAddress && !isDigitalOnly(cart.items) && (
        <Section title={text.shippingAddress} edit="shipping" text={text}>
          <p>{cart.checkout.customerEmail}</p>
          <AddressBlock address={cart.checkout.shippingAddress} rules={view.rules} />
          {method && (
            <p>
              {method.label} ({method.deliveryTime})
            </p>
          )}
        </Section>
      )}
      {view.delivery && <DeliverySummary cart={cart} delivery={view.delivery} text={text} />}
      <Section title={text.billingAddress} edit="billing" text={text}>
        {isDigitalOnly(cart.items) && <p>{cart.checkout.customerEmail}</p>}
        <AddressBlock address={cart.checkout.billingAddress} rules={view.rules} />
        <PaymentList
          payments={cart.checkout.payment_instruments.filter((p) => p.amount > 0)}
          currency={cart.currency}
          text={paymentsText(site.language)}
          cardSaved={text.cardSaved}
        />
      </Section>
      <form method="post" action={`/${site.locale}/checkout/place`}>
        {view.captcha && <input type="hidden" name="recaptcha_response" value={view.captcha} />}
        {/* The basket as shown here: place order refuses another one (CHK409) rather than charge it. */}
        <input type="hidden" name="reviewed" value={reviewedFingerprint(cart)} />
        {/* What the shopper agrees to is said before the button that commits them to pay. */}
        <p className="checkout-legal">
          {formatNodes(text.placeOrderLegal, {
            terms: <a href={`/${site.locale}/sale-terms`}>{text.legalTerms}</a>,
            privacy: <a href={`/${site.locale}/privacy`}>{text.legalPrivacy}</a>,
            returns: <a href={`/${site.locale}/help/returns/how-to-return`}>{text.legalReturns}</a>,
          })}
        </p>
        <Island
          name="PlaceOrderButton"
          strategy="load"
          props={{
            label: text.placeOrder,
            pendingLabel: text.placingOrder,
            locale: site.locale,
            text: {
              challengeTitle: text.challengeTitle,
              challengeFrame: text.challengeFrame,
              challengeClose: text.challengeClose,
              challengeCancelled: text.challengeCancelled,
              error_generic: text.error_generic,
              error_CHK409: text.error_CHK409,
            },
          }}
        />
      </form>
    </div>
  );
}
