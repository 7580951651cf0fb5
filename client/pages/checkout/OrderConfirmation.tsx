/** The order confirmation page: order number, shipments, payments, items and totals. */
import type { CountryI18n, Order } from '../../../shared/contract';
import { format } from '../../i18n';
import type { CheckoutText } from '../../i18n/checkout';
import type { DeliveryText } from '../../i18n/delivery';
import { ordersText } from '../../i18n/orders';
import { paymentsText } from '../../i18n/payments';
import { usePage } from '../../island-kit/context';
import { OrderShipments } from './DeliveryFields';
import { AddressBlock } from './fields';
import { PaymentList } from './PaymentOptions';
import { Items, Totals } from './parts';

export function OrderConfirmationMain({
  order,
  text,
  delivery,
  accountLink,
  rules,
}: {
  order: Order;
  text: CheckoutText;
  delivery: DeliveryText;
  /** A member's way to the order in the account (tracking, invoice, cancel). */
  accountLink?: { href: string; label: string } | undefined;
  /** The site country's rules: phones in the country's mask, as the forms show them. */
  rules: CountryI18n | null;
}) {
  const { site } = usePage();
  return (
    <div className="page checkout-page order-confirmation">
      <h1 className="checkout-page__title">{text.confirmationTitle}</h1>
      <p className="order-confirmation__number">
        {format(text.orderNumber, { orderNumber: order.orderNumber })}
      </p>
      <p>{format(text.confirmationEmail, { email: order.customerEmail })}</p>
      {order.inStoreSalesInfo ? (
        <p>{format(ordersText(site.language).soldInStore, { store: order.inStoreSalesInfo.storeName })}</p>
      ) : null}
      {/* The way on comes first, where a phone shows it without scrolling past the shipments. */}
      <p className="order-confirmation__actions">
        <a className="button button--primary" href={`/${site.locale}`}>
          {text.continueShopping}
        </a>
        {accountLink && (
          <a className="button button--secondary" href={accountLink.href}>
            {accountLink.label}
          </a>
        )}
      </p>
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          {order.shipments.length > 0 && (
            <section className="checkout-review">
              <h2>{order.shipments.length > 1 ? delivery.deliveries : text.shipments}</h2>
              <OrderShipments order={order} text={delivery} rules={rules} />
            </section>
          )}
          {order.payments.length > 0 && (
            <section className="checkout-review">
              <h2>{text.payments}</h2>
              <AddressBlock address={order.billingAddress} rules={rules} />
              <PaymentList
                payments={order.payments}
                currency={order.currency}
                text={paymentsText(site.language)}
                cardSaved={text.cardSaved}
              />
            </section>
          )}
        </div>
        <aside className="checkout-layout__side" aria-label={text.items}>
          <h2>{text.items}</h2>
          <Items items={order.items} currency={order.currency} text={text} />
          <Totals totals={order.totals} currency={order.currency} text={text} placed />
        </aside>
      </div>
    </div>
  );
}
