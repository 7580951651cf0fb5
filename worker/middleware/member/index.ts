/**
 * Protected pages (account/*, favorites, saved for later): a signed-out request goes to the sign-in
 * page with the page it asked for as `returnTo` (303, so a form POST becomes a GET there), and so
 * does one whose grant the platform ended while it ran. What
 * either answer says depends on the shopper, so no cache keeps it.
 */
import { createMiddleware } from 'hono/factory';
import { safePathOr } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import { PRIVATE_NO_STORE } from '../no-store';

/** The sign-in page of `locale` that returns to `returnTo` (itself checked) once signed in. */
export const signInPath = (locale: string, returnTo: string): string => {
  const home = `/${locale}`;
  return `${home}/sign-in?returnTo=${encodeURIComponent(safePathOr(returnTo, home))}`;
};

export const requireMember = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const toSignIn = () => {
      const url = new URL(c.req.url);
      return new Response(null, {
        status: 303,
        headers: {
          location: signInPath(c.get('site').locale, `${url.pathname}${url.search}`),
          'cache-control': PRIVATE_NO_STORE,
        },
      });
    };
    if (!c.get('session').isMember) return toSignIn();
    await next();
    // The member's grant ended during the request (signed out on another device, password changed
    // there): the session went on as a new guest, so the page is no longer theirs to see.
    if (!c.get('session').isMember) {
      await c.res.body?.cancel().catch(() => undefined);
      c.res = undefined;
      c.res = toSignIn();
    }
    c.res.headers.set('cache-control', PRIVATE_NO_STORE);
  });
