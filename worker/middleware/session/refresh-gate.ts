/**
 * At most one renewal per refresh token in flight across isolates (DESIGN.md Session). Two tabs
 * whose access token expired at once send the same refresh token; without a gate both would
 * renew it, and the second would spend a token the first already rotated. One Durable Object per
 * refresh token (named by its SHA-256, never the token itself) lets the first request renew and
 * hands its answer to the others, remembered for 30 s for requests that arrive just after.
 *
 * A visitor's first guest token goes through the same gate, keyed by its visitor id (visitor.ts):
 * writes a new shopper sends together are then one guest's.
 *
 * The answer lives in the object's memory only, never in storage: a token pair is not written
 * anywhere but the shopper's sealed cookies. If the object is unreachable, or the renewing
 * request vanishes, requests renew on their own: the upstream's grace window for a just-rotated
 * refresh token covers that rare case.
 */
import { DurableObject } from 'cloudflare:workers';
import type { TokenResponse } from '../../../shared/contract';

/** How long an answer is handed to late requests with the same (now rotated) refresh token. */
export const REMEMBER_MS = 30_000;
/** A renewal taking longer than this is presumed lost: waiting requests renew on their own. */
const WAIT_MS = 10_000;

/**
 * Runs `renew` at most once at a time per key, sharing its answer: a refresh token's renewal, or a
 * visitor's first guest token (visitor.ts). The session takes one (index.ts `RefreshGate`).
 */
export type Gate = (key: string, renew: () => Promise<TokenResponse>) => Promise<TokenResponse>;

type Claim = { answer: TokenResponse } | { renew: true };

export class RefreshGate extends DurableObject {
  #remembered: { answer: TokenResponse; until: number } | undefined;
  #inFlight: { since: number; waiters: ((answer: TokenResponse | undefined) => void)[] } | undefined;

  /** The answer of a renewal that ran or is running, or `renew` for the one request that runs it. */
  async claim(): Promise<Claim> {
    const now = Date.now();
    if (this.#remembered && this.#remembered.until > now) return { answer: this.#remembered.answer };
    const running = this.#inFlight;
    if (!running || now - running.since > WAIT_MS) {
      this.#inFlight = { since: now, waiters: [] };
      return { renew: true };
    }
    const answer = await new Promise<TokenResponse | undefined>((resolve) => {
      running.waiters.push(resolve);
      setTimeout(() => resolve(undefined), WAIT_MS);
    });
    return answer ? { answer } : { renew: true };
  }

  /** The renewing request's result: an answer to share, or nothing (it failed: each tries itself). */
  async settle(answer: TokenResponse | undefined): Promise<void> {
    const waiters = this.#inFlight?.waiters ?? [];
    this.#inFlight = undefined;
    this.#remembered = answer ? { answer, until: Date.now() + REMEMBER_MS } : undefined;
    for (const wake of waiters) wake(answer);
  }
}

const sha256 = async (text: string): Promise<string> =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

/** The session's gate over the RefreshGate namespace; without the binding, no gate. */
export const refreshGateOver = (
  namespace: DurableObjectNamespace<RefreshGate> | undefined,
  log: { warn(message: string, fields?: Record<string, unknown>): void },
): Gate | undefined => {
  if (!namespace) return undefined;
  return async (key, renew) => {
    let gate: DurableObjectStub<RefreshGate>;
    let claim: Claim;
    try {
      gate = namespace.get(namespace.idFromName(await sha256(key)));
      claim = await gate.claim();
    } catch (error) {
      log.warn('refresh gate unavailable: renewing without it', { error: String(error) });
      return renew();
    }
    if ('answer' in claim) return claim.answer;
    let answer: TokenResponse | undefined;
    try {
      answer = await renew();
      return answer;
    } finally {
      await gate.settle(answer).catch(() => undefined);
    }
  };
};
