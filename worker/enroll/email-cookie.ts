/**
 * The no-script flow's memory of the e-mail between steps (lookup → sign in or sign up, forgot
 * password → sign in): a `__Host-` cookie sealed like the session's (JWE with SESSION_SECRET),
 * HttpOnly, for 15 minutes. An e-mail never goes into a URL, where logs and history would keep it.
 * The dialog island keeps it in its own state and needs none of this.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { seal, unseal } from '../middleware/session/crypto';

const NAME = 'sf_enroll';
const LIFETIME_SECONDS = 15 * 60;
const OPTIONS = { prefix: 'host', httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;

export const rememberEmail = async (c: Context<AppEnv>, email: string): Promise<void> => {
  const value = await seal({ email }, c.env.SESSION_SECRET, LIFETIME_SECONDS);
  setCookie(c, NAME, value, { ...OPTIONS, maxAge: LIFETIME_SECONDS });
};

export const rememberedEmail = async (c: Context<AppEnv>): Promise<string | undefined> => {
  const payload = await unseal(getCookie(c, NAME, 'host'), c.env.SESSION_SECRET);
  return typeof payload?.email === 'string' ? payload.email : undefined;
};
