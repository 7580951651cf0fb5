/**
 * Header cart button and mini cart dialog. Before hydration (and without JS) it is a link to the
 * cart page showing the server-rendered count; once hydrated it is a button opening a modal
 * `<dialog>` (focus moves in, Escape closes, focus returns to what opened it).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '../../shared/pricing/format';
import { removeCartItem, updateCartItem } from '../api/cart';
import { plural, t } from '../i18n';
import { CART_MOVED } from '../i18n/cart-moved';
import { useAppState, useHydrated } from '../state/app';
import { cartCount, closeMiniCart, openMiniCart, runCartAction, takeMiniCartReturn } from '../state/cart';
import { CartTotals } from '../ui/cart/CartTotals';
import { lineSize } from '../ui/cart/lineSize';

export type MiniCartProps = { locale: string };

const CartIcon = () => (
  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none">
    <path
      d="M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Zm4 0V6.5a3 3 0 0 1 6 0V8"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
);

export default function MiniCart({ locale }: MiniCartProps) {
  const { cart, open, site, messages } = useAppState();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const count = cartCount(cart);
  const [busy, setBusy] = useState(false);
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});

  /** Quantity and remove in the dialog (spec: mini cart dialog and cart page), same rules as the cart page. */
  const change = async (itemId: string, qty: number | null) => {
    if (busy) return;
    setBusy(true);
    const outcome = await runCartAction(
      () => (qty === null ? removeCartItem(locale, itemId) : updateCartItem(locale, itemId, qty)),
      messages,
      qty === null ? 'remove' : 'qty',
    );
    setBusy(false);
    setItemErrors((prev) => {
      const next = { ...prev };
      delete next[itemId];
      if (!outcome.ok) next[itemId] = outcome.message;
      return next;
    });
  };
  const label = plural(messages, site.languageTag, 'cartCount', count);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current =
        takeMiniCartReturn() ??
        (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onClose = () => {
    closeMiniCart();
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  };

  const badge = (
    <span className="cart-badge" aria-hidden="true" data-count={count}>
      {count}
    </span>
  );

  if (!hydrated) {
    return (
      <a className="icon-button cart-button" href={`/${locale}/cart`} aria-label={label}>
        <CartIcon />
        {badge}
      </a>
    );
  }

  const items = cart?.items ?? [];
  // A cart carried over from another site says so where the shopper first sees it after an add.
  const moved = cart?.customerNotifications.filter((n) => n.type === CART_MOVED) ?? [];
  const money = (minor: number) => formatMoney(minor, cart?.currency ?? site.currency, site.languageTag);
  return (
    <>
      <button
        type="button"
        className="icon-button cart-button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => openMiniCart()}
      >
        <CartIcon />
        {badge}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: backdrop clicks are a pointer convenience; Escape and the close button serve the keyboard */}
      <dialog
        ref={dialogRef}
        className="mini-cart"
        aria-labelledby={headingId}
        onClose={onClose}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) closeMiniCart();
        }}
      >
        <div className="mini-cart__inner">
          <div className="mini-cart__head">
            <h2 id={headingId} className="mini-cart__title">
              {t(messages, 'miniCartTitle')}
            </h2>
            <button type="button" className="icon-button" onClick={closeMiniCart}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{t(messages, 'close')}</span>
            </button>
          </div>
          {items.length === 0 || !cart ? (
            <p className="mini-cart__empty">{t(messages, 'miniCartEmpty')}</p>
          ) : (
            <>
              {moved.map((notice) => (
                <p key={notice.message} className="notice mini-cart__notice">
                  {notice.message}
                </p>
              ))}
              <ul className="mini-cart__items">
                {items.map((item) => (
                  <li key={item.id} className="mini-cart__item">
                    <img src={item.productImageURL} alt="" width={72} height={72} loading="lazy" />
                    <div className="mini-cart__info">
                      <a href={item.pdpUrl} className="mini-cart__name">
                        {item.name}
                      </a>
                      <p className="mini-cart__meta">
                        {item.color} · {lineSize(item, messages, money, site.language)}
                        {/* A gift line has no stepper, so its quantity is told here. */}
                        {item.bonus && ` · ${t(messages, 'qtyShort', { qty: item.qty })}`}
                      </p>
                      {(item.selectedShippingOption === 'pickup' ||
                        item.selectedShippingOption === 'sts' ||
                        item.selectedShippingOption === 'pudo') && (
                        <p className="mini-cart__meta">
                          {t(messages, `deliveryKind_${item.selectedShippingOption}`)}
                        </p>
                      )}
                      {!item.bonus && (
                        <div className="mini-cart__controls">
                          <button
                            type="button"
                            className="icon-button mini-cart__step"
                            aria-label={t(messages, 'decreaseQty', { name: item.name })}
                            disabled={item.qty <= 1}
                            aria-disabled={busy || undefined}
                            onClick={() => change(item.id, item.qty - 1)}
                          >
                            −
                          </button>
                          {/* The value the buttons change, named like the cart page's quantity field;
                              an output is a polite status, so the new quantity is announced too. */}
                          <output
                            className="mini-cart__qty"
                            aria-label={t(messages, 'quantityFor', { name: item.name })}
                          >
                            {item.qty}
                          </output>
                          <button
                            type="button"
                            className="icon-button mini-cart__step"
                            aria-label={t(messages, 'increaseQty', { name: item.name })}
                            aria-disabled={busy || undefined}
                            onClick={() => change(item.id, item.qty + 1)}
                          >
                            +
                          </button>
                          <button
                            type="button"
                            className="link-button"
                            aria-label={t(messages, 'removeItem', { name: item.name })}
                            aria-disabled={busy || undefined}
                            onClick={() => change(item.id, null)}
                          >
                            {t(messages, 'remove')}
                          </button>
                        </div>
                      )}
                      {itemErrors[item.id] && (
                        <p className="cart-line__error" role="alert">
                          {itemErrors[item.id]}
                        </p>
                      )}
                    </div>
                    <p className="mini-cart__row-price">{money(item.price.rowTotal)}</p>
                  </li>
                ))}
              </ul>
              <div className="mini-cart__totals">
                <CartTotals cart={cart} messages={messages} money={money} />
              </div>
            </>
          )}
          <div className="mini-cart__actions">
            <a className="button button--secondary" href={`/${locale}/cart`}>
              {t(messages, 'viewCart')}
            </a>
            <a className="button button--primary" href={`/${locale}/checkout`}>
              {t(messages, 'checkout')}
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}
