/**
 * What a line's size reads as: a size ("Size: M"), or for a gift card its amount in the cart's
 * currency ("Amount: $50.00"): a gift card's "size" is its value, which the price already carries.
 */
import type { CartItem } from '../../../shared/contract/cart';
import { type MessageSource, t } from '../../i18n';
import { labelled } from '../../i18n/french-typography';
import type { Money } from './CartTotals';

export type SizedLine = Pick<CartItem, 'isDigitalProduct' | 'size'> & {
  price: Pick<CartItem['price'], 'current'>;
};

export const lineSize = (item: SizedLine, messages: MessageSource, money: Money, language: string): string =>
  item.isDigitalProduct
    ? labelled(language, t(messages, 'giftCardAmount'), money(item.price.current))
    : labelled(language, t(messages, 'size'), item.size);
