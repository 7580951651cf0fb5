/**
 * Nothing personal in a shared cache (DESIGN.md Caching): a signed-in member's pages and BFF
 * answers, and a cart, never pass through the Cache API (neither read nor written there) and
 * answer `private, no-store`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findProduct, jsonPost, storefront } from '../test/helpers';
import { memberSession } from '../test/member-session';
import { clearMemoryCache, edgeCache } from './cache';

/** Shopper calls (the consumer's own, not the shared country and store lists under utilities/). */
const PERSONAL_UPSTREAM = /\/(cart|wishlists|token)\/|\/consumers-v3\/(?!utilities\/)/;

afterEach(() => vi.restoreAllMocks());

describe('personal answers and the shared cache', () => {
  it('a member with a cart: no personal read or write in the Cache API; every answer private, no-store', async () => {
    const { sku } = await findProduct();
    const member = await memberSession({ firstName: 'Personal', lastName: 'Cachetest' });
    const added = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar: member.jar,
    });
    expect(added.status).toBe(200);

    const cache = edgeCache()!;
    const keys: string[] = [];
    const stored: string[] = [];
    const match = cache.match.bind(cache);
    const put = cache.put.bind(cache);
    vi.spyOn(cache, 'match').mockImplementation((request, options) => {
      keys.push(String(request instanceof Request ? request.url : request));
      return match(request, options);
    });
    vi.spyOn(cache, 'put').mockImplementation(async (request, response) => {
      keys.push(String(request instanceof Request ? request.url : request));
      stored.push(await response.clone().text());
      return put(request, response);
    });
    // Cold isolate memory: every shared read goes to the Cache API, where this test sees it.
    clearMemoryCache();

    const personal = [
      '/en-us/account',
      '/en-us/account/addresses',
      '/en-us/account/orders',
      '/en-us/cart',
      '/en-us/checkout',
      '/api/cart',
      '/api/account/profile',
    ];
    for (const path of personal) {
      const response = await storefront(path, { jar: member.jar, headers: { accept: 'application/json' } });
      const body = await response.text();
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(body.length, path).toBeGreaterThan(0);
    }
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => PERSONAL_UPSTREAM.test(new URL(key).pathname))).toEqual([]);
    for (const body of stored) {
      expect(body.includes(member.email), 'e-mail in the shared cache').toBe(false);
      expect(body.includes('Cachetest'), 'name in the shared cache').toBe(false);
    }
    for (const [name, value] of member.jar) {
      for (const key of keys) expect(key.includes(value), `cookie ${name} in a cache key`).toBe(false);
      for (const body of stored)
        expect(body.includes(value), `cookie ${name} in the shared cache`).toBe(false);
    }
  }, 60_000);
});
