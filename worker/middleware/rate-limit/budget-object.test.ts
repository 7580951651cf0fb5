import { describe, expect, it } from 'vitest';
import { RateBudget } from './budget-object';

/**
 * Storage whose every asynchronous call yields to the event loop, as a busy runtime may: whatever
 * the object awaits lets the next request in.
 */
const yieldingStorage = () => {
  const kept = new Map<string, unknown>();
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 1));
  return {
    kv: {
      get: (key: string) => structuredClone(kept.get(key)),
      put: (key: string, value: unknown) => void kept.set(key, structuredClone(value)),
    },
    get: (key: string) => later(structuredClone(kept.get(key))),
    put: (key: string, value: unknown) => later(void kept.set(key, structuredClone(value))),
    setAlarm: () => later(undefined),
    deleteAll: () => later(void kept.clear()),
  };
};

describe('the budget object', () => {
  it('counts requests for one key one after another, however their awaits interleave', async () => {
    // The object's own code on a storage of our making (workerd builds the state itself).
    const object = { ctx: { storage: yieldingStorage() } };
    const take = (now: number) => RateBudget.prototype.take.call(object, 1, 60_000, now);
    const now = Date.now();
    const answers = await Promise.all([1, 2, 3].map(() => take(now)));
    expect(answers.filter((answer) => answer === null)).toHaveLength(1);
    expect(answers.filter((answer) => answer === 60)).toHaveLength(2);
  });
});
