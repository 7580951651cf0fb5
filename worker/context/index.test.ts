import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv, Env } from '../env';
import { app } from '../index';
import { createErrorHandler } from '../middleware/errors';
import { Session } from '../middleware/session';
import { env, executionContext, ORIGIN, productionLike, storefront, wrapSandbox } from '../test/helpers';
import { context, PRODUCTION_SECRETS, readConfiguration } from '.';

const errorIds = async (response: Response) =>
  ((await response.json()) as { errorDetails: { errorId: string; message: string }[] }).errorDetails;

describe('request context', () => {
  afterEach(() => vi.restoreAllMocks());

  it('resolves the upstream targets, and so builds the clients, once per request', async () => {
    // Targets are resolved from the SANDBOX binding here: each resolution reads it once.
    let resolutions = 0;
    const counted = new Proxy(env, {
      get: (target, key, receiver) => {
        if (key === 'SANDBOX') resolutions++;
        return Reflect.get(target, key, receiver);
      },
    });
    const ctx = executionContext();
    const response = await app.fetch(
      new Request(`${ORIGIN}/en-us`),
      counted,
      ctx as unknown as ExecutionContext,
    );
    await response.text();
    expect(response.status).toBe(200);
    expect(resolutions).toBe(1);
  });

  it('refuses to serve in production without its secrets and real upstream bases, saying what is missing', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const response = await storefront('/en-us', {
      envOverride: { ENVIRONMENT: 'production', COMMERCE_API_KEY: undefined, SERVER_TRUST_ID: undefined },
    });
    expect(response.status).toBe(503);
    const [detail] = await errorIds(response);
    for (const name of ['COMMERCE_API_KEY', 'SERVER_TRUST_ID', 'COMMERCE_API_BASE', 'CONTENT_API_BASE']) {
      expect(detail!.message).toContain(name);
    }
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((e) => e.message === 'configuration incomplete');
    expect(logged?.missing).toContain('COMMERCE_API_KEY');
  });

  it('never falls back to the sandbox in production', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await storefront('/api/search/suggest?q=jacket', {
      envOverride: { ENVIRONMENT: 'production' },
    });
    expect(response.status).toBe(503);
    const [detail] = await errorIds(response);
    expect(detail!.message).toMatch(/COMMERCE_API_BASE, CONTENT_API_BASE missing/);
    expect(detail!.message).not.toMatch(/SESSION_SECRET|COMMERCE_API_KEY/);
  });

  it('refuses without a session secret or access key in development too: no silent default', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await storefront('/en-us', {
      envOverride: { ENVIRONMENT: 'development', SESSION_SECRET: '', COMMERCE_API_KEY: undefined },
    });
    expect(response.status).toBe(503);
    expect((await errorIds(response))[0]!.message).toContain('SESSION_SECRET, COMMERCE_API_KEY missing');
  });

  it('serves in development with the sandbox binding and the declared sandbox key', async () => {
    const response = await storefront('/en-us', { envOverride: { ENVIRONMENT: 'development' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('</html>');
  });

  it('in production checks every declared secret, the editor and operator ones included', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const production = productionLike();
    expect((await storefront('/en-us', { envOverride: production })).status).toBe(200);
    for (const name of PRODUCTION_SECRETS) {
      const response = await storefront('/en-us', { envOverride: { ...production, [name]: '' } });
      expect(response.status, name).toBe(503);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect((await errorIds(response))[0]!.message).toBe(
        `The storefront is not configured: ${name} missing`,
      );
    }
  });

  it('refuses without a usable public origin: never falls back to the Host header', () => {
    for (const PUBLIC_ORIGIN of [
      '',
      'shop.example.com',
      'https://shop.example.com/',
      'https://shop.example.com/en-us',
    ]) {
      expect(readConfiguration({ ...env, PUBLIC_ORIGIN }).ok, PUBLIC_ORIGIN).toBe(false);
    }
    expect(readConfiguration({ ...env, PUBLIC_ORIGIN: 'http://localhost:8787' }).ok).toBe(true);
    const production = { ...env, ...productionLike() };
    expect(readConfiguration({ ...production, PUBLIC_ORIGIN: 'https://shop.example.com' }).ok).toBe(true);
    expect(readConfiguration({ ...production, PUBLIC_ORIGIN: 'http://shop.example.com' })).toMatchObject({
      ok: false,
      missing: [expect.stringMatching(/^PUBLIC_ORIGIN/)],
    });
  });

  it('asks development only for the secrets its vars declare, not the production-only ones', () => {
    const development = {
      ...env,
      ENVIRONMENT: 'development' as const,
      EDITOR_SECRET: undefined,
      OPS_SECRET: undefined,
    };
    expect(readConfiguration(development).ok).toBe(true);
    const production = { ...development, ENVIRONMENT: 'production' as const, ...productionLike() };
    expect(readConfiguration({ ...production, OPS_SECRET: undefined })).toEqual({
      ok: false,
      missing: ['OPS_SECRET'],
    });
  });
});

describe('what the request context puts on c.var', () => {
  /** An app of the context alone, a route that reports what it finds, and one built asset. */
  const probe = (overrides: Partial<Env> = {}) => {
    const assets = new Hono<AppEnv>().get('/assets/*', (c) =>
      c.json({ requestId: c.var.requestId, built: c.var.built, site: 'site' in c.var }),
    );
    const probed = new Hono<AppEnv>();
    // The app's one error handler, without pages to render (the envelope answers).
    const onError = createErrorHandler(() => Promise.reject(new Error('no pages in this probe')));
    probed.use(context({ builtAssets: assets, onError }));
    probed.route('/', assets);
    probed.get('/:locale/probe', (c) =>
      c.json({
        ids: [typeof c.var.requestId, typeof c.var.correlationId],
        logs: typeof c.var.log.info,
        measures: typeof c.var.metrics.upstream,
        built: c.var.built,
        locale: c.var.site.locale,
        channel: c.var.channel,
        preview: c.var.preview,
        menu: typeof c.var.upstream.content.menu,
        session: c.var.session instanceof Session,
        cart: typeof c.var.cart.current,
        checkout: typeof c.var.checkout,
      }),
    );
    return (path: string) =>
      probed.fetch(
        new Request(`${ORIGIN}${path}`),
        { ...env, ...overrides },
        executionContext() as unknown as ExecutionContext,
      );
  };

  it('gives a route every field it declares present, with no upstream call to open the session', async () => {
    let upstreamCalls = 0;
    const SANDBOX = wrapSandbox(() => void upstreamCalls++);
    const response = await probe({ SANDBOX })('/en-gb/probe');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ids: ['string', 'string'],
      logs: 'function',
      measures: 'function',
      built: true,
      locale: 'en-gb',
      channel: 'ECOMM',
      preview: { mode: 'publish', bypassCache: false },
      menu: 'function',
      session: true,
      cart: 'function',
      checkout: 'object',
    });
    // A crawler reading a page that needs no upstream causes no guest token.
    expect(upstreamCalls).toBe(0);
  });

  it('checks the configuration first: a refused request opens no session and calls no upstream', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let upstreamCalls = 0;
    const SANDBOX = wrapSandbox(() => void upstreamCalls++);
    const production = { ...productionLike(), SANDBOX, OPS_SECRET: '' };
    const response = await probe(production)('/en-gb/probe?preview=true');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    // Nothing after the check ran: no cached read was summarized, but the ids were stamped.
    expect(response.headers.get('x-cache')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // The one error handler answered it inside the context: the refusal is timed like any answer.
    expect(response.headers.get('server-timing')).toMatch(/app;dur=/);
    expect((await errorIds(response))[0]!.message).toBe(
      'The storefront is not configured: OPS_SECRET missing',
    );
    expect(upstreamCalls).toBe(0);
  });

  it('builds only the ids, logger and metrics for a built asset, whatever the configuration', async () => {
    const response = await probe({ ENVIRONMENT: 'production', COMMERCE_API_KEY: undefined })(
      '/assets/app.js',
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { requestId: string; built: boolean; site: boolean };
    expect(body).toEqual({ requestId: response.headers.get('x-request-id'), built: false, site: false });
  });
});
