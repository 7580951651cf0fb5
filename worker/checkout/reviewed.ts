import type { Context } from 'hono';
import { CART_CHANGED, reviewedFingerprint } from '../../shared/checkout/reviewed';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { ApiError } from '../upstream/errors';

/**
 * Before placing: the basket now must be the one the shopper reviewed (`reviewed`, when sent), or
 * nothing is placed and the answer is 409 CHK409 (the page form goes back to the summary, which
 * shows the new total). No basket (placed already: a doubled submit) is left to place order, which
 * answers the order this browser placed; a request without the field is not checked (API clients).
 */
export const checkReviewed = async (c: Context<AppEnv>, reviewed: string | undefined): Promise<void> => {
  if (!reviewed) return;
  const service = c.get('checkout');
  const cart = await service
    .onBasket((token, basketId) => c.get('upstream').checkout.get(token, basketId))
    .catch((error: unknown) => {
      if ((error instanceof HttpError || error instanceof ApiError) && error.errorId === 'BSK404')
        return null;
      throw error;
    });
  if (cart && reviewedFingerprint(cart) !== reviewed)
    throw new HttpError(409, CART_CHANGED, 'Your cart changed. Check the new total, then place the order.');
};
