/**
 * Protected pages (account/*, favorites, saved for later): a signed-out request goes to the sign-in
 * page with the page it asked for as `returnTo` (303, so a form POST becomes a GET there). What
 * either answer says depends on the shopper, so no cache keeps it.
 */
import { createMiddleware } from 'hono/factory';
import { safePathOr } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import { PRIVATE_NO_STORE } from '../../routes/no-store';

/** The sign-in page of `locale` that returns to `returnTo` (itself checked) once signed in. */
export const signInPath = (locale: string, returnTo: string): string => {
  const home = `/${locale}`;
  return `${home}/sign-in?returnTo=${encodeURIComponent(safePathOr(returnTo, home))}`;
};

export const requireMember = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('session').isMember) {
      const url = new URL(c.req.url);
      c.header('cache-control', PRIVATE_NO_STORE);
      return c.redirect(signInPath(c.get('site').locale, `${url.pathname}${url.search}`), 303);
    }
    await next();
    c.res.headers.set('cache-control', PRIVATE_NO_STORE);
  });
