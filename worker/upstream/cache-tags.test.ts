import { env as rawEnv } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Env } from '../env';
import { testCallContext } from '../test/call-context';
import { cachedCall, clearMemoryCache, createCacheOutcomes, edgeCache } from './cache';
import {
  forgetColoCopy,
  forgetPurgeLog,
  PURGE_LOG_COLO_TTL_S,
  PURGE_LOG_TAG,
  PURGE_LOG_TTL_MS,
  type PurgeLogNamespace,
  purgeLog,
  recordPurge,
} from './cache-tags';
import type { UpstreamTarget } from './http';

const store = (rawEnv as unknown as Env).PURGE_LOG!;

const ctx = testCallContext();

/** A catalogue read whose upstream version the test moves on. */
const catalogue = () => {
  const state = { version: 1 };
  const path = `/products/v2/products/${crypto.randomUUID()}/details`;
  const target: UpstreamTarget = {
    baseUrl: 'https://upstream.test',
    fetch: async () => Response.json({ version: state.version }),
  };
  const read = async () => {
    const pending: Promise<unknown>[] = [];
    const outcomes = createCacheOutcomes();
    const value = await cachedCall(
      target,
      ctx,
      { path, schema: z.object({ version: z.number() }), tags: [`product:${path}`] },
      { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 },
      { waitUntil: (p) => void pending.push(p), bypass: false, outcomes, purgeLogStore: store },
    );
    await Promise.all(pending);
    return { value, status: outcomes.summary() };
  };
  return { state, read, tag: `product:${path}` };
};

/** Another colo: its own isolates and its own Cache API copy of the log, which never saw the purge. */
const anotherColo = async () => {
  clearMemoryCache();
  forgetPurgeLog();
  await forgetColoCopy();
};

beforeEach(anotherColo);
afterEach(() => vi.restoreAllMocks());

describe('the purge log across colos', () => {
  it('a purge taken in one colo stops the old value in a colo that never saw it', async () => {
    const { state, read, tag } = catalogue();
    expect(await read()).toEqual({ value: { version: 1 }, status: 'MISS' });
    expect((await read()).status).toBe('HIT');
    state.version = 2;

    await recordPurge([tag], store);
    await anotherColo();

    expect(await read()).toEqual({ value: { version: 2 }, status: 'MISS' });
    expect(await read()).toEqual({ value: { version: 2 }, status: 'HIT' });
  });

  it('keeps the colo copy briefly, tagged so the zone purge API can empty it everywhere', async () => {
    const { tag } = catalogue();
    await recordPurge([tag], store);
    await anotherColo();
    expect((await purgeLog(store)).has(tag)).toBe(true);
    const copy = await edgeCache()!.match('https://cache-tags.internal/purge-log');
    expect(copy?.headers.get('cache-tag')).toBe(PURGE_LOG_TAG);
    expect(copy?.headers.get('cache-control')).toBe(`public, max-age=${PURGE_LOG_COLO_TTL_S}`);
  });

  it('never loses one of two purges taken at the same moment', async () => {
    const tags = Array.from(
      { length: 8 },
      (_, i) => `content:RL-US:en-us:page:race-${crypto.randomUUID()}-${i}`,
    );
    await Promise.all(tags.map((tag) => recordPurge([tag], store)));
    await anotherColo();
    const log = await purgeLog(store);
    expect(tags.filter((tag) => !log.has(tag))).toEqual([]);
  });

  it('a purge delivered late does not move a newer purge of the same tag backwards', async () => {
    const { tag } = catalogue();
    const now = Date.now();
    await recordPurge([tag], store, now);
    await recordPurge([tag], store, now - 5000);
    await anotherColo();
    expect((await purgeLog(store)).get(tag)).toBe(now);
  });

  it('an isolate that cannot reach the log keeps the purges it knew', async () => {
    const { tag } = catalogue();
    const now = Date.now();
    await recordPurge([tag], store, now);
    await forgetColoCopy();
    const unreachable = {
      idFromName: () => ({}),
      get: () => ({ read: () => Promise.reject(new Error('network log unreachable')) }),
    } as unknown as PurgeLogNamespace;
    expect((await purgeLog(unreachable, now + PURGE_LOG_TTL_MS)).get(tag)).toBe(now);
  });
});
