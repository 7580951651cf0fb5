/**
 * What the session's cookies hold and how they are read and written: the access token, the
 * refresh token and the rest of the state in three sealed (encrypted, HttpOnly, `__Host-`)
 * cookies, so each stays under 4 KB with real tokens. The refresh token's cookie is opened only
 * when a renewal needs it.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { memberFactsSchema } from '../../members/facts';
import { seal, unseal } from './crypto';

export const COOKIE = { access: 'sf_at', refresh: 'sf_rt', state: 'sf_s' } as const;

const tokenCookieSchema = z.object({ token: z.string(), expiresAt: z.number() });
const stateSchema = z.object({
  /** Names this session in logs; a new one at sign-in (ASVS 7.2.4), with every cookie re-sealed. */
  sessionId: z.string().optional(),
  consumerNo: z.string(),
  consumerType: z.string(),
  memberId: z.string().optional(),
  basketId: z.string().optional(),
  /**
   * The site (`Site.siteId`) the basket was made on, when this storefront made or checked it; a
   * basket from the token exchange has none until the cart service reads it (worker/cart/site.ts).
   */
  basketSite: z.string().max(16).optional(),
  /** A cart carried over from another site and not yet shown on the cart page (worker/cart/site.ts). */
  cartMoved: z.object({ left: z.number().int().nonnegative() }).optional(),
  favoriteId: z.string().optional(),
  saveForLaterId: z.string().optional(),
  /**
   * The tokens are an associate's, acting for this shopper in an in-store session
   * (worker/instore): they end with it and are never renewed.
   */
  onBehalf: z.literal(true).optional(),
  /** The member's first name for the header, read once at sign-in. */
  displayName: z.string().max(50).optional(),
  /**
   * The style whose reviews or questions this shopper wrote about a moment ago, and until when
   * their reads of it skip the shared cache (worker/catalog/ugc-freshness.ts). Sealed, so nobody
   * can claim it to make every read an upstream call.
   */
  ugcWritten: z.object({ style: z.string().regex(/^[A-Z0-9]{8}$/), until: z.number() }).optional(),
  /**
   * What the platform says this member is (DESIGN.md Members): from the profile read at sign-in
   * and whenever the profile changes, and the employee terms flag from the token; never from the
   * browser. An absent kind is unknown (segmentation then matches neither it nor its `non-` form).
   */
  memberFacts: memberFactsSchema.optional(),
});
export type TokenCookie = z.infer<typeof tokenCookieSchema>;
export type SessionState = z.infer<typeof stateSchema>;
export type CartMoved = NonNullable<SessionState['cartMoved']>;
export type MemberFacts = NonNullable<SessionState['memberFacts']>;

export type Stored = { access?: TokenCookie; refresh?: TokenCookie; state?: SessionState };

/** The access token and the state, and how to open the refresh token when it is first needed. */
export const readCookies = async (
  c: Context,
  secret: string,
): Promise<Omit<Stored, 'refresh'> & { openRefresh: () => Promise<TokenCookie | undefined> }> => {
  const [access, state] = await Promise.all(
    [COOKIE.access, COOKIE.state].map((name) => unseal(getCookie(c, name, 'host'), secret)),
  );
  const sealedRefresh = getCookie(c, COOKIE.refresh, 'host');
  let refresh: Promise<TokenCookie | undefined> | undefined;
  return {
    access: tokenCookieSchema.safeParse(access).data,
    state: stateSchema.safeParse(state).data,
    openRefresh: () => {
      refresh ??= unseal(sealedRefresh, secret).then((value) => tokenCookieSchema.safeParse(value).data);
      return refresh;
    },
  };
};

/**
 * Seals every cookie again (a cleared value deletes its cookie). They live as long as the refresh
 * token, a day without one.
 */
export const writeCookies = async (c: Context, secret: string, stored: Stored): Promise<void> => {
  const lifetime = Math.max(
    60,
    Math.floor(((stored.refresh?.expiresAt ?? Date.now() + 86_400_000) - Date.now()) / 1000),
  );
  const options = { prefix: 'host', httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;
  const write = async (name: string, value: Record<string, unknown> | undefined) => {
    if (!value) {
      setCookie(c, name, '', { ...options, maxAge: 0 });
      return;
    }
    setCookie(c, name, await seal(value, secret, lifetime), { ...options, maxAge: lifetime });
  };
  await Promise.all([
    write(COOKIE.access, stored.access),
    write(COOKIE.refresh, stored.refresh),
    write(COOKIE.state, stored.state),
  ]);
};
