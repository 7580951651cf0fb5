/**
 * A cart line's list actions: "Save for later" (a plain form first; the cart view's handler makes
 * it instant) and the favorites heart for the line's colour.
 */
import type { FormEvent } from 'react';
import type { CartItem } from '../../../shared/contract/cart';
import { withLocale } from '../../api/bff';
import { format } from '../../i18n';
import FavoriteToggle from '../../islands/FavoriteToggle';
import { saveCartLinePath } from './list-paths';

export type CartListText = { saveForLater: string; saveNamed: string; add: string; remove: string };

export function CartLineLists({
  item,
  favorite,
  locale,
  returnTo,
  text,
  onSave,
}: {
  item: CartItem;
  /** The line's colour is among the shopper's favorites (the heart starts pressed). */
  favorite: boolean;
  locale: string;
  returnTo: string;
  text: CartListText;
  onSave: (event: FormEvent<HTMLFormElement>) => void;
}) {
  // Gift cards and customs designs are made for one order: they are not kept in a list.
  if (item.bonus || item.isDigitalProduct || item.isCustoms) return null;
  return (
    <div className="cart-line__lists">
      <form method="post" action={withLocale(saveCartLinePath(item.id), locale)} onSubmit={onSave}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          className="link-button"
          type="submit"
          aria-label={format(text.saveNamed, { name: item.name })}
        >
          {text.saveForLater}
        </button>
      </form>
      <FavoriteToggle
        productId={item.masterId2}
        name={item.name}
        pressed={favorite}
        locale={locale}
        returnTo={returnTo}
        text={{ add: text.add, remove: text.remove }}
      />
    </div>
  );
}
