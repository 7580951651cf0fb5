/**
 * The cart page's body: lines (image, name, colour, size, unit and row price, discounts), quantity,
 * remove, coupons, promotion callouts, the free-shipping countdown and the totals. Every action is
 * a plain form first (POST to the BFF with `_action`, answered by a 303 back here); once hydrated
 * the same forms send JSON and update the cart store shared with the mini cart at once.
 */
import { type FormEvent, useId, useState } from 'react';
import type { Cart, CartItem, Flash } from '../../shared/contract/cart';
import { formatMoney, formatPercent } from '../../shared/pricing/format';
import {
  applyCoupon,
  CART_COUPONS_URL,
  CART_ITEMS_URL,
  removeCartItem,
  removeCoupon,
  updateCartItem,
} from '../api/cart';
import { DeliveryChoice, type DeliveryViewProps } from '../components/DeliveryChoice';
import { DeliveryNotices } from '../components/DeliveryNotices';
import { GiftCustomsLine } from '../components/GiftCustomsLine';
import { flashFor, StockFlash } from '../components/StockFlash';
import { errorMessage, type MessageSource, t } from '../i18n';
import type { LineText } from '../i18n/giftcustoms';
import { type AppState, useAppState, useHydrated } from '../state/app';
import { runCartAction } from '../state/cart';

/** What a no-script form post left in the query string (`cartError`, `item`, `maxQty`, `couponError`). */
export type CartNotice = { errorId?: string; itemId?: string; maxQty?: number; couponError?: string };

export type CartViewProps = {
  locale: string;
  notice: CartNotice;
  delivery?: DeliveryViewProps;
  /** Gift card recipient and customs design text (client/i18n/giftcustoms.ts). */
  lineText?: LineText;
};

const noticeMessage = (messages: MessageSource, errorId: string, maxQty?: number): string =>
  errorId === 'INV408' && maxQty
    ? t(messages, 'error_INV408_max', { maxQty })
    : errorId === 'INV700'
      ? t(messages, 'error_INV700_cart')
      : errorMessage(messages, errorId);

type Errors = { items: Record<string, string>; coupon: string | null; top: string | null };

const initialErrors = (notice: CartNotice, messages: MessageSource): Errors => ({
  items:
    notice.errorId && notice.itemId
      ? { [notice.itemId]: noticeMessage(messages, notice.errorId, notice.maxQty) }
      : {},
  coupon: notice.couponError ? errorMessage(messages, notice.couponError) : null,
  top: notice.errorId && !notice.itemId ? noticeMessage(messages, notice.errorId) : null,
});

export default function CartView({ locale, notice, delivery, lineText }: CartViewProps) {
  const state = useAppState();
  const { cart, site, messages } = state;
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>(() => initialErrors(notice, messages));
  const [busy, setBusy] = useState<string | null>(null);
  const returnTo = `/${locale}/cart`;
  const money = (minor: number) => formatMoney(minor, cart?.currency ?? site.currency, site.languageTag);

  if (!cart || cart.items.length === 0) {
    return (
      <div className="cart cart--empty">
        {errors.top && (
          <p className="form-error" role="alert">
            {errors.top}
          </p>
        )}
        <p className="cart__empty">{t(messages, 'miniCartEmpty')}</p>
        <a className="button button--primary" href={`/${locale}`}>
          {t(messages, 'continueShopping')}
        </a>
      </div>
    );
  }

  /** Runs one action once hydrated (the form's plain submit is the no-script path). */
  const act = async (
    event: FormEvent<HTMLFormElement>,
    key: string,
    context: 'qty' | 'remove' | 'coupon',
    run: () => ReturnType<typeof updateCartItem>,
    itemId?: string,
  ) => {
    event.preventDefault();
    if (busy) return;
    setBusy(key);
    const outcome = await runCartAction(run, messages, context);
    setBusy(null);
    setErrors((prev) => {
      const items = { ...prev.items };
      if (itemId) delete items[itemId];
      if (!outcome.ok && itemId) items[itemId] = outcome.message;
      return {
        items,
        coupon: context === 'coupon' ? (outcome.ok ? null : outcome.message) : prev.coupon,
        top: !outcome.ok && !itemId && context !== 'coupon' ? outcome.message : null,
      };
    });
    return outcome.ok;
  };

  return (
    <div className="cart">
      {errors.top && (
        <p className="form-error" role="alert">
          {errors.top}
        </p>
      )}
      {cart.customerNotifications.length > 0 && (
        <ul className="cart__notifications" aria-label={t(messages, 'notifications')}>
          {cart.customerNotifications.map((n) => (
            <li key={`${n.type}:${n.message}`} className={`notice notice--${n.type.toLowerCase()}`}>
              {n.message}
            </li>
          ))}
        </ul>
      )}
      {delivery && <DeliveryNotices cart={cart} text={delivery.text} />}
      <Callouts cart={cart} messages={messages} money={money} />
      <div className="cart__layout">
        <ul className="cart__items">
          {cart.items.map((item) => (
            <CartLine
              lineText={lineText}
              key={item.id}
              item={item}
              flash={flashFor(cart.flash, item)}
              state={state}
              money={money}
              returnTo={returnTo}
              error={errors.items[item.id]}
              busy={busy}
              hydrated={hydrated}
              delivery={delivery}
              onQty={(event, qty) =>
                act(event, `qty:${item.id}`, 'qty', () => updateCartItem(locale, item.id, qty), item.id)
              }
              onRemove={(event) =>
                act(event, `rm:${item.id}`, 'remove', () => removeCartItem(locale, item.id), item.id)
              }
            />
          ))}
        </ul>
        <aside className="cart__summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart__summary-title">
            {t(messages, 'orderSummary')}
          </h2>
          <Coupons
            cart={cart}
            messages={messages}
            returnTo={returnTo}
            error={errors.coupon}
            busy={busy}
            onApply={(event, code) => act(event, 'coupon', 'coupon', () => applyCoupon(locale, code))}
            onRemove={(event, code) =>
              act(event, `coupon:${code}`, 'coupon', () => removeCoupon(locale, code))
            }
          />
          <Totals cart={cart} messages={messages} money={money} languageTag={site.languageTag} />
          <a className="button button--primary cart__checkout" href={`/${locale}/checkout`}>
            {t(messages, 'checkout')}
          </a>
        </aside>
      </div>
    </div>
  );
}

type Money = (minor: number) => string;

function Callouts({ cart, messages, money }: { cart: Cart; messages: MessageSource; money: Money }) {
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

type LineProps = {
  item: CartItem;
  flash: Flash | undefined;
  state: AppState;
  money: Money;
  returnTo: string;
  error: string | undefined;
  busy: string | null;
  hydrated: boolean;
  delivery?: DeliveryViewProps | undefined;
  onQty: (event: FormEvent<HTMLFormElement>, qty: number) => Promise<boolean | undefined>;
  onRemove: (event: FormEvent<HTMLFormElement>) => Promise<boolean | undefined>;
  lineText?: LineText | undefined;
};

function CartLine({
  item,
  flash,
  state,
  money,
  returnTo,
  error,
  busy,
  hydrated,
  delivery,
  onQty,
  onRemove,
  lineText,
}: LineProps) {
  const { messages } = state;
  const ids = useId();
  const [qty, setQty] = useState(String(item.qty));
  const [lastQty, setLastQty] = useState(item.qty);
  if (item.qty !== lastQty) {
    // The server's answer wins (another tab, the mini cart or a concurrent change).
    setLastQty(item.qty);
    setQty(String(item.qty));
  }
  const discounted = item.price.priceAfterItemDiscount < item.price.rowTotal;
  const onSale = item.price.original > item.price.current;
  const action = `${CART_ITEMS_URL}/${encodeURIComponent(item.id)}?locale=${state.site.locale}`;
  return (
    <li className="cart-line">
      <img
        className="cart-line__image"
        src={item.productImageURL}
        alt=""
        width={112}
        height={112}
        loading="lazy"
      />
      <div className="cart-line__info">
        <h3 className="cart-line__name">
          <a href={item.pdpUrl}>{item.name}</a>
        </h3>
        <p className="cart-line__meta">
          {t(messages, 'color')}: {item.color} · {t(messages, 'size')}: {item.size}
        </p>
        {item.bonus && <p className="cart-line__gift">{t(messages, 'gift')}</p>}
        <GiftCustomsLine
          item={item}
          text={lineText}
          edit={{
            action: `/api/gift-options/${encodeURIComponent(item.id)}?locale=${state.site.locale}`,
            returnTo,
          }}
        />
        {!item.bonus && (
          <p className="cart-line__unit">
            <span className="visually-hidden">{t(messages, 'unitPrice')}: </span>
            {onSale && <s className="price__original">{money(item.price.original)}</s>}{' '}
            {money(item.price.current)}
          </p>
        )}
        {(item.itemPromotions ?? []).length > 0 && (
          <ul className="cart-line__promos">
            {item.itemPromotions!.map((p) => (
              <li key={p.promotionId}>
                {p.promotionName}: −{money(p.amount)}
              </li>
            ))}
          </ul>
        )}
        <StockFlash
          flash={flash}
          item={item}
          messages={messages}
          action={action}
          returnTo={returnTo}
          onQty={(event, n) => void onQty(event, n)}
        />
        {!item.bonus ? (
          <div className="cart-line__actions">
            <form
              className="cart-line__qty"
              method="post"
              action={action}
              noValidate={hydrated}
              onSubmit={(event) => {
                const n = Number(qty);
                if (!Number.isInteger(n) || n < 1) {
                  event.preventDefault();
                  setQty(String(item.qty));
                  return;
                }
                void onQty(event, n);
              }}
            >
              <input type="hidden" name="_action" value="update" />
              <input type="hidden" name="returnTo" value={returnTo} />
              <label htmlFor={`${ids}qty`} className="visually-hidden">
                {t(messages, 'quantityFor', { name: item.name })}
              </label>
              <input
                id={`${ids}qty`}
                className="qty__input"
                type="number"
                name="qty"
                inputMode="numeric"
                min={1}
                value={qty}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${ids}error`}
                onChange={(event) => setQty(event.target.value)}
              />
              <button
                className="button button--secondary"
                type="submit"
                aria-disabled={busy !== null || undefined}
              >
                {busy === `qty:${item.id}` ? t(messages, 'updating') : t(messages, 'update')}
              </button>
            </form>
            <form method="post" action={action} onSubmit={(event) => void onRemove(event)}>
              <input type="hidden" name="_action" value="remove" />
              <input type="hidden" name="returnTo" value={returnTo} />
              <button
                className="link-button"
                type="submit"
                aria-label={t(messages, 'removeItem', { name: item.name })}
              >
                {t(messages, 'remove')}
              </button>
            </form>
          </div>
        ) : (
          <p className="cart-line__meta">{t(messages, 'qtyShort', { qty: item.qty })}</p>
        )}
        <p id={`${ids}error`} className="cart-line__error" role="alert">
          {error}
        </p>
        {delivery && (
          <DeliveryChoice
            item={item}
            locale={state.site.locale}
            returnTo={returnTo}
            hydrated={hydrated}
            view={delivery}
            money={money}
          />
        )}
      </div>
      <p className="cart-line__total">
        {discounted && <s className="price__original">{money(item.price.rowTotal)}</s>}{' '}
        <span>{money(item.price.priceAfterItemDiscount)}</span>
      </p>
    </li>
  );
}

type CouponsProps = {
  cart: Cart;
  messages: MessageSource;
  returnTo: string;
  error: string | null;
  busy: string | null;
  onApply: (event: FormEvent<HTMLFormElement>, code: string) => Promise<boolean | undefined>;
  onRemove: (event: FormEvent<HTMLFormElement>, code: string) => Promise<boolean | undefined>;
};

function Coupons({ cart, messages, returnTo, error, busy, onApply, onRemove }: CouponsProps) {
  const ids = useId();
  const [code, setCode] = useState('');
  const coupons = cart.couponItems ?? [];
  return (
    <div className="coupons">
      <form
        className="coupons__form"
        method="post"
        action={CART_COUPONS_URL}
        onSubmit={async (event) => {
          if (await onApply(event, code)) setCode('');
        }}
      >
        <input type="hidden" name="_action" value="apply" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor={`${ids}code`} className="coupons__label">
          {t(messages, 'couponLabel')}
        </label>
        <div className="coupons__row">
          <input
            id={`${ids}code`}
            className="input"
            name="code"
            autoComplete="off"
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids}error`}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            className="button button--secondary"
            type="submit"
            aria-disabled={busy !== null || undefined}
          >
            {t(messages, 'applyCoupon')}
          </button>
        </div>
        <p id={`${ids}error`} className="coupons__error" role="alert">
          {error}
        </p>
      </form>
      {coupons.length > 0 && (
        <ul className="coupons__list" aria-label={t(messages, 'yourCoupons')}>
          {coupons.map((c) => (
            <li key={c.id} className="coupons__item">
              <span>
                <strong>{c.code}</strong> {c.applied ? c.promotionName : t(messages, 'couponNotApplied')}
              </span>
              <form
                method="post"
                action={CART_COUPONS_URL}
                onSubmit={(event) => void onRemove(event, c.code)}
              >
                <input type="hidden" name="_action" value="remove" />
                <input type="hidden" name="code" value={c.code} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button
                  className="link-button"
                  type="submit"
                  aria-label={t(messages, 'removeCoupon', { code: c.code })}
                >
                  {t(messages, 'remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Totals({
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
