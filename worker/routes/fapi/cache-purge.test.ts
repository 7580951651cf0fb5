import { afterEach, describe, expect, it, vi } from 'vitest';
import sandbox from '../../../sandbox/src/index';
import { env, executionContext, ORIGIN, sandboxJson, storefront } from '../../test/helpers';
import { clearMemoryCache } from '../../upstream/cache';
import { forgetColoCopy, forgetPurgeLog, PURGE_LOG_TAG, purgeLog } from '../../upstream/cache-tags';

const SECRET = 'test-cache-purge-secret';
const ADMIN = { 'x-sandbox-admin': env.TEST_ADMIN_KEY, 'content-type': 'application/json' };

const purge = (body: unknown, headers: Record<string, string> = { 'x-cache-purge-secret': SECRET }) =>
  storefront('/fapi/cache/purge', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const errorOf = async (response: Response) =>
  ({ status: response.status, ...((await response.json()) as object) }) as {
    status: number;
    errorDetails: { errorId: string; message: string }[];
  };

afterEach(() => vi.restoreAllMocks());

describe('POST /fapi/cache/purge', () => {
  it('does not exist without CACHE_PURGE_SECRET', async () => {
    const response = await storefront('/fapi/cache/purge', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cache-purge-secret': SECRET },
      body: JSON.stringify({ tags: ['catalog'] }),
      envOverride: { CACHE_PURGE_SECRET: undefined },
    });
    expect((await errorOf(response)).status).toBe(404);
  });

  it('refuses a missing or wrong secret (403) and bad input (400), as errorDetails', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-cache-purge-secret': 'nope' },
      { 'x-cache-purge-secret': `${SECRET}x` },
    ];
    for (const headers of attempts) {
      const refused = await errorOf(await purge({ tags: ['catalog'] }, headers));
      expect(refused).toMatchObject({ status: 403, errorDetails: [{ errorId: 'AUT403' }] });
      expect(JSON.stringify(refused)).not.toContain(SECRET);
    }
    for (const body of [{}, { tags: [] }, { tags: ['has space'] }, { tags: 'catalog' }, '{not json']) {
      const bad = await errorOf(await purge(body));
      expect(bad.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(bad.status, JSON.stringify(body)).toBeLessThan(500);
      expect(bad.errorDetails[0]!.message).toBeTruthy();
    }
  });

  it('purges the given tags', async () => {
    const response = await purge({ tags: ['product:RL000001', 'catalog', 'catalog'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ purged: ['product:RL000001', 'catalog'] });
  });

  it("with the zone configured, empties every colo's copy of the purge log through Cloudflare's API", async () => {
    const zone = { CACHE_PURGE_ZONE_ID: 'zone-0123', CACHE_PURGE_API_TOKEN: 'cf-token-secret' };
    const sent: { url: string; auth: string | null; body: unknown }[] = [];
    let answer = () => Response.json({ success: true, errors: [], result: { id: 'purge-1' } });
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://api.cloudflare.com/')) return real(request);
      sent.push({ url: request.url, auth: request.headers.get('authorization'), body: await request.json() });
      return answer();
    });
    const send = (tags: string[]) =>
      storefront('/fapi/cache/purge', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-cache-purge-secret': SECRET },
        body: JSON.stringify({ tags }),
        envOverride: zone,
      });

    const response = await send(['catalog']);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ purged: ['catalog'] });
    expect(sent).toEqual([
      {
        url: 'https://api.cloudflare.com/client/v4/zones/zone-0123/purge_cache',
        auth: 'Bearer cf-token-secret',
        body: { tags: [PURGE_LOG_TAG] },
      },
    ]);

    // Cloudflare refuses: recorded here, and the webhook is told to send it again.
    answer = () =>
      Response.json({ success: false, errors: [{ message: 'Authentication error' }] }, { status: 403 });
    const refused = await send(['product:RL000002']);
    const body = await refused.text();
    expect(refused.status).toBe(502);
    expect(JSON.parse(body)).toMatchObject({ errorDetails: [{ errorId: 'GEN500' }] });
    expect(body).not.toContain('cf-token-secret');
    forgetPurgeLog();
    await forgetColoCopy();
    expect((await purgeLog(env.PURGE_LOG)).has('product:RL000002')).toBe(true);
  });
});

/** The storefront's home page as a shopper gets it, with how its reads were served. */
const home = async () => {
  const response = await storefront('/en-us');
  return { html: await response.text(), cache: response.headers.get('x-cache') };
};

/** A home page document whose hero is one heading. */
const homeWithHeading = (id: string, heading: string) => ({
  id: 'home',
  slug: 'home',
  seo: { title: 'Ridgeline', description: 'Outdoor clothing' },
  sections: [
    {
      name: 'hero',
      items: [{ id, type: 'rich-text', blocks: [{ kind: 'heading', level: 2, text: heading }] }],
    },
  ],
});

/**
 * The content platform's webhook set to the storefront's purge endpoint, reached in-process: the
 * calls it makes (`METHOD path secret`) and the sandbox's answer to setting it.
 */
const webhookToStorefront = async () => {
  const real = globalThis.fetch;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== ORIGIN) return real(request);
    calls.push(`${request.method} ${url.pathname} ${request.headers.get('x-cache-purge-secret')}`);
    return storefront(url.pathname, { method: request.method, headers: request.headers, body: request.body });
  });
  const webhook = await sandboxJson('/__admin/webhooks/content-purge', {
    method: 'PUT',
    headers: ADMIN,
    body: JSON.stringify({ url: `${ORIGIN}/fapi/cache/purge`, secret: SECRET }),
  });
  return { calls, webhook };
};

describe('publish in the content platform → its webhook purges → the page shows it', () => {
  it('shows the published home page at once, not after max-age', async () => {
    const heading = 'Fresh from the purge';
    expect((await home()).html).not.toContain(heading);
    expect((await home()).cache).toBe('HIT');

    // No webhook is configured yet: the publish is queued, the cached page stays as it was.
    const doc = homeWithHeading('purge-check', heading);
    const published = await sandboxJson('/__admin/content/RL-US/en-us/page/home/versions', {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({ status: 'published', doc }),
    });
    expect(published.status).toBe(201);
    expect((published.body as { purgeTags: string[] }).purgeTags).toContain('content:RL-US:en-us:page:home');
    expect((await home()).html).not.toContain(heading);

    const { calls, webhook } = await webhookToStorefront();
    expect(webhook).toEqual({ status: 200, body: { webhook: { url: `${ORIGIN}/fapi/cache/purge` } } });
    const delivered = await sandboxJson('/__admin/content/purges/deliver', {
      method: 'POST',
      headers: ADMIN,
    });
    expect(delivered.body).toEqual({
      delivered: expect.arrayContaining(['content:RL-US:en-us:page:home', 'content:RL-US:en-us']),
    });
    expect(calls).toEqual([`POST /fapi/cache/purge ${SECRET}`]);

    const fresh = await home();
    expect(fresh.html).toContain(heading);
    expect(fresh.cache).toBe('MISS');
    // Delivered purges are done: nothing is due any more.
    expect((await sandboxJson('/__admin/content/purges', { headers: ADMIN })).body).toEqual({ purges: [] });

    // Another isolate (its own memory, its own copy of the purge log) sees the new page too.
    clearMemoryCache();
    forgetPurgeLog();
    expect((await home()).html).toContain(heading);
  });

  it("shows a scheduled version when its edge comes, through the sandbox's minute cron", async () => {
    const heading = 'The scheduled drop is live';
    await home();
    const { calls } = await webhookToStorefront();
    const liveFrom = new Date(Date.now() + 1500).toISOString();
    const doc = homeWithHeading('edge-check', heading);
    const published = await sandboxJson('/__admin/content/RL-US/en-us/page/home/versions', {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({ status: 'published', doc, liveFrom }),
    });
    expect(published.status).toBe(201);
    // The publish's own purge (due now) is delivered; the version is not live yet.
    await sandboxJson('/__admin/content/purges/deliver', { method: 'POST', headers: ADMIN });
    expect((await home()).html).not.toContain(heading);
    const cached = await home();
    expect(cached).toMatchObject({ cache: 'HIT' });
    expect(cached.html).not.toContain(heading);

    await new Promise((resolve) => setTimeout(resolve, Date.parse(liveFrom) - Date.now() + 50));
    // Live upstream now, but nothing was published at the edge: the cached page stays as it was...
    expect((await home()).html).not.toContain(heading);
    calls.length = 0;
    // ...until the minute's cron sends the edge's purge.
    const ctx = executionContext();
    await sandbox.scheduled(
      { cron: '* * * * *', scheduledTime: Date.now(), noRetry: () => undefined },
      env,
      ctx as unknown as ExecutionContext,
    );
    await ctx.settled();
    expect(calls).toEqual([`POST /fapi/cache/purge ${SECRET}`]);
    expect((await home()).html).toContain(heading);
  });
});
