/**
 * The Durable Object behind `durableBudget` (budget.ts): one object per budget and client address
 * keeps the window's count in storage, and forgets the address when the window is over.
 */
import { DurableObject } from 'cloudflare:workers';

type Window = { startedAt: number; count: number };

export class RateBudget extends DurableObject {
  /** Counts one request; the seconds until the window ends when it is over the limit, else null. */
  async take(limit: number, windowMs: number, now: number): Promise<number | null> {
    let window = await this.ctx.storage.get<Window>('window');
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      // The object forgets the address once the window is over.
      await this.ctx.storage.setAlarm(now + windowMs);
    }
    window.count += 1;
    await this.ctx.storage.put('window', window);
    return window.count > limit ? Math.ceil((window.startedAt + windowMs - now) / 1000) : null;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
