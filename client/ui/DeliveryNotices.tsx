/**
 * The shipping transitions the server reported in the cart's `flash` (spec section 4), one notice
 * per item: info or error (shared/contract/delivery.ts), translated, with the item's name. Used on
 * the cart page (inside the CartView island) and at checkout.
 */
import type { Cart } from '../../shared/contract/cart';
import { isShippingTransition, SHIPPING_TRANSITIONS } from '../../shared/contract/shipping-transitions';
import type { DeliveryText } from '../i18n/delivery';
import { labelled } from '../i18n/french-typography';

export function DeliveryNotices({
  cart,
  text,
  language,
}: {
  cart: Pick<Cart, 'flash' | 'items'>;
  text: DeliveryText;
  /** The site language: how the item's name and its colon are written (labelled). */
  language: string;
}) {
  const notices = cart.flash.filter((f) => isShippingTransition(f.type));
  if (notices.length === 0) return null;
  return (
    <ul className="delivery-notices" aria-label={text.deliveryChanges}>
      {notices.map((f, i) => {
        const type = f.type as keyof typeof SHIPPING_TRANSITIONS;
        const item = cart.items.find((x) => x.id === f.details?.itemId);
        return (
          <li
            key={`${type}:${f.details?.itemId ?? i}`}
            className={`notice notice--${SHIPPING_TRANSITIONS[type]}`}
            role={SHIPPING_TRANSITIONS[type] === 'error' ? 'alert' : 'status'}
          >
            {item && <strong>{labelled(language, item.name)}</strong>}
            {text[`t_${type}`]}
          </li>
        );
      })}
    </ul>
  );
}
