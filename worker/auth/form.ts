/**
 * The paths the identity BFF's plain HTML forms (no script ran) go to: a 303 to the next page
 * through the one form answer (`formAnswer`; a refusal renders the form's page again: `authForm`
 * in `render.tsx`). Every target goes through `safePath`.
 */
import type { Context } from 'hono';
import { safePathOr } from '../../shared/contract';
import type { AppEnv } from '../env';

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
