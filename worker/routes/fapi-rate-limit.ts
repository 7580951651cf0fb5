/**
 * Rate limit of the internal `/fapi/*` endpoints per client address (fixed window, per isolate):
 * past the limit a 429 with `Retry-After` and the error envelope, before any work is done. A
 * production deployment adds the Workers rate-limiting binding in front for a limit across
 * isolates; this one keeps a single client from flooding one isolate (and the tests honest).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { errorEnvelope } from '../middleware/errors';

export type RateLimit = { limit: number; windowMs: number };

/** 120 requests a minute per address: far above what one page's islands ask. */
export const FAPI_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };

const MAX_TRACKED = 10_000;

/** The client's address as Cloudflare reports it (no header: one bucket for all such requests). */
export const clientAddress = (c: Context): string => c.req.header('cf-connecting-ip') ?? 'unknown';

export const rateLimit = ({ limit, windowMs }: RateLimit = FAPI_RATE_LIMIT) => {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = Date.now();
    const key = clientAddress(c);
    let window = windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      // Forget the oldest address before tracking one more (a Map iterates in insertion order).
      if (!window && windows.size >= MAX_TRACKED) windows.delete(windows.keys().next().value as string);
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfter = Math.ceil((window.startedAt + windowMs - now) / 1000);
      c.var.log?.warn('fapi rate limited', { address: key });
      return c.json(
        errorEnvelope({
          status: 429,
          errorId: 'API429',
          message: 'Too many requests. Please try again later.',
        }),
        429,
        { 'retry-after': String(retryAfter), 'cache-control': 'no-store' },
      );
    }
    await next();
  });
};
