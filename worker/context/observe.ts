/**
 * The outer part of the request context (index.ts), the one every request gets, built assets too:
 * request and correlation ids, the one structured JSON logger bound to them (redacted, sampled:
 * worker/observability/logger.ts), Server-Timing for what finished before the headers, and one
 * Analytics Engine data point per request, written when a streamed body ends (waitUntil, so the
 * response is never held for it). In development and tests the data points are also kept in the
 * local store the ops dashboard reads (worker/observability/local-store.ts).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { type DataPoint, statusClass, toAnalytics } from '../observability/data-point';
import { recordingDataset } from '../observability/local-store';
import { createLogger, INFO_SAMPLE_RATE } from '../observability/logger';
import { RequestMetrics } from '../observability/metrics';

const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The route template that answered (`/:locale/p/:slug`), not the path: one index per page kind.
 * A request no route answered is `not-found`.
 */
export const routeTemplate = (c: Context<AppEnv>): string => {
  // The handler that answered is the last one dispatched (later matches never ran).
  const answered = c.req.matchedRoutes[c.req.routeIndex];
  if (!answered || (answered.method === 'ALL' && c.res.status === 404)) return 'not-found';
  // A middleware that answered itself (a refusal) is named by its path (`/api/*`).
  return withoutPatterns(answered.path);
};

/** `/:locale{(?:en-us|…)}/p/:segment` → `/:locale/p/:segment`: parameters' patterns (nested braces too) dropped. */
export const withoutPatterns = (template: string): string => {
  let out = '';
  let depth = 0;
  for (const char of template) {
    if (char === '{') depth += 1;
    else if (char === '}' && depth > 0) depth -= 1;
    else if (depth === 0) out += char;
  }
  return out;
};

/** Where this request's data point goes: ANALYTICS, plus the local store outside production. */
const datasetFor = (c: Context<AppEnv>, waitUntil: (p: Promise<unknown>) => void) => {
  const { ANALYTICS, OPS_STORE, ENVIRONMENT } = c.env;
  if (OPS_STORE && ENVIRONMENT !== 'production') return recordingDataset(ANALYTICS, OPS_STORE, waitUntil);
  return ANALYTICS;
};

const waitUntilOf = (c: Context<AppEnv>): ((p: Promise<unknown>) => void) => {
  try {
    const ctx = c.executionCtx;
    return (p) => ctx.waitUntil(p);
  } catch {
    // `app.request()` without an execution context (unit tests): nothing to keep alive.
    return (p) => void p.catch(() => undefined);
  }
};

/**
 * Sets the ids, the logger and the metrics, runs `inner` (the rest of the context, then the
 * routes), and stamps and reports the answer. `built` is false until `inner` builds the rest.
 */
export const observe = async (c: Context<AppEnv>, inner: () => Promise<void>): Promise<void> => {
  const started = Date.now();
  const incoming = c.req.header('x-correlation-id');
  const correlationId = incoming && ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
  const requestId = crypto.randomUUID();
  c.set('requestId', requestId);
  c.set('correlationId', correlationId);
  const environment = c.env.ENVIRONMENT;
  c.set(
    'log',
    createLogger(
      { requestId, correlationId, path: new URL(c.req.url).pathname },
      {
        minimum: environment === 'test' ? 'error' : 'info',
        infoRate: INFO_SAMPLE_RATE[c.env.LOG_SAMPLING ?? environment] ?? 1,
      },
    ),
  );
  const metrics = new RequestMetrics();
  c.set('metrics', metrics);
  c.set('built', false);
  await inner();
  const headersAt = Date.now();
  const timeToHeaders = headersAt - started;
  // Only what is over before the headers leave: the body's stream and late upstream calls are not.
  const timings = [
    `app;dur=${timeToHeaders}`,
    ...Object.entries(metrics.upstreamMs)
      .filter(([, ms]) => ms > 0)
      .map(([name, ms]) => `${name};dur=${ms}`),
  ].join(', ');
  const stamp = (headers: Headers) => {
    headers.set('x-request-id', requestId);
    headers.set('x-correlation-id', correlationId);
    headers.append('server-timing', timings);
  };
  try {
    stamp(c.res.headers);
  } catch {
    // Responses from the Cache API or the assets binding have immutable headers.
    c.res = new Response(c.res.body, c.res);
    stamp(c.res.headers);
  }
  const waitUntil = waitUntilOf(c);
  const dataset = datasetFor(c, waitUntil);
  if (!dataset) return;
  const fixed = {
    route: routeTemplate(c),
    method: c.req.method,
    status: c.res.status,
    statusClass: statusClass(c.res.status),
    cacheStatus: c.res.headers.get('x-cache') ?? 'none',
    // A refused or built-asset request has no site.
    site: c.get('built') ? c.get('site').siteId : '',
    timeToHeadersMs: timeToHeaders,
  };
  const write = () => {
    const point: DataPoint = {
      ...fixed,
      variant: metrics.variant,
      experiments: metrics.experiments,
      pageType: metrics.pageType,
      streamMs: metrics.streaming ? Date.now() - headersAt : 0,
      commerceMs: metrics.upstreamMs.commerce,
      contentMs: metrics.upstreamMs.content,
      decisionMs: metrics.upstreamMs.decision,
      renderMs: metrics.renderMs,
      ...metrics.counts,
    };
    dataset.writeDataPoint(toAnalytics(point));
  };
  if (metrics.streaming) waitUntil(metrics.untilStreamEnds().then(write));
  else write();
};
