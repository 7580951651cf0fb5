/**
 * CSRF protection for mutating /api/ calls, whatever their content type: the request must come
 * from this origin by its Origin header, or failing that by Fetch Metadata (Sec-Fetch-Site).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { HttpError } from '../errors/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSameOriginRequest = (request: Request): boolean => {
  const origin = request.headers.get('origin');
  if (origin) return origin === new URL(request.url).origin;
  const site = request.headers.get('sec-fetch-site');
  return site === 'same-origin';
};

export const csrfProtection = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c.req.raw)) {
      throw new HttpError(403, 'CSRF403', 'This request must come from the storefront itself.');
    }
    await next();
  });
