/**
 * The shopper's favourite store: a store id in the cookie `sf_store` (nothing secret, readable by
 * the page to show the store first), set by the store picker and by a delivery choice.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { storeIdSchema } from '../../shared/contract';
import type { AppEnv } from '../env';

export const FAVORITE_STORE_COOKIE = 'sf_store';

/** The shopper's favourite store (cookie `sf_store`), when it is a well-formed store id. */
export const favoriteStoreId = (c: Context<AppEnv>): string | undefined => {
  const id = getCookie(c, FAVORITE_STORE_COOKIE);
  return id && storeIdSchema.safeParse(id).success ? id : undefined;
};
