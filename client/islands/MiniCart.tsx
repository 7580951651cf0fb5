/**
 * Header cart button and mini cart dialog. Before hydration (and without JS) it is a link to the
 * cart page showing the server-rendered count; once hydrated it is a button opening a modal
 * `<dialog>` (focus moves in, Escape closes, focus returns to what opened it).
 */
import { type MouseEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { plural, t } from '../i18n';
import { lazyPart } from '../island-kit/lazy-part';
import { useAppState, useHydrated } from '../state/app';
import {
  cartCount,
  closeMiniCart,
  openMiniCart,
  takeMiniCartReturn,
  whenMiniCartMayOpen,
} from '../state/cart';
import { loadMiniCartLines } from '../ui/cart/load-mini-cart-lines';

// The lines are on every page but read only once the mini cart opens: their code (and the totals')
// is loaded then, as the pointer or focus reaches the cart button, or as an add to cart (which
// opens it) is sent. Should it not come, the dialog still offers the cart page and checkout.
const MiniCartLines = lazyPart(loadMiniCartLines, ({ messages }) => (
  <p className="mini-cart__empty">{t(messages, 'genericError')}</p>
));
/** Fetches the lines ahead (a chunk that cannot come makes the part its fallback). */
const prefetchLines = () => {
  void MiniCartLines.preload();
};

whenMiniCartMayOpen(prefetchLines);

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
  const { cart, open, adding, site, messages } = useAppState();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const count = cartCount(cart);
  const label = plural(messages, site.languageTag, 'cartCount', count);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

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

  // Leaving for the cart or checkout while an add is on its way: the next page must hold it.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo && !adding) location.assign(leaveTo);
  }, [leaveTo, adding]);
  const afterAdd = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!adding) return;
    event.preventDefault();
    setLeaveTo(event.currentTarget.href);
  };

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

  return (
    <>
      <button
        type="button"
        className="icon-button cart-button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => openMiniCart()}
        onPointerEnter={prefetchLines}
        onFocus={prefetchLines}
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
            {/* Until the BFF answers an add, the dialog says so: its line is already listed. */}
            <h2 id={headingId} className="mini-cart__title">
              {t(messages, adding ? 'miniCartAdding' : 'miniCartTitle')}
            </h2>
            <button type="button" className="icon-button" onClick={closeMiniCart}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{t(messages, 'close')}</span>
            </button>
          </div>
          <Suspense fallback={<p className="mini-cart__empty">{t(messages, 'loading')}</p>}>
            {opened && (
              <MiniCartLines locale={locale} cart={cart} adding={adding} site={site} messages={messages} />
            )}
          </Suspense>
          <div className="mini-cart__actions">
            <a className="button button--secondary" href={`/${locale}/cart`} onClick={afterAdd}>
              {t(messages, 'viewCart')}
            </a>
            <a className="button button--primary" href={`/${locale}/checkout`} onClick={afterAdd}>
              {t(messages, 'checkout')}
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}
