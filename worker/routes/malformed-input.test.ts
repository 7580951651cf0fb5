/**
 * Every route the worker has, asked the way an attacker or a broken client asks: no body, a body
 * that is not JSON, JSON of the wrong shape, a form of junk, odd path parameters and query strings,
 * as a guest with a cart and as a member. None may answer 5xx, and a JSON refusal names what was
 * wrong in `errorDetails`. The routes come from the app itself, so a route added later is probed
 * without anyone remembering to.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, errorEnvelopeSchema } from '../../shared/contract';
import { savedResponseSchema } from '../../shared/contract/wishlists';
import { app } from '../index';
import { findProduct, type Jar, ORIGIN, storefront } from '../test/helpers';
import { MEMBER_PASSWORD, memberSession } from '../test/member-session';

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

/** JSON quantities that are not JSON integers: each was once coerced (`"0x10"` to 16) and written. */
const BAD_QTYS: [string, unknown][] = [
  ['hex text', '0x10'],
  ['a list', [3]],
  ['true', true],
  ['exponent text', '1e1'],
  ['padded text', ' 5 '],
  ['digits as text', '2'],
  ['a fraction', 1.5],
];

const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', accept: 'application/json', origin: ORIGIN },
});

const refusedWith = async (response: Response, status: number, errorId: string) => {
  expect(response.status).toBe(status);
  const body = errorEnvelopeSchema.parse(await response.json());
  expect(body.errorDetails[0]!.errorId).toBe(errorId);
  return body.errorDetails[0]!;
};

const cartOf = async (jar: Jar) => (await storefront('/api/cart', { jar })).json();
const savedOf = async (jar: Jar) => (await storefront('/api/saved-for-later', { jar })).json();

describe('a quantity that is not a JSON integer is a 400 and changes nothing', () => {
  const jar: Jar = new Map();
  let sku = '';
  let lineId = '';
  let savedId = '';
  beforeAll(async () => {
    ({ sku } = await findProduct());
    // One line to change, one saved for later to move back.
    const first = await storefront('/api/cart/items', {
      ...jsonInit('POST', { productId: sku, qty: 1 }),
      jar,
    });
    expect(first.status).toBe(200);
    const line = cartResponseSchema.parse(await first.json()).cart!.items[0]!;
    const saved = await storefront(`/api/saved-for-later/cart-lines/${line.id}`, {
      ...jsonInit('POST', {}),
      jar,
    });
    expect(saved.status).toBe(200);
    savedId = savedResponseSchema.parse(await saved.json()).saveForLater.items[0]!.itemId;
    const again = await storefront('/api/cart/items', {
      ...jsonInit('POST', { productId: sku, qty: 1 }),
      jar,
    });
    lineId = cartResponseSchema.parse(await again.json()).cart!.items[0]!.id;
  });

  it.each(BAD_QTYS)('POST /api/cart/items with qty as %s', async (_name, qty) => {
    const before = await cartOf(jar);
    const response = await storefront('/api/cart/items', {
      ...jsonInit('POST', { productId: sku, qty }),
      jar,
    });
    expect((await refusedWith(response, 400, 'API400')).message).toMatch(/^qty: /);
    expect(await cartOf(jar)).toEqual(before);
  });

  it.each(BAD_QTYS)('PATCH /api/cart/items/{id} with qty as %s', async (_name, qty) => {
    const before = await cartOf(jar);
    const response = await storefront(`/api/cart/items/${lineId}`, { ...jsonInit('PATCH', { qty }), jar });
    await refusedWith(response, 400, 'API400');
    expect(await cartOf(jar)).toEqual(before);
  });

  it.each(BAD_QTYS)(
    'POST /api/saved-for-later/items/{id}/move-to-cart with qty as %s',
    async (_name, qty) => {
      const [cart, saved] = [await cartOf(jar), await savedOf(jar)];
      const response = await storefront(`/api/saved-for-later/items/${savedId}/move-to-cart`, {
        ...jsonInit('POST', { productId: sku, qty }),
        jar,
      });
      await refusedWith(response, 400, 'API400');
      expect([await cartOf(jar), await savedOf(jar)]).toEqual([cart, saved]);
    },
  );

  it('a JSON integer is taken as before', async () => {
    const patched = await storefront(`/api/cart/items/${lineId}`, { ...jsonInit('PATCH', { qty: 2 }), jar });
    expect(patched.status).toBe(200);
    expect(cartResponseSchema.parse(await patched.json()).cart!.items[0]!.qty).toBe(2);
  });
});

describe('a JSON body labelled as something else is a 415 and writes nothing', () => {
  const labelled = (type: string, body: string, method = 'POST'): RequestInit => ({
    method,
    body,
    headers: { 'content-type': type, accept: 'application/json', origin: ORIGIN },
  });

  it('sign-up as text/plain creates no account', async () => {
    const email = `plain-${crypto.randomUUID()}@example.test`;
    const password = MEMBER_PASSWORD;
    const body = JSON.stringify({
      email,
      password,
      confirmPassword: password,
      firstName: 'Pat',
      lastName: 'Lee',
    });
    const jar: Jar = new Map();
    const response = await storefront('/api/auth/sign-up?locale=en-us', {
      ...labelled('text/plain', body),
      jar,
    });
    await refusedWith(response, 415, 'API415');
    const lookup = await storefront('/api/auth/lookup?locale=en-us', { ...jsonInit('POST', { email }), jar });
    expect(await lookup.json()).toMatchObject({ exists: false });
  });

  it.each(['application/xml', 'text/plain', 'text/plain;charset=UTF-8'])(
    'an add to cart as %s makes no cart',
    async (type) => {
      const jar: Jar = new Map();
      const { sku } = await findProduct();
      const response = await storefront('/api/cart/items', {
        ...labelled(type, JSON.stringify({ productId: sku, qty: 1 })),
        jar,
      });
      await refusedWith(response, 415, 'API415');
      expect(await cartOf(jar)).toEqual({ cart: null });
    },
  );

  it('the account profile and subscriptions take JSON only', async () => {
    const { jar } = await memberSession();
    const profile = async () => (await storefront('/api/account/profile', { jar })).json();
    const before = await profile();
    const bodies: [string, string][] = [
      ['text/plain', '{"firstName":"Changed","sms":true,"newsletter":true}'],
      ['application/xml', '<profile><firstName>Changed</firstName></profile>'],
      ['application/x-www-form-urlencoded', 'firstName=Changed&sms=true&newsletter=true'],
      [
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="sms"\r\n\r\ntrue\r\n--b--\r\n',
      ],
      ['application/octet-stream', 'garbage'],
    ];
    for (const [type, body] of bodies) {
      for (const path of ['/api/account/profile', '/api/account/subscriptions']) {
        const response = await storefront(path, { ...labelled(type, body, 'PUT'), jar });
        expect(response.status, `${path} ${type}`).toBe(415);
        expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!.errorId).toBe('API415');
      }
    }
    expect(await profile()).toEqual(before);
    // JSON is still taken.
    const saved = await storefront('/api/account/subscriptions', {
      ...jsonInit('PUT', { newsletter: true }),
      jar,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await profile()).not.toEqual(before);
  });
});
