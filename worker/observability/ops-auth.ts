/**
 * Operator authentication for `/ops`, separate from shoppers' sessions: the operator types
 * OPS_SECRET once (compared in constant time), and gets an HttpOnly `__Host-sf_ops` cookie
 * `{expiresAt}.{HMAC-SHA256("ops:{expiresAt}", OPS_SECRET)}` (the editor token's signing,
 * worker/middleware/preview), valid for eight hours. Rotating the secret signs everyone out.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { signEditorToken, verifyEditorToken } from '../middleware/preview';

export const OPS_COOKIE = 'sf_ops';
export const OPS_SESSION_SECONDS = 8 * 3600;

const digest = async (text: string): Promise<ArrayBuffer> =>
  crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));

/** Compares digests of equal length, so neither the length nor the content of the secret leaks by timing. */
export const secretMatches = async (given: string, secret: string): Promise<boolean> => {
  const [a, b] = await Promise.all([digest(given), digest(secret)]);
  return crypto.subtle.timingSafeEqual(a, b);
};

export const isOperator = async (c: Context<AppEnv>): Promise<boolean> => {
  const secret = c.env.OPS_SECRET;
  if (!secret) return false;
  return verifyEditorToken(secret, getCookie(c, OPS_COOKIE, 'host'), Date.now(), 'ops');
};

const COOKIE_OPTIONS = {
  prefix: 'host',
  httpOnly: true,
  secure: true,
  sameSite: 'Strict',
  path: '/',
} as const;

export const signInOperator = async (c: Context<AppEnv>, secret: string): Promise<void> => {
  const expiresAt = Math.floor(Date.now() / 1000) + OPS_SESSION_SECONDS;
  setCookie(c, OPS_COOKIE, await signEditorToken(secret, expiresAt, 'ops'), {
    ...COOKIE_OPTIONS,
    maxAge: OPS_SESSION_SECONDS,
  });
};

export const signOutOperator = (c: Context<AppEnv>): void => {
  deleteCookie(c, OPS_COOKIE, COOKIE_OPTIONS);
};
