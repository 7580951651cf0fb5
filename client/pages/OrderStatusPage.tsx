/**
 * `/{locale}/order-status`: the guest order lookup. The form (order number and the e-mail used at
 * checkout), refused fields or a no-match message beside it; a match shows the order read only
 * (timeline, lines, invoice). The e-mail travels only in posted forms, never in a URL.
 */
import type { CountryI18n, Purchase } from '../../shared/contract';
import { format } from '../i18n';
import type { OrdersText } from '../i18n/orders';
import { usePage } from '../island-kit/context';
import { Field } from '../ui/Field';
import { NoticeLine, OrderDetail, type OrderNotice } from './account/OrdersDetail';

export type OrderStatusView = {
  text: OrdersText;
  values: { orderNumber?: string; email?: string };
  fieldErrors?: { orderNumber?: string; email?: string };
  notice?: OrderNotice;
  purchase?: Purchase;
  /** The site country's rules (phones in the country's mask), with a purchase. */
  rules?: CountryI18n | null;
};

export function OrderStatusMain({ view }: { view: OrderStatusView }) {
  const { site } = usePage();
  const { text, purchase } = view;
  const action = `/${site.locale}/order-status`;
  return (
    <div className="page order-status-page">
      <h1>
        {purchase ? format(text.orderNumber, { orderNumber: purchase.order.orderNumber }) : text.lookupTitle}
      </h1>
      {purchase ? (
        <>
          <OrderDetail
            purchase={purchase}
            text={text}
            access={{ kind: 'guest', invoiceAction: `${action}/invoice.pdf`, email: view.values.email ?? '' }}
            rules={view.rules ?? null}
          />
          <p>
            <a href={action}>{text.lookupAgain}</a>
          </p>
        </>
      ) : (
        <form method="post" action={action} className="order-lookup" noValidate>
          <p>{text.lookupIntro}</p>
          <NoticeLine notice={view.notice} text={text} />
          <Field
            id="lookup-orderNumber"
            name="orderNumber"
            label={text.lookupNumber}
            hint={text.lookupNumberHint}
            value={view.values.orderNumber}
            error={view.fieldErrors?.orderNumber}
            autoComplete="off"
            required
            markRequired={false}
          />
          <Field
            id="lookup-email"
            name="email"
            type="email"
            label={text.lookupEmail}
            value={view.values.email}
            error={view.fieldErrors?.email}
            autoComplete="email"
            required
            markRequired={false}
          />
          <button type="submit" className="button button--primary">
            {text.lookupSubmit}
          </button>
        </form>
      )}
    </div>
  );
}
