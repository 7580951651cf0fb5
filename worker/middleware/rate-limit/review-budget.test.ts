/**
 * The review writer's budgets (`review-budget.ts`): three reviews per client address in ten
 * minutes (429 API429), one review per product per shopper (409 API409); nothing reaches the
 * upstream past them.
 */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../client/i18n';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { env, type Jar, ORIGIN, storefront, wrapSandbox } from '../../test/helpers';

const newAddress = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;

const review = { rating: 1, title: 'Meh', text: 'Not for me after a week of use.', nickname: 'Tester' };

const products = async (n: number) =>
  (
    await env.DB.prepare(
      'SELECT product_id AS id FROM reviews GROUP BY product_id ORDER BY product_id DESC LIMIT ?',
    )
      .bind(n)
      .all<{ id: string }>()
  ).results.map((r) => r.id);

/** Counts the reviews the storefront wrote upstream. */
const upstreamWrites = () => {
  let count = 0;
  const SANDBOX = wrapSandbox((request) => {
    if (
      request.method === 'POST' &&
      /^\/products\/v1\/products\/[^/]+\/reviews$/.test(new URL(request.url).pathname)
    )
      count++;
  });
  return { envOverride: { SANDBOX }, count: () => count };
};

const errorOf = async (response: Response) =>
  errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!;

describe('the review budgets', () => {
  it('refuses the fourth review from one client in the window; the upstream gets three', async () => {
    const ids = await products(4);
    const client = newAddress();
    const writes = upstreamWrites();
    const post = (id: string, jar: Jar, address = client, locale = 'en-us') =>
      storefront(`/api/products/${id}/reviews?locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': address },
        body: JSON.stringify(review),
        jar,
        envOverride: writes.envOverride,
      });
    // A body refused by validation spends nothing.
    const bad = await storefront(`/api/products/${ids[0]}/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': client },
      body: JSON.stringify({ ...review, rating: 9 }),
      envOverride: writes.envOverride,
    });
    expect(bad.status).toBe(400);

    // Three shoppers (new sessions) behind one address: three reviews, then 429.
    for (const id of ids.slice(0, 3)) expect((await post(id, new Map())).status).toBe(201);
    const fourth = await post(ids[3]!, new Map());
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(fourth)).toEqual({ errorId: 'API429', message: messagesFor('en').reviewTooMany });
    const french = await post(ids[3]!, new Map(), client, 'fr-fr');
    expect(french.status).toBe(429);
    expect((await errorOf(french)).message).toBe(messagesFor('fr').reviewTooMany);
    expect(writes.count()).toBe(3);

    // Another client is served.
    expect((await post(ids[3]!, new Map(), newAddress())).status).toBe(201);
    expect(writes.count()).toBe(4);
  });

  it('takes one review per product per shopper (409), from any address', async () => {
    const [id, other] = await products(2);
    const jar: Jar = new Map();
    const writes = upstreamWrites();
    const post = (productId: string) =>
      storefront(`/api/products/${productId}/reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': newAddress() },
        body: JSON.stringify(review),
        jar,
        envOverride: writes.envOverride,
      });
    expect((await post(id!)).status).toBe(201);
    const again = await post(id!);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      errorId: 'API409',
      message: messagesFor('en').reviewAlreadyWritten,
    });
    expect(writes.count()).toBe(1);
    // The same shopper may review another product.
    expect((await post(other!)).status).toBe(201);
    expect(writes.count()).toBe(2);
  });
});
