/**
 * A budget that outlives an isolate: one Durable Object per budget and client address keeps the
 * window's count in storage, so a lookup budget holds across isolates, evictions and deploys (an
 * isolate's own count resets with each). It is for the few requests whose budget is a guard
 * against guessing (the guest order lookup, the operators' sign-in), where one object call per
 * request is worth it; high-volume limits stay per isolate (`rate-limit.ts`).
 */
import { DurableObject } from 'cloudflare:workers';
import type { AppEnv } from '../../env';
import { type Budget, createBudget, type RateLimit } from './index';

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

/**
 * `name` keeps budgets apart (one object per name and address). Without the binding, or when its
 * object cannot be reached, the isolate's own count stands in: a guard that still limits.
 */
export const durableBudget = (name: string, limit: RateLimit): Budget => {
  const local = createBudget(limit);
  return {
    async take(key, now, env?: AppEnv['Bindings']) {
      const namespace = env?.RATE_BUDGET;
      if (!namespace) return local.take(key, now);
      try {
        const stub = namespace.get(namespace.idFromName(`${name}:${key}`));
        const retryAfter = await stub.take(limit.limit, limit.windowMs, now);
        return retryAfter === null ? null : { retryAfter };
      } catch {
        return local.take(key, now);
      }
    },
  };
};
