import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv, Env } from '../env';
import { type DataPoint, fromAnalytics } from '../observability/data-point';
import { createLogger } from '../observability/logger';
import { observe, withoutPatterns } from './observe';

describe('createLogger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line with the bound ids and serializes errors', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    createLogger({ requestId: 'r1' }).error('content item failed', {
      component: 'hero',
      error: new TypeError('boom'),
    });
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 'error',
      message: 'content item failed',
      requestId: 'r1',
      component: 'hero',
    });
    expect(entry.error).toMatchObject({ name: 'TypeError', message: 'boom' });
  });

  it('drops entries below its minimum level', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const log = createLogger({}, 'warn');
    log.info('quiet');
    log.warn('loud');
    expect(lines.map((l) => JSON.parse(l).message)).toEqual(['loud']);
  });
});

describe("a request's log sampling", () => {
  afterEach(() => vi.restoreAllMocks());

  const infoLines = async (env: Partial<Env>) => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const app = new Hono<AppEnv>();
    app.use((c, next) => observe(c, next));
    app.get('/', (c) => {
      c.var.log.info('upstream', { path: '/x' });
      return c.text('ok');
    });
    for (let i = 0; i < 40; i++) await app.request('/', {}, { ENVIRONMENT: 'development', ...env });
    return lines.map((line) => JSON.parse(line)).filter((entry) => entry.message === 'upstream');
  };

  it('keeps every info line in development, and samples as production does under LOG_SAMPLING', async () => {
    expect(await infoLines({})).toHaveLength(40);
    vi.restoreAllMocks();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(await infoLines({ LOG_SAMPLING: 'production' })).toHaveLength(0);
    vi.restoreAllMocks();
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
    const kept = await infoLines({ LOG_SAMPLING: 'production' });
    expect(kept).toHaveLength(40);
    expect(kept[0].sampleRate).toBe(0.1);
  });
});

describe('the data point of a request', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const appWith = () => {
    const app = new Hono<AppEnv>();
    app.use((c, next) => observe(c, next));
    app.get('/items/:id{[0-9]+}', (c) => {
      c.var.metrics.upstream('/products/v2/products/1', 7);
      return c.json({ ok: true });
    });
    app.get('/stream', (c) => {
      const { metrics } = c.var;
      metrics.pageType = 'Home';
      metrics.streamStarted();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('<head>'));
          await sleep(60);
          // Content read while the body streams: in the point, not in Server-Timing.
          metrics.upstream('/publish/caas/v1/footer', 50);
          controller.enqueue(new TextEncoder().encode('<footer>'));
          controller.close();
          metrics.streamEnded();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html', 'x-cache': 'MISS' } });
    });
    return app;
  };

  const run = async (path: string) => {
    const written: DataPoint[] = [];
    const waits: Promise<unknown>[] = [];
    const env = {
      ENVIRONMENT: 'test',
      ANALYTICS: { writeDataPoint: (p: AnalyticsEngineDataPoint) => void written.push(fromAnalytics(p)) },
    } as unknown as Env;
    const ctx = {
      waitUntil: (p: Promise<unknown>) => void waits.push(p),
      passThroughOnException() {},
      props: {},
    };
    const response = await appWith().fetch(
      new Request(`https://shop.test${path}`),
      env,
      ctx as ExecutionContext,
    );
    return { response, written, waits };
  };

  it('indexes the route template and writes once, at once, for a body that does not stream', async () => {
    const { response, written, waits } = await run('/items/42');
    expect(waits).toHaveLength(0);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      route: '/items/:id',
      method: 'GET',
      status: 200,
      statusClass: '2xx',
      cacheStatus: 'none',
      commerceMs: 7,
      streamMs: 0,
      pageType: '',
    });
    expect(response.headers.get('server-timing')).toMatch(/^app;dur=\d+, commerce;dur=7$/);
  });

  it('answers before a streamed body ends and writes the point when it has', async () => {
    const { response, written, waits } = await run('/stream');
    // The headers are back; the body is still streaming, so nothing is written yet.
    expect(written).toHaveLength(0);
    expect(waits).toHaveLength(1);
    expect(response.headers.get('server-timing')).toMatch(/^app;dur=\d+$/);
    expect(await response.text()).toBe('<head><footer>');
    await Promise.all(waits);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ pageType: 'Home', cacheStatus: 'MISS', contentMs: 50 });
    expect(written[0]!.streamMs).toBeGreaterThanOrEqual(50);
  });

  it('names a request no route answered not-found, and drops parameter patterns', async () => {
    const { written } = await run('/nowhere');
    expect(written[0]).toMatchObject({ route: 'not-found', status: 404, statusClass: '4xx' });
    expect(withoutPatterns('/:locale{(?:en-us|fr-ca)}/p/:id{[A-Z0-9]{8,11}}')).toBe('/:locale/p/:id');
  });
});
