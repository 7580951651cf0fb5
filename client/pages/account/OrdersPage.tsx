/** `/{locale}/account/orders[?page=]`: the member's orders, newest first, a page at a time. */
import type { PurchaseHistory } from '../../../shared/contract';
import { formatDate, formatMoney } from '../../../shared/pricing/format';
import { AccountLayout } from '../../components/account/AccountNav';
import { format } from '../../i18n';
import type { OrdersText } from '../../i18n/orders';
import { usePage } from '../../island-kit/context';

export function OrdersMain({
  history,
  page,
  text,
}: {
  history: PurchaseHistory;
  page: number;
  text: OrdersText;
}) {
  const { site } = usePage();
  const base = `/${site.locale}/account/orders`;
  const pages = Math.max(1, Math.ceil(history.total / history.count));
  return (
    <AccountLayout current="orders" title={text.ordersTitle}>
      {history.orders.length === 0 ? (
        <p>
          {text.noOrders} <a href={`/${site.locale}`}>{text.startShopping}</a>
        </p>
      ) : (
        <ul className="order-list">
          {history.orders.map((order) => (
            <li key={order.orderNumber} className="order-card">
              <div className="order-card__head">
                <h2>
                  <a href={`${base}/${order.orderNumber}`}>
                    {format(text.orderNumber, { orderNumber: order.orderNumber })}
                  </a>
                </h2>
                <span className={`order-status order-status--${order.stage}`}>
                  {text[`stage_${order.stage}`]}
                </span>
              </div>
              <p className="order-card__meta">
                {format(text.placedOn, { date: formatDate(order.createdAt, site.languageTag) })} ·{' '}
                {order.totalUnits === 1 ? text.unit : format(text.units, { count: order.totalUnits })} ·{' '}
                {text.total} {formatMoney(order.total, order.currency, site.languageTag)}
              </p>
              {order.soldInStore ? (
                <p className="order-card__meta">{format(text.soldInStore, { store: order.soldInStore })}</p>
              ) : null}
              <ul className="order-card__items">
                {order.items.slice(0, 4).map((item) => (
                  <li key={item.id}>
                    {item.productImageURL && (
                      <img src={item.productImageURL} alt="" width={56} height={56} loading="lazy" />
                    )}
                    <span>
                      {item.qty} × {item.name}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={text.pages} className="order-pages">
          {page > 1 && (
            <a href={`${base}?page=${page - 1}`} rel="prev">
              {text.previous}
            </a>
          )}
          <span>{format(text.pageOf, { page, pages })}</span>
          {page < pages && (
            <a href={`${base}?page=${page + 1}`} rel="next">
              {text.next}
            </a>
          )}
        </nav>
      )}
    </AccountLayout>
  );
}
