/**
 * Checkout `/{locale}/checkout` (shipping, billing, summary). Every step is a plain form posted to
 * `/{locale}/checkout/{step}`; only the card fields need script (CardField island), and the page
 * says so when scripts are off. Server components only; the steps live in `./checkout/`.
 */
import { BillingStep } from './checkout/BillingStep';
import { CheckoutDeliveryNotices } from './checkout/DeliveryFields';
import { PaymentOptions } from './checkout/PaymentOptions';
import { Items, Notice, StepNav, Totals } from './checkout/parts';
import { ShippingStep } from './checkout/ShippingStep';
import { SummaryStep } from './checkout/SummaryStep';
import type { CheckoutView } from './checkout/view';

export { OrderConfirmationMain } from './checkout/OrderConfirmation';
export { CHECKOUT_STEPS, type CheckoutNotice, type CheckoutStep, type CheckoutView } from './checkout/view';

export function CheckoutMain({ view }: { view: CheckoutView }) {
  const { text, cart, step } = view;
  return (
    <div className="page checkout-page">
      <h1 className="checkout-page__title">{text.title}</h1>
      <StepNav step={step} view={view} />
      <Notice notice={view.notice} text={text} />
      <CheckoutDeliveryNotices cart={cart} delivery={view.delivery} />
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          {step === 'shipping' && <ShippingStep view={view} />}
          {step === 'billing' && <PaymentOptions view={view} />}
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
