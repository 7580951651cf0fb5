/**
 * The shopper's session (DESIGN.md Session), kept in sealed HttpOnly cookies (cookies.ts): its
 * tokens, basket and lists. The guest token is obtained only when a call first needs one, once per
 * request however many ask; a refused token is renewed in one place (`withToken`). The request
 * context (worker/context) opens it and writes its cookies once the answer is ready; what it needs
 * of the request comes as arguments, so the declaration of `c.var` can name it without a circle.
 */
import type { Context } from 'hono';
import type { TokenResponse } from '../../../shared/contract';
import type { MemberFacts } from '../../members/facts';
import type { RequestMetrics } from '../../observability/metrics';
import type { AuthClient } from '../../upstream/commerce/auth';
import { ApiError } from '../../upstream/errors';
import {
  type CartMoved,
  readCookies,
  type SessionState,
  type Stored,
  type TokenCookie,
  writeCookies,
} from './cookies';
import type { Gate } from './refresh-gate';
import { forgetVisitor, greetVisitor, visitorOf } from './visitor';

export { type CartMoved, COOKIE } from './cookies';

/** Renew the access token this long before it expires so a call never races its expiry. */
const EXPIRY_SKEW_MS = 60_000;

type RenewRequest = { type: 'Guest'; refreshToken: string } | { type: 'Registered'; refreshToken: string };
/** Runs `renew` at most once at a time per key, sharing its answer (refresh-gate.ts). */
export type RefreshGate = Gate;

const newSessionId = () => crypto.randomUUID();

/** The facts kept for the same member, with the employee terms flag the token carries. */
const withTokenFacts = (kept: MemberFacts | undefined, token: TokenResponse): MemberFacts | undefined => {
  if (token.consumerType === 'GUEST') return undefined;
  const employee = token.consumerType === 'EMPLOYEE' ? { employee: true } : {};
  const terms = token.isEmployeeDiscountTCAccepted;
  const next = { ...kept, ...employee, ...(terms === undefined ? {} : { employeeTermsAccepted: terms }) };
  return Object.keys(next).length > 0 ? next : undefined;
};

/**
 * What a sign-in keeps of the same member's facts: the platform's kinds (a password change's new
 * pair reads no profile; a sign-in reads it again), but not the loyalty welcome, which each
 * sign-in asks for again (the platform's `isNew` decides whether the dialog shows).
 */
const signedInFacts = (kept: MemberFacts | undefined): MemberFacts | undefined => {
  if (!kept) return undefined;
  const { loyaltyWelcomed: _welcomed, ...kinds } = kept;
  return kinds;
};

/** The one token request a member session renews with (spec section 7, Authentication). */
const isMemberType = (consumerType: string | undefined) =>
  consumerType === 'REGISTERED' || consumerType === 'EMPLOYEE';

export class Session {
  #stored: Omit<Stored, 'refresh'>;
  /** The refresh token, opened from its cookie the first time it is needed. */
  #refresh: () => Promise<TokenCookie | undefined>;
  #dirty = false;
  #pendingToken: Promise<string> | undefined;
  #cartReset = false;
  #startedOver = false;
  /** The request's site (`Site.siteId`), set by `load`: which basket is this site's (`basketId`). */
  #siteId: string | undefined;
  /** The browser's visitor id while it has no session (visitor.ts), set by `load`. */
  #visitor: string | undefined;
  /** Seals the cookies (`SESSION_SECRET`), set by `load`. */
  #secret = '';
  readonly #auth: () => AuthClient;
  readonly #gate: RefreshGate | undefined;
  readonly #metrics: Pick<RequestMetrics, 'count'> | undefined;

  /** `openRefresh` opens the refresh token's cookie when it is first needed (else `stored.refresh`). */
  constructor(
    { refresh, ...stored }: Stored,
    auth: () => AuthClient,
    openRefresh: () => Promise<TokenCookie | undefined> = () => Promise.resolve(refresh),
    gate?: RefreshGate,
    /** Counts 401 recoveries and failed refreshes for the request's data point. */
    metrics?: Pick<RequestMetrics, 'count'>,
  ) {
    this.#stored = stored;
    this.#refresh = openRefresh;
    this.#auth = auth;
    this.#gate = gate;
    this.#metrics = metrics;
  }

  /**
   * The request's session from its cookies. What it needs of the request comes as arguments (the
   * request context, worker/context, passes them), so this module never imports the worker's
   * types back. Nothing is fetched here: a token is obtained only when a call first needs one.
   */
  static async load(
    c: Context,
    opening: {
      secret: string;
      auth: () => AuthClient;
      gate?: RefreshGate | undefined;
      siteId?: string | undefined;
      metrics?: Pick<RequestMetrics, 'count'> | undefined;
    },
  ): Promise<Session> {
    const { secret, auth, gate, siteId, metrics } = opening;
    const { openRefresh, ...stored } = await readCookies(c, secret);
    const session = new Session(stored, auth, openRefresh, gate, metrics);
    session.#secret = secret;
    session.#siteId = siteId;
    session.#visitor = visitorOf(c);
    return session;
  }

  /**
   * The basket of this request's site. A basket known to be another site's is no cart here: the
   * checkout finds none (and sends the shopper to the cart page), and the cart service, which
   * reads `storedBasketId`, carries it over to this site (worker/cart/site.ts).
   */
  get basketId(): string | undefined {
    const state = this.#stored.state;
    if (state?.basketSite && this.#siteId && state.basketSite !== this.#siteId) return undefined;
    return state?.basketId;
  }

  /** The session's basket whatever its site (for the cart service's carry-over only). */
  get storedBasketId(): string | undefined {
    return this.#stored.state?.basketId;
  }

  /** The site the basket belongs to, when known (see `basketSite` in the state). */
  get basketSite(): string | undefined {
    return this.#stored.state?.basketSite;
  }

  /** A carry-over from another site the cart page has not shown yet. */
  get cartMoved(): CartMoved | undefined {
    return this.#stored.state?.cartMoved;
  }

  /** Remembers a carry-over until the cart page shows it; `undefined` once shown. */
  setCartMoved(moved: CartMoved | undefined): void {
    if (!this.#stored.state || this.#stored.state.cartMoved === moved) return;
    this.#stored.state = { ...this.#stored.state, cartMoved: moved };
    this.#dirty = true;
  }

  get consumerType(): string | undefined {
    return this.#stored.state?.consumerType;
  }

  /** Signed in: a registered consumer (an employee is one too). */
  get isMember(): boolean {
    return isMemberType(this.#stored.state?.consumerType);
  }

  get consumerNo(): string | undefined {
    return this.#stored.state?.consumerNo;
  }

  get memberId(): string | undefined {
    return this.#stored.state?.memberId;
  }

  get sessionId(): string | undefined {
    return this.#stored.state?.sessionId;
  }

  get displayName(): string | undefined {
    return this.#stored.state?.displayName;
  }

  /** The style this shopper wrote reviews or questions about, while its reads stay fresh. */
  get ugcWritten(): SessionState['ugcWritten'] {
    return this.#stored.state?.ugcWritten;
  }

  setUgcWritten(style: string, until: number): void {
    // A value the state's schema refuses would lose the whole session at the next read.
    if (!this.#stored.state || !/^[A-Z0-9]{8}$/.test(style)) return;
    this.#stored.state = { ...this.#stored.state, ugcWritten: { style, until } };
    this.#dirty = true;
  }

  /** What the platform says this member is (worker/members/facts.ts); undefined for a guest. */
  get memberFacts(): MemberFacts | undefined {
    return this.isMember ? this.#stored.state?.memberFacts : undefined;
  }

  /**
   * Merges what the platform just said of the member (a profile read or changed, an exchange, a
   * loyalty call's answer); a kind left out stays as it was. Called only with the platform's
   * answers, never the browser's. Writes the cookie only when something changed.
   */
  setMemberFacts(partial: MemberFacts): void {
    const state = this.#stored.state;
    if (!state || !this.isMember) return;
    const defined = Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined));
    const next = { ...state.memberFacts, ...defined };
    if (JSON.stringify(next) === JSON.stringify(state.memberFacts ?? {})) return;
    this.#stored.state = { ...state, memberFacts: next };
    this.#dirty = true;
  }

  setDisplayName(displayName: string | undefined): void {
    if (!this.#stored.state || !displayName) return;
    this.#stored.state = { ...this.#stored.state, displayName: displayName.slice(0, 50) };
    this.#dirty = true;
  }

  get favoriteId(): string | undefined {
    return this.#stored.state?.favoriteId;
  }

  get saveForLaterId(): string | undefined {
    return this.#stored.state?.saveForLaterId;
  }

  /** Remembers the lists the upstream created for this shopper; `undefined` keeps a list as it is. */
  setLists(lists: { favoriteId?: string; saveForLaterId?: string }): void {
    const state = this.#stored.state;
    if (!state) return;
    this.#stored.state = {
      ...state,
      favoriteId: lists.favoriteId ?? state.favoriteId,
      saveForLaterId: lists.saveForLaterId ?? state.saveForLaterId,
    };
    this.#dirty = true;
  }

  /** The guest's ids the token exchange merges into the member's (`guestObjects`). */
  guestObjects(): { basketId?: string; favoriteId?: string; saveForLaterId?: string } {
    const { basketId, favoriteId, saveForLaterId } = this.#stored.state ?? {};
    return { basketId, favoriteId, saveForLaterId };
  }

  /** The refresh token, for the sign-out call (the upstream revokes its family). */
  async refreshToken(): Promise<string | undefined> {
    return (await this.#refresh())?.token;
  }

  /**
   * The member's tokens replace the guest's: a new session id, and every cookie written again so
   * no value from before the sign-in names this session.
   */
  signIn(token: TokenResponse): void {
    // A new pair for the same member (a password change) keeps what the answer leaves out.
    const before = this.#stored.state;
    const kept = before?.consumerNo === token.consumerNo ? before : undefined;
    this.#accept(token, false);
    this.#stored.state = {
      ...this.#stored.state!,
      memberId: token.memberId ?? kept?.memberId,
      basketId: token.basketId ?? kept?.basketId,
      basketSite: token.basketId ? undefined : kept?.basketSite,
      favoriteId: token.favoriteId ?? kept?.favoriteId,
      saveForLaterId: token.saveForLaterId ?? kept?.saveForLaterId,
      displayName: kept?.displayName,
      memberFacts: withTokenFacts(signedInFacts(kept?.memberFacts), token),
    };
  }

  /**
   * An associate's tokens for a shopper (agent/login `OnBehalf`) replace whatever this browser
   * held: a new session that ends with the in-store session (worker/instore).
   */
  actFor(token: TokenResponse): void {
    this.signOut();
    this.signIn(token);
    this.#stored.state = { ...this.#stored.state!, onBehalf: true };
  }

  /** The tokens are an associate's, acting for this shopper (`actFor`). */
  get isOnBehalf(): boolean {
    return this.#stored.state?.onBehalf === true;
  }

  /** Forgets everything: every cookie is cleared unless this request starts a new guest. */
  signOut(): void {
    this.#stored = {};
    // The new guest is a new shopper, not the one this browser's visitor id first made.
    this.#visitor = undefined;
    this.#refresh = () => Promise.resolve(undefined);
    this.#pendingToken = undefined;
    this.#dirty = true;
  }

  /** True when Set-Cookie must be written for this response. */
  get isPending(): boolean {
    return this.#dirty;
  }

  /**
   * True once this request found the shopper's grant gone (signed out on another device, a password
   * changed there, a refresh token past its life) and started a new guest. Whatever the request
   * had read of the session before (its basket, its member) was the old shopper's: it goes on as
   * the new guest, as a shopper arriving without a session would.
   */
  get startedOver(): boolean {
    return this.#startedOver;
  }

  /**
   * A call only a member can make (their profile, say), or `undefined` when there is no member:
   * none was signed in, or the grant ended in this call and the session is a new guest's now.
   */
  async memberCall<T>(call: (token: string) => Promise<T>): Promise<T | undefined> {
    if (!this.isMember) return undefined;
    try {
      return await this.withToken(call);
    } catch (error) {
      if (this.#startedOver && !this.isMember) return undefined;
      throw error;
    }
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

  /**
   * `site`: the site the basket belongs to, when the caller knows it (it made the basket on this
   * site, or checked it); without it the basket's site is unknown until the cart service reads it.
   */
  setBasketId(basketId: string | undefined, site?: string): void {
    if (!this.#stored.state) return;
    const changed = basketId !== this.#stored.state.basketId;
    this.#stored.state = {
      ...this.#stored.state,
      basketId,
      basketSite: basketId ? site : undefined,
      // A carry-over's notice is about the basket it made: another basket ends it.
      cartMoved: changed ? undefined : this.#stored.state.cartMoved,
    };
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
      const retried = await call(await this.accessToken());
      this.#metrics?.count('recoveries401');
      return retried;
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

  /**
   * A member renews as a member (`Registered` with the refresh token), a guest as a guest. Only a
   * 4xx answer means the grant is gone (then a new guest starts); a 5xx or a timeout is passed on
   * with the session kept, so the next request tries again.
   */
  async #obtainToken(): Promise<string> {
    const refresh = await this.#refresh();
    if (refresh && refresh.expiresAt > Date.now()) {
      const member = this.isMember;
      try {
        const renewed = await this.#renew(
          member
            ? { type: 'Registered', refreshToken: refresh.token }
            : { type: 'Guest', refreshToken: refresh.token },
        );
        return this.#accept(renewed, true);
      } catch (error) {
        this.#metrics?.count('refreshFailures');
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        // The upstream no longer accepts this refresh token: start over as a new guest.
      }
    }
    const before = this.#stored.state?.consumerNo;
    const guest = await this.#firstGuest(before === undefined);
    if (before !== undefined && before !== guest.consumerNo) this.#startedOver = true;
    return this.#accept(guest, false);
  }

  /**
   * A new guest token; a browser's first (`first`: no shopper in its cookies) once per visitor id
   * across isolates, so the writes it sends together make one guest (visitor.ts).
   */
  #firstGuest(first: boolean): Promise<TokenResponse> {
    const call = () => this.#auth().token({ type: 'Guest' });
    const visitor = first ? this.#visitor : undefined;
    return visitor && this.#gate ? this.#gate(`visitor:${visitor}`, call) : call();
  }

  /** One renewal per refresh token across isolates when a gate is given (refresh-gate.ts). */
  #renew(body: RenewRequest): Promise<TokenResponse> {
    const call = () => this.#auth().token(body);
    return this.#gate ? this.#gate(body.refreshToken, call) : call();
  }

  #accept(token: TokenResponse, sameConsumer: boolean): string {
    const now = Date.now();
    const refresh = { token: token.refreshToken, expiresAt: now + token.refreshExpiresIn * 1000 };
    this.#refresh = () => Promise.resolve(refresh);
    const kept = sameConsumer ? this.#stored.state : undefined;
    this.#stored = {
      access: { token: token.accessToken, expiresAt: now + token.expiresIn * 1000 },
      state: {
        sessionId: kept?.sessionId ?? newSessionId(),
        consumerNo: token.consumerNo,
        consumerType: token.consumerType,
        memberId: token.memberId ?? kept?.memberId,
        basketId: sameConsumer ? (token.basketId ?? kept?.basketId) : token.basketId,
        // A renewal that keeps the basket keeps what we know of its site.
        basketSite: sameConsumer && !token.basketId ? kept?.basketSite : undefined,
        cartMoved: kept?.cartMoved,
        favoriteId: kept?.favoriteId,
        saveForLaterId: kept?.saveForLaterId,
        displayName: kept?.displayName,
        ugcWritten: kept?.ugcWritten,
        // A renewal tells the employee terms flag again (accepted on another device, say).
        memberFacts: withTokenFacts(kept?.memberFacts, token),
      },
    };
    this.#dirty = true;
    return token.accessToken;
  }

  /**
   * Writes the cookies once, at the end of the request, if anything changed; a page for a browser
   * with no session hands it a visitor id, which the session's first cookies end (visitor.ts).
   */
  async commit(c: Context): Promise<void> {
    if (!this.#dirty) {
      if (!this.#stored.state && !this.#visitor) greetVisitor(c);
      return;
    }
    await writeCookies(c, this.#secret, { ...this.#stored, refresh: await this.#refresh() });
    if (this.#visitor) forgetVisitor(c);
    this.#visitor = undefined;
    this.#dirty = false;
  }
}
