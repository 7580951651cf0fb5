/**
 * Rate limit per client address (fixed window, per isolate): the internal `/fapi/*` endpoints and
 * the guest order lookup. Past the limit a 429 with `Retry-After` and the error envelope (or what
 * `refuse` renders, a page), before any work is done. A production deployment adds the Workers
 * rate-limiting binding in front for a limit across isolates; this one keeps a single client from
 * flooding one isolate (and the tests honest).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { errorEnvelope } from '../errors';

export type RateLimit = { limit: number; windowMs: number };

/** 120 requests a minute per address: far above what one page's islands ask. */
export const FAPI_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };

const MAX_TRACKED = 10_000;

/** The client's address as Cloudflare reports it (no header: one bucket for all such requests). */
export const clientAddress = (c: Context): string => c.req.header('cf-connecting-ip') ?? 'unknown';

/** What a limited request gets instead of the JSON envelope (a page, say); headers are added. */
export type Refusal = (c: Context<AppEnv>) => Response | Promise<Response>;

type Over = { retryAfter: number } | null;

/**
 * Counts per address; several routes sharing one budget share one count (a form and its API).
 * A durable budget (`rate-budget.ts`) reads the worker's bindings and answers asynchronously.
 */
export type Budget = { take(key: string, now: number, env?: AppEnv['Bindings']): Over | Promise<Over> };

export const createBudget = ({ limit, windowMs }: RateLimit): Budget => {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    take(key, now): Over {
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        // Forget the oldest address before tracking one more (a Map iterates in insertion order).
        if (!window && windows.size >= MAX_TRACKED) windows.delete(windows.keys().next().value as string);
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > limit
        ? { retryAfter: Math.ceil((window.startedAt + windowMs - now) / 1000) }
        : null;
    },
  };
};

export const rateLimit = (budget: RateLimit | Budget = FAPI_RATE_LIMIT, refuse?: Refusal) => {
  const counts = 'take' in budget ? budget : createBudget(budget);
  return createMiddleware<AppEnv>(async (c, next) => {
    const over = await counts.take(clientAddress(c), Date.now(), c.env);
    if (over) {
      c.get('log')?.warn('rate limited', { path: c.req.path });
      const headers = { 'retry-after': String(over.retryAfter), 'cache-control': 'no-store' };
      if (refuse) {
        const response = await refuse(c);
        for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
        return response;
      }
      return c.json(
        errorEnvelope({
          status: 429,
          errorId: 'API429',
          message: 'Too many requests. Please try again later.',
        }),
        429,
        headers,
      );
    }
    await next();
  });
};
