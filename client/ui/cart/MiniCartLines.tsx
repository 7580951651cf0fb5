/**
 * What the mini cart lists: its lines with their quantity steppers and remove buttons, the
 * carry-over notice and the totals. Loaded when the mini cart first opens (or is about to), so a
 * page the shopper only reads never loads it.
 */
import { useState } from 'react';
import type { Cart } from '../../../shared/contract/cart';
import { formatMoney } from '../../../shared/pricing/format';
import { removeCartItem, updateCartItem } from '../../api/cart';
import { type MessageSource, t } from '../../i18n';
import { CART_MOVED } from '../../i18n/cart-moved';
import { runCartAction } from '../../state/cart';
import { isPendingLine } from '../../state/optimistic-cart';
import type { SiteInfo } from '../../state/snapshot';
import { CartTotals } from './CartTotals';
import { lineSize } from './lineSize';

export type MiniCartLinesProps = {
  locale: string;
  cart: Cart | null;
  /** An add is on its way: its line shows already; the steppers wait for the BFF's cart. */
  adding?: boolean;
  site: SiteInfo;
  messages: MessageSource;
};

export default function MiniCartLines({ locale, cart, adding = false, site, messages }: MiniCartLinesProps) {
  const [changing, setChanging] = useState(false);
  // A change sent on a guessed quantity would count the add twice.
  const busy = changing || adding;
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});

  /** Quantity and remove in the dialog (spec: mini cart dialog and cart page), same rules as the cart page. */
  const change = async (itemId: string, qty: number | null) => {
    if (busy) return;
    setChanging(true);
    const outcome = await runCartAction(
      () => (qty === null ? removeCartItem(locale, itemId) : updateCartItem(locale, itemId, qty)),
      messages,
      qty === null ? 'remove' : 'qty',
    );
    setChanging(false);
    setItemErrors((prev) => {
      const next = { ...prev };
      delete next[itemId];
      if (!outcome.ok) next[itemId] = outcome.message;
      return next;
    });
  };

  const items = cart?.items ?? [];
  // A cart carried over from another site says so where the shopper first sees it after an add.
  const moved = cart?.customerNotifications.filter((n) => n.type === CART_MOVED) ?? [];
  const money = (minor: number) => formatMoney(minor, cart?.currency ?? site.currency, site.languageTag);
  if (items.length === 0 || !cart) return <p className="mini-cart__empty">{t(messages, 'miniCartEmpty')}</p>;
  return (
    <>
      {moved.map((notice) => (
        <p key={notice.message} className="notice mini-cart__notice">
          {notice.message}
        </p>
      ))}
      <ul className="mini-cart__items" aria-busy={adding || undefined}>
        {items.map((item) => (
          <li key={item.id} className="mini-cart__item">
            <img src={item.productImageURL} alt="" width={72} height={72} loading="lazy" />
            <div className="mini-cart__info">
              <a href={item.pdpUrl} className="mini-cart__name">
                {item.name}
              </a>
              <p className="mini-cart__meta">
                {item.color} · {lineSize(item, messages, money, site.language)}
                {/* A gift line, or one the BFF has not answered yet, has no stepper: its quantity is told here. */}
                {(item.bonus || isPendingLine(item)) && ` · ${t(messages, 'qtyShort', { qty: item.qty })}`}
              </p>
              {(item.selectedShippingOption === 'pickup' ||
                item.selectedShippingOption === 'sts' ||
                item.selectedShippingOption === 'pudo') && (
                <p className="mini-cart__meta">
                  {t(messages, `deliveryKind_${item.selectedShippingOption}`)}
                </p>
              )}
              {!item.bonus && !isPendingLine(item) && (
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
      <div className="mini-cart__totals" aria-busy={adding || undefined}>
        {/* Until the BFF answers, only the lines' sum is known: no guessed shipping, tax or total. */}
        {adding ? (
          <dl className="totals">
            <div className="totals__row">
              <dt>{t(messages, 'subtotal')}</dt>
              <dd>{money(cart.totals.itemTotal)}</dd>
            </div>
          </dl>
        ) : (
          <CartTotals cart={cart} messages={messages} money={money} />
        )}
      </div>
    </>
  );
}
