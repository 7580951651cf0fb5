/**
 * Every sandbox route asked as a broken client or an attacker would ask a real upstream: no body,
 * a body that is not JSON, JSON of the wrong shape, junk path parameters and query strings, with
 * and without a shopper's token. None may answer 5xx or show a stack; a refusal is the spec's
 * error envelope. The routes come from the app itself, so a route added later is probed too.
 */
import { describe, expect, it } from 'vitest';
import { call, createCart, guestToken } from '../test/helpers';
import { app } from './app';

const HOSTILE = ['x', '..%2Fetc%00', 'a'.repeat(300)];
const BODIES: (string | undefined)[] = [
  undefined,
  '{"a":',
  JSON.stringify({ quantity: 'many', productId: { $ne: 1 }, email: ['a'], items: 'x', type: 7, code: 1e308 }),
];
const QUERIES = ['', '?start=-5&count=99999&sort=%00&q=%E0%A4%A&locale=zz'];

const concretePaths = (pattern: string): string[] => {
  const params = [...pattern.matchAll(/:(\w+)(\{[^}]*\})?/g)];
  if (params.length === 0) return [pattern.replace(/\*$/, 'anything')];
  return HOSTILE.map((value) =>
    params.reduce((path, [whole]) => path.replace(whole, value), pattern.replace(/\*$/, 'anything')),
  );
};

describe('every sandbox route with malformed input', () => {
  it('answers 4xx at worst, as the error envelope, never a 5xx or a stack', async () => {
    const guest = await guestToken();
    await createCart(guest.accessToken);
    const routes = [
      ...new Map(
        app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r] as const),
      ).values(),
    ];
    const problems: string[] = [];
    let probes = 0;
    for (const route of routes) {
      for (const path of concretePaths(route.path)) {
        for (const query of route.method === 'GET' ? QUERIES : ['']) {
          for (const body of route.method === 'GET' ? [undefined] : BODIES) {
            {
              // As a prober sees it: a shopper's token, and no admin key (admin calls are a 404).
              const response = await call(`${path}${query}`, {
                method: route.method,
                body,
                token: guest.accessToken,
              });
              probes++;
              const text = await response.text();
              const json = (response.headers.get('content-type') ?? '').includes('json');
              if (
                response.status >= 500 ||
                /at \w+ \(|\.ts:\d+/.test(text) ||
                (response.status >= 400 && json && !text.includes('"errorDetails"'))
              )
                problems.push(
                  `${route.method} ${path}${query} ${body ?? ''} → ${response.status} ${text.slice(0, 160)}`,
                );
            }
          }
        }
      }
    }
    expect(probes).toBeGreaterThan(400);
    expect(problems).toEqual([]);
  }, 900_000);
});
