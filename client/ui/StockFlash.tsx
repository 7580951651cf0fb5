/**
 * What happened to a cart line that ran out (out-of-stock flash, commerce spec section 4) and what
 * the shopper can do: take the units that are left (a plain form, instant once hydrated) or
 * remove the line (its remove button). Used inside the cart view island.
 */
import type { FormEvent } from 'react';
import type { CartItem, Flash } from '../../shared/contract/cart';
import { isOutOfStockFlash, OUT_OF_STOCK_FLASH } from '../../shared/contract/constants';
import { type MessageSource, t } from '../i18n';

type Props = {
  flash: Flash | undefined;
  item: CartItem;
  messages: MessageSource;
  action: string;
  returnTo: string;
  onQty: (event: FormEvent<HTMLFormElement>, qty: number) => void;
};

export function StockFlash({ flash, item, messages, action, returnTo, onQty }: Props) {
  if (!flash) return null;
  if (flash.type === OUT_OF_STOCK_FLASH.partialMissing) {
    const available = item.qty - (flash.details?.missingQty ?? 0);
    return (
      <div className="cart-line__flash" role="status">
        <p>{t(messages, 'stock_partial', { available })}</p>
        <form method="post" action={action} onSubmit={(event) => onQty(event, available)}>
          <input type="hidden" name="_action" value="update" />
          <input type="hidden" name="qty" value={available} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className="button button--secondary">
            {t(messages, 'stock_changeTo', { available })}
          </button>
        </form>
      </div>
    );
  }
  const key = flash.type === OUT_OF_STOCK_FLASH.notAvailable ? 'stock_notAvailable' : 'stock_soldOut';
  return (
    <p className="cart-line__flash" role="status">
      {t(messages, key)}
    </p>
  );
}

/** The out-of-stock flash message about one line (by sku), if any (transitions are shown elsewhere). */
export const flashFor = (flash: readonly Flash[] | undefined, item: CartItem): Flash | undefined =>
  flash?.find((f) => isOutOfStockFlash(f.type) && f.details?.sku === item.productId);
