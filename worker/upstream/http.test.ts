import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { siteForLocale } from '../../shared/site';
import { describeError, HttpError } from '../middleware/errors';
import { createLogger } from '../observability/logger';
import { ApiError, apiErrorFromResponse } from './errors';
import { buildRequest, type CallContext, call, type UpstreamTarget } from './http';

const ctx: CallContext = {
  site: siteForLocale('fr-ca')!,
  channel: 'MAPP',
  correlationId: 'corr-12345678',
  transactionId: 'txn-12345678',
  apiKey: 'key',
  serverTrustId: 'trust',
  log: createLogger({ test: true }, 'error'),
};

const targetAnswering = (...responses: (() => Response)[]) => {
  const seen: Request[] = [];
  const target: UpstreamTarget = {
    baseUrl: 'https://upstream.test',
    fetch: async (request) => {
      seen.push(request);
      const next = responses.shift();
      if (!next) throw new Error('no more responses');
      return next();
    },
  };
  return { target, seen };
};

const envelope = (status: number, errorId: string, message: string, details?: object) => () =>
  Response.json({ errorDetails: [{ errorId, message, details }] }, { status });

describe('buildRequest', () => {
  it('sends site context, ids and locale', () => {
    const request = buildRequest({ baseUrl: 'https://u.test', fetch: fetch }, ctx, {
      path: '/products/v2/products/ABCDEFGH/details',
      schema: z.unknown(),
      token: 'T',
    });
    const url = new URL(request.url);
    expect(url.searchParams.get('locale')).toBe('fr-ca');
    for (const [name, value] of [
      ['siteId', 'RL-CA'],
      ['channel', 'MAPP'],
      ['source', 'ECOM15'],
      ['region', 'NORA'],
      ['x-correlation-id', 'corr-12345678'],
      ['x-transaction-id', 'txn-12345678'],
      ['x-api-key', 'key'],
      ['authorization', 'Bearer T'],
    ]) {
      expect(request.headers.get(name!)).toBe(value);
    }
    expect(request.headers.get('x-forwarded-for')).toBeNull();
  });

  it("names the shopper's address beside the server trust id when it is known", () => {
    const request = buildRequest(
      { baseUrl: 'https://u.test', fetch: fetch },
      { ...ctx, clientAddress: '203.0.113.7' },
      { path: '/consumers-v3/auth/signin', schema: z.unknown() },
    );
    expect(request.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(request.headers.get('x-server-trust-id')).toBe('trust');
  });
});

describe('call', () => {
  it('parses a good answer with the schema', async () => {
    const { target } = targetAnswering(() => Response.json({ a: 1 }));
    expect(await call(target, ctx, { path: '/x', schema: z.object({ a: z.number() }) })).toEqual({ a: 1 });
  });

  it('turns errorDetails[0] into an ApiError with id, status and details', async () => {
    const { target } = targetAnswering(envelope(400, 'INV408', 'Only 3 left', { maxQty: 3 }));
    const error = await call(target, ctx, { path: '/x', schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorId: 'INV408',
      message: 'Only 3 left',
      details: { maxQty: 3 },
    });
  });

  it('rejects an answer that breaks the contract as a 502', async () => {
    const { target } = targetAnswering(() => Response.json({ a: 'nope' }));
    await expect(
      call(target, ctx, { path: '/x', schema: z.object({ a: z.number() }) }),
    ).rejects.toMatchObject({
      status: 502,
      errorId: 'GEN500',
    });
  });

  it('retries once after the delay on the retry status, and only once', async () => {
    const { target, seen } = targetAnswering(envelope(409, 'AUT409', 'busy'), () =>
      Response.json({ ok: true }),
    );
    const retry = { retries: 1, delayMs: 5, onStatus: 409 };
    expect(
      await call(target, ctx, { path: '/t', method: 'POST', schema: z.object({ ok: z.boolean() }), retry }),
    ).toEqual({ ok: true });
    expect(seen).toHaveLength(2);

    const twice = targetAnswering(envelope(409, 'AUT409', 'busy'), envelope(409, 'AUT409', 'still busy'));
    await expect(call(twice.target, ctx, { path: '/t', schema: z.unknown(), retry })).rejects.toMatchObject({
      errorId: 'AUT409',
    });
    expect(twice.seen).toHaveLength(2);
  });

  it('does not retry other statuses', async () => {
    const { target, seen } = targetAnswering(envelope(500, 'GEN500', 'down'));
    await expect(
      call(target, ctx, {
        path: '/t',
        schema: z.unknown(),
        retry: { retries: 1, delayMs: 1, onStatus: 409 },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
  });

  it('maps an unreachable upstream to a 502 ApiError', async () => {
    const target: UpstreamTarget = {
      baseUrl: 'https://u.test',
      fetch: () => Promise.reject(new TypeError('network')),
    };
    await expect(call(target, ctx, { path: '/x', schema: z.unknown() })).rejects.toMatchObject({
      status: 502,
    });
  });
});

describe('error mapping', () => {
  it('reads a body that is not an envelope as a generic error by status', async () => {
    expect(await apiErrorFromResponse(new Response('<html>', { status: 404 }))).toMatchObject({
      errorId: 'API404',
      status: 404,
    });
    expect(await apiErrorFromResponse(new Response('', { status: 503 }))).toMatchObject({
      errorId: 'GEN500',
    });
  });

  it('describes errors for responses: upstream 4xx pass through, 5xx and unknown errors are hidden', () => {
    expect(describeError(new ApiError({ status: 400, errorId: 'INV408', message: 'max 3' }))).toEqual({
      status: 400,
      errorId: 'INV408',
      message: 'max 3',
    });
    const hidden = describeError(
      new ApiError({ status: 500, errorId: 'GEN500', message: 'db password wrong at line 3' }),
    );
    expect(hidden.status).toBe(502);
    expect(hidden.message).not.toContain('password');
    expect(describeError(new Error('secret stack'))).toMatchObject({ status: 500, errorId: 'GEN500' });
    expect(describeError(new HttpError(403, 'CSRF403', 'nope'))).toMatchObject({
      status: 403,
      errorId: 'CSRF403',
    });
    const zod = z.object({ qty: z.number() }).safeParse({ qty: 'x' });
    expect(describeError(zod.error)).toMatchObject({
      status: 400,
      errorId: 'API400',
      message: expect.stringContaining('qty'),
    });
  });
});
