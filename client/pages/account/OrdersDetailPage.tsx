/** `/{locale}/account/orders/{orderNumber}`: one of the member's orders in the account layout. */
import type { CountryI18n, Purchase } from '../../../shared/contract';
import { AccountLayout } from '../../components/account/AccountNav';
import { format } from '../../i18n';
import type { OrdersText } from '../../i18n/orders';
import { usePage } from '../../island-kit/context';
import { NoticeLine, OrderDetail, type OrderNotice } from './OrdersDetail';

export function OrderDetailMain({
  purchase,
  text,
  notice,
  rules,
}: {
  purchase: Purchase;
  text: OrdersText;
  notice: OrderNotice | undefined;
  rules: CountryI18n | null;
}) {
  const { site } = usePage();
  const base = `/${site.locale}/account/orders`;
  return (
    <AccountLayout
      current="orders"
      title={format(text.orderNumber, { orderNumber: purchase.order.orderNumber })}
    >
      <p>
        <a href={base}>{text.allOrders}</a>
      </p>
      <NoticeLine notice={notice} text={text} />
      <OrderDetail
        purchase={purchase}
        text={text}
        access={{ kind: 'member', base: `${base}/${purchase.order.orderNumber}` }}
        rules={rules}
      />
    </AccountLayout>
  );
}
