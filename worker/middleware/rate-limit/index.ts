/**
 * Rate limit per client address (fixed window, per isolate): the internal `/fapi/*` endpoints and
 * the guest order lookup. Past the limit a 429 with `Retry-After` and the error envelope (or what
 * `refuse` renders, a page), before any work is done. A production deployment adds the Workers
 * rate-limiting binding in front for a limit across isolates; this one keeps a single client from
 * flooding one isolate (and the tests honest).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { memo } from '../../../shared/contract/memo';
import type { AppEnv } from '../../env';
import { HttpError } from '../errors';

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

/** `name` is for diagnostics (`memoStats`): the durable budget's own, else the limit. */
export const createBudget = ({ limit, windowMs }: RateLimit, name = `${limit}-per-${windowMs}ms`): Budget => {
  // Past `MAX_TRACKED` addresses the least recently seen is forgotten (it starts afresh if it comes back).
  const windows = memo<string, { startedAt: number; count: number }>({
    name: `rate-limit/${name}`,
    max: MAX_TRACKED,
  });
  return {
    take(key, now): Over {
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        window = windows.set(key, { startedAt: now, count: 0 });
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
      c.get('log').warn('rate limited', { path: c.req.path });
      const headers = { 'retry-after': String(over.retryAfter), 'cache-control': 'no-store' };
      if (refuse) {
        const response = await refuse(c);
        for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
        return response;
      }
      // The one error handler builds the envelope; the headers set here go out with it.
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      throw new HttpError(429, 'API429', 'Too many requests. Please try again later.');
    }
    await next();
  });
};
