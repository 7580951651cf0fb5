/**
 * One Durable Object per member (`idFromName(consumerNo)`): profile, password hash, addresses,
 * saved cards, subscriptions, authorization codes and refresh-token families, each call serialized
 * by the object.
 * The routes (`routes.ts`, `../auth/identity-routes.ts`) validate input and map results to HTTP;
 * this class is the member's storage and the rules that must hold across concurrent calls
 * (one main address per type, one default card, one refresh per family).
 */
import { DurableObject } from 'cloudflare:workers';
import type { TokenResponse } from '../../../shared/contract/auth';
import type {
  ConsumerAddress,
  ConsumerProfile,
  SavedCard,
  Subscription,
} from '../../../shared/contract/consumer';
import { LOYALTY_ERRORS, type PointsHistory } from '../../../shared/contract/loyalty';
import { INVALID_CODE, mintCode } from '../auth/codes';
import { hashPassword, type PasswordHash, verifyPassword } from '../auth/password-hash';
import { issueTokens } from '../auth/tokens';
import type { ErrorPayload } from '../errors';
import { CodeStore } from './codes';
import { FamilyStore } from './families';
import { LoyaltyStore } from './loyalty';
import { type CardProvider, type CardRecord, ConsumerStore, newId, type StoredProfile } from './store';

export type ConsumerResult<T> = { ok: true; value: T } | { ok: false; error: ErrorPayload };

const ok = <T>(value: T): ConsumerResult<T> => ({ ok: true, value });
const fail = <T>(status: ErrorPayload['status'], errorId: string, message: string): ConsumerResult<T> => ({
  ok: false,
  error: { status, errorId, message },
});
const invalidGrant = <T>() => fail<T>(401, 'AUT401', 'The refresh token is not valid');

/** What makes two book entries one: every field a shopper types, spaces and letter case aside. */
const ADDRESS_CONTENT = [
  'recipientFirstName',
  'recipientLastName',
  'addressLine1',
  'addressLine2',
  'city',
  'stateCityProvDept',
  'postalCode',
  'country',
  'recipientContactEmail',
  'recipientContactPhone',
] as const;
const sameAddress = (a: Omit<ConsumerAddress, 'id'>, b: Omit<ConsumerAddress, 'id'>): boolean =>
  ADDRESS_CONTENT.every(
    (field) =>
      (a[field] ?? '').trim().replace(/\s+/g, ' ').toLowerCase() ===
      (b[field] ?? '').trim().replace(/\s+/g, ' ').toLowerCase(),
  );

/**
 * The bindings this object reads (a part of the sandbox's `SandboxEnv`, which the runtime passes
 * whole): declared here so that this class never imports `env.ts`, which names it.
 */
export type ConsumerEnv = { TOKEN_SECRET: string };

export class Consumer extends DurableObject<ConsumerEnv> {
  private readonly store: ConsumerStore;
  private readonly families: FamilyStore;
  private readonly codes: CodeStore;
  private readonly loyalty: LoyaltyStore;

  constructor(ctx: DurableObjectState, env: ConsumerEnv) {
    super(ctx, env);
    this.store = new ConsumerStore(ctx.storage.sql);
    this.families = new FamilyStore(ctx.storage.sql);
    this.codes = new CodeStore(ctx.storage.sql);
    this.loyalty = new LoyaltyStore(ctx.storage.sql);
  }

  private tx<T>(fn: () => T): T {
    return this.ctx.storage.transactionSync(fn);
  }

  // ---- Account and credentials. ----

  create(
    profile: StoredProfile,
    hash: PasswordHash,
    subscriptions: Subscription[],
  ): ConsumerResult<ConsumerProfile> {
    if (this.store.profile()) return fail(409, 'AUT409', 'An account with this e-mail exists');
    this.tx(() => {
      this.store.setProfile(profile);
      this.store.setCredentials(hash);
      for (const s of subscriptions) this.store.putSubscription(s);
    });
    return ok(this.store.view()!);
  }

  view(includeLoyaltySummary: boolean): ConsumerProfile | undefined {
    return this.store.view(includeLoyaltySummary ? this.loyalty.balance() : undefined);
  }

  /** False as well when this object holds no account (a stale index row). */
  private async checkPassword(password: string): Promise<boolean> {
    const credentials = this.store.credentials();
    return credentials ? verifyPassword(password, credentials) : false;
  }

  /**
   * Signin: with the right password, a new authorization code bound to `challenge` (kept here,
   * `codes.ts`); null for a wrong one or an object without an account.
   */
  async issueCode(password: string, challenge: string): Promise<string | null> {
    const consumerNo = this.store.profile()?.consumerNo;
    if (!consumerNo || !(await this.checkPassword(password))) return null;
    const { code, hash } = await mintCode(this.env.TOKEN_SECRET, consumerNo);
    this.codes.issue(hash, challenge, Date.now());
    return code;
  }

  /**
   * The token exchange of code `hash` with S256(verifier) = `challenge`: the first claim starts
   * the session; a retry gets the exchange's recorded answer (`answerCode`). The session's pair is
   * signed BEFORE the claim, so claiming the code and starting the session is one synchronous
   * step: two exchanges racing cannot both start one, and no code is spent without its session.
   */
  async redeemCode(
    hash: string,
    challenge: string,
  ): Promise<ConsumerResult<{ session: TokenResponse } | { answer: TokenResponse }>> {
    const invalid = () => fail<never>(401, 'AUT401', INVALID_CODE);
    const profile = this.store.profile();
    if (!profile) return invalid();
    const next = await this.nextSession(profile.consumerNo);
    const now = Date.now();
    const claim = this.codes.claim(hash, challenge, now);
    if (claim.kind === 'invalid') return invalid();
    if (claim.kind === 'busy')
      return fail(409, 'AUT409', 'This sign-in is being completed: retry in a moment');
    if (claim.kind === 'answered') return ok({ answer: claim.answer });
    this.families.start(next.family, next.jti, next.pair, now);
    return ok({ session: next.pair });
  }

  /** The exchange's whole answer (tokens and merges) to code `hash`, for a retry of it. */
  answerCode(hash: string, answer: TokenResponse): void {
    this.codes.answered(hash, answer);
  }

  /** A new sign-in's family and its first pair, not yet recorded. */
  private async nextSession(consumerNo: string) {
    const family = newId();
    const jti = crypto.randomUUID();
    return { family, jti, pair: await this.pair(consumerNo, family, jti) };
  }

  /** A new sign-in: a new refresh-token family and its first pair. */
  private async startSession(): Promise<TokenResponse> {
    const profile = this.store.profile();
    if (!profile) throw new Error('startSession on an object without an account');
    const { family, jti, pair } = await this.nextSession(profile.consumerNo);
    this.families.start(family, jti, pair, Date.now());
    return pair;
  }

  private async pair(consumerNo: string, family: string, jti: string): Promise<TokenResponse> {
    // An employee's tokens say so (spec section 3: consumerType EMPLOYEE).
    const consumerType = this.store.profile()?.identity?.employee
      ? ('EMPLOYEE' as const)
      : ('REGISTERED' as const);
    const shopper = { consumerNo, consumerType };
    const tokens = await issueTokens(this.env.TOKEN_SECRET, shopper, { family, jti });
    return { ...tokens, ...shopper, memberId: consumerNo };
  }

  /**
   * A refresh with token `jti` of `family`. The new pair is signed BEFORE the decision, so deciding
   * and recording it is one synchronous step: two refreshes racing cannot both rotate.
   */
  async refresh(consumerNo: string, family: string, jti: string): Promise<ConsumerResult<TokenResponse>> {
    const nextJti = crypto.randomUUID();
    const next = await this.pair(consumerNo, family, nextJti);
    return this.tx(() => {
      const now = Date.now();
      const decision = this.families.decide(family, jti, now);
      if (decision.kind === 'refused') return invalidGrant<TokenResponse>();
      if (decision.kind === 'replay') return ok(decision.pair);
      this.families.rotated(family, nextJti, next, now);
      return ok(next);
    });
  }

  /** Whether an access token of `family` is still good (not signed out, not revoked by a password change or reuse). */
  familyActive(family: string): boolean {
    return this.families.isActive(family);
  }

  signOut(family: string): void {
    this.families.revoke(family);
  }

  /** A reset: the new hash, and every session ends. */
  setPassword(hash: PasswordHash): void {
    this.tx(() => {
      this.store.setCredentials(hash);
      this.families.revokeAll();
    });
  }

  /** AUT401 for a wrong current password; otherwise every family revoked and a new pair for the caller. */
  async changePassword(current: string, next: string): Promise<ConsumerResult<TokenResponse>> {
    if (!(await this.checkPassword(current)))
      return fail(401, 'AUT401', 'The current password is not correct');
    this.setPassword(await hashPassword(next));
    return ok(await this.startSession());
  }

  // ---- Profile. ----

  updateProfile(change: Partial<Omit<StoredProfile, 'consumerNo' | 'email'>>): ConsumerProfile {
    const profile = this.store.profile()!;
    this.store.setProfile({ ...profile, ...change });
    return this.store.view()!;
  }

  // ---- Addresses. ----

  addresses(): ConsumerAddress[] {
    return this.store.addresses();
  }

  /**
   * Adds (no `id`) or replaces an address. Adding one the book already holds for the same use, as
   * a checkout that saves its address each time or a doubled request does, keeps the one entry
   * (made main if asked): the same address is never listed twice.
   */
  putAddress(address: Omit<ConsumerAddress, 'id'>, id?: string): ConsumerResult<ConsumerAddress[]> {
    if (id !== undefined && !this.store.address(id)) return fail(404, 'API404', 'Address not found');
    const same =
      id === undefined
        ? this.store
            .addresses()
            .find((a) => a.approachType === address.approachType && sameAddress(a, address))
        : undefined;
    if (same) {
      if (address.main && !same.main) this.tx(() => this.store.putAddress({ ...same, main: true }));
      return ok(this.store.addresses());
    }
    const first = !this.store.addresses().some((a) => a.approachType === address.approachType && a.id !== id);
    this.tx(() => this.store.putAddress({ ...address, id: id ?? newId(), main: address.main || first }));
    return ok(this.store.addresses());
  }

  deleteAddress(id: string): ConsumerResult<ConsumerAddress[]> {
    if (!this.store.address(id)) return fail(404, 'API404', 'Address not found');
    this.tx(() => this.store.deleteAddress(id));
    return ok(this.store.addresses());
  }

  // ---- Saved cards. ----

  cards(): SavedCard[] {
    return this.store.cards();
  }

  addCard(card: CardRecord): ConsumerResult<SavedCard> {
    if (this.store.hasCard(card.fingerprint)) return fail(409, 'PYT300', 'This card is already saved');
    this.tx(() => this.store.addCard(card));
    return ok(this.store.cards().find((c) => c.paymentInstrumentId === card.paymentInstrumentId)!);
  }

  /**
   * The member's own saved card `id` with what the provider needs to charge it (only this member's
   * rows: another member's id is not found). PAY401 for a card saved before the sandbox kept its
   * provider reference: it must be entered again.
   */
  cardForPayment(id: string): ConsumerResult<SavedCard & { provider: CardProvider }> {
    const card = this.store.cardForPayment(id);
    if (!card) return fail(404, 'API404', 'Saved card not found: choose another payment method');
    const { provider } = card;
    if (!provider)
      return fail(400, 'PAY401', 'This saved card cannot be charged any more: enter the card again');
    return ok({ ...card, provider });
  }

  setDefaultCard(id: string): ConsumerResult<SavedCard[]> {
    const found = this.tx(() => this.store.setDefaultCard(id));
    return found ? ok(this.store.cards()) : fail(404, 'API404', 'Payment instrument not found');
  }

  deleteCard(id: string): ConsumerResult<SavedCard[]> {
    const found = this.tx(() => this.store.deleteCard(id));
    return found ? ok(this.store.cards()) : fail(404, 'API404', 'Payment instrument not found');
  }

  // ---- Subscriptions. ----

  subscriptions(): Subscription[] {
    return this.store.subscriptions();
  }

  putSubscription(subscription: Subscription): Subscription[] {
    this.store.putSubscription(subscription);
    return this.store.subscriptions();
  }

  // ---- Loyalty points (loyalty.ts): only a member of the programme earns or spends. ----

  private isMember(): boolean {
    return this.store.profile()?.isLoyaltyMember === true;
  }

  /** The balance, or REW200 for a shopper outside the programme. */
  points(): ConsumerResult<number> {
    if (!this.isMember()) return fail(403, LOYALTY_ERRORS.notMember, 'Join the loyalty programme first');
    return ok(this.loyalty.balance());
  }

  /** A placed order's points (a member's only); once per order. */
  earnPoints(orderNumber: string, points: number): void {
    if (this.isMember()) this.tx(() => this.loyalty.earn(orderNumber, points));
  }

  /** Points customer service adds to a member's balance (the sandbox's admin call). */
  grantPoints(points: number): ConsumerResult<number> {
    if (!this.isMember()) return fail(403, LOYALTY_ERRORS.notMember, 'Join the loyalty programme first');
    this.tx(() => this.loyalty.grant(points));
    return ok(this.loyalty.balance());
  }

  /** A cancelled or returned order: its points taken back, what its basket spent given back. */
  takeBackPoints(orderNumber: string, basketId: string): void {
    this.tx(() => this.loyalty.takeBack(orderNumber, basketId));
  }

  /**
   * Spends the points a basket's vouchers and points payment need, before its order is written:
   * decided and written in one synchronous step, so two tabs cannot spend the same points.
   */
  spendPoints(basketId: string, points: number): ConsumerResult<number> {
    if (!this.isMember()) return fail(403, LOYALTY_ERRORS.notMember, 'Join the loyalty programme first');
    const outcome = this.tx(() => this.loyalty.spend(basketId, points));
    if (outcome === 'short')
      return fail(409, LOYALTY_ERRORS.spent, 'These points have been spent meanwhile: check the payment');
    return ok(this.loyalty.balance());
  }

  /** The basket's order failed: its points come back. `orderNumber` names the order it paid for. */
  settlePoints(basketId: string, outcome: { placed: string } | 'failed'): void {
    this.tx(() =>
      outcome === 'failed' ? this.loyalty.refund(basketId) : this.loyalty.spendFor(basketId, outcome.placed),
    );
  }

  pointsHistory(limit: number): PointsHistory {
    return { balance: this.loyalty.balance(), entries: this.loyalty.history(limit) };
  }

  /** The member's welcome reward code: `candidate` the first time, the same code ever after. */
  welcomeCode(candidate: string): ConsumerResult<{ code: string; isNew: boolean }> {
    if (!this.isMember()) return fail(403, LOYALTY_ERRORS.notMember, 'Join the loyalty programme first');
    const code = this.loyalty.claimMeta('welcomeCode', candidate);
    return ok({ code, isNew: code === candidate });
  }
}
