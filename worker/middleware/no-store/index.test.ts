import { describe, expect, it } from 'vitest';
import { productUrl } from '../../../shared/routes';
import {
  cardToken,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  storefront,
  testAddress,
} from '../../test/helpers';
import { memberSession } from '../../test/member-session';

const post = (jar: Jar, path: string, body: unknown) =>
  storefront(path, { ...jsonPost(JSON.stringify(body)), jar });

const cacheOf = async (response: Response) => {
  await response.arrayBuffer();
  return response.headers.get('cache-control');
};

describe('cart and checkout HTML is never stored by any cache', () => {
  it('answers private, no-store on the cart, every checkout step, refusals and the confirmation', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    expect(await cacheOf(await storefront('/en-us/cart', { jar }))).toBe('private, no-store');
    expect((await post(jar, '/api/cart/items', { productId: sku, qty: 1 })).status).toBe(200);
    expect(await cacheOf(await storefront('/en-us/cart', { jar }))).toBe('private, no-store');
    for (const step of ['shipping', 'billing', 'summary'])
      expect(await cacheOf(await storefront(`/en-us/checkout?step=${step}`, { jar }))).toBe(
        'private, no-store',
      );

    const refused = await storefront('/en-us/checkout/shipping', { ...formPost({ city: '' }), jar });
    expect(refused.status).toBe(422);
    expect(await cacheOf(refused)).toBe('private, no-store');
    const unknown = await storefront('/en-us/order-confirmation?order=RL0000000000', { jar });
    expect(unknown.status).toBe(404);
    expect(await cacheOf(unknown)).toBe('private, no-store');

    expect((await post(jar, '/api/checkout/shipping-address', testAddress('Mary', 'Jackson'))).status).toBe(
      200,
    );
    const token = await cardToken('4242424242424242', 'M J');
    expect((await post(jar, '/api/checkout/payment', { token })).status).toBe(200);
    const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    expect(placed.status).toBe(303);
    expect(placed.headers.get('cache-control')).toBe('private, no-store');
    const confirmation = await storefront(placed.headers.get('location')!, { jar });
    expect(confirmation.status).toBe(200);
    expect(await cacheOf(confirmation)).toBe('private, no-store');
  });
});

describe("a member's pages are never stored either", () => {
  it('answers private, no-store on every page that greets a member, private, no-cache to a guest', async () => {
    const { product } = await findProduct();
    const { jar } = await memberSession({ firstName: 'Greta' });
    const pdp = productUrl('en-us', product.slug, product.masterId);
    for (const path of ['/en-us', '/en-us/c/men-1100', '/en-us/search?q=jacket', pdp]) {
      const member = await storefront(path, { jar });
      expect(await member.clone().text()).toContain('Greta');
      expect({ path, cache: await cacheOf(member) }).toEqual({ path, cache: 'private, no-store' });
      expect({ path, cache: await cacheOf(await storefront(path)) }).toEqual({
        path,
        cache: 'private, no-cache',
      });
    }
  }, 30_000);
});
