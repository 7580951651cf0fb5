/** BFF: quantity changes, removal and coupons, as JSON (islands) and as plain forms (no script). */
import { describe, expect, it } from 'vitest';
import { type Cart, cartResponseSchema, errorEnvelopeSchema } from '../../../shared/contract';
import { env, findProduct, formPost, type Jar, jsonPost, storefront } from '../../test/helpers';

const cartOf = async (jar: Jar) =>
  cartResponseSchema.parse(await (await storefront('/api/cart', { jar })).json()).cart;

const json = (method: string, body?: unknown, extra: Record<string, string> = {}): RequestInit => ({
  ...jsonPost(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body), extra),
  method,
  ...(body === undefined ? { body: undefined } : {}),
});

const setup = async (qty = 1) => {
  const { sku, stock } = await findProduct();
  const jar: Jar = new Map();
  const response = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty })),
    jar,
  });
  const { cart } = cartResponseSchema.parse(await response.json());
  const line = cart!.items.find((i) => !i.bonus)!;
  return { jar, sku, stock, cart: cart as Cart, itemId: line.id };
};

const expectCart = async (response: Response) => {
  expect(response.status).toBe(200);
  return cartResponseSchema.parse(await response.json()).cart!;
};

describe('PATCH and DELETE /api/cart/items/{itemId}', () => {
  it('changes the quantity and removes the line (JSON)', async () => {
    const { jar, itemId } = await setup();
    const changed = await expectCart(
      await storefront(`/api/cart/items/${itemId}`, { ...json('PATCH', { qty: 2 }), jar }),
    );
    expect(changed.items.find((i) => i.id === itemId)?.qty).toBe(2);
    const removed = await expectCart(
      await storefront(`/api/cart/items/${itemId}`, { ...json('DELETE'), jar }),
    );
    expect(removed.items.filter((i) => !i.bonus)).toEqual([]);
    expect(await cartOf(jar)).toEqual(removed);
  });

  it('answers forms with a 303 back to the cart page (_action=update / remove)', async () => {
    const { jar, itemId, stock } = await setup();
    const back = '/en-us/cart';
    let response = await storefront(`/api/cart/items/${itemId}`, {
      ...formPost({ _action: 'update', qty: '2', returnTo: back }),
      jar,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(back);
    expect((await cartOf(jar))?.items.find((i) => i.id === itemId)?.qty).toBe(2);
    response = await storefront(`/api/cart/items/${itemId}`, {
      ...formPost({ _action: 'update', qty: String(stock + 1), returnTo: back }),
      jar,
    });
    expect(response.headers.get('location')).toBe(`${back}?cartError=INV408&item=${itemId}&maxQty=${stock}`);
    response = await storefront(`/api/cart/items/${itemId}`, {
      ...formPost({ _action: 'remove', returnTo: back }),
      jar,
    });
    expect(response.headers.get('location')).toBe(back);
    expect((await cartOf(jar))?.items.filter((i) => !i.bonus)).toEqual([]);
  });

  it('a form quantity of 0 removes the line; a negative one is refused and changes nothing', async () => {
    const { jar, itemId } = await setup(2);
    const back = '/en-us/cart';
    const refused = await storefront(`/api/cart/items/${itemId}`, {
      ...formPost({ _action: 'update', qty: '-1', returnTo: back }),
      jar,
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toMatch(/cartError=API400/);
    expect((await cartOf(jar))?.items.find((i) => i.id === itemId)?.qty).toBe(2);
    const response = await storefront(`/api/cart/items/${itemId}`, {
      ...formPost({ _action: 'update', qty: '0', returnTo: back }),
      jar,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(back);
    expect((await cartOf(jar))?.items.filter((i) => !i.bonus)).toEqual([]);
  });

  describe('bad input gets a 4xx with errorDetails and leaves the cart unchanged', () => {
    const cases: [
      string,
      string,
      (itemId: string, stock: number) => [string, RequestInit],
      number,
      string,
    ][] = [
      ['qty 0', 'PATCH', (id) => [`/api/cart/items/${id}`, json('PATCH', { qty: 0 })], 400, 'API400'],
      [
        'qty not a number',
        'PATCH',
        (id) => [`/api/cart/items/${id}`, json('PATCH', { qty: 'lots' })],
        400,
        'API400',
      ],
      [
        'qty over the limit',
        'PATCH',
        (id) => [`/api/cart/items/${id}`, json('PATCH', { qty: 1e7 })],
        400,
        'API400',
      ],
      ['bad JSON', 'PATCH', (id) => [`/api/cart/items/${id}`, json('PATCH', '{"qty":')], 400, 'API400'],
      [
        'qty over the stock',
        'PATCH',
        (id, s) => [`/api/cart/items/${id}`, json('PATCH', { qty: s + 1 })],
        400,
        'INV408',
      ],
      ['an unknown line', 'PATCH', () => ['/api/cart/items/nope', json('PATCH', { qty: 1 })], 404, 'API404'],
      [
        'a malformed item id',
        'DELETE',
        () => ['/api/cart/items/%3Cscript%3E', json('DELETE')],
        400,
        'API400',
      ],
      ['an unknown line (delete)', 'DELETE', () => ['/api/cart/items/nope', json('DELETE')], 404, 'API404'],
      ['an unknown coupon', 'PUT', () => ['/api/cart/coupons', json('PUT', { code: 'NOPE' })], 404, 'PRM130'],
      [
        'an expired coupon',
        'PUT',
        () => ['/api/cart/coupons', json('PUT', { code: 'SUMMER2020' })],
        400,
        'PRM140',
      ],
      ['a malformed coupon', 'PUT', () => ['/api/cart/coupons', json('PUT', { code: '<b>' })], 400, 'API400'],
      ['an empty coupon', 'PUT', () => ['/api/cart/coupons', json('PUT', { code: '' })], 400, 'API400'],
      [
        'removing a coupon not applied',
        'DELETE',
        () => ['/api/cart/coupons', json('DELETE', { code: 'SAVE10' })],
        404,
        'PRM170',
      ],
      [
        'a cross-site request (CSRF)',
        'PATCH',
        (id) => [`/api/cart/items/${id}`, json('PATCH', { qty: 2 }, { origin: 'https://evil.example' })],
        403,
        'CSRF403',
      ],
    ];
    it.each(cases)('%s', async (_name, _method, request, status, errorId) => {
      const { jar, itemId, stock } = await setup();
      const before = await cartOf(jar);
      const [path, init] = request(itemId, stock);
      const response = await storefront(path, { ...init, jar });
      expect(response.status).toBe(status);
      const envelope = errorEnvelopeSchema.parse(await response.json());
      expect(envelope.errorDetails[0]!.errorId).toBe(errorId);
      expect(envelope.errorDetails[0]!.message.length).toBeGreaterThan(0);
      expect(await cartOf(jar)).toEqual(before);
    });

    it('a bad form goes back with cartError=API400 on its line and changes nothing', async () => {
      const { jar, itemId } = await setup();
      const before = await cartOf(jar);
      const response = await storefront(`/api/cart/items/${itemId}`, {
        ...formPost({ _action: 'explode', returnTo: '/en-us/cart' }),
        jar,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/en-us/cart?cartError=API400&item=${itemId}`);
      expect(await cartOf(jar)).toEqual(before);
    });
  });

  it('concurrent quantity changes through the BFF end in the right quantity', async () => {
    const { jar, itemId } = await setup();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        storefront(`/api/cart/items/${itemId}`, { ...json('PATCH', { qty: 3 }), jar }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect((await cartOf(jar))?.items.find((i) => i.id === itemId)?.qty).toBe(3);
  });

  const RESET_TOAST =
    /class="toast toast--error" role="alert"><p class="toast__title">Your session is no longer valid\. Your cart has been reset\./;

  /** The shopper's session pointed at a cart another guest owns (what AUT498 answers). */
  const pointAtOthersCart = async (jar: Jar) => {
    const other: Jar = new Map();
    const { sku } = await findProduct();
    const theirs = cartResponseSchema.parse(
      await (
        await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku })), jar: other })
      ).json(),
    ).cart!;
    const { seal, unseal } = await import('../../middleware/session/crypto');
    const state = await unseal(jar.get('__Host-sf_s'), env.SESSION_SECRET);
    jar.set('__Host-sf_s', await seal({ ...state, basketId: theirs.id }, env.SESSION_SECRET, 3600));
    return { other, theirs };
  };

  it('AUT498: clears the cart, creates a new one and reports the error', async () => {
    const { jar, itemId, cart } = await setup();
    const { other, theirs } = await pointAtOthersCart(jar);
    const response = await storefront(`/api/cart/items/${itemId}`, { ...json('PATCH', { qty: 2 }), jar });
    expect(response.status).toBe(403);
    expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!.errorId).toBe('AUT498');
    const fresh = await cartOf(jar);
    expect(fresh?.id).not.toBe(theirs.id);
    expect(fresh?.id).not.toBe(cart.id);
    expect(fresh?.items).toEqual([]);
    expect((await cartOf(other))?.items).toEqual(theirs.items);
  });

  it('AUT498 on a page: the cart is replaced by a new one, the page shows the toast and reloads', async () => {
    const { jar, cart } = await setup();
    const { other, theirs } = await pointAtOthersCart(jar);
    const page = await (await storefront('/en-us/cart', { jar })).text();
    // The toast (server-rendered, handed to the store once hydrated) with the reload after 4000 ms.
    expect(page).toMatch(RESET_TOAST);
    expect(page).toMatch(/&quot;reloadAfterMs&quot;:4000|"reloadAfterMs":4000/);
    const fresh = await cartOf(jar);
    expect(fresh?.id).not.toBe(theirs.id);
    expect(fresh?.id).not.toBe(cart.id);
    expect(fresh?.items).toEqual([]);
    expect((await cartOf(other))?.items).toEqual(theirs.items);
    // The next page is an ordinary one.
    expect(await (await storefront('/en-us/cart', { jar })).text()).not.toMatch(RESET_TOAST);
  });

  it('AUT498 in checkout: a new cart, and the cart page says so', async () => {
    const { jar } = await setup();
    await pointAtOthersCart(jar);
    const checkout = await storefront('/en-us/checkout', { jar });
    expect(checkout.headers.get('location')).toBe('/en-us/cart?cartError=AUT498');
    const page = await (await storefront('/en-us/cart?cartError=AUT498', { jar })).text();
    expect(page).toMatch(RESET_TOAST);
    expect((await cartOf(jar))?.items).toEqual([]);
  });
});

describe('PUT and DELETE /api/cart/coupons', () => {
  it('applies and removes a coupon (JSON)', async () => {
    const { jar } = await setup();
    const applied = await expectCart(
      await storefront('/api/cart/coupons', { ...json('PUT', { code: 'freeship' }), jar }),
    );
    expect(applied.couponItems).toEqual([expect.objectContaining({ code: 'FREESHIP', applied: true })]);
    expect(applied.totals.shipping).toBe(0);
    const again = await storefront('/api/cart/coupons', { ...json('PUT', { code: 'FREESHIP' }), jar });
    expect(again.status).toBe(409);
    const removed = await expectCart(
      await storefront('/api/cart/coupons', { ...json('DELETE', { code: 'FREESHIP' }), jar }),
    );
    expect(removed.couponItems).toEqual([]);
  });

  it('forms: _action=apply / remove, errors come back as couponError', async () => {
    const { jar } = await setup();
    const back = '/en-us/cart';
    let response = await storefront('/api/cart/coupons', {
      ...formPost({ _action: 'apply', code: 'NOPE', returnTo: back }),
      jar,
    });
    expect(response.headers.get('location')).toBe(`${back}?couponError=PRM130`);
    response = await storefront('/api/cart/coupons', {
      ...formPost({ _action: 'apply', code: 'SAVE10', returnTo: back }),
      jar,
    });
    expect(response.headers.get('location')).toBe(back);
    expect((await cartOf(jar))?.couponItems?.map((c) => c.code)).toEqual(['SAVE10']);
    response = await storefront('/api/cart/coupons', {
      ...formPost({ _action: 'remove', code: 'SAVE10', returnTo: back }),
      jar,
    });
    expect(response.headers.get('location')).toBe(back);
    expect((await cartOf(jar))?.couponItems).toEqual([]);
  });
});
