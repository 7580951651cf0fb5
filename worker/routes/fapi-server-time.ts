/**
 * `GET /fapi/server/time` (content spec section 7): the storefront's clock, `{ timestamp }` in epoch
 * milliseconds; opt-in dates come from it, never from the shopper's device.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const serverTime = (): number => Date.now();

export const fapiServerTime = new Hono<AppEnv>().get('/fapi/server/time', (c) =>
  c.json({ timestamp: serverTime() }, 200, { 'cache-control': 'no-store' }),
);
