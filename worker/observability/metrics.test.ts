import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TokenResponse } from '../../shared/contract';
import { Session } from '../middleware/session';
import { testCallContext } from '../test/call-context';
import { ApiError } from '../upstream/errors';
import { type CallContext, call } from '../upstream/http';
import { RequestMetrics, upstreamOf } from './metrics';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const context = (metrics: RequestMetrics, timeoutMs?: number): CallContext =>
  testCallContext({ metrics, ...(timeoutMs ? { timeoutMs } : {}) });

const token = (n: number): TokenResponse => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresIn: 1800,
  refreshExpiresIn: 86_400,
  consumerNo: 'G1',
  consumerType: 'GUEST',
});

describe('what a request measures', () => {
  it('tells the upstreams apart by path', () => {
    expect(upstreamOf('/api/engine/v1/decide/RL')).toBe('decision');
    expect(upstreamOf('/api/recs/v1/ridgeline/recommendations')).toBe('decision');
    expect(upstreamOf('/publish/caas/v1/canvas/augmentedpage/RL-US/home')).toBe('content');
    expect(upstreamOf('/preview/caas/v1/menu')).toBe('content');
    expect(upstreamOf('/cart/v2/carts/B1')).toBe('commerce');
  });

  it('adds the time of every upstream call to its upstream, and counts a decision timeout', async () => {
    const metrics = new RequestMetrics();
    const slowly = (ms: number) => ({
      baseUrl: 'https://upstream.test',
      fetch: async (request: Request) => {
        await new Promise((resolve, reject) => {
          setTimeout(resolve, ms);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        });
        return Response.json({ ok: true });
      },
    });
    await call(slowly(30), context(metrics), { path: '/products/v2/products/X', schema: z.unknown() });
    await call(slowly(20), context(metrics), { path: '/products/v2/products/Y', schema: z.unknown() });
    await expect(
      call(slowly(500), context(metrics, 40), { path: '/api/engine/v1/decide/RL', schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 504 });
    expect(metrics.upstreamMs.commerce).toBeGreaterThanOrEqual(50);
    expect(metrics.upstreamMs.decision).toBeGreaterThanOrEqual(40);
    expect(metrics.upstreamMs.content).toBe(0);
    expect(metrics.counts).toEqual({
      recoveries401: 0,
      refreshFailures: 0,
      decisionTimeouts: 1,
      variantCodesRefused: 0,
    });
  });

  it('counts a 401 the session recovered from, and a refresh the upstream refused', async () => {
    const metrics = new RequestMetrics();
    const session = new Session(
      {
        access: { token: 'old', expiresAt: Date.now() + 600_000 },
        refresh: { token: 'refresh-old', expiresAt: Date.now() + 600_000 },
        state: { consumerNo: 'G1', consumerType: 'GUEST' },
      },
      () => ({
        token: async (body) => {
          if ('refreshToken' in body && body.refreshToken) {
            throw new ApiError({ status: 400, errorId: 'AUT400', message: 'invalid grant' });
          }
          return token(2);
        },
      }),
      undefined,
      undefined,
      metrics,
    );
    const answer = await session.withToken(async (t) => {
      if (t === 'old') throw new ApiError({ status: 401, errorId: 'AUT401', message: 'expired' });
      return t;
    });
    expect(answer).toBe('access-2');
    expect(metrics.counts).toMatchObject({ recoveries401: 1, refreshFailures: 1 });
  });

  it('waits for the end of a stream, but not forever', async () => {
    const metrics = new RequestMetrics();
    metrics.streamStarted();
    let ended = false;
    const waiting = metrics.untilStreamEnds(1000).then(() => {
      ended = true;
    });
    await sleep(10);
    expect(ended).toBe(false);
    metrics.streamEnded();
    await waiting;
    expect(ended).toBe(true);
    const never = new RequestMetrics();
    const started = Date.now();
    await never.untilStreamEnds(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
