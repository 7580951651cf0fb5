import { describe, expect, it } from 'vitest';
import { cartResponseSchema, errorEnvelopeSchema } from '../../../shared/contract';
import { unseal } from '../../middleware/session/crypto';
import {
  env,
  findProduct,
  type Jar,
  jsonPost,
  ORIGIN,
  sandboxJson,
  storefront,
  wrapSandbox,
} from '../../test/helpers';

const cartOf = async (jar: Jar) =>
  cartResponseSchema.parse(await (await storefront('/api/cart', { jar })).json()).cart;

const countingSandbox = () => {
  const calls = { token: 0 };
  const SANDBOX = wrapSandbox((request) => {
    if (new URL(request.url).pathname === '/token/v2/auth/token') calls.token++;
  });
  return { calls, SANDBOX };
};

describe('POST /api/cart/items', () => {
  it('adds an item, sets sealed __Host- cookies and never returns a token', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    const response = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 2 })),
      jar,
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    const { cart } = cartResponseSchema.parse(JSON.parse(text));
    // Any second line is the gift with purchase (bonus), added when the order is large enough.
    const paid = cart?.items.filter((i) => !i.bonus);
    expect(paid).toHaveLength(1);
    expect(paid?.[0]).toMatchObject({ productId: sku, qty: 2 });
    expect(cart?.totals.totalUnits).toBe(cart!.items.reduce((n, i) => n + i.qty, 0));
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+/);

    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual([
      '__Host-sf_at',
      '__Host-sf_rt',
      '__Host-sf_s',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toMatch(/Domain=/i);
      expect(cookie.length).toBeLessThan(4096);
    }
    // The cookie is encrypted: no token readable in it, but the worker can open it.
    const access = jar.get('__Host-sf_at')!;
    expect(access).not.toMatch(/^eyJ[\w-]+\.eyJ/);
    expect(await unseal(access, env.SESSION_SECRET)).toMatchObject({ token: expect.any(String) });
    expect(await cartOf(jar)).toMatchObject({
      id: cart?.id,
      totals: { totalUnits: cart?.totals.totalUnits },
    });
  });

  it('fetches the guest token once and reuses it on later requests', async () => {
    const { sku } = await findProduct();
    const { calls, SANDBOX } = countingSandbox();
    const jar: Jar = new Map();
    await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku })),
      jar,
      envOverride: { SANDBOX },
    });
    expect(calls.token).toBe(1);
    await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku })),
      jar,
      envOverride: { SANDBOX },
    });
    const page = await storefront('/en-us', { jar, envOverride: { SANDBOX } });
    await page.text();
    expect(calls.token).toBe(1);
    expect((await cartOf(jar))?.items.find((i) => i.productId === sku)?.qty).toBe(2);
  });

  it('answers a plain form post with a 303 back to the page', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    const response = await storefront('/api/cart/items', {
      method: 'POST',
      body: new URLSearchParams({ productId: sku, qty: '1', returnTo: '/en-us/p/some-product-ABCDEFGH' }),
      headers: { origin: ORIGIN },
      jar,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/en-us/p/some-product-ABCDEFGH?added=${sku}`);
    expect((await cartOf(jar))?.totals.totalUnits).toBe(1);
  });

  it('never redirects a form post off-site', async () => {
    const { sku } = await findProduct();
    const response = await storefront('/api/cart/items', {
      method: 'POST',
      body: new URLSearchParams({ productId: sku, returnTo: '//evil.example/phish' }),
      headers: { origin: ORIGIN, referer: `${ORIGIN}/en-gb` },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/en-gb\?/);
  });

  describe('bad input gets a 4xx with errorDetails and leaves the cart unchanged', () => {
    const cases: [string, (sku: string, stock: number) => string, number, string][] = [
      ['bad JSON', () => '{"productId": ', 400, 'API400'],
      ['a missing field', () => JSON.stringify({ qty: 1 }), 400, 'API400'],
      ['a wrong type', (sku) => JSON.stringify({ productId: sku, qty: 'lots' }), 400, 'API400'],
      ['a malformed product id', () => JSON.stringify({ productId: '<script>', qty: 1 }), 400, 'API400'],
      ['an unknown product', () => JSON.stringify({ productId: 'ZZ0000000ZZ-M', qty: 1 }), 404, 'API404'],
      ['quantity 0', (sku) => JSON.stringify({ productId: sku, qty: 0 }), 400, 'API400'],
      ['quantity over the limit', (sku) => JSON.stringify({ productId: sku, qty: 1_000_000 }), 400, 'API400'],
      [
        'quantity over the stock',
        (sku, stock) => JSON.stringify({ productId: sku, qty: stock + 1 }),
        400,
        'INV408',
      ],
    ];
    it.each(cases)('%s', async (_name, body, status, errorId) => {
      const { sku, stock } = await findProduct();
      const jar: Jar = new Map();
      await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })), jar });
      const before = await cartOf(jar);

      const response = await storefront('/api/cart/items', { ...jsonPost(body(sku, stock)), jar });
      expect(response.status).toBe(status);
      const text = await response.text();
      const envelope = errorEnvelopeSchema.parse(JSON.parse(text));
      expect(envelope.errorDetails[0]!.errorId).toBe(errorId);
      expect(envelope.errorDetails[0]!.message.length).toBeGreaterThan(0);
      expect(text).not.toMatch(/\bat \w+.*:\d+:\d+|eyJ/);

      expect(await cartOf(jar)).toEqual(before);
    });
  });

  it('rejects a cross-site post (CSRF) without touching the cart', async () => {
    const { sku } = await findProduct();
    const response = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku }), { origin: 'https://evil.example' }),
    });
    expect(response.status).toBe(403);
    expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!.errorId).toBe('CSRF403');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('recovers from a cart the upstream no longer knows (BSK404): the add lands in the open basket', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku })), jar });
    // Swap the session's basket for one that does not exist, as if the upstream expired it.
    const { seal, unseal } = await import('../../middleware/session/crypto');
    const state = await unseal(jar.get('__Host-sf_s'), env.SESSION_SECRET);
    jar.set('__Host-sf_s', await seal({ ...state, basketId: 'missing-basket' }, env.SESSION_SECRET, 3600));
    const response = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku })),
      jar,
    });
    expect(response.status).toBe(200);
    const { cart } = cartResponseSchema.parse(await response.json());
    expect(cart?.id).not.toBe('missing-basket');
    // The add goes to the shopper's open basket upstream (cartWithItem): the first unit is kept.
    expect(cart?.items.find((i) => i.productId === sku && !i.bonus)?.qty).toBe(2);
  });
});

describe('the sandbox checks the bearer token', () => {
  it('rejects a missing token', async () => {
    const { status, body } = await sandboxJson('/cart/v1/cart', {
      method: 'POST',
      body: JSON.stringify({ currency: 'USD' }),
    });
    expect(status).toBe(401);
    expect(errorEnvelopeSchema.parse(body).errorDetails[0]!.errorId).toBe('AUT401');
  });

  it('rejects a forged token', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJHMTIzIiwiY29uc3VtZXJUeXBlIjoiR1VFU1QifQ.c2lnbmF0dXJl';
    const { status, body } = await sandboxJson('/cart/v1/cart', {
      method: 'POST',
      body: JSON.stringify({ currency: 'USD' }),
      headers: { authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
    });
    expect(status).toBe(401);
    expect(errorEnvelopeSchema.parse(body).errorDetails[0]!.errorId).toBe('AUT401');
  });
});
