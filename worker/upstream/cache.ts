/**
 * Stale-while-revalidate cache for upstream GETs that carry nothing personal (content trees and
 * catalogue reads). Two tiers: parsed values in the isolate (no JSON or zod work on a warm hit)
 * and the Cache API, shared by the isolates of a colo. Never used for calls that carry a token.
 */
import type { z } from 'zod';
import { buildRequest, type CallContext, type CallOptions, call, type UpstreamTarget } from './http';

export type CacheStrategy = {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  /** Fetch now and store the answer for everyone (a shopper reading what they just wrote). */
  revalidateNow?: boolean;
};

export type CacheControl = {
  waitUntil: (promise: Promise<unknown>) => void;
  /** Editors in preview bypass every cache. */
  bypass: boolean;
};

type Entry = { value: unknown; fetchedAt: number };

const MEMORY_LIMIT = 500;
const memory = new Map<string, Entry>();

const remember = (key: string, entry: Entry) => {
  memory.delete(key);
  memory.set(key, entry);
  if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
};

/** Test hook: forget the isolate tier. */
export const clearMemoryCache = () => memory.clear();

/** The colo's shared cache (workerd's `caches.default`; the DOM typing of `caches` lacks it). */
export const edgeCache = (): Cache | undefined =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;

export const cachedCall = async <T extends z.ZodType>(
  target: UpstreamTarget,
  ctx: CallContext,
  options: CallOptions<T> & { method?: 'GET'; token?: undefined },
  strategy: CacheStrategy,
  control: CacheControl,
): Promise<z.infer<T>> => {
  if (control.bypass) return call(target, ctx, options);
  const url = new URL(buildRequest(target, ctx, options).url);
  url.searchParams.set('__site', ctx.site.siteId);
  const key = url.toString();
  const now = Date.now();
  const fresh = strategy.maxAgeSeconds * 1000;
  const usable = fresh + strategy.staleWhileRevalidateSeconds * 1000;

  const refresh = async (): Promise<z.infer<T>> => {
    const value = await call(target, ctx, options);
    const entry = { value, fetchedAt: Date.now() };
    remember(key, entry);
    const cache = edgeCache();
    if (cache) {
      control.waitUntil(
        cache.put(
          key,
          new Response(JSON.stringify(entry), {
            headers: {
              'content-type': 'application/json',
              'cache-control': `public, max-age=${Math.ceil(usable / 1000)}`,
            },
          }),
        ),
      );
    }
    return value;
  };

  const serve = (entry: Entry): z.infer<T> => {
    if (now - entry.fetchedAt > fresh) {
      control.waitUntil(
        refresh().catch((error: unknown) => ctx.log.warn('revalidate failed', { key, error: String(error) })),
      );
    }
    return entry.value as z.infer<T>;
  };

  if (strategy.revalidateNow) return refresh();
  const inMemory = memory.get(key);
  if (inMemory && now - inMemory.fetchedAt <= usable) return serve(inMemory);

  const cache = edgeCache();
  const hit = cache ? await cache.match(key) : undefined;
  if (hit) {
    const stored = (await hit.json()) as Entry;
    const parsed = options.schema.safeParse(stored.value);
    if (parsed.success && now - stored.fetchedAt <= usable) {
      const entry = { value: parsed.data, fetchedAt: stored.fetchedAt };
      remember(key, entry);
      return serve(entry);
    }
  }
  return refresh();
};
