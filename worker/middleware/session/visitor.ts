/**
 * A browser that has no session yet is one visitor, whatever it sends at once. Pages start no
 * session (a reader never costs a guest token), so a new shopper's first writes (two quick adds, a
 * heart and an add) used to reach the worker with no cookie in common: each made its own guest,
 * each answer set its own session, and the browser kept one, losing what the others wrote.
 *
 * So a page answered to a browser without a session carries a visitor id (a random id, HttpOnly,
 * `__Host-`, no token, nothing sealed): the first guest token of that browser is obtained once per
 * visitor through the session's gate (refresh-gate.ts), and writes sent together are one guest's,
 * whose one open basket they all land in. The id ends when the session's first cookies are
 * written: after that the session names the shopper, and a sign-out later starts a new guest.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const VISITOR_COOKIE = 'sf_v';
/** Long enough for a visit that ends in a first write; a later page hands out a new one. */
const VISITOR_SECONDS = 86_400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OPTIONS = { prefix: 'host', httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;

/** The request's visitor id, when it carries a well-formed one. */
export const visitorOf = (c: Context): string | undefined => {
  const id = getCookie(c, VISITOR_COOKIE, 'host');
  return id && UUID.test(id) ? id : undefined;
};

/** A page for a browser without a session (only HTML the shopper's own: never a shared answer). */
const isPrivatePage = (c: Context): boolean =>
  c.req.method === 'GET' &&
  (c.res.headers.get('content-type') ?? '').startsWith('text/html') &&
  (c.res.headers.get('cache-control') ?? '').includes('private');

/** Hands the browser a visitor id with a page, when it has neither a session nor an id. */
export const greetVisitor = (c: Context): void => {
  if (isPrivatePage(c))
    setCookie(c, VISITOR_COOKIE, crypto.randomUUID(), { ...OPTIONS, maxAge: VISITOR_SECONDS });
};

/** The session's cookies now name the shopper: the visitor id is done. */
export const forgetVisitor = (c: Context): void => {
  setCookie(c, VISITOR_COOKIE, '', { ...OPTIONS, maxAge: 0 });
};
