/**
 * Every route the worker has, asked the way an attacker or a broken client asks: no body, a body
 * that is not JSON, JSON of the wrong shape, a form of junk, odd path parameters and query strings,
 * as a guest with a cart and as a member. None may answer 5xx, and a JSON refusal names what was
 * wrong in `errorDetails`. The routes come from the app itself, so a route added later is probed
 * without anyone remembering to.
 */
import { describe, expect, it } from 'vitest';
import { app } from '../index';
import { findProduct, type Jar, ORIGIN, storefront } from '../test/helpers';
import { memberSession } from '../test/member-session';

/** Concrete values for a route's parameters: plausible, then hostile. */
const PARAM_VALUES: Record<string, string[]> = {
  default: ['x', '..%2F..%2Fetc', '%00', 'a'.repeat(300), '-1', '%F0%9F%92%A9'],
  locale: ['en-us', 'xx-yy'],
};

const concretePaths = (pattern: string): string[] => {
  const params = [...pattern.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((m) => m[1]!);
  if (params.length === 0) return [pattern.replace(/\*$/, 'anything')];
  const variants = new Set<string>();
  for (const hostile of PARAM_VALUES.default!) {
    let path = pattern.replace(/\*$/, 'anything');
    for (const name of params) {
      const value = name === 'locale' ? 'en-us' : hostile;
      path = path.replace(new RegExp(`:${name}(\\{[^}]*\\})?`), value);
    }
    variants.add(path);
  }
  return [...variants];
};

const BODIES: { name: string; init: RequestInit }[] = [
  { name: 'no body', init: {} },
  { name: 'not JSON', init: { body: '{"a":', headers: { 'content-type': 'application/json' } } },
  { name: 'JSON array', init: { body: '[1,2,3]', headers: { 'content-type': 'application/json' } } },
  { name: 'JSON null', init: { body: 'null', headers: { 'content-type': 'application/json' } } },
  {
    name: 'wrong types',
    init: {
      body: JSON.stringify({
        quantity: 'many',
        productId: { $ne: null },
        email: ['a'],
        items: 'x',
        tags: 5,
        address: 'here',
        password: null,
        code: 1e308,
      }),
      headers: { 'content-type': 'application/json' },
    },
  },
  {
    name: 'junk form',
    init: {
      body: 'quantity=%ZZ&productId=&&=&returnTo=https://evil.test/&email[]=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  },
  {
    name: 'multipart junk',
    init: { body: '--b\r\nnope', headers: { 'content-type': 'multipart/form-data; boundary=b' } },
  },
  { name: 'text', init: { body: 'hello', headers: { 'content-type': 'text/plain' } } },
];

const QUERIES = ['', '?start=-5&count=99999&sort=%00', '?q=%E0%A4%A&page=NaN&returnTo=//evil.test'];

type Probe = { method: string; path: string; body: string; status: number; text: string };

const probe = async (
  method: string,
  path: string,
  body: (typeof BODIES)[number],
  jar: Jar,
): Promise<Probe> => {
  const headers = new Headers(body.init.headers);
  headers.set('origin', ORIGIN);
  headers.set('sec-fetch-site', 'same-origin');
  // An address of its own per probe: /fapi's rate limit would otherwise answer most of them.
  headers.set('cf-connecting-ip', `203.0.113.${Math.floor(Math.random() * 250) + 1}`);
  headers.set('accept', path.startsWith('/api/') ? 'application/json' : 'text/html');
  const response = await storefront(path, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body.init.body,
    jar,
  });
  const text = method === 'HEAD' ? '' : await response.text();
  return { method, path, body: body.name, status: response.status, text };
};

const routes = () => {
  const seen = new Set<string>();
  return (
    app.routes
      // Built files are the ASSETS binding's (not bound in these tests).
      .filter((r) => r.method !== 'ALL' && !r.path.startsWith('/assets/') && r.path !== '/favicon.svg')
      .filter((r) => {
        const key = `${r.method} ${r.path}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
  );
};

const problems = (results: Probe[]) =>
  results
    .filter(
      (r) =>
        r.status >= 500 ||
        /at \w+ \(|node_modules|\.ts:\d+/.test(r.text) ||
        // A JSON refusal says what was wrong.
        (r.status >= 400 && r.text.startsWith('{') && !r.text.includes('"errorDetails"')),
    )
    .map((r) => `${r.method} ${r.path} [${r.body}] → ${r.status} ${r.text.slice(0, 160)}`);

describe('every route with malformed input', () => {
  it('a failure before the request context is built still answers the envelope, without a stack', async () => {
    // Built files come from the ASSETS binding, which is not bound here: the handler throws.
    const response = await storefront('/favicon.svg');
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toMatchObject({ errorDetails: [{ errorId: 'GEN500' }] });
    expect(text).not.toMatch(/at \w+ \(|\.ts:\d+/);
  });

  it('answers a guest with a cart with 4xx at worst, never a 5xx or a stack', async () => {
    const jar: Jar = new Map();
    const { sku } = await findProduct();
    await storefront('/api/cart/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, accept: 'application/json' },
      body: JSON.stringify({ productId: sku, quantity: 1 }),
      jar,
    });
    const results: Probe[] = [];
    for (const route of routes()) {
      for (const path of concretePaths(route.path)) {
        for (const query of route.method === 'GET' ? QUERIES : ['']) {
          const bodies = route.method === 'GET' ? [BODIES[0]!] : BODIES;
          for (const body of bodies) results.push(await probe(route.method, `${path}${query}`, body, jar));
        }
      }
    }
    expect(results.length).toBeGreaterThan(200);
    // Most reach validation (400), not only the gates (CSRF, sign-in, rate limits).
    expect(results.filter((r) => r.status === 400).length).toBeGreaterThan(results.length / 3);
    expect(problems(results)).toEqual([]);
  }, 600_000);

  it('answers a member the same way', async () => {
    const { jar } = await memberSession();
    const results: Probe[] = [];
    for (const route of routes().filter((r) => r.method !== 'GET')) {
      for (const path of concretePaths(route.path).slice(0, 2)) {
        for (const body of BODIES) results.push(await probe(route.method, path, body, jar));
      }
    }
    expect(problems(results)).toEqual([]);
  }, 600_000);
});
