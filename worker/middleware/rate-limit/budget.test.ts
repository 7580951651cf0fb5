import { env as rawEnv } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../env';
import { durableBudget } from './budget';

const env = rawEnv as unknown as Env;
const LIMIT = { limit: 3, windowMs: 60_000 };

describe('a durable budget', () => {
  it('is one count per address across isolates: a second isolate does not start afresh', async () => {
    const name = `test-${crypto.randomUUID()}`;
    // Two budgets of one name are what two isolates (or one before and after a deploy) hold.
    const first = durableBudget(name, LIMIT);
    const second = durableBudget(name, LIMIT);
    const now = Date.now();
    for (let i = 0; i < 3; i++) expect(await first.take('198.51.100.1', now, env)).toBeNull();
    expect(await second.take('198.51.100.1', now, env)).toEqual({ retryAfter: 60 });
    // Another address has its own count.
    expect(await second.take('198.51.100.2', now, env)).toBeNull();
    // Once the window is over the address starts again.
    expect(await first.take('198.51.100.1', now + 60_000, env)).toBeNull();
  });

  it('without the binding, still limits within the isolate', async () => {
    const budget = durableBudget(`test-${crypto.randomUUID()}`, LIMIT);
    const now = Date.now();
    for (let i = 0; i < 3; i++) expect(await budget.take('198.51.100.3', now)).toBeNull();
    expect(await budget.take('198.51.100.3', now)).not.toBeNull();
  });

  it('when its object cannot be reached, counts in the isolate, or refuses a single-use token', async () => {
    const unreachable = {
      ...env,
      RATE_BUDGET: {
        idFromName: (name: string) => name,
        get: () => ({ take: () => Promise.reject(new Error('object unreachable')) }),
      } as unknown as Env['RATE_BUDGET'],
    };
    const now = Date.now();
    const guard = durableBudget(`test-${crypto.randomUUID()}`, { limit: 1, windowMs: 60_000 });
    expect(await guard.take('198.51.100.4', now, unreachable)).toBeNull();
    expect(await guard.take('198.51.100.4', now, unreachable)).not.toBeNull();
    const once = durableBudget(
      `test-${crypto.randomUUID()}`,
      { limit: 1, windowMs: 60_000 },
      { unreachable: 'refuse' },
    );
    expect(await once.take('a-link', now, unreachable)).not.toBeNull();
    expect(await once.take('a-link', now, env)).toBeNull();
  });
});
