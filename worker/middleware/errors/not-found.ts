/**
 * The app's not-found handler: a path that some route serves with other methods answers 405 with
 * `Allow` (`DELETE /en-us/cart`, `GET /api/cart/items`), any other a 404. Both are an `HttpError`
 * for the one error handler, so the envelope, the error page and the cache headers are the 404's.
 *
 * What serves a path: a route registered for a method (`get`, `post`, …) whose pattern matches it.
 * Middleware (`use`, `all`: method ALL) serves nothing. Nor does a catch-all pattern (`/assets/*`,
 * the static pages' `/{locale}/{path…}`, the CSRF check on `post('/ops/*')`): it matches paths
 * that may not exist at all (a static page is looked up in the content platform on GET), and a
 * typo must stay a 404. HEAD is allowed wherever GET is (Hono answers HEAD with the GET route).
 * OPTIONS keeps its 404: no route answers it, and no CORS preflight is served.
 */
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../env';
import { HttpError } from './http-error';

type Routed = Pick<Hono<AppEnv>, 'router' | 'routes'>;

/** The order `Allow` lists methods in; a method not listed here comes after them. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const rank = (method: string) => (ORDER.includes(method) ? ORDER.indexOf(method) : ORDER.length);

/** A `*`, or a parameter whose pattern admits `/`: the route matches paths of any depth. */
const isCatchAll = (pattern: string): boolean => {
  if (pattern.includes('*')) return true;
  let depth = 0;
  for (const ch of pattern) {
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === '/' && depth > 0) return true;
  }
  return false;
};

/** The methods that routes (not middleware, not catch-alls) serve at `path`, in `Allow`'s order. */
export const allowedMethods = (app: Routed, path: string): string[] => {
  const methods = new Set(app.routes.map((route) => route.method).filter((method) => method !== 'ALL'));
  const allowed = [...methods].filter((method) =>
    app.router
      .match(method, path)[0]
      .some(([[, route]]) => route.method === method && !isCatchAll(route.path)),
  );
  if (allowed.includes('GET')) allowed.push('HEAD');
  return allowed.sort((a, b) => rank(a) - rank(b));
};

export const createNotFoundHandler =
  (app: Routed, onError: (error: Error, c: Context<AppEnv>) => Promise<Response>) =>
  async (c: Context<AppEnv>): Promise<Response> => {
    const method = c.req.method;
    const allowed = method === 'OPTIONS' ? [] : allowedMethods(app, c.req.path);
    // None: an unknown path. Its own method among them: a route that matched passed it on.
    if (allowed.length === 0 || allowed.includes(method))
      return onError(new HttpError(404, 'API404', 'Not found'), c);
    const response = await onError(new HttpError(405, 'API405', 'Method not allowed'), c);
    response.headers.set('allow', allowed.join(', '));
    return response;
  };
