/**
 * The cart a shopper sees while adds are on their way: the last cart the BFF answered with each
 * add not yet answered laid on top, from what the buy box already knows (name, colour, size,
 * price, image). An answer replaces the confirmed cart and drops its add (the line is then the
 * BFF's own, prices, promotions and tax corrected); a refusal drops its add only, so the line
 * goes away or its quantity goes back. Adds answered in any order leave the later adds shown.
 * Pure functions: `cart.ts` keeps the state and puts the shown cart in the store.
 */
import type { Cart, CartItem } from '../../shared/contract/cart';
import type { Currency } from '../../shared/contract/common';

/** What an add lays on the cart before its answer. */
export type OptimisticLine = {
  /** The variant sku sent to the BFF. */
  sku: string;
  name: string;
  color: string;
  size: string;
  /** Unit price in minor units (the buy box's price; the answer corrects it). */
  unitPrice: number;
  currency: Currency;
  image: string;
  pdpUrl: string;
  maxQty: number;
};

export type PendingAdd = { id: number; line: OptimisticLine; qty: number };

export type CartTrack = { confirmed: Cart | null; pending: readonly PendingAdd[] };

/** The id an optimistic new line carries until the BFF's cart replaces it. */
export const PENDING_LINE_PREFIX = 'pending-';
export const isPendingLine = (item: Pick<CartItem, 'id'>): boolean => item.id.startsWith(PENDING_LINE_PREFIX);

export const trackOf = (cart: Cart | null): CartTrack => ({ confirmed: cart, pending: [] });

export const withPending = (track: CartTrack, add: PendingAdd): CartTrack => ({
  ...track,
  pending: [...track.pending, add],
});

/** The BFF took add `id`: its cart is the truth now, later adds still lie on top. */
export const confirmed = (track: CartTrack, id: number, cart: Cart | null): CartTrack => ({
  confirmed: cart,
  pending: track.pending.filter((add) => add.id !== id),
});

/** The BFF refused add `id` (or it never arrived): the cart shown goes back as it was without it. */
export const refused = (track: CartTrack, id: number): CartTrack => ({
  ...track,
  pending: track.pending.filter((add) => add.id !== id),
});

const emptyCart = (currency: Currency): Cart => ({
  id: '',
  items: [],
  totals: {
    total: 0,
    totalDiscount: 0,
    itemTotal: 0,
    totalWithoutTax: 0,
    shipping: 0,
    tax: 0,
    totalDiscountPercentage: 0,
    remainingToPay: 0,
    currency,
    totalUnits: 0,
    itemSubTotal: 0,
    netAmount: 0,
    taxAmount: 0,
    appliedRewards: 0,
  },
  totalItems: 0,
  currency,
  flash: [],
  customerNotifications: [],
});

/** A line the cart would merge the add into: the same sku, bought as it is (no gift, no design). */
const sameLine = (item: CartItem, sku: string) =>
  item.productId === sku && !item.bonus && !item.isCustoms && !item.giftOption && !item.recipeId;

const newLine = (add: PendingAdd): CartItem => {
  const { line, qty } = add;
  const row = line.unitPrice * qty;
  const unit = line.unitPrice;
  return {
    id: `${PENDING_LINE_PREFIX}${add.id}`,
    productId: line.sku,
    masterId: '',
    masterId2: '',
    name: line.name,
    color: line.color,
    size: line.size,
    qty,
    maxQty: line.maxQty,
    upc: '',
    price: {
      current: unit,
      original: unit,
      highCurrent: unit,
      highOriginal: unit,
      amount: unit,
      rowTotal: row,
      priceAfterItemDiscount: row,
      priceAfterOrderDiscount: row,
    },
    taxTotal: 0,
    pdpUrl: line.pdpUrl,
    slug: '',
    bonus: false,
    isCustoms: false,
    isDigitalProduct: false,
    productImageURL: line.image,
    selectedShippingOption: 'standard',
  };
};

const laidOn = (cart: Cart, add: PendingAdd): Cart => {
  const amount = add.line.unitPrice * add.qty;
  const at = cart.items.findIndex((item) => sameLine(item, add.line.sku));
  const items =
    at < 0
      ? [...cart.items, newLine(add)]
      : cart.items.map((item, i) => {
          if (i !== at) return item;
          const row = item.price.rowTotal + item.price.amount * add.qty;
          return {
            ...item,
            qty: item.qty + add.qty,
            price: {
              ...item.price,
              rowTotal: row,
              priceAfterItemDiscount: row,
              priceAfterOrderDiscount: row,
            },
          };
        });
  const grow = (n: number) => n + amount;
  const t = cart.totals;
  return {
    ...cart,
    items,
    totalItems: cart.totalItems + add.qty,
    totals: {
      ...t,
      itemTotal: grow(t.itemTotal),
      itemSubTotal: grow(t.itemSubTotal),
      total: grow(t.total),
      totalWithoutTax: grow(t.totalWithoutTax),
      netAmount: grow(t.netAmount),
      remainingToPay: grow(t.remainingToPay),
      totalUnits: t.totalUnits + add.qty,
    },
  };
};

/** The cart to show: the confirmed one with every add still on its way laid on top, in order. */
export const shownCart = (track: CartTrack): Cart | null => {
  if (track.pending.length === 0) return track.confirmed;
  const base = track.confirmed ?? emptyCart(track.pending[0]!.line.currency);
  return track.pending.reduce(laidOn, base);
};
