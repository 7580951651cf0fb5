/**
 * The Durable Object behind `durableBudget` (budget.ts): one object per budget and client address
 * keeps the window's count in storage, and forgets the address when the window is over.
 */
import { DurableObject } from 'cloudflare:workers';

type Window = { startedAt: number; count: number };

export class RateBudget extends DurableObject {
  /**
   * Counts one request; the seconds until the window ends when it is over the limit, else null.
   * The window is read, counted and written with the synchronous storage API, no await between
   * them: requests for one key are counted one after another however they interleave. (With the
   * asynchronous API, the await on the new window's alarm let a second first use read the empty
   * window too, and one single-use editor link started two sessions.)
   */
  async take(limit: number, windowMs: number, now: number): Promise<number | null> {
    const { kv } = this.ctx.storage;
    const kept = kv.get<Window>('window');
    const opened = kept === undefined || now - kept.startedAt >= windowMs;
    const window = opened ? { startedAt: now, count: 1 } : { ...kept, count: kept.count + 1 };
    kv.put('window', window);
    // The object forgets the address once the window is over.
    if (opened) await this.ctx.storage.setAlarm(now + windowMs);
    return window.count > limit ? Math.ceil((window.startedAt + windowMs - now) / 1000) : null;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
