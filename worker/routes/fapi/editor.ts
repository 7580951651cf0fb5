/**
 * Editor sign-in for content preview (content spec section 6, DESIGN.md Caching). The CMS, which
 * holds `EDITOR_SECRET`, sends an editor to `GET /fapi/editor/session?token=…&returnTo=…` with a
 * sign-in link token (purpose `editor-link`, at most 10 minutes from expiry). The storefront
 * answers with a one-hour preview session cookie (HttpOnly, `__Host-`, purpose `editor`) and a
 * redirect to the safe `returnTo`. `DELETE /fapi/editor/session` ends the session (CSRF-checked).
 *
 * A link is single-use: it is a bearer credential in a URL (browser history, access logs, a
 * forwarded mail), so its first use spends it and a second is refused like a bad link. The spent
 * links are kept in the durable budget (`rate-budget.ts`, one use per link) for as long as a link
 * can live, so every isolate sees them, and two uses at once start one session. A refused link
 * is a translated page for a browser, the error envelope for a JSON client (`refuse`).
 */
import { type Context, Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { editorLinkText } from '../../../client/i18n/editor-link';
import { safePathOr } from '../../../shared/contract';
import { DEFAULT_LOCALE } from '../../../shared/site';
import type { AppEnv } from '../../env';
import { csrfProtection } from '../../middleware/csrf';
import { HttpError } from '../../middleware/errors';
import {
  EDITOR_COOKIE,
  editorTokenParts,
  signEditorToken,
  verifyEditorToken,
} from '../../middleware/preview';
import { durableBudget } from '../../middleware/rate-limit/budget';
import { validate } from '../../validation';
import { renderErrorPage } from '../pages';

/** A preview session lasts an hour; a sign-in link may live at most ten minutes. */
export const EDITOR_SESSION_SECONDS = 3600;
export const EDITOR_LINK_MAX_SECONDS = 600;

/**
 * One use per link. The record outlives the link: a link expires at most ten minutes after its
 * first use, and the budget forgets it ten minutes after that use.
 */
// Single use: when the count cannot be reached, the link is refused rather than counted here.
const LINK_USES = durableBudget(
  'editor-link',
  { limit: 1, windowMs: EDITOR_LINK_MAX_SECONDS * 1000 },
  { unreachable: 'refuse' },
);

const COOKIE = {
  prefix: 'host',
  path: '/',
  httpOnly: true,
  secure: true,
  // The CMS shows preview pages in its own frame (another site): the cookie must travel there.
  sameSite: 'None',
} as const;

/**
 * A refused link. The editor opened it in a browser: a page in the site's language (the locale of
 * `returnTo`, see `siteOfRequest`) that says why and leads to the home page. A JSON client (the
 * CMS checking a link) gets the error envelope. Either way 403 `AUT403`, and nothing is kept.
 */
const refuse = async (
  c: Context<AppEnv>,
  heading: 'editorLinkUsed' | 'editorLinkInvalid',
  message: string,
): Promise<Response> => {
  const wanted = accepts(c, {
    header: 'Accept',
    supports: ['application/json', 'text/html'],
    default: 'application/json',
  });
  if (wanted !== 'text/html') throw new HttpError(403, 'AUT403', message);
  const text = editorLinkText(c.get('site').language);
  const page = await renderErrorPage(c, 403, undefined, {
    heading: text[heading],
    text: text.editorLinkText,
  });
  page.headers.set('cache-control', 'private, no-store');
  return page;
};

const linkQuery = z.object({
  token: z.string().max(120),
  returnTo: z.string().max(2000).optional(),
});

export const fapiEditor = new Hono<AppEnv>()
  .get('/fapi/editor/session', validate('query', linkQuery), async (c) => {
    const { token, returnTo } = c.req.valid('query');
    const secret = c.env.EDITOR_SECRET;
    const now = Date.now();
    const { expiresAt = 0, nonce } = editorTokenParts(token) ?? {};
    // A link that expires far in the future would be a standing credential, and one without a
    // nonce could not be told from another link minted in the same second: refused like a bad one.
    const fresh = expiresAt * 1000 - now <= EDITOR_LINK_MAX_SECONDS * 1000;
    if (!secret || !fresh || !nonce || !(await verifyEditorToken(secret, token, now, 'editor-link'))) {
      c.get('log').warn('editor sign-in refused');
      return refuse(c, 'editorLinkInvalid', 'This preview link is not valid or has expired');
    }
    // Keyed by the link as we sign it: base64 ignores a last character's spare bits, so one
    // signature has several spellings, and each must not count as a fresh link.
    const link = await signEditorToken(secret, expiresAt, 'editor-link', nonce);
    if (await LINK_USES.take(link, now, c.env)) {
      c.get('log').warn('editor sign-in refused: link already used');
      return refuse(
        c,
        'editorLinkUsed',
        'This preview link has already been used. Open a new one from the CMS.',
      );
    }
    const session = await signEditorToken(secret, Math.floor(now / 1000) + EDITOR_SESSION_SECONDS);
    setCookie(c, EDITOR_COOKIE, session, { ...COOKIE, maxAge: EDITOR_SESSION_SECONDS });
    c.header('cache-control', 'private, no-store');
    return c.redirect(safePathOr(returnTo ?? '', `/${DEFAULT_LOCALE}`), 303);
  })
  // Sign-out is a mutation like any /api call: another site must not end an editor's session
  // (a forged request carries the SameSite=None cookie), so it takes the same origin check.
  .delete('/fapi/editor/session', csrfProtection(), (c) => {
    deleteCookie(c, EDITOR_COOKIE, COOKIE);
    c.header('cache-control', 'private, no-store');
    return c.body(null, 204);
  });
