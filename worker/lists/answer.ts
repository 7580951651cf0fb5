/**
 * How the favorites and saved-for-later BFF routes answer, through the one form answer
 * (worker/validation/form-route.ts): JSON for an island; for a plain HTML form (no script ran) a 303 back to the form's `returnTo`, through the one safe-path check, with
 * `?listError=` on a refusal (validation or upstream, through the one error handler).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { PRIVATE_NO_STORE } from '../middleware/no-store';
import { formAnswer, formRoute } from '../validation';

/** Keys a list form post may leave in the page's query; each answer replaces them. */
const LIST_QUERY = ['listError', 'shareId', 'saved', 'movedToCart'];

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
  formRoute((c, { returnTo }) => ({
    back: returnTo ?? refererPath(c),
    fallback: `/${c.get('site').locale}${fallback}`,
    owns: LIST_QUERY,
    refused: ({ errorId }) => ({ listError: errorId }),
  }));

/** Runs the action; JSON with its answer, or for a form a 303 back with `success` in the query (`formAnswer`). */
export const listAnswer = async <T extends object>(
  c: Context<AppEnv>,
  action: () => Promise<T>,
  success: (answer: T) => Record<string, string> = () => ({}),
): Promise<Response> => {
  c.header('cache-control', PRIVATE_NO_STORE);
  const answer = await action();
  return formAnswer(c, { json: answer, query: success(answer) });
};
