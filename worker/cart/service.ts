/**
 * Cart operations for the current session, with the spec's cart-level recovery (section 8):
 * BSK404 creates a new cart and retries the action once; a token the upstream rejects (AUT401)
 * is renewed and the call retried once.
 */
import type { AddToCartBody, Cart } from '../../shared/contract';
import type { Site } from '../../shared/site';
import type { Session } from '../middleware/session';
import type { UpstreamClients } from '../upstream';
import { ApiError } from '../upstream/errors';

const isCartGone = (error: unknown) =>
  error instanceof ApiError && (error.errorId === 'BSK404' || error.errorId === 'AUT498');

export const createCartService = (session: Session, upstream: UpstreamClients, site: Site) => {
  const withToken = async <T>(action: (token: string) => Promise<T>): Promise<T> => {
    try {
      return await action(await session.accessToken());
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      session.invalidateAccessToken();
      return action(await session.accessToken());
    }
  };

  const createCart = async (): Promise<Cart> => {
    const cart = await withToken((token) => upstream.cart.create(token, site.currency));
    session.setBasketId(cart.id);
    return cart;
  };

  return {
    /** The shopper's cart, or null when there is none (never creates a token for a crawler). */
    async current(): Promise<Cart | null> {
      const basketId = session.basketId;
      if (!basketId) return null;
      try {
        return await withToken((token) => upstream.cart.get(token, basketId));
      } catch (error) {
        if (!isCartGone(error)) throw error;
        session.setBasketId(undefined);
        return null;
      }
    },

    async addItem(body: AddToCartBody): Promise<Cart> {
      const add = (cartId: string) =>
        withToken((token) =>
          upstream.cart.addItems(token, { cartId, items: [{ productId: body.productId, qty: body.qty }] }),
        );
      const basketId = session.basketId ?? (await createCart()).id;
      try {
        return await add(basketId);
      } catch (error) {
        if (!isCartGone(error)) throw error;
        return add((await createCart()).id);
      }
    },
  };
};
export type CartService = ReturnType<typeof createCartService>;
