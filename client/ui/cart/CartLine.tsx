/**
 * One cart line: image, name, colour, size, unit and row price, discounts, stock flash, quantity
 * and remove (plain forms first; the island's handlers make them instant), and its delivery choice.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { CartItem, Flash } from '../../../shared/contract/cart';
import { CART_ITEMS_URL } from '../../api/cart';
import { t } from '../../i18n';
import { labelled } from '../../i18n/french-typography';
import type { LineText } from '../../i18n/giftcustoms';
import type { AppState } from '../../state/app';
import { DeliveryChoice, type DeliveryViewProps, type DeliveryWords } from '../DeliveryChoice';
import { GiftCustomsLine } from '../GiftCustomsLine';
import { StockFlash } from '../StockFlash';
import type { Money } from './CartTotals';
import { lineSize } from './lineSize';

export type LineProps = {
  item: CartItem;
  flash: Flash | undefined;
  state: AppState;
  money: Money;
  returnTo: string;
  error: string | undefined;
  busy: string | null;
  hydrated: boolean;
  delivery?: { words: DeliveryWords; view: DeliveryViewProps } | undefined;
  /** The store the cart's other ship-to-store lines go to (`shipToStoreOfOthers`). */
  otherShipToStore?: string | undefined;
  onQty: (event: FormEvent<HTMLFormElement>, qty: number) => Promise<boolean | undefined>;
  onRemove: (event: FormEvent<HTMLFormElement>) => Promise<boolean | undefined>;
  lineText?: LineText | undefined;
  /** Save for later and the favorites heart (client/ui/favorites/CartLineLists.tsx). */
  lists?: ReactNode;
};

export function CartLine({
  item,
  flash,
  state,
  money,
  returnTo,
  error,
  busy,
  hydrated,
  delivery,
  otherShipToStore,
  onQty,
  onRemove,
  lineText,
  lists,
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
          {labelled(state.site.language, t(messages, 'color'), item.color)} ·{' '}
          {lineSize(item, messages, money, state.site.language)}
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
            <span className="visually-hidden">{labelled(state.site.language, t(messages, 'unitPrice'))}</span>
            {onSale && <s className="price__original">{money(item.price.original)}</s>}{' '}
            {money(item.price.current)}
          </p>
        )}
        {(item.itemPromotions ?? []).length > 0 && (
          <ul className="cart-line__promos">
            {item.itemPromotions!.map((p) => (
              <li key={p.promotionId}>
                {labelled(state.site.language, p.promotionName, `−${money(p.amount)}`)}
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
                if (!/^\d+$/.test(qty.trim()) || !Number.isInteger(n)) {
                  event.preventDefault();
                  setQty(String(item.qty));
                  return;
                }
                // 0 removes the line, as the form does without scripts.
                if (n === 0) {
                  void onRemove(event).then((ok) => {
                    if (ok === false) setQty(String(item.qty));
                  });
                  return;
                }
                // A refused quantity (above the maximum, GWP403) leaves the cart as it was: so does the field.
                void onQty(event, n).then((ok) => {
                  if (ok === false) setQty(String(item.qty));
                });
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
                min={0}
                value={qty}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${ids}error`}
                onChange={(event) => setQty(event.target.value)}
                // Leaving the field commits it, as the native change event does (Enter is not needed).
                onBlur={(event) => {
                  if (hydrated && event.currentTarget.value !== String(item.qty))
                    event.currentTarget.form?.requestSubmit();
                }}
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
            {lists}
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
            words={delivery.words}
            view={delivery.view}
            otherShipToStore={otherShipToStore}
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
