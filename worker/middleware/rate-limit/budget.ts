/**
 * A budget that outlives an isolate: one Durable Object per budget and client address (budget-object.ts) keeps the
 * window's count in storage, so a lookup budget holds across isolates, evictions and deploys (an
 * isolate's own count resets with each). It is for the few requests whose budget is a guard
 * against guessing (the guest order lookup, the operators' sign-in), where one object call per
 * request is worth it; high-volume limits stay per isolate (`rate-limit.ts`).
 */
import type { RateBudget } from './budget-object';
import { type Budget, createBudget, type RateLimit } from './index';

/**
 * `name` keeps budgets apart (one object per name and address). Without the binding, or when its
 * object cannot be reached, the isolate's own count stands in: a guard that still limits.
 */
export const durableBudget = (name: string, limit: RateLimit): Budget => {
  const local = createBudget(limit, name);
  return {
    async take(key, now, env?: { RATE_BUDGET?: DurableObjectNamespace<RateBudget> }) {
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
