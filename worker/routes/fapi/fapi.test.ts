import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { env, ORIGIN, storefront } from '../../test/helpers';
import { clearMemoryCache } from '../../upstream/cache';

let address = 0;
/** Each test its own client address, so the per-address rate limit of one never trips another. */
const client = () => ({ 'cf-connecting-ip': `203.0.113.${++address}` });

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json', origin: ORIGIN, ...client(), ...headers },
});

const expectRefusal = async (response: Response, status: number, errorId: string) => {
  expect(response.status).toBe(status);
  const body = errorEnvelopeSchema.parse(await response.json());
  expect(body.errorDetails[0]!.errorId).toBe(errorId);
  return body.errorDetails[0]!;
};

describe('/fapi/components', () => {
  it('keeps an answer whose locale came from the Referer out of shared caches', async () => {
    // The same URL answers German or English by the referring page: a shared cache keys by URL.
    const referred = (locale: string) =>
      storefront('/fapi/components/footer', {
        headers: { ...client(), referer: `${ORIGIN}/${locale}/cart` },
      });
    const german = await referred('de-de');
    expect(german.headers.get('cache-control')).toMatch(/^private, max-age=60/);
    expect(JSON.stringify(await german.json())).not.toEqual(
      JSON.stringify(await (await referred('en-us')).json()),
    );
    for (const path of ['/fapi/components/foot-sizes', '/api/search/suggest?q=jacket'])
      expect(
        (await storefront(path, { headers: { ...client(), referer: `${ORIGIN}/de-de` } })).headers.get(
          'cache-control',
        ),
      ).toMatch(/^private/);
    const named = await storefront('/fapi/components/foot-sizes?locale=de-de', { headers: client() });
    expect(named.headers.get('cache-control')).toMatch(/^public/);
  });

  it('serves footer, collections, search content and utility links, shared', async () => {
    const footer = await storefront('/fapi/components/footer?locale=en-gb', { headers: client() });
    expect(footer.status).toBe(200);
    expect(footer.headers.get('cache-control')).toContain('public');
    expect(JSON.stringify(await footer.json())).toContain('brand-terms');

    const collections = (await (
      await storefront('/fapi/components/collections?page=home', { headers: client() })
    ).json()) as {
      collections: { type: string; products: unknown[] }[];
    };
    expect(collections.collections.length).toBeGreaterThan(0);
    expect(collections.collections.every((c) => c.type === 'product-carousel' && c.products.length > 0)).toBe(
      true,
    );

    const search = await storefront('/fapi/components/search?searchType=no-results', { headers: client() });
    expect(search.status).toBe(200);
    const utility = (await (await storefront('/fapi/components/utility', { headers: client() })).json()) as {
      links: { url: string }[];
    };
    expect(utility.links.map((l) => l.url)).toContain('/en-us/stories');
  });

  it('refuses bad input with a 4xx envelope and a page the content API lacks with a 404', async () => {
    await expectRefusal(
      await storefront('/fapi/components/collections?page=NOT%20A%20PAGE', { headers: client() }),
      400,
      'API400',
    );
    await expectRefusal(
      await storefront('/fapi/components/search?searchType=nope', { headers: client() }),
      400,
      'API400',
    );
    await expectRefusal(
      await storefront('/fapi/components/collections?page=no-such-page', { headers: client() }),
      404,
      'API404',
    );
  });

  it('answers null, never a 5xx, when the content API fails', async () => {
    clearMemoryCache();
    const SANDBOX = { fetch: async () => new Response('down', { status: 503 }) } as unknown as Fetcher;
    for (const path of [
      '/fapi/components/footer',
      '/fapi/components/utility',
      '/fapi/components/collections',
    ]) {
      const response = await storefront(`${path}?locale=it-it`, {
        headers: client(),
        envOverride: { SANDBOX },
      });
      expect(response.status, path).toBe(200);
      expect(Object.values((await response.json()) as Record<string, unknown>)).toEqual([null]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('POST /fapi/api/validate-response/{contract}', () => {
  const path = '/fapi/api/validate-response';

  it('says whether data conforms to the named contract', async () => {
    const good = await storefront(
      `${path}/footer`,
      post({ data: { id: 'f', columns: [], legalLinks: [], copyright: 'c' }, path: '/x', method: 'GET' }),
    );
    expect(await good.json()).toEqual({ contract: 'footer', conforms: true, issues: [] });
    const bad = await storefront(`${path}/footer`, post({ data: { id: 1 }, path: '/x', method: 'GET' }));
    const answer = (await bad.json()) as { conforms: boolean; issues: { path: string }[] };
    expect(answer.conforms).toBe(false);
    expect(answer.issues.map((i) => i.path)).toContain('id');
  });

  it('checks an error against the error envelope', async () => {
    const error = { errorDetails: [{ errorId: 'INV408', message: 'Only 2 left' }] };
    const answer = await storefront(`${path}/cart`, post({ error, path: '/cart', method: 'POST' }));
    expect(((await answer.json()) as { conforms: boolean }).conforms).toBe(true);
  });

  it('refuses an unknown contract, a missing field, bad JSON and an oversized body', async () => {
    await expectRefusal(
      await storefront(`${path}/nope`, post({ data: {}, path: '/x', method: 'GET' })),
      404,
      'API404',
    );
    await expectRefusal(
      await storefront(`${path}/footer`, post({ path: '/x', method: 'GET' })),
      400,
      'API400',
    );
    await expectRefusal(
      await storefront(`${path}/footer`, post({ data: {}, path: 'x', method: 'GET' })),
      400,
      'API400',
    );
    await expectRefusal(
      await storefront(`${path}/footer`, post({ data: {}, path: '/x', method: 'TRACE' })),
      400,
      'API400',
    );
    await expectRefusal(await storefront(`${path}/footer`, post('{not json')), 400, 'API400');
    await expectRefusal(
      await storefront(
        `${path}/footer`,
        post({ data: {}, path: '/x', method: 'GET' }, { 'content-length': '999999999' }),
      ),
      413,
      'API413',
    );
  });
});

describe('POST /fapi/performance/ingest', () => {
  const batch = { measureBatch: [{ name: 'LCP', value: 1234.5, page: '/en-us', rating: 'good' }] };

  it('does not exist without the client-ingest flag', async () => {
    await expectRefusal(await storefront('/fapi/performance/ingest', post(batch)), 404, 'API404');
  });

  it('takes a valid batch when the flag is on and refuses a bad one', async () => {
    const envOverride = { CLIENT_INGEST: 'on' };
    const ok = await storefront('/fapi/performance/ingest', { ...post(batch), envOverride });
    expect(ok.status).toBe(204);
    for (const bad of [
      {},
      { measureBatch: [] },
      { measureBatch: [{ name: 'LCP', value: -1 }] },
      { measureBatch: [{ name: '<x>', value: 1 }] },
    ]) {
      await expectRefusal(
        await storefront('/fapi/performance/ingest', { ...post(bad), envOverride }),
        400,
        'API400',
      );
    }
  });
});

describe('rate limit of /fapi', () => {
  it('answers 429 with Retry-After past the limit for one address, not for another', async () => {
    const one = client();
    let last: Response | undefined;
    for (let i = 0; i < 121; i++) last = await storefront('/fapi/server/time', { headers: one });
    const refused = await expectRefusal(last!, 429, 'API429');
    expect(refused.message).toMatch(/too many/i);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await storefront('/fapi/server/time', { headers: client() })).status).toBe(200);
  });
});

describe('/fapi/server/time', () => {
  it('answers the server clock', async () => {
    const before = Date.now();
    const { timestamp } = (await (await storefront('/fapi/server/time', { headers: client() })).json()) as {
      timestamp: number;
    };
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(env.ENVIRONMENT).toBe('test');
  });
});
