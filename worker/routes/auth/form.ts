/**
 * How the identity BFF answers a plain HTML form (no script ran): a 303 to the next page, and on a
 * refusal (validation or the upstream, through the one error handler's `formRefusal`) a 303 back
 * to the form's page with `?error=` and the same `returnTo`. Every target goes through `safePath`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { safePathOr } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import { formRoute, isFormPost } from '../../validation';
import { PRIVATE_NO_STORE } from '../no-store';

export type AuthPage = 'sign-in' | 'sign-up' | 'forgot-password' | 'reset-password';

/** `/{locale}/{page}` with the given query (empty values left out). */
export const authPagePath = (
  locale: string,
  page: AuthPage,
  query: Record<string, string | undefined> = {},
) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `/${locale}/${page}${search ? `?${search}` : ''}`;
};

/** Where a signed-in shopper goes: the safe `returnTo`, else the home page. */
export const returnPath = (c: Context<AppEnv>, returnTo: string | undefined): string =>
  safePathOr(returnTo, `/${c.get('site').locale}`);

/** `path` with `key=value` added to its query. */
export const withParam = (path: string, key: string, value: string): string => {
  const url = new URL(path, 'http://x');
  url.searchParams.set(key, value);
  return url.pathname + url.search + url.hash;
};

/**
 * Declares that a route takes the no-script form of `page` (`formRoute`): any refusal (a field
 * sent twice too) goes back there with the error id (and `token` for the reset page, so the shopper can try again with the same link).
 */
export const authForm = (
  page: AuthPage | ((c: Context<AppEnv>, returnTo: string | undefined) => string),
): MiddlewareHandler<AppEnv> =>
  formRoute((c, form) => ({ errorId }) => {
    c.header('cache-control', PRIVATE_NO_STORE);
    const back =
      typeof page === 'function'
        ? withParam(page(c, form.returnTo), 'error', errorId)
        : authPagePath(c.get('site').locale, page, {
            error: errorId,
            returnTo: form.returnTo && safePathOr(form.returnTo, ''),
            token: page === 'reset-password' ? form.token : undefined,
          });
    return c.redirect(back, 303);
  });

/** JSON for an island, or for a form a 303 to `next` (a trusted path). Never stored by a cache. */
export const authAnswer = <T extends Record<string, unknown>>(
  c: Context<AppEnv>,
  json: T,
  next: string,
  status: 200 | 201 | 202 = 200,
): Response => {
  c.header('cache-control', PRIVATE_NO_STORE);
  return isFormPost(c) ? c.redirect(next, 303) : c.json(json, status);
};
