/**
 * The in-store employee session (commerce spec sections 3 and 6; DESIGN.md "Members and in-store
 * sessions"): store and associate, and the agent token, in its own sealed `__Host-sf_store`
 * cookie (HttpOnly, Secure, SameSite=Strict), never shown to the browser's code.
 *
 * - It ends by logout, on the associate-login page, after `IN_STORE_IDLE_MS` without a request
 *   and `IN_STORE_ABSOLUTE_MS` after sign-in. It is never refreshed: a request moves only the idle
 *   mark (written at most every `TOUCH_EVERY_MS`), the cookie and its seal keep the sign-in's end.
 * - While it lasts, the shopper session holds the tokens the associate acts with (a member found
 *   by e-mail or a guest: `Session.actFor`); when it ends, that shopper session ends with it
 *   (`shopperLeftBehind`, signed out upstream too), so no shopper stays signed in on the device.
 * - The mobile app's webview (channel MAPP) never carries one: there it is ended, never read.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { IN_STORE_ABSOLUTE_MS, IN_STORE_IDLE_MS, type InStoreSession } from '../../shared/contract/in-store';
import type { Channel } from '../context/site';
import type { Session } from '../middleware/session';
import { seal, unseal } from '../middleware/session/crypto';

export const IN_STORE_COOKIE = 'sf_store';
/** The idle mark is rewritten at most this often (a seal per request is CPU for nothing). */
export const TOUCH_EVERY_MS = 30_000;

const storedSchema = z.object({
  agentToken: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
  /** Epoch ms: when the associate signed in, and their last request. */
  startedAt: z.number(),
  lastSeenAt: z.number(),
  /** The member the associate sells to (the e-mail looked up); none: a guest. */
  shopper: z.string().optional(),
});
type Stored = z.infer<typeof storedSchema>;

/** What pages show of the session (the bar): no token. */
export type InStoreView = InStoreSession & {
  /** Epoch ms when it ends if nothing else happens (idle or absolute, whichever comes first). */
  endsAt: number;
};

const OPTIONS = { prefix: 'host', httpOnly: true, secure: true, sameSite: 'Strict', path: '/' } as const;

/** Why a session that was there is not any more (logged; tests read it). */
export type Ended = 'idle' | 'absolute' | 'webview' | undefined;

export class InStore {
  #stored: Stored | undefined;
  #dirty = false;
  readonly #secret: string;
  readonly #session: Session;
  /** Why the cookie this request brought was not honoured. */
  readonly ended: Ended;

  private constructor(secret: string, session: Session, stored: Stored | undefined, ended: Ended) {
    this.#secret = secret;
    this.#session = session;
    this.#stored = stored;
    this.ended = ended;
  }

  /** Opens the cookie and applies the limits; the shopper session of an ended one ends too. */
  static async load(
    c: Context,
    options: { secret: string; session: Session; channel: Channel; now?: number },
  ): Promise<InStore> {
    const { secret, session, channel, now = Date.now() } = options;
    const sealed = getCookie(c, IN_STORE_COOKIE, 'host');
    const stored = sealed ? storedSchema.safeParse(await unseal(sealed, secret)).data : undefined;
    const ended: Ended = !stored
      ? undefined
      : channel === 'MAPP'
        ? 'webview'
        : now >= stored.startedAt + IN_STORE_ABSOLUTE_MS
          ? 'absolute'
          : now >= stored.lastSeenAt + IN_STORE_IDLE_MS
            ? 'idle'
            : undefined;
    const live = stored && !ended ? stored : undefined;
    const inStore = new InStore(secret, session, live, ended);
    // A cookie that did not open (expired, forged) or ended is deleted; a shopper session the
    // associate acted with is left behind, and the request context signs it out (upstream too).
    if (sealed && !live) inStore.#dirty = true;
    if (live && now - live.lastSeenAt >= TOUCH_EVERY_MS) {
      inStore.#stored = { ...live, lastSeenAt: now };
      inStore.#dirty = true;
    }
    return inStore;
  }

  /**
   * The shopper session holds an associate's tokens but no in-store session is on: it must end
   * (the request context signs it out upstream and here, worker/context).
   */
  get shopperLeftBehind(): boolean {
    return !this.#stored && this.#session.isOnBehalf;
  }

  get active(): boolean {
    return this.#stored !== undefined;
  }

  /** The agent token, for the calls that act for a shopper (agent/login `OnBehalf`). */
  get agentToken(): string | undefined {
    return this.#stored?.agentToken;
  }

  /** The associate, as the associate tools and place order's `inStoreSalesInfo` name them. */
  get associate(): { storeId: string; storeEmployeeId: string } | undefined {
    const s = this.#stored;
    return s ? { storeId: s.storeId, storeEmployeeId: s.storeEmployeeId } : undefined;
  }

  get view(): InStoreView | undefined {
    const s = this.#stored;
    if (!s) return undefined;
    const { storeId, storeName, storeEmployeeId, storeEmployeeName } = s;
    const endsAt = Math.min(s.startedAt + IN_STORE_ABSOLUTE_MS, s.lastSeenAt + IN_STORE_IDLE_MS);
    return { storeId, storeName, storeEmployeeId, storeEmployeeName, endsAt };
  }

  get shopperEmail(): string | undefined {
    return this.#stored?.shopper;
  }

  /** The member now sold to (after `Session.actFor`), or none for a guest. */
  setShopper(email: string | undefined): void {
    if (!this.#stored) return;
    const { shopper: _, ...rest } = this.#stored;
    this.#stored = email ? { ...rest, shopper: email } : rest;
    this.#dirty = true;
  }

  /** A new in-store session after agent login (any earlier one and its shopper end first). */
  start(agentToken: string, session: InStoreSession, now = Date.now()): void {
    this.end();
    this.#stored = { agentToken, ...session, startedAt: now, lastSeenAt: now };
    this.#dirty = true;
  }

  /** Logout, the associate-login page, a limit: the cookie goes, and the shopper acted for. */
  end(): void {
    if (this.#session.isOnBehalf) this.#session.signOut();
    this.#stored = undefined;
    this.#dirty = true;
  }

  /** Writes the cookie once, at the end of the request, if anything changed. */
  async commit(c: Context): Promise<void> {
    if (!this.#dirty) return;
    this.#dirty = false;
    const s = this.#stored;
    const left = s ? Math.floor((s.startedAt + IN_STORE_ABSOLUTE_MS - Date.now()) / 1000) : 0;
    if (!s || left <= 0) {
      setCookie(c, IN_STORE_COOKIE, '', { ...OPTIONS, maxAge: 0 });
      return;
    }
    // The seal and the cookie end when the sign-in's absolute limit does, whatever the idle mark.
    setCookie(c, IN_STORE_COOKIE, await seal(s, this.#secret, left), { ...OPTIONS, maxAge: left });
  }
}
