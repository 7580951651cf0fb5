/**
 * One order as its owner sees it (account) or as a guest looked it up (order status, read only):
 * the shipment timeline, the lines and totals (the checkout's one presentation), delivery and
 * payment, the documents, and, for the owner, cancel (a confirm dialog opened by an invoker
 * command: no script needed) and the e-gift card e-mail resend. Every action is a plain form.
 */
import { type CountryI18n, type Purchase, TRACKING_STAGES, type Tracking } from '../../../shared/contract';
import { formatDate } from '../../../shared/pricing/format';
import { format } from '../../i18n';
import { checkoutText } from '../../i18n/checkout';
import { deliveryText } from '../../i18n/delivery';
import { type OrdersText, ordersError } from '../../i18n/orders';
import { paymentsText } from '../../i18n/payments';
import { usePage } from '../../island-kit/context';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';
import { OrderShipments } from '../checkout/DeliveryFields';
import { AddressBlock } from '../checkout/fields';
import { PaymentList } from '../checkout/PaymentOptions';
import { Items, Totals } from '../checkout/parts';

/** What the last form post left: done, or an error id. */
export type OrderNotice =
  | { kind: 'done'; key: 'cancelled' | 'giftCardSent' }
  | { kind: 'error'; errorId: string };

/** Where the order's actions and documents are: the owner's pages, or the guest lookup's forms. */
export type OrderAccess =
  | { kind: 'member'; base: string }
  | { kind: 'guest'; invoiceAction: string; email: string };

export function NoticeLine({ notice, text }: { notice: OrderNotice | undefined; text: OrdersText }) {
  if (!notice) return null;
  return notice.kind === 'done' ? (
    <p className="notice notice--success" role="status">
      {text[notice.key]}
    </p>
  ) : (
    <p className="notice notice--error" role="alert" {...FOCUS_ON_LOAD}>
      {ordersError(text, notice.errorId)}
    </p>
  );
}

function Timeline({ tracking, text }: { tracking: Tracking; text: OrdersText }) {
  const { site } = usePage();
  const reached = new Map(tracking.events.map((e) => [e.stage, e.at]));
  const stages = tracking.stage === 'cancelled' ? [...reached.keys()] : TRACKING_STAGES;
  return (
    <section className="order-section" aria-labelledby="order-tracking">
      <h2 id="order-tracking">{text.tracking}</h2>
      <ol className="order-track">
        {stages.map((stage) => {
          const at = reached.get(stage);
          return (
            <li
              key={stage}
              className={`order-track__step${at ? ' order-track__step--done' : ''}`}
              aria-current={stage === tracking.stage ? 'step' : undefined}
            >
              <span className="order-track__label">{text[`stage_${stage}`]}</span>
              {at && <time dateTime={at}>{formatDate(at, site.languageTag)}</time>}
            </li>
          );
        })}
      </ol>
      <p className="order-track__facts">
        {format(text.carrier, { carrier: tracking.carrier })}
        {tracking.trackingNumber && (
          <>
            <br />
            {format(text.trackingNumber, { trackingNumber: tracking.trackingNumber })}
          </>
        )}
        {tracking.estimatedDelivery && (
          <>
            <br />
            {format(text.expected, { date: formatDate(tracking.estimatedDelivery, site.languageTag) })}
          </>
        )}
      </p>
    </section>
  );
}

/**
 * Invoker commands (`commandfor`/`command`, in every current browser) open and close the dialog
 * without script; React's types do not name the attributes yet, so they are spread in.
 */
const invoke = (command: 'show-modal' | 'close'): Record<string, string> => ({
  commandfor: 'cancel-order',
  command,
});

function CancelDialog({ action, text }: { action: string; text: OrdersText }) {
  return (
    <>
      <button type="button" className="button" {...invoke('show-modal')}>
        {text.cancelOrder}
      </button>
      <dialog id="cancel-order" className="order-dialog" aria-labelledby="cancel-order-title">
        <h2 id="cancel-order-title">{text.cancelTitle}</h2>
        <p>{text.cancelText}</p>
        <div className="order-dialog__actions">
          <form method="post" action={action}>
            <button type="submit" className="button button--primary">
              {text.cancelConfirm}
            </button>
          </form>
          {/* The dialog opens on the choice that changes nothing (a stray Enter keeps the order). */}
          {/* biome-ignore lint/a11y/noAutofocus: a modal dialog's initial focus is its safe action. */}
          <button type="button" className="button" autoFocus {...invoke('close')}>
            {text.cancelKeep}
          </button>
        </div>
      </dialog>
    </>
  );
}

export function OrderDetail({
  purchase,
  text,
  access,
  rules,
}: {
  purchase: Purchase;
  text: OrdersText;
  access: OrderAccess;
  /** The site country's rules: phones in the country's mask, as the forms show them. */
  rules: CountryI18n | null;
}) {
  const { site } = usePage();
  const { order, tracking } = purchase;
  const checkout = checkoutText(site.language, site.locale);
  const member = access.kind === 'member' ? access : undefined;
  const giftCards = order.items.filter((i) => i.isDigitalProduct && i.giftOption);
  return (
    <div className="order-detail">
      <p className="order-detail__meta">
        {format(text.placedOn, { date: formatDate(order.createdAt, site.languageTag) })}
        {' · '}
        <span className={`order-status order-status--${tracking.stage}`}>
          {text[`stage_${tracking.stage}`]}
        </span>
      </p>
      {order.inStoreSalesInfo ? (
        <p className="order-detail__meta">
          {format(text.soldInStore, { store: order.inStoreSalesInfo.storeName })}
        </p>
      ) : null}
      <Timeline tracking={tracking} text={text} />
      <div className="order-detail__grid">
        <section className="order-section" aria-labelledby="order-items">
          <h2 id="order-items">{text.items}</h2>
          <Items items={order.items} currency={order.currency} text={checkout} />
          <Totals totals={order.totals} currency={order.currency} placed />
        </section>
        <div>
          {order.shipments.length > 0 && (
            <section className="order-section" aria-labelledby="order-delivery">
              <h2 id="order-delivery">{text.delivery}</h2>
              <OrderShipments order={order} text={deliveryText(site.language)} rules={rules} />
            </section>
          )}
          <section className="order-section" aria-labelledby="order-payment">
            <h2 id="order-payment">{text.payment}</h2>
            <AddressBlock address={order.billingAddress} rules={rules} />
            <PaymentList
              payments={order.payments}
              currency={order.currency}
              text={paymentsText(site.language)}
              cardSaved={checkout.cardSaved}
            />
          </section>
          <section className="order-section" aria-labelledby="order-documents">
            <h2 id="order-documents">{text.documents}</h2>
            {member ? (
              <ul className="order-documents">
                <li>
                  <a href={`${member.base}/invoice.pdf`} download>
                    {text.invoice}
                  </a>
                </li>
                {/* The upstream says when a label exists (once shipped): the page does not guess. */}
                {purchase.returnable && (
                  <li>
                    <a href={`${member.base}/return-label.pdf`} download>
                      {text.returnLabel}
                    </a>
                  </li>
                )}
              </ul>
            ) : (
              access.kind === 'guest' && (
                <form method="post" action={access.invoiceAction}>
                  <input type="hidden" name="orderNumber" value={order.orderNumber} />
                  <input type="hidden" name="email" value={access.email} />
                  <button type="submit" className="link-button">
                    {text.invoice}
                  </button>
                </form>
              )
            )}
          </section>
          {/* Resent while the order stands (the upstream's rule, ORD441 otherwise); not tied to returns. */}
          {member && giftCards.length > 0 && order.status === 'CREATED' && (
            <section className="order-section" aria-labelledby="order-gift-cards">
              <h2 id="order-gift-cards">{text.giftCards}</h2>
              <form method="post" action={`${member.base}/gift-card-email`}>
                <button type="submit" className="button">
                  {text.resendGiftCard}
                </button>
              </form>
            </section>
          )}
          {member && purchase.cancellable && (
            <section className="order-section">
              <CancelDialog action={`${member.base}/cancel`} text={text} />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
