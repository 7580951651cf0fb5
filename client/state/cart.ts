/** The cart shared by islands (mini cart, add to cart): seeded from the page's state snapshot. */
import { proxy } from 'valtio/vanilla';
import type { Cart } from '../../shared/contract/cart';
import { readSnapshot } from './snapshot';

export type CartState = { cart: Cart | null; open: boolean };

export const cartStore = proxy<CartState>({ cart: readSnapshot()?.cart ?? null, open: false });

export const setCart = (cart: Cart | null): void => {
  cartStore.cart = cart;
};
export const openMiniCart = (): void => {
  cartStore.open = true;
};
export const closeMiniCart = (): void => {
  cartStore.open = false;
};

/** Units in the cart (what the header badge shows). */
export const cartCount = (cart: Pick<Cart, 'items'> | null | undefined): number =>
  cart ? cart.items.reduce((n, item) => n + item.qty, 0) : 0;
