/**
 * What a line's size reads as: a size ("Size: M"), or for a gift card its amount in the cart's
 * currency ("Amount: $50.00"): a gift card's "size" is its value, which the price already carries.
 */
import type { CartItem } from '../../../shared/contract/cart';
import { type MessageSource, t } from '../../i18n';
import type { Money } from './CartTotals';

export type SizedLine = Pick<CartItem, 'isDigitalProduct' | 'size'> & {
  price: Pick<CartItem['price'], 'current'>;
};

export const lineSize = (item: SizedLine, messages: MessageSource, money: Money): string =>
  item.isDigitalProduct
    ? `${t(messages, 'giftCardAmount')}: ${money(item.price.current)}`
    : `${t(messages, 'size')}: ${item.size}`;
