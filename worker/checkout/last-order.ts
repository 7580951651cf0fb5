/**
 * The order this browser placed last (ten minutes, HttpOnly): a second submit that arrives after
 * the first emptied the session's basket (double click, two tabs, a replayed 3DS return) shows
 * that order again instead of an error. Reading the order still needs the shopper's token.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ORDER_NUMBER } from '../../shared/contract';
import type { AppEnv } from '../env';
import type { OrderMemory } from './service';

const LAST_ORDER = 'sf_order';

export const rememberOrder = (c: Context<AppEnv>, orderNumber: string) =>
  setCookie(c, LAST_ORDER, orderNumber, {
    prefix: 'host',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: 600,
  });

export const lastOrder = (c: Context<AppEnv>): string | undefined => {
  const value = getCookie(c, LAST_ORDER, 'host');
  return value && ORDER_NUMBER.test(value) ? value : undefined;
};

/** The same memory for the checkout service, which places orders for both the pages and the BFF. */
export const orderMemory = (c: Context<AppEnv>): OrderMemory => ({
  remember: (orderNumber: string) => rememberOrder(c, orderNumber),
  last: () => lastOrder(c),
});
