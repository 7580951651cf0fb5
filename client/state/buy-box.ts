/**
 * The product page's add to cart, as the buy box island sends it and as its early half
 * (`islands/AddToCart.early.ts`) sends a tap that came before React: one add, one optimistic line.
 * No React here, so the early half brings none.
 */
import type { Price as PriceData } from '../../shared/contract/product';
import { chosenPrice } from '../../shared/pricing/size-price';
import { addToCart } from '../api/cart';
import type { MessageSource } from '../i18n';
import { addToCartAndOpen, type CartActionOutcome } from './cart';

export type AddToCartColor = {
  code: string;
  name: string;
  swatch: string;
  /** The colour's product page URL (what the swatch links to). */
  url: string;
  price: PriceData;
  /** `price`: the size's own, only where it differs from the colour's (shared/pricing/size-price). */
  variants: { sku: string; size: string; stock: number; price?: PriceData }[];
  /** The colour's images (the gallery's): the first is the optimistic mini cart line's. */
  images?: { url: string }[];
};

export type BuyBoxAdd = {
  locale: string;
  messages: MessageSource;
  /** The product's name: the mini cart's line shows it before the BFF answers. */
  productName: string;
  color: AddToCartColor;
  sku: string;
  qty: number;
  maxQty: number;
};

/** Whether `sku` is a size of `color` that can be bought now. */
export const inStock = (color: AddToCartColor, sku: string | null): boolean =>
  color.variants.some((v) => v.sku === sku && v.stock > 0);

/** A typed quantity as the buy box takes it: from 1 to `maxQty` (nothing typed is 1). */
export const boundedQty = (typed: number, maxQty: number): number =>
  Math.max(1, Math.min(maxQty, typed || 1));

/** Sends the add and opens the mini cart with its line laid on the cart at once. */
export const sendBuyBoxAdd = ({
  locale,
  messages,
  productName,
  color,
  sku,
  qty,
  maxQty,
}: BuyBoxAdd): Promise<CartActionOutcome> => {
  const variant = color.variants.find((v) => v.sku === sku);
  // The line's price is the one the buy box shows for this size (the answer corrects it if not).
  const price = chosenPrice(color, sku);
  const line = {
    sku,
    name: productName,
    color: color.name,
    size: variant?.size ?? '',
    unitPrice: price.lowCurrent,
    currency: price.currency,
    image: color.images?.[0]?.url ?? '',
    pdpUrl: color.url,
    maxQty,
  };
  return addToCartAndOpen(() => addToCart(locale, sku, qty), messages, null, { line, qty });
};

/** The add the early half sent before the island hydrated, until the island takes it over. */
let sentEarly: Promise<CartActionOutcome> | undefined;

/** The early half's add: sent now; the island shows its outcome once hydrated (never sends it again). */
export const sendBeforeHydration = (add: BuyBoxAdd): Promise<CartActionOutcome> => {
  sentEarly = sendBuyBoxAdd(add);
  return sentEarly;
};

/** The add sent before hydration, once (answered or not); undefined when there was none. */
export const takeSentBeforeHydration = (): Promise<CartActionOutcome> | undefined => {
  const sent = sentEarly;
  sentEarly = undefined;
  return sent;
};
