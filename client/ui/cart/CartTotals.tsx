/** The cart's promotion callouts (approaching free shipping, applied promotions) and its totals. */
import type { Cart } from '../../../shared/contract/cart';
import { formatPercent } from '../../../shared/pricing/format';
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

export function CartTotals({
  cart,
  messages,
  money,
  languageTag,
}: {
  cart: Cart;
  messages: MessageSource;
  money: Money;
  languageTag: string;
}) {
  const totals = cart.totals;
  // With no tax at all (gift cards only) there is nothing included: say "Tax".
  const inclusive =
    totals.tax > 0 && totals.total === totals.itemTotal - (totals.promotionDiscount ?? 0) + totals.shipping;
  return (
    <dl className="totals">
      <div className="totals__row">
        <dt>{t(messages, 'itemTotal')}</dt>
        <dd>{money(totals.itemTotal + (totals.totalDiscount - (totals.promotionDiscount ?? 0)))}</dd>
      </div>
      {totals.totalDiscount > 0 && (
        <div className="totals__row totals__row--discount">
          <dt>
            {t(messages, 'discounts')} ({formatPercent(totals.totalDiscountPercentage, languageTag)})
          </dt>
          <dd>−{money(totals.totalDiscount)}</dd>
        </div>
      )}
      <div className="totals__row">
        <dt>{t(messages, 'shipping')}</dt>
        <dd>
          {totals.shipping === 0 && (totals.shippingBeforeDiscount ?? 0) > 0 ? (
            <>
              <s className="price__original">{money(totals.shippingBeforeDiscount!)}</s>{' '}
              {t(messages, 'shippingFree')}
            </>
          ) : (
            money(totals.shipping)
          )}
        </dd>
      </div>
      <div className="totals__row">
        <dt>{inclusive ? t(messages, 'taxIncluded') : t(messages, 'tax')}</dt>
        <dd>{money(totals.tax)}</dd>
      </div>
      <div className="totals__row totals__row--total">
        <dt>{t(messages, 'total')}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
      <div className="totals__row">
        <dt>{t(messages, 'remainingToPay')}</dt>
        <dd>{money(totals.remainingToPay)}</dd>
      </div>
    </dl>
  );
}
