/**
 * The words for a cart line's delivery options: each option's label and detail line in the full
 * choice, and the one-line summary the compact line shows until the shopper opens "Change".
 */
import type { CartItem, ShippingOption } from '../../shared/contract/cart';
import { format } from '../i18n';
import type { DeliveryText } from '../i18n/delivery';

export type OptionWords = {
  text: DeliveryText;
  /** Store names by id (the store picker's list); an unknown id prints as itself. */
  storeNames: Record<string, string>;
  money: (minor: number) => string;
};

export const storeOf = (o: ShippingOption | undefined): string | undefined => o?.shippingMethod.storeInfo?.id;

export const optionLabel = (o: ShippingOption, { text, storeNames }: OptionWords): string => {
  const id = storeOf(o);
  const store = id ? (storeNames[id] ?? id) : undefined;
  switch (o.shippingMethod.code) {
    case 'pickup':
      return store ? format(text.option_pickup, { store }) : text.option_pickupNoStore;
    case 'sts':
      return store ? format(text.option_sts, { store }) : text.option_stsNoStore;
    case 'pudo':
      return text.option_pudo;
    default:
      return text.option_standard;
  }
};

export const optionMeta = (o: ShippingOption, { text, money }: OptionWords): string => {
  const method = o.shippingMethod;
  const parts = [method.price.amount === 0 ? text.free : money(method.price.amount), method.deliveryTime];
  if (method.code === 'pickup' && method.storeInfo)
    parts.unshift(
      o.available ? format(text.inStockAt, { count: method.storeInfo.storeInventory }) : text.notInStockAt,
    );
  return parts.filter(Boolean).join(' · ');
};

/**
 * "Home delivery · Standard, 3-5 business days", "Pick up at Ridgeline Denver · Ready in 2 hours":
 * the chosen option (the first when the platform marks none) and when it arrives.
 */
export const deliverySummary = (options: ShippingOption[], words: OptionWords): string => {
  const chosen = options.find((o) => o.selected) ?? options[0];
  if (!chosen) return '';
  const time = chosen.shippingMethod.deliveryTime;
  const when =
    time && chosen.shippingMethod.code === 'standard' ? format(words.text.standardIn, { time }) : time;
  return [optionLabel(chosen, words), when].filter(Boolean).join(' · ');
};

/**
 * The store the cart's other ship-to-store lines go to, or undefined when no other line ships to
 * a store. A basket ships to one store, so choosing another for this line moves them too.
 */
export const shipToStoreOfOthers = (items: readonly CartItem[], itemId: string): string | undefined => {
  for (const line of items) {
    if (line.id === itemId) continue;
    const store = storeOf(line.shippingOptions?.find((o) => o.selected && o.shippingMethod.code === 'sts'));
    if (store) return store;
  }
  return undefined;
};

/** The options a line may offer on this site (pickup only where the site allows it). */
export const offeredOptions = (item: CartItem, pickupEnabled: boolean): ShippingOption[] =>
  (item.shippingOptions ?? []).filter((o) => o.shippingMethod.code !== 'pickup' || pickupEnabled);
