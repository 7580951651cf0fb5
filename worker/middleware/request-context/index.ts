/**
 * Request and correlation ids, a structured JSON logger bound to them, Server-Timing, and one
 * Analytics Engine data point per request for operators.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import type { Logger } from '../../render/types';

const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

const LEVELS = { info: 0, warn: 1, error: 2 } as const;
type Level = keyof typeof LEVELS;

/** JSON.stringify drops an Error's own fields; logs need its name, message and stack. */
const serializable = (value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

export const createLogger = (base: Record<string, unknown>, minimum: Level = 'info'): Logger => {
  const write = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[level] < LEVELS[minimum]) return;
    const entries = Object.entries(fields).map(([key, value]) => [key, serializable(value)]);
    console.log(JSON.stringify({ level, message, ...base, ...Object.fromEntries(entries) }));
  };
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
};

export const requestContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = Date.now();
    const incoming = c.req.header('x-correlation-id');
    const correlationId = incoming && ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
    const requestId = crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('correlationId', correlationId);
    const minimum = c.env.ENVIRONMENT === 'test' ? 'error' : 'info';
    c.set('log', createLogger({ requestId, correlationId, path: new URL(c.req.url).pathname }, minimum));
    await next();
    const ms = Date.now() - started;
    const stamp = (headers: Headers) => {
      headers.set('x-request-id', requestId);
      headers.set('x-correlation-id', correlationId);
      headers.append('server-timing', `app;dur=${ms}`);
    };
    try {
      stamp(c.res.headers);
    } catch {
      // Responses from the Cache API or the assets binding have immutable headers.
      c.res = new Response(c.res.body, c.res);
      stamp(c.res.headers);
    }
    c.env.ANALYTICS?.writeDataPoint({
      blobs: [c.req.routePath, c.req.method, c.res.headers.get('x-cache') ?? 'none'],
      doubles: [c.res.status, ms],
      indexes: [c.var.site?.siteId ?? 'none'],
    });
  });
