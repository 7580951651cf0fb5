/**
 * Stale-while-revalidate cache for upstream GETs that carry nothing personal (content trees and
 * catalogue reads). Two tiers: parsed values in the isolate (no JSON or zod work on a warm hit)
 * and the Cache API, shared by the isolates of a colo. Never used for calls that carry a token.
 *
 * Each entry carries cache tags (given by the client, plus the upstream's `Cache-Tag` header);
 * a purge of a tag (`cache-tags.ts`) makes every entry requested before it a miss in both tiers.
 * When the upstream fails (5xx, timeout, a broken answer) the last good value is served, stale or
 * purged, for up to `STALE_IF_ERROR_SECONDS`: a page renders with what it has.
 */
import type { z } from 'zod';
import { memo } from '../../shared/contract/memo';
import { type PurgeLogNamespace, purgedSince, purgeLog } from './cache-tags';
import { edgeCache } from './edge-cache';
import { ApiError } from './errors';
import { type CallContext, type CallOptions, call, requestUrl, type UpstreamTarget } from './http';

export { edgeCache } from './edge-cache';

export type CacheStrategy = {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  /** Fetch now and store the answer for everyone (a shopper reading what they just wrote). */
  revalidateNow?: boolean;
};

/** What one request's cached reads did; the response's `x-cache` says the most telling one. */
export type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

export const createCacheOutcomes = () => {
  const seen = new Set<CacheStatus>();
  const undecided = new Set<Promise<void>>();
  return {
    record: (status: CacheStatus) => void seen.add(status),
    /** A read starts; its decision (hit, stale or a fetch) comes through the returned function. */
    begin: (): ((status?: CacheStatus) => void) => {
      let done = () => {};
      const decided = new Promise<void>((resolve) => {
        done = resolve;
      });
      undecided.add(decided);
      return (status) => {
        if (status) seen.add(status);
        undecided.delete(decided);
        done();
      };
    },
    /** Every read started so far has decided (a memory or Cache API look-up, never a fetch). */
    decided: async () => {
      await Promise.all(undecided);
    },
    /** STALE (something was out of date) over MISS over HIT; no cached read at all is BYPASS. */
    summary: (): CacheStatus =>
      (['STALE', 'MISS', 'HIT'] as const).find((status) => seen.has(status)) ?? 'BYPASS',
  };
};
export type CacheOutcomes = ReturnType<typeof createCacheOutcomes>;

export type CacheControl = {
  waitUntil: (promise: Promise<unknown>) => void;
  /** Editors in preview bypass every cache. */
  bypass: boolean;
  outcomes?: CacheOutcomes;
  /** The network's purge log (`cache-tags.ts`); without it each colo knows only its own purges. */
  purgeLogStore?: PurgeLogNamespace;
};

/** How long past its stale-while-revalidate window a value still stands in for a failed upstream. */
export const STALE_IF_ERROR_SECONDS = 24 * 3600;

type Entry = {
  value: unknown;
  requestedAt: number;
  tags: string[];
  /** When this isolate started revalidating the entry (stale-while-revalidate), if it has. */
  revalidatingSince?: number;
};

/**
 * How long one request's background revalidation of a key holds it in this isolate: meanwhile the
 * others serve the stale value without fetching. Under load every request reading a key in the
 * window before the first revalidation lands would fetch it again (a stampede on an upstream that
 * is already busy); past this, a revalidation that failed or never ended is tried again. A flag,
 * not a shared promise: workerd does not settle one request's promise in another's.
 */
export const REVALIDATION_LEASE_MS = 5000;

/** The isolate tier: the 500 most recently used upstream reads (a product page makes about ten). */
const memory = memo<string, Entry>({ name: 'upstream/isolate-tier', max: 500 });

const remember = (key: string, entry: Entry) => memory.set(key, entry);

/** Test hook: forget the isolate tier. */
export const clearMemoryCache = () => memory.clear();

/** The upstream failed rather than answered: a 4xx (not found, refused) is an answer. */
const upstreamFailed = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

const tagsOf = (header: string | null): string[] =>
  header
    ? header
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean)
    : [];

type CachedCallOptions<T extends z.ZodType> = CallOptions<T> & {
  method?: 'GET';
  token?: undefined;
  tags?: readonly string[];
};

export const cachedCall = <T extends z.ZodType>(
  target: UpstreamTarget,
  ctx: CallContext,
  options: CachedCallOptions<T>,
  strategy: CacheStrategy,
  control: CacheControl,
): Promise<z.infer<T>> => {
  if (control.bypass) {
    control.outcomes?.record('BYPASS');
    return call(target, ctx, options);
  }
  const decide = control.outcomes?.begin() ?? (() => {});
  const read = cachedRead(target, ctx, options, strategy, control, decide);
  // However the read ends, it has decided: `x-cache` never waits on it.
  read.then(
    () => decide(),
    () => decide(),
  );
  return read;
};

const cachedRead = async <T extends z.ZodType>(
  target: UpstreamTarget,
  ctx: CallContext,
  options: CachedCallOptions<T>,
  strategy: CacheStrategy,
  control: CacheControl,
  decide: (status: CacheStatus) => void,
): Promise<z.infer<T>> => {
  // Only the URL: a hit needs no request built (headers and all).
  const url = requestUrl(target, ctx, options);
  url.searchParams.set('__site', ctx.site.siteId);
  const key = url.toString();
  const now = Date.now();
  const fresh = strategy.maxAgeSeconds * 1000;
  const usable = fresh + strategy.staleWhileRevalidateSeconds * 1000;
  const kept = usable + STALE_IF_ERROR_SECONDS * 1000;

  const refresh = async (): Promise<z.infer<T>> => {
    // The instant the request left: a purge after it invalidates what it brings back.
    const requestedAt = Date.now();
    let upstreamTags: string[] = [];
    const value = await call(target, ctx, {
      ...options,
      onResponse: (response) => {
        upstreamTags = tagsOf(response.headers.get('cache-tag'));
      },
    });
    const tags = [...new Set([...(options.tags ?? []), ...upstreamTags])];
    const entry: Entry = { value, requestedAt, tags };
    remember(key, entry);
    const cache = edgeCache();
    if (cache) {
      control.waitUntil(
        cache.put(
          key,
          new Response(JSON.stringify(entry), {
            headers: {
              'content-type': 'application/json',
              'cache-control': `public, max-age=${Math.ceil(kept / 1000)}`,
              // Cloudflare's purge-by-tag API reaches the Cache API copies in every colo.
              ...(tags.length > 0 ? { 'cache-tag': tags.join(',') } : {}),
            },
          }),
        ),
      );
    }
    return value;
  };

  /** A fresh refresh, or the last good value when the upstream fails. */
  const refreshOr = async (fallback: Entry | undefined): Promise<z.infer<T>> => {
    // Decided now, not when answered: a streamed page's headers leave before its fetches end.
    decide('MISS');
    try {
      return await refresh();
    } catch (error) {
      if (!fallback || !upstreamFailed(error)) throw error;
      ctx.log.warn('upstream failed: serving stale', { key, error: String(error) });
      control.outcomes?.record('STALE');
      return fallback.value as z.infer<T>;
    }
  };

  if (strategy.revalidateNow) return refreshOr(undefined);

  const log = await purgeLog(control.purgeLogStore, now);
  /** Serves an entry by its age; anything past its window or purged is refreshed first. */
  const serve = (entry: Entry): Promise<z.infer<T>> | z.infer<T> => {
    const age = now - entry.requestedAt;
    if (purgedSince(log, entry.tags, entry.requestedAt) || age > usable) return refreshOr(entry);
    if (age > fresh) {
      decide('STALE');
      const since = entry.revalidatingSince;
      if (since === undefined || now - since >= REVALIDATION_LEASE_MS) {
        entry.revalidatingSince = now;
        control.waitUntil(
          refresh().catch((error: unknown) =>
            ctx.log.warn('revalidate failed', { key, error: String(error) }),
          ),
        );
      }
    } else {
      decide('HIT');
    }
    return entry.value as z.infer<T>;
  };

  const inMemory = memory.get(key);
  if (inMemory && now - inMemory.requestedAt <= kept) return serve(inMemory);

  const cache = edgeCache();
  const hit = cache ? await cache.match(key) : undefined;
  if (hit) {
    const stored = (await hit.json()) as Partial<Entry>;
    const parsed = options.schema.safeParse(stored.value);
    if (parsed.success && typeof stored.requestedAt === 'number' && now - stored.requestedAt <= kept) {
      const entry: Entry = { value: parsed.data, requestedAt: stored.requestedAt, tags: stored.tags ?? [] };
      remember(key, entry);
      return serve(entry);
    }
  }
  return refreshOr(undefined);
};
