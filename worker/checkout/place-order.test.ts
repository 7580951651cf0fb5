/**
 * Two place-order submits in flight from one browser (a double click, the island's JSON call and
 * the summary page's plain form): both carry the same cookies, so both name the same basket, and
 * both must answer the one order it became, never "Your cart is empty" (BSK404).
 */
import { describe, expect, it } from 'vitest';
import {
  cardToken,
  env,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  storefront,
  testAddress,
  wrapSandbox,
} from '../test/helpers';

const ORDER = /^RL\d{10}$/;

const ok = async (response: Promise<Response>) => {
  const answered = await response;
  expect(answered.status).toBe(200);
  return answered.json() as Promise<Record<string, unknown>>;
};

/** A shopper at the summary step (through the islands' JSON calls); answers the jar and the basket id. */
const atSummary = async (): Promise<{ jar: Jar; basketId: string }> => {
  const { sku } = await findProduct();
  const jar: Jar = new Map();
  const post = (path: string, body: unknown) => storefront(path, { ...jsonPost(JSON.stringify(body)), jar });
  const { cart } = (await ok(post('/api/cart/items', { productId: sku, qty: 1 }))) as {
    cart: { id: string };
  };
  await ok(
    post('/api/checkout/shipping-address', { ...testAddress('Grace', 'Hopper'), shippingMethod: 'standard' }),
  );
  const token = await cardToken('4242424242424242', 'G H');
  await ok(post('/api/checkout/payment', { token }));
  return { jar, basketId: cart.id };
};

type Submit = (jar: Jar, sandbox?: Fetcher) => Promise<string | undefined>;

/** The PlaceOrderButton island's call: the order number of its answer. */
const placeByJson: Submit = async (jar, sandbox) => {
  const response = await storefront('/api/checkout/order?locale=en-us', {
    ...jsonPost('{}'),
    jar,
    ...(sandbox ? { envOverride: { SANDBOX: sandbox } } : {}),
  });
  const body = (await response.json()) as { order?: { orderNumber: string }; errorDetails?: unknown };
  return body.order?.orderNumber ?? JSON.stringify(body);
};

/** The summary page's plain form: the order number of the confirmation it redirects to. */
const placeByForm: Submit = async (jar, sandbox) => {
  const response = await storefront('/en-us/checkout/place', {
    ...formPost({}),
    jar,
    ...(sandbox ? { envOverride: { SANDBOX: sandbox } } : {}),
  });
  const location = response.headers.get('location') ?? '';
  return /[?&]order=([A-Z0-9]+)/.exec(location)?.[1] ?? location;
};

const ordersOf = async (basketId: string) =>
  (
    await env.DB.prepare('SELECT order_number FROM orders WHERE basket_id = ?')
      .bind(basketId)
      .all<{ order_number: string }>()
  ).results.map((r) => r.order_number);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two place-order submits in flight', () => {
  const pairs: [string, Submit, Submit][] = [
    ['the island, then the plain form', placeByJson, placeByForm],
    ['the plain form, then the island', placeByForm, placeByJson],
  ];

  for (const [name, first, second] of pairs) {
    it(`${name}, 30 ms apart: both answer the one order`, async () => {
      const { jar, basketId } = await atSummary();
      // Both requests carry the cookies the browser had before either answered.
      const one = first(new Map(jar));
      await pause(30);
      const two = second(new Map(jar));
      const [a, b] = await Promise.all([one, two]);
      expect(a).toMatch(ORDER);
      expect(b).toBe(a);
      expect(await ordersOf(basketId)).toEqual([a]);
    });

    it(`${name}, the second reaching the upstream after the first is placed: the same order`, async () => {
      const { jar, basketId } = await atSummary();
      const one = first(new Map(jar));
      // The second submit's calls wait until the first has its answer: the basket is already an order.
      const late = wrapSandbox(async () => {
        await one;
      });
      await pause(30);
      const [a, b] = await Promise.all([one, second(new Map(jar), late)]);
      expect(a).toMatch(ORDER);
      expect(b).toBe(a);
      expect(await ordersOf(basketId)).toEqual([a]);
    });
  }
});

describe('a submit after the order was placed and answered', () => {
  for (const [name, submit] of [
    ['the island', placeByJson],
    ['the plain form', placeByForm],
  ] as const)
    it(`${name}, sent again with the cookies the first answer set, shows the same order`, async () => {
      const { jar, basketId } = await atSummary();
      const first = await submit(jar);
      expect(first).toMatch(ORDER);
      // The first answer forgot the basket and remembered the order: the jar now holds both.
      const again = await submit(jar);
      expect(again).toBe(first);
      expect(await ordersOf(basketId)).toEqual([first]);
    });
});
