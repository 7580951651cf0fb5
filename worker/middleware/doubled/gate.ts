/**
 * One shopper's last write, so that a doubled one gets the first one's answer. One Durable Object
 * per session (named by the SHA-256 of its id), because the two requests of a double click or a
 * retry usually land in different isolates. It remembers only the session's latest write: its
 * fingerprint, whether it is running, and once done its answer for `REMEMBER_MS`. A write that
 * differs replaces it, so add, remove, add again of a favorite runs all three.
 *
 * Memory only, never storage, as the refresh gate: an answer can carry a cart or a profile and the
 * session's cookies. Should the object be evicted or unreachable, requests simply run.
 */
import { DurableObject } from 'cloudflare:workers';

/** How long a finished write's answer is handed to the same write again. */
export const REMEMBER_MS = 10_000;
/** A first write taking longer than this is presumed lost: the double runs on its own. */
const WAIT_MS = 15_000;

export type StoredAnswer = { status: number; headers: { name: string; value: string }[]; body: string };
/**
 * `mismatch`: the write names the same `Idempotency-Key` as the one remembered but carries another
 * body. Handing it the first answer would drop it silently, and running it would break the key's
 * promise; the IETF Idempotency-Key draft (section 2.7) answers 422, and the remembered write stays.
 */
export type Claim = { answer: StoredAnswer } | { run: true } | { mismatch: true };

type Last = {
  fingerprint: string;
  /** The body's digest when the fingerprint is a client's key (which leaves the body out). */
  payload?: string | undefined;
  at: number;
  answer?: StoredAnswer;
  waiters?: ((answer: StoredAnswer | undefined) => void)[];
};

export class RequestGate extends DurableObject {
  #last: Last | undefined;

  /**
   * The first answer to a write just made (or being made), `run` for a write of its own, or
   * `mismatch` for a reused key whose `payload` differs while the key's first write is remembered.
   */
  async claim(fingerprint: string, payload?: string): Promise<Claim> {
    const now = Date.now();
    const last = this.#last;
    if (last?.fingerprint === fingerprint) {
      const remembered = last.answer !== undefined && now - last.at < REMEMBER_MS;
      const running = last.waiters !== undefined && now - last.at < WAIT_MS;
      if ((remembered || running) && last.payload !== payload) return { mismatch: true };
      if (last.answer && remembered) return { answer: last.answer };
      const waiters = last.waiters;
      if (waiters && running) {
        const answer = await new Promise<StoredAnswer | undefined>((resolve) => {
          waiters.push(resolve);
          setTimeout(() => resolve(undefined), WAIT_MS);
        });
        return answer ? { answer } : { run: true };
      }
    }
    this.#last = { fingerprint, payload, at: now, waiters: [] };
    return { run: true };
  }

  /**
   * The write's outcome: an answer to hand on, or nothing (refused or failed: a refusal changed
   * nothing, so the double may as well run and hear the same).
   */
  async settle(fingerprint: string, answer: StoredAnswer | undefined): Promise<void> {
    const last = this.#last;
    if (last?.fingerprint !== fingerprint) return;
    const waiters = last.waiters ?? [];
    this.#last = answer ? { fingerprint, payload: last.payload, at: Date.now(), answer } : undefined;
    for (const wake of waiters) wake(answer);
  }
}
