/**
 * The buy box before React comes (its early half: `EarlyHalf`, client/loader.ts). Its server HTML
 * works as it is (colours are links, sizes radios, the quantity a field); only "Add to cart" would
 * post the page away. The loader holds that tap until the island hydrates: this sends it at once
 * instead, as the island would (the BFF's JSON add, the line laid on the mini cart's cart), and the
 * island, once hydrated, shows its outcome (`takeSentBeforeHydration`) rather than sending it again.
 */
import type { EarlyHalf } from '../loader';
import { type AddToCartColor, boundedQty, inStock, sendBeforeHydration } from '../state/buy-box';
import { readSnapshot } from '../state/snapshot';
import { loadMiniCartLines } from '../ui/cart/load-mini-cart-lines';
import type { AddToCartProps } from './AddToCart';

/**
 * The add the form asks for as the shopper left it: the size checked (of the server's colour, the
 * only one before hydration) and the quantity typed. Null without a size in stock: the tap is then
 * the island's, which says "Please select a size" once hydrated.
 */
export const chosenAdd = (
  { colors, selectedColorCode, maxQty }: Pick<AddToCartProps, 'colors' | 'selectedColorCode' | 'maxQty'>,
  sku: FormDataEntryValue | null,
  typedQty: FormDataEntryValue | null,
): { color: AddToCartColor; sku: string; qty: number } | null => {
  const color = colors.find((c) => c.code === selectedColorCode) ?? colors[0];
  if (!color || typeof sku !== 'string' || !inStock(color, sku)) return null;
  return { color, sku, qty: boundedQty(Number(typedQty ?? ''), maxQty) };
};

export default function addToCartEarly(_el: Element, props: Record<string, unknown>): EarlyHalf {
  const buyBox = props as AddToCartProps;
  let sending = false;
  return {
    // The shopper reached the buy box (or React is coming): the mini cart's lines come now, so the
    // tap that adds fetches no code. Should they not come, the mini cart fetches them again.
    woken: () => {
      loadMiniCartLines().catch(() => {});
    },
    take: (target) => {
      const form = target.closest('form');
      if (!form || !target.closest('button[type=submit]')) return false;
      // A doubled tap adds once.
      if (sending) return true;
      const data = new FormData(form);
      const add = chosenAdd(buyBox, data.get('productId'), data.get('qty'));
      const page = readSnapshot();
      if (!add || !page) return false;
      sending = true;
      void sendBeforeHydration({
        ...add,
        locale: page.site.locale,
        messages: page.messages,
        productName: buyBox.productName,
        maxQty: buyBox.maxQty,
      }).finally(() => {
        sending = false;
      });
      return true;
    },
  };
}
