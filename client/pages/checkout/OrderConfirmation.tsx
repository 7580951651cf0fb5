/** The order confirmation page: order number, shipments, payments, items and totals. */
import type { Order } from '../../../shared/contract';
import { formatMoney } from '../../../shared/pricing/format';
import { usePage } from '../../components/context';
import type { CheckoutText } from '../../i18n/checkout';
import type { DeliveryText } from '../../i18n/delivery';
import { OrderShipments } from './DeliveryFields';
import { AddressBlock } from './fields';
import { Items, Totals } from './parts';
import { fill } from './view';

export function OrderConfirmationMain({
  order,
  text,
  delivery,
}: {
  order: Order;
  text: CheckoutText;
  delivery: DeliveryText;
}) {
  const { site } = usePage();
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
          {order.shipments.length > 0 && (
            <section className="checkout-review">
              <h2>{order.shipments.length > 1 ? delivery.deliveries : text.shipments}</h2>
              <OrderShipments order={order} text={delivery} />
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
