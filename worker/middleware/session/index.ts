/**
 * Session in encrypted, HttpOnly `__Host-` cookies (DESIGN.md Session). Access token, refresh
 * token and the rest live in separate cookies so each stays under 4 KB with real tokens. The
 * guest token is obtained only when a call first needs one, once per request however many ask.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { TokenResponse } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import type { AuthClient } from '../../upstream/commerce/auth';
import { ApiError } from '../../upstream/errors';
import { seal, unseal } from './crypto';

export const COOKIE = { access: 'sf_at', refresh: 'sf_rt', state: 'sf_s' } as const;
/** Renew the access token this long before it expires so a call never races its expiry. */
const EXPIRY_SKEW_MS = 60_000;

const tokenCookieSchema = z.object({ token: z.string(), expiresAt: z.number() });
const stateSchema = z.object({
  consumerNo: z.string(),
  consumerType: z.string(),
  basketId: z.string().optional(),
});
type TokenCookie = z.infer<typeof tokenCookieSchema>;
type SessionState = z.infer<typeof stateSchema>;

type Stored = { access?: TokenCookie; refresh?: TokenCookie; state?: SessionState };

/** The refresh token is needed only to renew the access token: its cookie is opened on demand. */
const openRefresh = async (sealed: string | undefined, secret: string) =>
  tokenCookieSchema.safeParse(await unseal(sealed, secret)).data;

export class Session {
  #stored: Omit<Stored, 'refresh'>;
  /** The refresh token, opened from its cookie the first time it is needed. */
  #refresh: () => Promise<TokenCookie | undefined>;
  #dirty = false;
  #pendingToken: Promise<string> | undefined;
  #cartReset = false;
  readonly #auth: () => AuthClient;

  /** `openRefresh` opens the refresh token's cookie when it is first needed (else `stored.refresh`). */
  constructor(
    { refresh, ...stored }: Stored,
    auth: () => AuthClient,
    openRefresh: () => Promise<TokenCookie | undefined> = () => Promise.resolve(refresh),
  ) {
    this.#stored = stored;
    this.#refresh = openRefresh;
    this.#auth = auth;
  }

  static async load(c: Context<AppEnv>, auth: () => AuthClient): Promise<Session> {
    const secret = c.env.SESSION_SECRET;
    const [access, state] = await Promise.all(
      [COOKIE.access, COOKIE.state].map((name) => unseal(getCookie(c, name, 'host'), secret)),
    );
    const sealedRefresh = getCookie(c, COOKIE.refresh, 'host');
    let refresh: Promise<TokenCookie | undefined> | undefined;
    return new Session(
      { access: tokenCookieSchema.safeParse(access).data, state: stateSchema.safeParse(state).data },
      auth,
      () => {
        refresh ??= openRefresh(sealedRefresh, secret);
        return refresh;
      },
    );
  }

  get basketId(): string | undefined {
    return this.#stored.state?.basketId;
  }

  get consumerType(): string | undefined {
    return this.#stored.state?.consumerType;
  }

  /** True when Set-Cookie must be written for this response. */
  get isPending(): boolean {
    return this.#dirty;
  }

  /** True once this request replaced a cart the upstream refused (AUT498): the page says so. */
  get cartWasReset(): boolean {
    return this.#cartReset;
  }

  /** The upstream refused the cart as not this shopper's (AUT498): it now has `basketId` instead. */
  replaceCart(basketId: string | undefined): void {
    this.setBasketId(basketId);
    this.#cartReset = true;
  }

  setBasketId(basketId: string | undefined): void {
    if (!this.#stored.state) return;
    this.#stored.state = { ...this.#stored.state, basketId };
    this.#dirty = true;
  }

  /** A valid access token: the stored one, a renewed one, or a new guest token. */
  accessToken(): Promise<string> {
    const access = this.#stored.access;
    if (access && access.expiresAt - EXPIRY_SKEW_MS > Date.now()) return Promise.resolve(access.token);
    this.#pendingToken ??= this.#obtainToken().finally(() => {
      this.#pendingToken = undefined;
    });
    return this.#pendingToken;
  }

  /**
   * Runs an upstream call with the shopper's token. A token the upstream rejects (401) is renewed
   * and the call retried once; a second 401, or any other error, goes to the caller untouched.
   * This is the one place a token is renewed after a refusal (a registered refresh belongs here).
   */
  async withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = await this.accessToken();
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      this.#reject(token);
      return call(await this.accessToken());
    }
  }

  /**
   * Drops `token` after the upstream refused it. Calls of one request that were refused together
   * drop it once: a token another call already renewed is kept.
   */
  #reject(token: string): void {
    if (this.#stored.access?.token !== token) return;
    this.#stored.access = undefined;
    this.#dirty = true;
  }

  async #obtainToken(): Promise<string> {
    const refresh = await this.#refresh();
    if (refresh && refresh.expiresAt > Date.now()) {
      try {
        return this.#accept(await this.#auth().token({ type: 'Guest', refreshToken: refresh.token }), true);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        // A refresh token the upstream no longer accepts: start over as a new guest.
      }
    }
    return this.#accept(await this.#auth().token({ type: 'Guest' }), false);
  }

  #accept(token: TokenResponse, sameConsumer: boolean): string {
    const now = Date.now();
    const refresh = { token: token.refreshToken, expiresAt: now + token.refreshExpiresIn * 1000 };
    this.#refresh = () => Promise.resolve(refresh);
    this.#stored = {
      access: { token: token.accessToken, expiresAt: now + token.expiresIn * 1000 },
      state: {
        consumerNo: token.consumerNo,
        consumerType: token.consumerType,
        basketId: sameConsumer ? (token.basketId ?? this.#stored.state?.basketId) : token.basketId,
      },
    };
    this.#dirty = true;
    return token.accessToken;
  }

  /** Writes the cookies once, at the end of the request, if anything changed. */
  async commit(c: Context<AppEnv>): Promise<void> {
    if (!this.#dirty) return;
    const secret = c.env.SESSION_SECRET;
    const refresh = await this.#refresh();
    const lifetime = Math.max(
      60,
      Math.floor(((refresh?.expiresAt ?? Date.now() + 86_400_000) - Date.now()) / 1000),
    );
    const write = async (name: string, value: Record<string, unknown> | undefined) => {
      const options = { prefix: 'host', httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;
      if (!value) {
        setCookie(c, name, '', { ...options, maxAge: 0 });
        return;
      }
      setCookie(c, name, await seal(value, secret, lifetime), { ...options, maxAge: lifetime });
    };
    await Promise.all([
      write(COOKIE.access, this.#stored.access),
      write(COOKIE.refresh, refresh),
      write(COOKIE.state, this.#stored.state),
    ]);
    this.#dirty = false;
  }
}

/** Opens the session before the handler and writes its cookies after. */
export const session = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const s = await Session.load(c, () => c.var.upstream.auth);
    c.set('session', s);
    await next();
    // A streamed body is read only after the worker returns, so its headers are still ours here.
    await s.commit(c);
  });
