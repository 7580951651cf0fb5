/**
 * A shopper with a token but no basket (right after an order, say) who sends many adds at once:
 * each request may run in another isolate, so only the upstream can make them agree on one basket.
 * A new shopper, who has only the visitor id a page gave them, is made one guest for all of them.
 */
import { describe, expect, it } from 'vitest';
import { type TokenResponse, tokenResponseSchema } from '../../shared/contract';
import { COOKIE } from '../middleware/session';
import { seal } from '../middleware/session/crypto';
import { env, findProduct, type Jar, jsonPost, sandboxJson, storeCookies, storefront } from '../test/helpers';

/** The cookies of a session that holds a guest token and no basket. */
const tokenWithoutBasket = async (): Promise<{ jar: Jar; token: TokenResponse }> => {
  const { status, body } = await sandboxJson('/token/v2/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Guest' }),
  });
  expect(status).toBe(200);
  const token = tokenResponseSchema.parse(body);
  const now = Date.now();
  const sealed = (value: Record<string, unknown>) => seal(value, env.SESSION_SECRET, 3600);
  const jar: Jar = new Map([
    [
      `__Host-${COOKIE.access}`,
      await sealed({ token: token.accessToken, expiresAt: now + token.expiresIn * 1000 }),
    ],
    [
      `__Host-${COOKIE.refresh}`,
      await sealed({ token: token.refreshToken, expiresAt: now + token.refreshExpiresIn * 1000 }),
    ],
    [
      `__Host-${COOKIE.state}`,
      await sealed({ consumerNo: token.consumerNo, consumerType: token.consumerType }),
    ],
  ]);
  return { jar, token };
};

type Answer = { cart: { id: string; items: { productId: string; qty: number; bonus?: boolean }[] } };

describe('concurrent first adds', () => {
  it('20 adds at once with a token and no basket end in one cart of 20 units', async () => {
    const { sku, stock } = await findProduct();
    const qty = Math.min(20, stock);
    const { jar } = await tokenWithoutBasket();
    const responses = await Promise.all(
      Array.from({ length: qty }, () =>
        // Each request carries the cookies the browser had when it sent them all: no basket yet.
        storefront('/api/cart/items', {
          ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
          jar: new Map(jar),
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(qty).fill(200));
    const answers = await Promise.all(responses.map((r) => r.json() as Promise<Answer>));
    expect(new Set(answers.map((a) => a.cart.id)).size).toBe(1);
    // Whichever answer's cookies the browser keeps, its cart holds every unit.
    const after = new Map(jar);
    storeCookies(after, responses.at(-1)!);
    const { cart } = (await (await storefront('/api/cart', { jar: after })).json()) as Answer;
    expect(cart.items.filter((i) => !i.bonus)).toEqual([expect.objectContaining({ productId: sku, qty })]);
  });
});

describe("a new shopper's first writes sent together", () => {
  it('adds of two sizes at once, with only the visitor id of the page they came from, end in one cart', async () => {
    const { product } = await findProduct();
    const [first, second] = product.colors.flatMap((c) => c.variants).filter((v) => v.stock > 0);
    const page = await storefront('/en-us');
    const jar: Jar = new Map();
    storeCookies(jar, page);
    // No session yet: only the visitor id (and the decision service's own id, `mt.v`, and the
    // signed code of its variants, `sf_vc`, which name no session).
    jar.delete('mt.v');
    jar.delete('sf_vc');
    expect([...jar.keys()]).toEqual(['__Host-sf_v']);
    const responses = await Promise.all(
      [first!.sku, second!.sku].map((sku) =>
        storefront('/api/cart/items', {
          ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
          jar: new Map(jar),
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const answers = await Promise.all(responses.map((r) => r.json() as Promise<Answer>));
    expect(new Set(answers.map((a) => a.cart.id)).size).toBe(1);
    for (const response of responses) {
      // Whichever answer's cookies the browser keeps holds both sizes, and the visitor id is done.
      const kept = new Map(jar);
      storeCookies(kept, response);
      expect(kept.has('__Host-sf_v')).toBe(false);
      const { cart } = (await (await storefront('/api/cart', { jar: kept })).json()) as Answer;
      expect(
        cart.items
          .filter((i) => !i.bonus)
          .map((i) => i.productId)
          .sort(),
      ).toEqual([first!.sku, second!.sku].sort());
    }
  });
});
