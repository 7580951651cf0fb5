/**
 * How the favorites and saved-for-later BFF routes answer: JSON for an island; for a plain HTML
 * form (no script ran) a 303 back to the form's `returnTo`, through the one safe-path check, with
 * `?listError=` on a refusal (validation or upstream, through the one error handler).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { safePathOr } from '../../shared/contract';
import type { AppEnv } from '../env';
import { PRIVATE_NO_STORE } from '../middleware/no-store';
import { formRoute } from '../validation';

/** Keys a list form post may leave in the page's query; each answer replaces them. */
const LIST_QUERY = ['listError', 'shareId', 'saved', 'movedToCart'];

const back = (path: string, params: Record<string, string>): string => {
  const url = new URL(path, 'http://x');
  for (const key of LIST_QUERY) url.searchParams.delete(key);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.pathname + url.search + url.hash;
};

/** The path of a same-origin Referer: where a form without `returnTo` (a product card's heart) came from. */
const refererPath = (c: Context): string | undefined => {
  const referer = c.req.header('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === new URL(c.req.url).origin ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Declares that a route takes a plain form too (`formRoute`). It goes back to `returnTo`, else to
 * the page it came from, else to `fallback` (under the locale); every one through the safe-path
 * check, with `?listError=` on any refusal (a field sent twice too).
 */
export const listForm = (fallback: string): MiddlewareHandler<AppEnv> =>
  formRoute((c, { returnTo }) => {
    const to = safePathOr(returnTo ?? refererPath(c), `/${c.get('site').locale}${fallback}`);
    c.set('listFormBack', to);
    return ({ errorId }) => {
      c.header('cache-control', PRIVATE_NO_STORE);
      return c.redirect(back(to, { listError: errorId }), 303);
    };
  });

/** Runs the action; JSON with its answer, or for a form a 303 back with `success` in the query. */
export const listAnswer = async <T extends object>(
  c: Context<AppEnv>,
  action: () => Promise<T>,
  success: (answer: T) => Record<string, string> = () => ({}),
): Promise<Response> => {
  c.header('cache-control', PRIVATE_NO_STORE);
  const answer = await action();
  const to = c.get('listFormBack');
  return to === undefined ? c.json(answer) : c.redirect(back(to, success(answer)), 303);
};
