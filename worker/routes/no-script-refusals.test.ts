/**
 * Guard: a no-script form that is refused leaves the browser on a page's URL, one that answers a
 * reload. The pages a shopper meets are read as rendered (home, product, cart with a plain and a
 * custom line, enrollment, a member's profile), and every form they post to the BFF (`/api/…`) is
 * sent a body no form of ours sends (a field twice, refused by every form route before it does
 * anything). The answer must be a 303 to a page (never an `/api/` URL, where a reload or a bookmark
 * is a 405), and that page must answer 200. A form posted to its own page renders the refusal at
 * that URL, which its GET answers: enrollment's steps and the identity pages post there.
 */
import { describe, expect, it } from 'vitest';
import { decodeEntities, findProduct, formPost, type Jar, jsonPost, storefront } from '../test/helpers';
import { memberSession } from '../test/member-session';

const CAP = 'RLCUSTCPBLK-OS';

/** The `action` of every `method="post"` form of a page (decoded). */
const postActions = (html: string): string[] =>
  [...html.matchAll(/<form\b[^>]*>/g)]
    .map((tag) => tag[0])
    .filter((tag) => /method="post"/i.test(tag))
    .map((tag) => decodeEntities(/action="([^"]*)"/.exec(tag)?.[1] ?? ''));

/** Every path (and its query) a refused post may land the browser on: its pathname must be a page. */
const landsOnPage = async (jar: Jar, action: string, from: string) => {
  // `returnTo` twice: a body no form of ours sends, refused by every form route first.
  const body = new URLSearchParams([
    ['returnTo', from],
    ['returnTo', from],
  ]).toString();
  const response = await storefront(action, {
    ...formPost({}),
    body,
    jar,
  });
  const where = `${action} (from ${from})`;
  expect(response.status, where).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location, where).toMatch(/^\/[a-z]{2}-[a-z]{2}(\/|\?|$)/);
  expect(new URL(location, 'https://x').pathname.startsWith('/api/'), where).toBe(false);
  const reloaded = await storefront(location, { jar });
  expect(reloaded.status, `${where} → ${location}`).toBe(200);
};

describe('a refused no-script form', { timeout: 60_000 }, () => {
  it('leaves the browser on a page that answers a reload, for every BFF form the pages render', async () => {
    const { product, sku } = await findProduct();
    const color = product.colors.find((c) => c.variants.some((v) => v.sku === sku))!;
    const { jar } = await memberSession();
    expect(
      (await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })), jar }))
        .status,
    ).toBe(200);
    const custom = await storefront('/api/customs/items', {
      ...jsonPost(JSON.stringify({ productId: CAP, qty: 1, text: 'ADA', color: 'GLD', placement: 'left' })),
      jar,
    });
    expect(custom.status).toBe(200);

    const guest: Jar = new Map();
    const pages: [Jar, string][] = [
      [jar, '/en-us'],
      [jar, `/en-us/p/${product.slug}-${color.productId}`],
      [jar, '/en-us/cart'],
      [jar, '/en-us/account'],
      [guest, '/en-us/enroll'],
      [guest, '/en-us/sign-in'],
    ];
    const probed = new Set<string>();
    for (const [who, path] of pages) {
      const page = await storefront(path, { jar: who });
      expect(page.status, path).toBe(200);
      const actions = postActions(await page.text());
      for (const action of actions) {
        const pathname = new URL(action, 'https://x').pathname;
        if (!pathname.startsWith('/api/')) continue;
        // One probe per route shape (each cart line, each card's heart has its own id).
        const shape = pathname.replace(/\/(items|products|cart-lines)\/[^/]+/, '/$1/{id}');
        if (probed.has(shape)) continue;
        probed.add(shape);
        await landsOnPage(who, action, path);
      }
    }
    // The probes reached every kind of BFF form these pages have. Enrollment's post to the page
    // itself, so none is among them.
    expect([...probed]).toEqual(
      expect.arrayContaining([
        '/api/cart/items',
        '/api/cart/items/{id}',
        '/api/cart/coupons',
        '/api/auth/password',
      ]),
    );
    expect([...probed].some((shape) => shape.startsWith('/api/enroll/'))).toBe(false);
  });
});
