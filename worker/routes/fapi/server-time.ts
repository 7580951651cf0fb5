/**
 * `GET /fapi/server/time` → `{ timestamp }` (milliseconds since the epoch, the worker's clock).
 * Opt-in dates (newsletter, SMS) are stamped with the server's time, never the browser's, so a
 * shopper's wrong clock cannot back- or forward-date consent. The account forms read the same
 * clock through `serverTime()` (worker/clock); islands and other parts ask this endpoint.
 */
import { Hono } from 'hono';
import { serverTime } from '../../clock/server-time';
import type { AppEnv } from '../../env';

export const serverTimeRoute = new Hono<AppEnv>().get('/fapi/server/time', (c) =>
  c.json({ timestamp: serverTime() }, 200, { 'cache-control': 'no-store' }),
);
