/**
 * A no-script form post that is refused goes back to its page with the error (or, for sign-in,
 * forgot password and enrollment, gets that page again at once), whatever the cause:
 * a field sent twice is refused like a bad value, on every kind of form endpoint (cart, lists,
 * sign-in, newsletter and pop-ups, enrollment), and nothing is written upstream. Before, the form
 * reader refused it before the route had said how to answer a refusal, and the shopper saw JSON.
 * Also: a body over the size cap is a 413 refused unread, and normal bodies are unaffected.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { favoritesResponseSchema } from '../../../shared/contract/wishlists';
import { findProduct, type Jar, ORIGIN, storefront, wrapSandbox } from '../../test/helpers';
import { memberSession } from '../../test/member-session';

const urlencoded = 'application/x-www-form-urlencoded';

/** Every upstream call but a read: a refused form must make none. */
const upstreamWrites = () => {
  const writes: string[] = [];
  const SANDBOX = wrapSandbox((request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return { writes, SANDBOX };
};

const post = (path: string, body: string, jar: Jar, SANDBOX?: Fetcher, type = urlencoded, method = 'POST') =>
  storefront(path, {
    method,
    body,
    headers: { 'content-type': type, origin: ORIGIN },
    jar,
    ...(SANDBOX ? { envOverride: { SANDBOX } } : {}),
  });

describe('a form field sent twice goes back like any refused form, writing nothing', () => {
  it.each([
    // [kind, path, body, where it goes back to]
    [
      'newsletter',
      '/api/newsletter',
      'email=a%40example.com&email=b%40example.com&policy=on&formId=footer&returnTo=%2Fen-us%2Fstores',
      '/en-us/stores?newsletter=failed&newsletterForm=footer',
    ],
    [
      'pop-up dismissal',
      '/api/popups/dismiss',
      'popupId=a&popupId=b&returnTo=%2Fen-us%2Fstores',
      '/en-us/stores',
    ],
    [
      'benefit bar close',
      '/api/content/benefit-bar/close',
      'x=1&x=2&returnTo=%2Fen-us%2Fstores',
      '/en-us/stores',
    ],
    [
      'favorites share',
      '/api/favorites/share',
      'returnTo=%2Fen-us%2Ffavorites&x=1&x=2',
      '/en-us/favorites?listError=API400',
    ],
  ])('%s', async (_kind, path, body, back) => {
    const { writes, SANDBOX } = upstreamWrites();
    const response = await post(path, body, new Map(), SANDBOX);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(back);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Nothing remembered either: a refused close or dismissal sets no cookie.
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/benefitBarClosed|dismissed/i);
    expect(writes).toEqual([]);
  });

  it('a favorite heart: back with listError, and the list unchanged', async () => {
    const { product } = await findProduct();
    const id = product.colors[0]!.productId;
    const page = `/en-us/p/${product.slug}-${id}`;
    const jar: Jar = new Map();
    const { writes, SANDBOX } = upstreamWrites();
    const response = await post(
      `/api/favorites/products/${id}`,
      `_action=add&_action=remove&returnTo=${encodeURIComponent(page)}`,
      jar,
      SANDBOX,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${page}?listError=API400`);
    expect(writes).toEqual([]);
    const list = favoritesResponseSchema.parse(await (await storefront('/api/favorites', { jar })).json());
    expect(list.favorites.total).toBe(0);
  });

  it.each([
    ['sign-in', '/api/auth/sign-in', 'email=a%40example.com&password=x&password=y&returnTo=%2Fen-us%2Fcart'],
    ['forgot password', '/api/auth/forgot-password', 'email=a%40example.com&email=b%40example.com'],
  ])('%s: its page again with the error, as for a bad value (not JSON)', async (_kind, path, body) => {
    const { writes, SANDBOX } = upstreamWrites();
    const response = await post(path, body, new Map(), SANDBOX);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toContain('Check what you entered.');
    expect(writes).toEqual([]);
  });

  it('enrollment: its step page again with the error, as for a bad value (not JSON)', async () => {
    const { writes, SANDBOX } = upstreamWrites();
    for (const body of ['email=a%40example.com&email=b%40example.com', 'email=not-an-email']) {
      const response = await post('/api/enroll/lookup', body, new Map(), SANDBOX);
      expect(response.status, body).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      await response.text();
    }
    expect(writes).toEqual([]);
  });

  it('a page form (order status) answers the 400 page, not JSON', async () => {
    const { writes, SANDBOX } = upstreamWrites();
    const response = await post(
      '/en-us/order-status',
      'orderNumber=RL1&orderNumber=RL2&email=a%40example.com',
      new Map(),
      SANDBOX,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Something in that request was not valid');
    expect(writes).toEqual([]);
  });
});

describe('a body over 64 KB is a 413 before it is read', () => {
  it('JSON on /api: 413 with errorDetails, nothing written', async () => {
    const { jar } = await memberSession();
    const before = await (await storefront('/api/account/profile', { jar })).json();
    const keys = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 'v']));
    const response = await post(
      '/api/account/profile',
      JSON.stringify(keys),
      jar,
      undefined,
      'application/json',
      'PUT',
    );
    expect(response.status).toBe(413);
    expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]).toMatchObject({
      errorId: 'API413',
    });
    expect(await (await storefront('/api/account/profile', { jar })).json()).toEqual(before);
  });

  it('an open record of too many fields, under the size cap, is a 400', async () => {
    const { jar } = await memberSession();
    const keys = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, 'v']));
    const response = await post(
      '/api/account/profile',
      JSON.stringify(keys),
      jar,
      undefined,
      'application/json',
      'PUT',
    );
    expect(response.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!.message).toBe('Too many fields');
  });

  it('a no-script form post: back with the error', async () => {
    const response = await post(
      '/api/newsletter',
      `email=a%40example.com&policy=on&formId=footer&returnTo=%2Fen-us&pad=${'x'.repeat(70_000)}`,
      new Map(),
    );
    expect(response.status).toBe(303);
    // Its returnTo was not read: the route's fallback.
    expect(response.headers.get('location')).toBe('/en-us?newsletter=failed');
  });

  it('a normal body is unaffected', async () => {
    const { jar } = await memberSession();
    const response = await post(
      '/api/account/profile',
      JSON.stringify({ firstName: 'Kim', lastName: 'Jordan', note: 'x'.repeat(150) }),
      jar,
      undefined,
      'application/json',
      'PUT',
    );
    expect(response.status).toBe(200);
  });
});
