/**
 * The cart page's body: lines (image, name, colour, size, unit and row price, discounts), quantity,
 * remove, coupons, promotion callouts, the free-shipping countdown and the totals. Every action is
 * a plain form first (POST to the BFF with `_action`, answered by a 303 back here); once hydrated
 * the same forms send JSON and update the cart store shared with the mini cart at once.
 */
import { type FormEvent, useRef, useState } from 'react';
import { formatMoney } from '../../shared/pricing/format';
import {
  applyCoupon,
  applyVoucher,
  removeCartItem,
  removeCoupon,
  removeVoucher,
  updateCartItem,
} from '../api/cart';
import { errorMessage, type MessageSource, t } from '../i18n';
import type { LineText } from '../i18n/giftcustoms';
import { useAppState, useHydrated } from '../state/app';
import { runCartAction } from '../state/cart';
import { CartCoupons } from '../ui/cart/CartCoupons';
import { CartLine } from '../ui/cart/CartLine';
import { CartTotals, PromoCallouts } from '../ui/cart/CartTotals';
import { type CartLoyalty, CartVoucher, voucherError } from '../ui/cart/CartVoucher';
import type { DeliveryViewProps, DeliveryWords } from '../ui/DeliveryChoice';
import { DeliveryNotices } from '../ui/DeliveryNotices';
import { shipToStoreOfOthers } from '../ui/delivery-options';
import { CartLineLists, type CartListText } from '../ui/favorites/CartLineLists';
import { saveCartLine } from '../ui/favorites/save-cart-line';
import { useFocusAfterRemoval } from '../ui/focus-after-removal';
import { flashFor } from '../ui/StockFlash';

/** What a no-script form post left in the query string (`cartError`, `item`, `maxQty`, `couponError`). */
export type CartNotice = {
  errorId?: string;
  itemId?: string;
  maxQty?: number;
  couponError?: string;
  voucherError?: string;
};

export type CartViewProps = {
  locale: string;
  notice: CartNotice;
  /** The shopper's part of each line's delivery choice; `deliveryWords` is the shared part. */
  delivery?: DeliveryViewProps;
  deliveryWords?: DeliveryWords;
  /** Gift card recipient and customs design text (client/i18n/giftcustoms.ts). */
  lineText?: LineText;
  /** "Save for later" and the heart on each line (client/i18n/lists.ts). */
  listText?: CartListText;
  /** Product ids (colours) among the shopper's favorites: their lines' hearts start pressed. */
  favorites?: string[];
  /** A member of the loyalty programme: points and the vouchers they buy (client/ui/cart/CartVoucher.tsx). */
  loyalty?: CartLoyalty;
};

const noticeMessage = (messages: MessageSource, errorId: string, maxQty?: number): string =>
  errorId === 'INV408' && maxQty
    ? t(messages, 'error_INV408_max', { maxQty })
    : errorId === 'INV700'
      ? t(messages, 'error_INV700_cart')
      : errorMessage(messages, errorId);

type Errors = {
  items: Record<string, string>;
  coupon: string | null;
  voucher: string | null;
  top: string | null;
};

const initialErrors = (notice: CartNotice, messages: MessageSource, loyalty?: CartLoyalty): Errors => ({
  items:
    notice.errorId && notice.itemId
      ? { [notice.itemId]: noticeMessage(messages, notice.errorId, notice.maxQty) }
      : {},
  coupon: notice.couponError ? errorMessage(messages, notice.couponError) : null,
  voucher: notice.voucherError && loyalty ? voucherError(loyalty, notice.voucherError) : null,
  top: notice.errorId && !notice.itemId ? noticeMessage(messages, notice.errorId) : null,
});

export default function CartView({
  locale,
  notice,
  delivery,
  deliveryWords,
  lineText,
  listText,
  favorites = [],
  loyalty,
}: CartViewProps) {
  const state = useAppState();
  const { cart, site, messages } = state;
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>(() => initialErrors(notice, messages, loyalty));
  const [busy, setBusy] = useState<string | null>(null);
  const returnTo = `/${locale}/cart`;
  const money = (minor: number) => formatMoney(minor, cart?.currency ?? site.currency, site.languageTag);
  const lines = useRef<HTMLUListElement>(null);
  const emptyLink = useRef<HTMLAnchorElement>(null);
  /** A line removed or saved for later: focus to the line in its place, or the empty cart's link. */
  const removal = useFocusAfterRemoval(lines, emptyLink);
  const lineDelivery = delivery && deliveryWords ? { words: deliveryWords, view: delivery } : undefined;

  if (!cart || cart.items.length === 0) {
    return (
      <div className="cart cart--empty">
        {errors.top && (
          <p className="form-error" role="alert">
            {errors.top}
          </p>
        )}
        <p className="cart__empty">{t(messages, 'miniCartEmpty')}</p>
        <a ref={emptyLink} className="button button--primary" href={`/${locale}`}>
          {t(messages, 'continueShopping')}
        </a>
      </div>
    );
  }

  /** Runs one action once hydrated (the form's plain submit is the no-script path). */
  const act = async (
    event: FormEvent<HTMLFormElement>,
    key: string,
    context: 'qty' | 'remove' | 'coupon' | 'voucher',
    run: () => ReturnType<typeof updateCartItem>,
    itemId?: string,
  ) => {
    event.preventDefault();
    if (busy) return;
    const place = context === 'remove' ? removal.placeOf(event.currentTarget) : null;
    setBusy(key);
    const outcome = await runCartAction(run, messages, context === 'voucher' ? 'coupon' : context);
    if (outcome.ok) removal.left(place);
    setBusy(null);
    setErrors((prev) => {
      const items = { ...prev.items };
      if (itemId) delete items[itemId];
      if (!outcome.ok && itemId) items[itemId] = outcome.message;
      return {
        items,
        coupon: context === 'coupon' ? (outcome.ok ? null : outcome.message) : prev.coupon,
        voucher:
          context === 'voucher' && loyalty
            ? outcome.ok
              ? null
              : voucherError(loyalty, outcome.errorId)
            : prev.voucher,
        top: !outcome.ok && !itemId && context !== 'coupon' && context !== 'voucher' ? outcome.message : null,
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
      {lineDelivery && (
        <DeliveryNotices cart={cart} text={lineDelivery.words.text} language={site.language} />
      )}
      <PromoCallouts cart={cart} messages={messages} money={money} />
      <div className="cart__layout">
        {/* Line names are h3 under this heading: the outline never skips from the page's h1. */}
        <h2 id="cart-items-title" className="visually-hidden">
          {t(messages, 'cartItemsHeading')}
        </h2>
        <ul ref={lines} className="cart__items" aria-labelledby="cart-items-title">
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
              delivery={lineDelivery}
              otherShipToStore={lineDelivery && shipToStoreOfOthers(cart.items, item.id)}
              onQty={(event, qty) =>
                act(event, `qty:${item.id}`, 'qty', () => updateCartItem(locale, item.id, qty), item.id)
              }
              onRemove={(event) =>
                act(event, `rm:${item.id}`, 'remove', () => removeCartItem(locale, item.id), item.id)
              }
              lists={
                listText && (
                  <CartLineLists
                    item={item}
                    favorite={favorites.includes(item.masterId2)}
                    locale={locale}
                    returnTo={returnTo}
                    text={listText}
                    onSave={(event) =>
                      void act(
                        event,
                        `save:${item.id}`,
                        'remove',
                        () => saveCartLine(locale, item.id),
                        item.id,
                      )
                    }
                  />
                )
              }
            />
          ))}
        </ul>
        <aside className="cart__summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart__summary-title">
            {t(messages, 'orderSummary')}
          </h2>
          <CartCoupons
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
          {loyalty && (
            <CartVoucher
              cart={cart}
              loyalty={loyalty}
              money={money}
              returnTo={returnTo}
              error={errors.voucher}
              busy={busy}
              onApply={(event, points) =>
                void act(event, 'voucher', 'voucher', () => applyVoucher(locale, points))
              }
              onRemove={(event) => void act(event, 'voucher', 'voucher', () => removeVoucher(locale))}
            />
          )}
          <CartTotals cart={cart} messages={messages} money={money} languageTag={site.languageTag} />
          <a className="button button--primary cart__checkout" href={`/${locale}/checkout`}>
            {t(messages, 'checkout')}
          </a>
        </aside>
      </div>
    </div>
  );
}
