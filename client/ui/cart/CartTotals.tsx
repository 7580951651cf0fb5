/** The cart's promotion callouts (approaching free shipping, applied promotions) and its totals. */
import type { Cart } from '../../../shared/contract/cart';
import { presentedTotals } from '../../../shared/contract/totals';
import { type MessageSource, t } from '../../i18n';

/** Formats minor units in the cart's currency and the site's language. */
export type Money = (minor: number) => string;

export function PromoCallouts({
  cart,
  messages,
  money,
}: {
  cart: Cart;
  messages: MessageSource;
  money: Money;
}) {
  const promos = cart.promoSummary ?? [];
  const shipping = promos.find(
    (p) => p.level === 'SHIPPING' && !p.applied && (p.distanceFromConditionThreshold ?? 0) > 0,
  );
  const applied = promos.filter((p) => p.applied);
  if (!shipping && applied.length === 0) return null;
  return (
    <div className="cart__callouts">
      {shipping && (
        <p className="cart__approaching" role="status">
          {t(messages, 'spendMoreFreeShipping', { amount: money(shipping.distanceFromConditionThreshold!) })}
        </p>
      )}
      {applied.length > 0 && (
        <ul className="cart__promos">
          {applied.map((p) => {
            const [headline, details, terms] = p.calloutMessage.split('|');
            return (
              <li key={p.promotionId} className="promo">
                <strong>{headline}</strong> <span>{details}</span> <small>{terms}</small>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * The one presentation of a basket's totals (cart page, mini cart, checkout summary, order
 * confirmation): the subtotal of the lines as priced (sale prices are already in them), the
 * promotions on top as one "Discounts" row, shipping, tax, total, then what gift cards and rewards
 * paid. A sale price is not a discount of the order, so it is not counted again here.
 */
export function CartTotals({
  cart,
  messages,
  money,
  placed = false,
}: {
  cart: Pick<Cart, 'totals'>;
  messages: MessageSource;
  money: Money;
  /** Kept for callers that pass it: no percentage is shown any more. */
  languageTag?: string;
  /** A placed order: nothing is "remaining" any more. */
  placed?: boolean;
}) {
  const totals = cart.totals;
  const { promotions, taxIncluded: inclusive } = presentedTotals(totals);
  const paidByGiftCards = totals.total - totals.remainingToPay;
  return (
    <dl className="totals">
      <div className="totals__row">
        <dt>{t(messages, 'subtotal')}</dt>
        <dd>{money(totals.itemTotal)}</dd>
      </div>
      {promotions > 0 && (
        <div className="totals__row totals__row--discount">
          <dt>{t(messages, 'discounts')}</dt>
          <dd>−{money(promotions)}</dd>
        </div>
      )}
      <div className="totals__row">
        <dt>{t(messages, 'shipping')}</dt>
        {/* data-total: checkout's ShippingSummary island rewrites these when the method changes. */}
        <dd data-total="shipping">
          {totals.shipping === 0 && (totals.shippingBeforeDiscount ?? 0) > 0 && (
            <>
              <s className="price__original">{money(totals.shippingBeforeDiscount!)}</s>{' '}
            </>
          )}
          {totals.shipping === 0 ? t(messages, 'shippingFree') : money(totals.shipping)}
        </dd>
      </div>
      <div className="totals__row">
        <dt>{inclusive ? t(messages, 'taxIncluded') : t(messages, 'tax')}</dt>
        <dd data-total="tax">{money(totals.tax)}</dd>
      </div>
      <div className="totals__row totals__row--total">
        <dt>{t(messages, 'total')}</dt>
        <dd data-total="total">{money(totals.total)}</dd>
      </div>
      {paidByGiftCards > 0 && (
        <div className="totals__row">
          <dt>{t(messages, 'paidByGiftCards')}</dt>
          <dd>−{money(paidByGiftCards)}</dd>
        </div>
      )}
      {paidByGiftCards > 0 && !placed && (
        <div className="totals__row">
          <dt>{t(messages, 'remainingToPay')}</dt>
          <dd data-total="remainingToPay">{money(totals.remainingToPay)}</dd>
        </div>
      )}
    </dl>
  );
}
