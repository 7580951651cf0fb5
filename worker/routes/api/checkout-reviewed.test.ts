/**
 * Place order checks the basket the shopper reviewed (shared/checkout/reviewed.ts): the summary
 * page renders its fingerprint in the place-order form; a quantity changed since (another tab) is a
 * 409 CHK409 that places nothing, from the island's JSON call and the plain form alike; the new
 * summary's fingerprint places the order, and a retried identical request gets the same order.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import {
  cardToken,
  env,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  storefront,
  testAddress,
} from '../../test/helpers';

const ORDER = /^RL\d{10}$/;

const post = (jar: Jar, path: string, body: unknown) =>
  storefront(path, { ...jsonPost(JSON.stringify(body)), jar });

/** A guest at the summary step with one line (qty 1): the jar, the basket and the line ids. */
const atSummary = async () => {
  const { sku } = await findProduct();
  const jar: Jar = new Map();
  const added = await post(jar, '/api/cart/items', { productId: sku, qty: 1 });
  expect(added.status).toBe(200);
  const { cart } = (await added.json()) as { cart: { id: string; items: { id: string }[] } };
  expect((await post(jar, '/api/checkout/shipping-address', testAddress('Grace', 'Hopper'))).status).toBe(
    200,
  );
  const token = await cardToken('4242424242424242', 'Grace Hopper');
  expect((await post(jar, '/api/checkout/payment', { token })).status).toBe(200);
  return { jar, basketId: cart.id, itemId: cart.items[0]!.id };
};

/** The fingerprint the summary page's place-order form carries. */
const reviewedOnSummary = async (jar: Jar, query = '') => {
  const page = await storefront(`/en-us/checkout?step=summary${query}`, { jar });
  expect(page.status).toBe(200);
  const html = await page.text();
  const reviewed = /<input type="hidden" name="reviewed" value="([^"]+)"/.exec(html)?.[1];
  expect(reviewed).toMatch(/^r1\.[0-9a-f]{8}$/);
  return { reviewed: reviewed!, html };
};

/** Another tab sets the line's quantity through the cart BFF. */
const setQty = async (jar: Jar, itemId: string, qty: number) => {
  const changed = await storefront(`/api/cart/items/${itemId}`, {
    ...jsonPost(JSON.stringify({ qty })),
    method: 'PATCH',
    jar,
  });
  expect(changed.status).toBe(200);
};

const ordersOf = async (basketId: string) =>
  (
    await env.DB.prepare('SELECT order_number FROM orders WHERE basket_id = ?')
      .bind(basketId)
      .all<{ order_number: string }>()
  ).results.map((r) => r.order_number);

const cartQty = async (jar: Jar) => {
  const answer = await storefront('/api/checkout', { jar });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { cart: { items: { qty: number }[] } }).cart.items[0]!.qty;
};

describe('place order checks the basket the shopper reviewed', () => {
  it('the island: an old fingerprint is 409 CHK409 and places nothing; the new one places the order', async () => {
    const { jar, basketId, itemId } = await atSummary();
    const { reviewed: old } = await reviewedOnSummary(jar);
    await setQty(jar, itemId, 3);

    const refused = await post(jar, '/api/checkout/order?locale=en-us', { reviewed: old });
    expect(refused.status).toBe(409);
    const detail = errorEnvelopeSchema.parse(await refused.json()).errorDetails[0]!;
    expect(detail.errorId).toBe('CHK409');
    expect(detail.message).toBe('Your cart changed. Check the new total, then place the order.');
    // Nothing placed: the cart is still open with the new quantity, and no order row exists.
    expect(await ordersOf(basketId)).toEqual([]);
    expect(await cartQty(jar)).toBe(3);

    // A malformed fingerprint is a 400 that places nothing either.
    const bad = await post(jar, '/api/checkout/order?locale=en-us', { reviewed: 'x'.repeat(20) });
    expect(bad.status).toBe(400);
    expect(await ordersOf(basketId)).toEqual([]);

    const { reviewed: fresh } = await reviewedOnSummary(jar);
    expect(fresh).not.toBe(old);
    const placed = await post(jar, '/api/checkout/order?locale=en-us', { reviewed: fresh });
    expect(placed.status).toBe(200);
    const { order } = (await placed.json()) as { order: { orderNumber: string } };
    expect(order.orderNumber).toMatch(ORDER);
    expect(await ordersOf(basketId)).toEqual([order.orderNumber]);

    // The same request again (a retry after a lost answer) gets the first one's answer.
    const again = await post(jar, '/api/checkout/order?locale=en-us', { reviewed: fresh });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { order: { orderNumber: string } }).order.orderNumber).toBe(
      order.orderNumber,
    );
    expect(await ordersOf(basketId)).toEqual([order.orderNumber]);
  });

  it('the plain form: back to the summary with the notice and the new total; the new fingerprint places', async () => {
    const { jar, basketId, itemId } = await atSummary();
    const { reviewed: old } = await reviewedOnSummary(jar);
    await setQty(jar, itemId, 3);

    const refused = await storefront('/en-us/checkout/place', { ...formPost({ reviewed: old }), jar });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/en-us/checkout?step=summary&checkoutError=CHK409');
    expect(await ordersOf(basketId)).toEqual([]);
    expect(await cartQty(jar)).toBe(3);

    const { reviewed: fresh, html } = await reviewedOnSummary(jar, '&checkoutError=CHK409');
    expect(html).toContain('Your cart changed. Check the new total, then place the order.');
    const placed = await storefront('/en-us/checkout/place', { ...formPost({ reviewed: fresh }), jar });
    expect(placed.status).toBe(303);
    const orderNumber = /[?&]order=([A-Z0-9]+)/.exec(placed.headers.get('location') ?? '')?.[1];
    expect(orderNumber).toMatch(ORDER);
    expect(await ordersOf(basketId)).toEqual([orderNumber]);
  });

  it('a doubled submit with the fingerprint (the island and the plain form, 30 ms apart): one order', async () => {
    const { jar, basketId } = await atSummary();
    const { reviewed } = await reviewedOnSummary(jar);
    const island = post(new Map(jar), '/api/checkout/order?locale=en-us', { reviewed }).then(
      async (r) => ((await r.json()) as { order?: { orderNumber: string } }).order?.orderNumber,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const form = storefront('/en-us/checkout/place', { ...formPost({ reviewed }), jar: new Map(jar) }).then(
      (r) => /[?&]order=([A-Z0-9]+)/.exec(r.headers.get('location') ?? '')?.[1],
    );
    const [a, b] = await Promise.all([island, form]);
    expect(a).toMatch(ORDER);
    expect(b).toBe(a);
    expect(await ordersOf(basketId)).toEqual([a]);
  });

  it('a request without the field still places (API clients)', async () => {
    const { jar, basketId, itemId } = await atSummary();
    await setQty(jar, itemId, 2);
    const placed = await post(jar, '/api/checkout/order?locale=en-us', {});
    expect(placed.status).toBe(200);
    expect((await ordersOf(basketId)).length).toBe(1);
  });
});
