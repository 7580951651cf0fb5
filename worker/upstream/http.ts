/**
 * The http base every upstream client uses: site-context and id headers, locale query, timeout,
 * zod parsing of the answer, `errorDetails[0]` to ApiError, and the spec's retry rules.
 */
import type { z } from 'zod';
import { BRAND, SOURCE, UPSTREAM_TIMEOUT_MS } from '../../shared/constants';
import type { Site } from '../../shared/site';
import type { Logger } from '../observability/logger';
import { type RequestMetrics, upstreamOf } from '../observability/metrics';
import { ApiError, apiErrorFromResponse } from './errors';

export type FetchLike = (request: Request) => Promise<Response>;

export type UpstreamTarget = { fetch: FetchLike; baseUrl: string };

export type CallContext = {
  site: Site;
  channel: 'ECOMM' | 'MAPP';
  correlationId: string;
  transactionId: string;
  apiKey: string;
  serverTrustId: string;
  /**
   * The shopper's address (CF-Connecting-IP), sent as `X-Forwarded-For` beside the server trust id:
   * the upstream's per-address limits (sign-in throttling) then count shoppers apart, not the
   * storefront as one client.
   */
  clientAddress?: string | undefined;
  log: Logger;
  timeoutMs?: number;
  /** The request's measurements: time per upstream and decision timeouts (worker/observability). */
  metrics?: RequestMetrics;
  /**
   * When the request's upstream budget ends (epoch ms): no call waits past it, so a page whose
   * upstreams are slow still answers in time with what it has (`PAGE_UPSTREAM_BUDGET_MS`).
   */
  deadline?: number | undefined;
};

/**
 * A page request's whole budget for upstream calls, from its start: a call that would end later
 * is cut at the deadline (a 504 `ApiError`, which the page renders around). With rendering, a
 * page stays under 3 s even when every upstream is slow (2 s) or hangs.
 */
export const PAGE_UPSTREAM_BUDGET_MS = 2300;

export type CallOptions<T extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  token?: string;
  schema: T;
  /** Spec: the token exchange retries once after 2000 ms on 409. */
  retry?: { retries: number; delayMs: number; onStatus: number };
  /** Spec: "mode headers carry the channel only for calls marked for mobile tracking". */
  sendChannelModeHeader?: boolean;
  /** Sees the upstream's successful response before its body is read (its cache tags). */
  onResponse?: (response: Response) => void;
};

/** What a request needs (a JSON call adds its schema; a document call names what it accepts). */
type RequestOptions = Omit<CallOptions<z.ZodType>, 'schema'> & { accept?: string; schema?: z.ZodType };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The call's URL: path, the site's locale and the query. A cached read keys on it alone. */
export const requestUrl = (
  target: UpstreamTarget,
  ctx: CallContext,
  options: Pick<RequestOptions, 'path' | 'query'>,
): URL => {
  const url = new URL(options.path, target.baseUrl);
  url.searchParams.set('locale', ctx.site.locale);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
};

export const buildRequest = (
  target: UpstreamTarget,
  ctx: CallContext,
  options: RequestOptions,
  signal?: AbortSignal,
): Request => {
  const url = requestUrl(target, ctx, options);
  const headers = new Headers({
    accept: options.accept ?? 'application/json',
    'x-transaction-id': ctx.transactionId,
    'x-correlation-id': ctx.correlationId,
    'x-api-key': ctx.apiKey,
    'x-server-trust-id': ctx.serverTrustId,
    locale: ctx.site.locale,
    siteId: ctx.site.siteId,
    brand: BRAND,
    region: ctx.site.region,
    channel: ctx.channel,
    source: SOURCE,
    clientApp: 'storefront-web',
  });
  if (ctx.clientAddress) headers.set('x-forwarded-for', ctx.clientAddress);
  if (options.sendChannelModeHeader) headers.set('x-request-mode', ctx.channel);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return new Request(url, { method: options.method ?? 'GET', headers, body, ...(signal ? { signal } : {}) });
};

/** The time this call may take: its own timeout, cut to what is left of the request's budget. */
export const timeoutFor = (ctx: CallContext, now = Date.now()): number =>
  Math.min(ctx.timeoutMs ?? UPSTREAM_TIMEOUT_MS, ctx.deadline === undefined ? Infinity : ctx.deadline - now);

/**
 * The fetch, given up when `signal` fires even if the Fetcher ignores it (an in-process binding
 * does): the caller's time is bounded whatever the other side does. An answer that comes after
 * that is dropped unread (its body cancelled, so the connection is not held open for nobody).
 */
const fetchUntil = (target: UpstreamTarget, request: Request, signal: AbortSignal): Promise<Response> =>
  new Promise<Response>((resolve, reject) => {
    const abandon = () => reject(signal.reason);
    if (signal.aborted) return abandon();
    signal.addEventListener('abort', abandon, { once: true });
    target.fetch(request).then(
      (response) => {
        signal.removeEventListener('abort', abandon);
        if (signal.aborted) void response.body?.cancel().catch(() => undefined);
        else resolve(response);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abandon);
        reject(error);
      },
    );
  });

/** One request with the timeout (504) and an unreachable upstream (502) as ApiErrors, logged. */
const send = async (
  target: UpstreamTarget,
  ctx: CallContext,
  options: RequestOptions,
  attempt: number,
): Promise<Response> => {
  const started = Date.now();
  let response: Response;
  try {
    const budget = timeoutFor(ctx, started);
    // Past the deadline nothing is sent: the page goes on without this part.
    if (budget <= 0) throw new DOMException('The request budget is spent', 'TimeoutError');
    const signal = AbortSignal.timeout(budget);
    response = await fetchUntil(target, buildRequest(target, ctx, options, signal), signal);
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    ctx.metrics?.upstream(options.path, Date.now() - started);
    if (timedOut && upstreamOf(options.path) === 'decision') ctx.metrics?.count('decisionTimeouts');
    throw new ApiError({
      status: timedOut ? 504 : 502,
      errorId: 'GEN500',
      message: timedOut ? `Upstream timed out: ${options.path}` : `Upstream unreachable: ${options.path}`,
      correlationId: ctx.correlationId,
      cause,
    });
  }
  ctx.metrics?.upstream(options.path, Date.now() - started);
  ctx.log.info('upstream', {
    method: options.method ?? 'GET',
    path: options.path,
    status: response.status,
    ms: Date.now() - started,
    attempt,
  });
  return response;
};

/** The body's JSON; undefined when empty; a sentinel no schema accepts when it is not JSON. */
const NOT_JSON = Symbol('not JSON');
const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
};

export const call = async <T extends z.ZodType>(
  target: UpstreamTarget,
  ctx: CallContext,
  options: CallOptions<T>,
): Promise<z.infer<T>> => {
  const attempts = 1 + (options.retry?.retries ?? 0);
  for (let attempt = 1; ; attempt++) {
    const response = await send(target, ctx, options, attempt);
    if (response.ok) {
      options.onResponse?.(response);
      // An answer without a body (204 sign-out, 202 accepted) parses as `undefined`.
      const text = await response.text();
      const parsed = options.schema.safeParse(parseJson(text));
      if (!parsed.success) {
        throw new ApiError({
          status: 502,
          errorId: 'GEN500',
          message: `Upstream answer did not match the contract: ${options.path}`,
          correlationId: ctx.correlationId,
          cause: parsed.error,
        });
      }
      return parsed.data;
    }
    if (options.retry && response.status === options.retry.onStatus && attempt < attempts) {
      await response.body?.cancel();
      await sleep(options.retry.delayMs);
      continue;
    }
    throw await apiErrorFromResponse(response, ctx.correlationId);
  }
};

/**
 * A call answered with a document rather than JSON (an invoice PDF): the upstream's response as
 * it is, its body unread so the storefront can stream it on; failures as for `call`.
 */
export const callDocument = async (
  target: UpstreamTarget,
  ctx: CallContext,
  options: Omit<RequestOptions, 'retry'> & { accept: string },
): Promise<Response> => {
  const response = await send(target, ctx, options, 1);
  if (response.ok && response.headers.get('content-type')?.startsWith(options.accept)) return response;
  if (response.ok) {
    await response.body?.cancel();
    throw new ApiError({
      status: 502,
      errorId: 'GEN500',
      message: `Upstream answered ${response.headers.get('content-type')} instead of ${options.accept}: ${options.path}`,
      correlationId: ctx.correlationId,
    });
  }
  throw await apiErrorFromResponse(response, ctx.correlationId);
};
