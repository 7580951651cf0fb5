/**
 * Editor sign-in for content preview (content spec section 6, DESIGN.md Caching). The CMS, which
 * holds `EDITOR_SECRET`, sends an editor to `GET /fapi/editor/session?token=…&returnTo=…` with a
 * sign-in link token (purpose `editor-link`, at most 10 minutes from expiry). The storefront
 * answers with a one-hour preview session cookie (HttpOnly, `__Host-`, purpose `editor`) and a
 * redirect to the safe `returnTo`. `DELETE /fapi/editor/session` ends the session.
 */
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { safePathOr } from '../../shared/contract';
import { DEFAULT_LOCALE } from '../../shared/site';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { EDITOR_COOKIE, signEditorToken, verifyEditorToken } from '../middleware/preview';
import { validate } from '../validation';

/** A preview session lasts an hour; a sign-in link may live at most ten minutes. */
export const EDITOR_SESSION_SECONDS = 3600;
export const EDITOR_LINK_MAX_SECONDS = 600;

const COOKIE = {
  prefix: 'host',
  path: '/',
  httpOnly: true,
  secure: true,
  // The CMS shows preview pages in its own frame (another site): the cookie must travel there.
  sameSite: 'None',
} as const;

const linkQuery = z.object({
  token: z.string().max(120),
  returnTo: z.string().max(2000).optional(),
});

export const fapiEditor = new Hono<AppEnv>()
  .get('/fapi/editor/session', validate('query', linkQuery), async (c) => {
    const { token, returnTo } = c.req.valid('query');
    const secret = c.env.EDITOR_SECRET;
    const now = Date.now();
    const expiresAt = Number(token.split('.')[0]);
    // A link that expires far in the future would be a standing credential: refused like a bad one.
    const fresh = expiresAt * 1000 - now <= EDITOR_LINK_MAX_SECONDS * 1000;
    if (!secret || !fresh || !(await verifyEditorToken(secret, token, now, 'editor-link'))) {
      c.get('log').warn('editor sign-in refused');
      throw new HttpError(403, 'AUT403', 'This preview link is not valid or has expired');
    }
    const session = await signEditorToken(secret, Math.floor(now / 1000) + EDITOR_SESSION_SECONDS);
    setCookie(c, EDITOR_COOKIE, session, { ...COOKIE, maxAge: EDITOR_SESSION_SECONDS });
    c.header('cache-control', 'private, no-store');
    return c.redirect(safePathOr(returnTo ?? '', `/${DEFAULT_LOCALE}`), 303);
  })
  .delete('/fapi/editor/session', (c) => {
    deleteCookie(c, EDITOR_COOKIE, COOKIE);
    c.header('cache-control', 'private, no-store');
    return c.body(null, 204);
  });
