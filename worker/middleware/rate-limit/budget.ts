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
 * What a budget does when its object cannot be reached: count in the isolate (a guard that still
 * limits guessing), or refuse (a single-use token: another isolate's count is not known, so a
 * second use could pass).
 */
export type Unreachable = 'count here' | 'refuse';

/**
 * `name` keeps budgets apart (one object per name and address). Without the binding (local
 * development), the isolate's own count stands in; when the object cannot be reached, `unreachable`
 * decides.
 */
export const durableBudget = (
  name: string,
  limit: RateLimit,
  { unreachable = 'count here' }: { unreachable?: Unreachable } = {},
): Budget => {
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
        return unreachable === 'refuse' ? { retryAfter: 1 } : local.take(key, now);
      }
    },
  };
};
