import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testCallContext } from '../test/call-context';
import {
  type CacheControl,
  cachedCall,
  clearMemoryCache,
  createCacheOutcomes,
  edgeCache,
  REVALIDATION_LEASE_MS,
} from './cache';
import { forgetPurgeLog, PURGE_LOG_TTL_MS, recordPurge } from './cache-tags';
import type { UpstreamTarget } from './http';

const ctx = testCallContext();

const STRATEGY = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 };
const schema = z.object({ version: z.number() });

/** An upstream whose answer (and failure) the test sets, counting the calls it receives. */
const upstream = () => {
  const state = { version: 1, status: 200, calls: 0, cacheTag: 'content:RL-US:en-us:page:home' };
  const target: UpstreamTarget = {
    baseUrl: 'https://upstream.test',
    fetch: async () => {
      state.calls++;
      return state.status === 200
        ? Response.json({ version: state.version }, { headers: { 'cache-tag': state.cacheTag } })
        : Response.json({ errorDetails: [{ errorId: 'GEN500', message: 'down' }] }, { status: state.status });
    },
  };
  return { state, target };
};

let pending: Promise<unknown>[] = [];
const control = (): CacheControl & { outcomes: ReturnType<typeof createCacheOutcomes> } => ({
  waitUntil: (p) => void pending.push(p.catch(() => undefined)),
  bypass: false,
  outcomes: createCacheOutcomes(),
});
const settle = async () => {
  await Promise.all(pending);
  pending = [];
};

let path: string;
const read = async (target: UpstreamTarget, c = control(), tags = ['product:RL000001', 'catalog']) => {
  const value = await cachedCall(target, ctx, { path, schema, tags }, STRATEGY, c);
  await settle();
  return { value, status: c.outcomes.summary() };
};

beforeEach(() => {
  // A key of its own per test: the Cache API outlives a test.
  path = `/products/v2/products/${crypto.randomUUID()}/details`;
  clearMemoryCache();
  forgetPurgeLog();
});
afterEach(() => vi.restoreAllMocks());

describe('cachedCall', () => {
  it('answers MISS, then HIT from memory, then HIT from the Cache API in another isolate', async () => {
    const { state, target } = upstream();
    expect(await read(target)).toEqual({ value: { version: 1 }, status: 'MISS' });
    state.version = 2;
    expect(await read(target)).toEqual({ value: { version: 1 }, status: 'HIT' });
    clearMemoryCache();
    expect(await read(target)).toEqual({ value: { version: 1 }, status: 'HIT' });
    expect(state.calls).toBe(1);
  });

  it('a purge of a tag given by the client makes both tiers miss', async () => {
    const { state, target } = upstream();
    await read(target);
    state.version = 2;
    await recordPurge(['product:RL000001']);
    expect(await read(target)).toEqual({ value: { version: 2 }, status: 'MISS' });
    // The new value is not purged by the old purge.
    expect(await read(target)).toEqual({ value: { version: 2 }, status: 'HIT' });
    expect(state.calls).toBe(2);
  });

  it("honours the upstream's Cache-Tag, and a purge reaches another isolate through the Cache API", async () => {
    const { state, target } = upstream();
    await read(target);
    state.version = 2;
    await recordPurge(['content:RL-US:en-us:page:home']);
    // Another isolate: its memory holds the old value, its copy of the purge log is older.
    forgetPurgeLog();
    expect(await read(target)).toEqual({ value: { version: 2 }, status: 'MISS' });
    // An unrelated tag purges nothing.
    await recordPurge(['content:RL-US:fr-ca']);
    expect((await read(target)).status).toBe('HIT');
  });

  it("another isolate's copy of the purge log is trusted for at most a second", async () => {
    const { state, target } = upstream();
    await read(target);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await read(target); // this isolate reads the log now
    // Another isolate records the purge: simulated by writing the log behind this one's back.
    const cache = edgeCache()!;
    await cache.put(
      'https://cache-tags.internal/purge-log',
      Response.json({ catalog: now }, { headers: { 'cache-control': 'public, max-age=3600' } }),
    );
    state.version = 2;
    expect((await read(target)).value).toEqual({ version: 1 });
    vi.spyOn(Date, 'now').mockReturnValue(now + PURGE_LOG_TTL_MS);
    expect((await read(target)).value).toEqual({ version: 2 });
  });

  it('serves the last good value when the upstream fails, past its window or purged (STALE)', async () => {
    const { state, target } = upstream();
    await read(target);
    state.status = 503;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 3600 * 1000);
    expect(await read(target)).toEqual({ value: { version: 1 }, status: 'STALE' });
    await recordPurge(['catalog']);
    expect(await read(target)).toEqual({ value: { version: 1 }, status: 'STALE' });
    // A day past the window nothing stands in any more.
    vi.spyOn(Date, 'now').mockReturnValue(now + 26 * 3600 * 1000);
    await expect(read(target)).rejects.toMatchObject({ status: 503 });
  });

  it('a refusal (4xx) is an answer, not an outage: nothing stale stands in for it', async () => {
    const { state, target } = upstream();
    await read(target);
    await recordPurge(['catalog']);
    state.status = 404;
    await expect(read(target)).rejects.toMatchObject({ status: 404 });
  });

  it('within stale-while-revalidate: the cached value at once (STALE), refreshed in the background', async () => {
    const { state, target } = upstream();
    await read(target);
    state.version = 2;
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 120 * 1000);
    expect(await read(target)).toEqual({ value: { version: 1 }, status: 'STALE' });
    expect((await read(target)).value).toEqual({ version: 2 });
  });

  it('revalidates a stale key once while it runs, however many requests read it meanwhile', async () => {
    const { state, target } = upstream();
    await read(target);
    state.version = 2;
    const now = Date.now() + 120 * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const before = state.calls;
    // Five requests read the stale key before the first revalidation has landed.
    let land = () => {};
    const landed = new Promise<void>((resolve) => {
      land = resolve;
    });
    const slow: UpstreamTarget = {
      ...target,
      fetch: async (request) => {
        await landed;
        return target.fetch(request);
      },
    };
    const reads = await Promise.all(
      Array.from({ length: 5 }, () => cachedCall(slow, ctx, { path, schema }, STRATEGY, control())),
    );
    expect(reads).toEqual(Array(5).fill({ version: 1 }));
    land();
    await settle();
    expect(state.calls - before).toBe(1);
    expect((await read(target)).value).toEqual({ version: 2 });
  });

  it('tries a failed revalidation again once its lease has passed, not before', async () => {
    const { state, target } = upstream();
    await read(target);
    state.status = 503;
    const now = Date.now() + 120 * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const before = state.calls;
    expect((await read(target)).status).toBe('STALE');
    expect((await read(target)).status).toBe('STALE');
    expect(state.calls - before).toBe(1);
    state.status = 200;
    state.version = 3;
    vi.spyOn(Date, 'now').mockReturnValue(now + REVALIDATION_LEASE_MS);
    expect((await read(target)).value).toEqual({ version: 1 });
    expect(state.calls - before).toBe(2);
    expect((await read(target)).value).toEqual({ version: 3 });
  });

  it('preview bypasses both tiers (BYPASS)', async () => {
    const { state, target } = upstream();
    await read(target);
    const c = { ...control(), bypass: true };
    const value = await cachedCall(target, ctx, { path, schema }, STRATEGY, c);
    expect([value, c.outcomes.summary(), state.calls]).toEqual([{ version: 1 }, 'BYPASS', 2]);
  });
});

describe('createCacheOutcomes', () => {
  it('says the most telling outcome of a request', () => {
    const outcomes = createCacheOutcomes();
    expect(outcomes.summary()).toBe('BYPASS');
    outcomes.record('HIT');
    expect(outcomes.summary()).toBe('HIT');
    outcomes.record('MISS');
    expect(outcomes.summary()).toBe('MISS');
    outcomes.record('STALE');
    outcomes.record('HIT');
    expect(outcomes.summary()).toBe('STALE');
  });
});
