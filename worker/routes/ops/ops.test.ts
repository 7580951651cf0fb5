import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import type { Env } from '../../env';
import { signEditorToken } from '../../middleware/preview';
import { fromColumns } from '../../observability/data-point';
import { flushPending, storeOf } from '../../observability/local-store';
import { OPS_COOKIE } from '../../observability/ops-auth';
import { env, formPost, type Jar, jsonPost, ORIGIN, storefront } from '../../test/helpers';

const SECRET = 'test-ops-secret-0123456789abcdef';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signedIn = (): Promise<Jar> => signedInWith({});

const signedInWith = async (envOverride: Partial<Env>): Promise<Jar> => {
  const jar: Jar = new Map();
  const response = await storefront('/ops/sign-in', { ...formPost({ secret: SECRET }), jar, envOverride });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/ops');
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`__Host-${OPS_COOKIE}=`));
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/Secure/i);
  expect(cookie).toMatch(/SameSite=Strict/i);
  return jar;
};

const expectPrivate = (response: Response) => {
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
};

describe('/ops authentication', () => {
  it('shows anyone without the operator cookie the sign-in form with 401, never data', async () => {
    const response = await storefront('/ops');
    expect(response.status).toBe(401);
    expectPrivate(response);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Operator sign-in');
    expect(html).toContain('name="secret"');
    expect(html).not.toContain('Time to headers');
  });

  it('does not take a shopper’s session, a forged cookie or an expired one', async () => {
    const shopper: Jar = new Map();
    expect((await storefront('/api/cart/items', { ...jsonPost('{}'), jar: shopper })).status).toBe(400);
    await storefront('/en-us', { jar: shopper });
    const expired = await signEditorToken(SECRET, Math.floor(Date.now() / 1000) - 10, 'ops');
    const editorSigned = await signEditorToken(SECRET, Math.floor(Date.now() / 1000) + 600, 'editor');
    const otherSecret = await signEditorToken('another-secret', Math.floor(Date.now() / 1000) + 600, 'ops');
    for (const value of [undefined, expired, editorSigned, otherSecret, '9999999999.forged']) {
      const jar = new Map(shopper);
      if (value) jar.set(`__Host-${OPS_COOKIE}`, value);
      const response = await storefront('/ops', { jar });
      expect(response.status, String(value)).toBe(401);
      expect(await response.text()).not.toContain('Last hour');
    }
  });

  it('refuses a wrong secret with the form again, and lets the operator in with the right one', async () => {
    const wrong = await storefront('/ops/sign-in', formPost({ secret: `${SECRET}x` }));
    expect(wrong.status).toBe(401);
    expectPrivate(wrong);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(await wrong.text()).toContain('That secret is not right');
    const jar = await signedIn();
    const dashboard = await storefront('/ops', { jar });
    expect(dashboard.status).toBe(200);
    expectPrivate(dashboard);
    const html = await dashboard.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Last hour');
    expect(html).toContain('Last day');
  });

  it('signs out: the cookie is cleared', async () => {
    const jar = await signedIn();
    const out = await storefront('/ops/sign-out', { ...formPost({}), jar });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/ops/sign-in?signedOut=1');
    expect((await storefront('/ops', { jar })).status).toBe(401);
  });

  it('answers bad input with 4xx errorDetails, changing nothing', async () => {
    const cases: [RequestInit, number, string][] = [
      [formPost({}), 400, 'API400'],
      [formPost({ secret: '' }), 400, 'API400'],
      [formPost({ secret: 'x'.repeat(513) }), 400, 'API400'],
      [jsonPost('{"secret": 42}'), 400, 'API400'],
      [jsonPost('not json'), 400, 'API400'],
      [formPost({ secret: SECRET }, { origin: 'https://evil.test' }), 403, 'CSRF403'],
    ];
    for (const [init, status, errorId] of cases) {
      const response = await storefront('/ops/sign-in', {
        ...init,
        headers: { ...init.headers, 'cf-connecting-ip': '198.51.100.4' },
      });
      expect(response.status, `${errorId} ${String(init.body)}`).toBe(status);
      expectPrivate(response);
      expect(response.headers.getSetCookie()).toEqual([]);
      const body = errorEnvelopeSchema.parse(await response.json());
      expect(body.errorDetails[0]!.errorId).toBe(errorId);
      expect(JSON.stringify(body)).not.toContain('stack');
    }
  });

  it('throttles sign-in attempts per client address', async () => {
    const attempt = () =>
      storefront(
        '/ops/sign-in',
        formPost({ secret: 'guess' }, { origin: ORIGIN, 'cf-connecting-ip': '203.0.113.77' }),
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const throttled = await attempt();
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(errorEnvelopeSchema.parse(await throttled.json()).errorDetails[0]!.errorId).toBe('API429');
    // Another address is not held back by it.
    const other = await storefront(
      '/ops/sign-in',
      formPost({ secret: SECRET }, { origin: ORIGIN, 'cf-connecting-ip': '203.0.113.78' }),
    );
    expect(other.status).toBe(303);
  });

  it('refuses to show anything when OPS_SECRET is not set', async () => {
    const envOverride = { OPS_SECRET: undefined };
    const page = await storefront('/ops', { envOverride });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('not configured');
    const post = await storefront('/ops/sign-in', { ...formPost({ secret: 'anything' }), envOverride });
    expect(post.status).toBe(503);
    expect(post.headers.getSetCookie()).toEqual([]);
  });
});

describe('/ops numbers', () => {
  it('shows the traffic the worker recorded: routes, page types and the data point fields', async () => {
    const before = Date.now();
    const home = await storefront('/en-us');
    expect(home.status).toBe(200);
    await home.text();
    const search = await storefront('/en-us/search?q=jacket');
    await search.text();
    expect((await storefront('/api/cart/items', jsonPost('{}'))).status).toBe(400);
    await sleep(50);
    await flushPending(env.OPS_STORE!);
    const points = (await storeOf(env.OPS_STORE!).since(before)).map(fromColumns);
    const homePoint = points.find((p) => p.route === '/:locale' && p.pageType === 'Home');
    expect(homePoint).toMatchObject({ statusClass: '2xx', site: 'RL-US', method: 'GET', status: 200 });
    expect(homePoint!.timeToHeadersMs).toBeGreaterThanOrEqual(0);
    expect(points.find((p) => p.route === '/:locale/search')).toMatchObject({ pageType: 'Search' });
    expect(points.find((p) => p.route === '/api/cart/items')).toMatchObject({
      statusClass: '4xx',
      method: 'POST',
      pageType: '',
      streamMs: 0,
    });

    const jar = await signedIn();
    const html = await (await storefront('/ops', { jar })).text();
    expect(html).toContain('>/:locale</th>');
    expect(html).toContain('>/:locale/search</th>');
    expect(html).toContain('>/api/cart/items</th>');
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain('<caption');
    const requests = /<dt[^>]*>Requests<\/dt><dd[^>]*>([\d,]+)<\/dd>/.exec(html);
    expect(Number(requests![1]!.replace(/,/g, ''))).toBeGreaterThanOrEqual(3);
  });
});

describe('/ops in production', () => {
  afterEach(() => vi.restoreAllMocks());

  // The /ops routes call no commerce or content upstream: real-looking bases and every declared
  // production secret satisfy the configuration check (OPS_SECRET is the test binding's).
  const production: Partial<Env> = {
    ENVIRONMENT: 'production',
    COMMERCE_API_BASE: 'https://commerce.upstream.test',
    CONTENT_API_BASE: 'https://content.upstream.test',
    EDITOR_SECRET: 'test-editor-secret-0123456789abcdef0123456789abcdef',
  };
  const accountEnv = { ANALYTICS_ACCOUNT_ID: 'acc123', ANALYTICS_API_TOKEN: 'ae-token' };

  it('reads Analytics Engine through its SQL API and weights sampled rows', async () => {
    const real = globalThis.fetch;
    const asked: Request[] = [];
    const now = Math.floor(Date.now() / 1000);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://api.cloudflare.com/')) return real(request);
      asked.push(request.clone());
      const row = (route: string, ms: number, weight: number, status = '2xx') => ({
        ts: String(now - 60),
        index1: route,
        blob1: status,
        blob2: 'HIT',
        blob3: 'RL-US',
        blob4: '',
        blob5: 'PDP',
        blob6: 'GET',
        double1: 200,
        double2: ms,
        _sample_interval: weight,
      });
      return Response.json({
        data: [row('/:locale/p/:segment', 40, 1), row('/:locale/p/:segment', 900, 9, '5xx')],
      });
    });
    const jar = await signedInWith({ ...production, ...accountEnv });
    const response = await storefront('/ops', { jar, envOverride: { ...production, ...accountEnv } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(asked[0]!.url).toBe('https://api.cloudflare.com/client/v4/accounts/acc123/analytics_engine/sql');
    expect(asked[0]!.headers.get('authorization')).toBe('Bearer ae-token');
    expect(await asked[0]!.text()).toMatch(
      /^SELECT toUnixTimestamp\(timestamp\) AS ts, index1, blob1,[\s\S]*FROM storefront_requests/,
    );
    expect(html).toContain('Workers Analytics Engine');
    // Ten requests (one written as is, nine behind a sampled row): p50 is the slow one, 90 % errors.
    expect(html).toMatch(/<dt[^>]*>Requests<\/dt><dd[^>]*>10<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Time to headers p50<\/dt><dd[^>]*>900 ms<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Error rate \(5xx\)<\/dt><dd[^>]*>90 %<\/dd>/);
  });

  it('answers 502 errorDetails when the SQL API fails, and 503 without its credentials', async () => {
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://api.cloudflare.com/')) return real(request);
      return new Response('nope', { status: 500 });
    });
    const jar = await signedInWith({ ...production, ...accountEnv });
    const failed = await storefront('/ops', { jar, envOverride: { ...production, ...accountEnv } });
    // The one error handler's envelope, naming the source that did not answer.
    expect(failed.status).toBe(502);
    expectPrivate(failed);
    expect(errorEnvelopeSchema.parse(await failed.json()).errorDetails[0]).toEqual({
      errorId: 'GEN500',
      message: 'The analytics-engine did not answer; try again.',
    });
    const unconfigured = await storefront('/ops', { jar, envOverride: production });
    expect(unconfigured.status).toBe(503);
    expectPrivate(unconfigured);
    expect(errorEnvelopeSchema.parse(await unconfigured.json()).errorDetails[0]!.message).toMatch(
      /^No data point source: set ANALYTICS_ACCOUNT_ID/,
    );
  });
});
