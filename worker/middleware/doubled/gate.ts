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
export type Claim = { answer: StoredAnswer } | { run: true };

type Last = {
  fingerprint: string;
  at: number;
  answer?: StoredAnswer;
  waiters?: ((answer: StoredAnswer | undefined) => void)[];
};

export class RequestGate extends DurableObject {
  #last: Last | undefined;

  /** The first answer to a write just made (or being made), or `run` for a write of its own. */
  async claim(fingerprint: string): Promise<Claim> {
    const now = Date.now();
    const last = this.#last;
    if (last?.fingerprint === fingerprint) {
      if (last.answer && now - last.at < REMEMBER_MS) return { answer: last.answer };
      const waiters = last.waiters;
      if (waiters && now - last.at < WAIT_MS) {
        const answer = await new Promise<StoredAnswer | undefined>((resolve) => {
          waiters.push(resolve);
          setTimeout(() => resolve(undefined), WAIT_MS);
        });
        return answer ? { answer } : { run: true };
      }
    }
    this.#last = { fingerprint, at: now, waiters: [] };
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
    this.#last = answer ? { fingerprint, at: Date.now(), answer } : undefined;
    for (const wake of waiters) wake(answer);
  }
}
