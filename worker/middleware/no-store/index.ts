/**
 * Cart and checkout pages hold the shopper's cart, addresses and order: no cache may keep them,
 * not even the browser's for the back button (`no-cache` would let it store and revalidate).
 * Set after the route ran, so refusals, error pages and redirects are covered too.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';

export const PRIVATE_NO_STORE = 'private, no-store';

export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('cache-control', PRIVATE_NO_STORE);
});
