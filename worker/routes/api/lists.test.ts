import { describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../shared/contract';
import {
  favoritesResponseSchema,
  savedResponseSchema,
  shareResponseSchema,
} from '../../../shared/contract/wishlists';
import { findProduct, formPost, type Jar, jsonPost, ORIGIN, storefront } from '../../test/helpers';
import { memberSession } from '../../test/member-session';

const send = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { origin: ORIGIN, accept: 'application/json', 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

const favoritesOf = async (jar: Jar) => {
  const response = await storefront('/api/favorites', { jar });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return favoritesResponseSchema.parse(await response.json()).favorites;
};

const cartWithLine = async (jar: Jar, qty = 1) => {
  const { sku } = await findProduct();
  const response = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty })),
    jar,
  });
  const { cart } = cartResponseSchema.parse(await response.json());
  return { sku, line: cart!.items.find((i) => i.productId === sku)! };
};

describe('/api/favorites', () => {
  it('adds, lists, shares and removes a favorite for a guest', async () => {
    const { product } = await findProduct();
    const id = product.colors[0]!.productId;
    const jar: Jar = new Map();
    const added = await storefront(`/api/favorites/products/${id}`, { ...send('PUT'), jar });
    expect(added.status).toBe(200);
    expect(added.headers.get('cache-control')).toBe('private, no-store');
    const { favorites } = favoritesResponseSchema.parse(await added.json());
    expect(favorites.entries.map((e) => e.id)).toEqual([id]);
    expect((await favoritesOf(jar)).favoriteId).toBe(favorites.favoriteId);

    const shared = await storefront('/api/favorites/share', { ...send('POST'), jar });
    expect(shared.status).toBe(200);
    const { url, shareId } = shareResponseSchema.parse(await shared.json());
    expect(url).toBe(`${ORIGIN}/en-us/favorites/shared/${shareId}`);

    const removed = await storefront(`/api/favorites/products/${id}`, { ...send('DELETE'), jar });
    expect(favoritesResponseSchema.parse(await removed.json()).favorites.total).toBe(0);
  });

  it("starts the product page's heart pressed for a colour the shopper keeps, and only that one", async () => {
    const { product } = await findProduct();
    const [kept, other] = product.colors;
    const jar: Jar = new Map();
    const heart = async (productId: string) => {
      const html = await (await storefront(`/en-us/p/${product.slug}-${productId}`, { jar })).text();
      return /<button class="heart__button"[^>]*aria-pressed="(true|false)"/.exec(html)?.[1];
    };
    expect(await heart(kept!.productId)).toBe('false');
    expect(
      (await storefront(`/api/favorites/products/${kept!.productId}`, { ...send('PUT'), jar })).status,
    ).toBe(200);
    expect(await heart(kept!.productId)).toBe('true');
    if (other) expect(await heart(other.productId)).toBe('false');
    // Another shopper's page is unpressed.
    const html = await (await storefront(`/en-us/p/${product.slug}-${kept!.productId}`)).text();
    expect(html).toMatch(/<button class="heart__button"[^>]*aria-pressed="false"/);
  });

  it("starts a cart line's heart pressed when the line's colour is among the shopper's favorites", async () => {
    const jar: Jar = new Map();
    const { line } = await cartWithLine(jar);
    const heart = async () => {
      const html = await (await storefront('/en-us/cart', { jar })).text();
      return /<button class="heart__button"[^>]*aria-pressed="(true|false)"/.exec(html)?.[1];
    };
    expect(await heart()).toBe('false');
    expect(
      (await storefront(`/api/favorites/products/${line.masterId2}`, { ...send('PUT'), jar })).status,
    ).toBe(200);
    expect(await heart()).toBe('true');
  });

  it('answers a removal of a product no longer in the list as a removal does (a doubled click)', async () => {
    const { product } = await findProduct();
    const [first, second] = product.colors.map((c) => c.productId);
    const jar: Jar = new Map();
    for (const id of [first, second])
      await storefront(`/api/favorites/products/${id}`, { ...send('PUT'), jar });
    const removal = async () =>
      favoritesResponseSchema.parse(
        await (await storefront(`/api/favorites/products/${first}`, { ...send('DELETE'), jar })).json(),
      ).favorites;
    const removed = await removal();
    const again = await removal();
    expect(again).toEqual(removed);
    expect(again.items.map((item) => item.id)).toEqual([second]);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const jar: Jar = new Map();
    const bad = await storefront('/api/favorites/products/not-a-product', { ...send('PUT'), jar });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errorDetails: [{ errorId: 'API400' }] });
    expect((await storefront('/api/favorites?count=1000', { jar })).status).toBe(400);
    // A query parameter's refusal says what it must be, not zod's "expected number, received NaN".
    for (const [query, message] of [
      ['start=1&start=2', 'start: the parameter was sent more than once'],
      ['start=abc', 'start: must be a number'],
      ['count=1000', 'count: must be at most 100'],
    ]) {
      const response = await storefront(`/api/favorites?${query}`, { jar });
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ errorDetails: [{ errorId: 'API400', message }] });
    }
    // A share before any favorite: nothing to share.
    const share = await storefront('/api/favorites/share', { ...send('POST'), jar });
    expect(share.status).toBe(409);
    expect(await share.json()).toMatchObject({ errorDetails: [{ errorId: 'FAV409' }] });
    // Cross-site: refused before anything runs.
    const { product } = await findProduct();
    const forged = await storefront(`/api/favorites/products/${product.colors[0]!.productId}`, {
      ...send('PUT'),
      headers: { origin: 'https://evil.test', 'content-type': 'application/json' },
      jar,
    });
    expect(forged.status).toBe(403);
    expect((await favoritesOf(jar)).total).toBe(0);
  });

  it('works as a plain form: 303 back through the safe-path check', async () => {
    const { product } = await findProduct();
    const id = product.colors[0]!.productId;
    const jar: Jar = new Map();
    const page = `/en-us/p/${product.slug}-${id}`;
    const added = await storefront(`/api/favorites/products/${id}`, {
      ...formPost({ _action: 'add', returnTo: page }),
      jar,
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(page);
    expect(added.headers.get('cache-control')).toBe('private, no-store');
    expect((await favoritesOf(jar)).total).toBe(1);

    const evil = await storefront(`/api/favorites/products/${id}`, {
      ...formPost({ _action: 'remove', returnTo: '//evil.test/x' }),
      jar,
    });
    expect(evil.status).toBe(303);
    expect(evil.headers.get('location')).toBe('/en-us/favorites');
    expect((await favoritesOf(jar)).total).toBe(0);

    const refused = await storefront(`/api/favorites/products/${id}`, {
      ...formPost({ _action: 'explode', returnTo: page }),
      jar,
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`${page}?listError=API400`);

    await storefront(`/api/favorites/products/${id}`, { ...formPost({ _action: 'add' }), jar });
    const shared = await storefront('/api/favorites/share', {
      ...formPost({ returnTo: '/en-us/favorites' }),
      jar,
    });
    expect(shared.status).toBe(303);
    expect(shared.headers.get('location')).toMatch(/^\/en-us\/favorites\?shareId=[a-f0-9]{32}$/);
  });
});

describe('/api/saved-for-later', () => {
  it('saves a cart line for later and moves it back', async () => {
    const jar: Jar = new Map();
    const { sku, line } = await cartWithLine(jar, 2);
    const saved = await storefront(`/api/saved-for-later/cart-lines/${line.id}`, { ...send('POST'), jar });
    expect(saved.status).toBe(200);
    const moved = savedResponseSchema.parse(await saved.json());
    expect(moved.cart?.items.some((i) => i.productId === sku)).toBe(false);
    const item = moved.saveForLater.items[0]!;
    expect(item).toMatchObject({ productId: sku, qty: 2, available: true });

    const back = await storefront(`/api/saved-for-later/items/${item.itemId}/move-to-cart`, {
      ...send('POST', { productId: sku, qty: 2 }),
      jar,
    });
    expect(back.status).toBe(200);
    const after = savedResponseSchema.parse(await back.json());
    expect(after.saveForLater.total).toBe(0);
    expect(after.cart?.items.find((i) => i.productId === sku)?.qty).toBe(2);
  });

  it('answers plain forms with 303 and refuses bad input', async () => {
    const jar: Jar = new Map();
    const { line } = await cartWithLine(jar);
    const saved = await storefront(`/api/saved-for-later/cart-lines/${line.id}`, {
      ...formPost({ returnTo: '/en-us/cart' }),
      jar,
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/en-us/cart?saved=1');

    const list = savedResponseSchema.parse(await (await storefront('/api/saved-for-later', { jar })).json());
    const itemId = list.saveForLater.items[0]!.itemId;
    const badId = await storefront('/api/saved-for-later/items/nope', { ...send('DELETE'), jar });
    expect(badId.status).toBe(400);
    const missingLine = await storefront('/api/saved-for-later/cart-lines/missing-line', {
      ...formPost({ returnTo: '/en-us/cart' }),
      jar,
    });
    expect(missingLine.headers.get('location')).toBe('/en-us/cart?listError=API404');
    const badQty = await storefront(`/api/saved-for-later/items/${itemId}/move-to-cart`, {
      ...send('POST', { productId: line.productId, qty: 0 }),
      jar,
    });
    expect(badQty.status).toBe(400);

    const removed = await storefront(`/api/saved-for-later/items/${itemId}`, {
      ...formPost({ _action: 'remove', returnTo: 'https://evil.test/' }),
      jar,
    });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/en-us/cart');
    const empty = savedResponseSchema.parse(await (await storefront('/api/saved-for-later', { jar })).json());
    expect(empty.saveForLater.total).toBe(0);
  });
});

describe('/api/saved-for-later move to cart', () => {
  const savedLine = async (jar: Jar, qty: number) => {
    const { sku, line } = await cartWithLine(jar, qty);
    const saved = await storefront(`/api/saved-for-later/cart-lines/${line.id}`, { ...send('POST'), jar });
    return { sku, item: savedResponseSchema.parse(await saved.json()).saveForLater.items[0]! };
  };
  const cartLines = async (jar: Jar) =>
    cartResponseSchema.parse(await (await storefront('/api/cart', { jar })).json()).cart?.items ?? [];

  it('refuses an item that is not in the list, or a body that is not the saved entry, and writes nothing', async () => {
    const jar: Jar = new Map();
    const { sku, item } = await savedLine(jar, 2);
    const missing = await storefront(`/api/saved-for-later/items/${'0'.repeat(32)}/move-to-cart`, {
      ...send('POST', { productId: sku, qty: 2 }),
      jar,
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()) as unknown).toMatchObject({ errorDetails: [{ errorId: 'API404' }] });
    const other = await storefront(`/api/saved-for-later/items/${item.itemId}/move-to-cart`, {
      ...send('POST', { productId: sku, qty: 5 }),
      jar,
    });
    expect(other.status).toBe(400);
    expect((await other.json()) as unknown).toMatchObject({ errorDetails: [{ errorId: 'API400' }] });

    expect(await cartLines(jar)).toEqual([]);
    const list = savedResponseSchema.parse(await (await storefront('/api/saved-for-later', { jar })).json());
    expect(list.saveForLater.items).toEqual([expect.objectContaining({ itemId: item.itemId, qty: 2 })]);
  });

  it('keeps the entry saved when the cart refuses it', async () => {
    const jar: Jar = new Map();
    const { sku, item } = await savedLine(jar, 1);
    const { line } = await cartWithLine(jar, 1);
    const full = await storefront(`/api/cart/items/${line.id}`, {
      ...send('PATCH', { qty: line.maxQty }),
      jar,
    });
    expect(full.status).toBe(200);
    const refused = await storefront(`/api/saved-for-later/items/${item.itemId}/move-to-cart`, {
      ...send('POST', { productId: sku, qty: 1 }),
      jar,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()) as unknown).toMatchObject({ errorDetails: [{ errorId: 'INV408' }] });
    expect((await cartLines(jar)).find((l) => l.productId === sku)?.qty).toBe(line.maxQty);
    const list = savedResponseSchema.parse(await (await storefront('/api/saved-for-later', { jar })).json());
    expect(list.saveForLater.items).toEqual([expect.objectContaining({ productId: sku, qty: 1 })]);
  });

  it('moves an entry once when the move is doubled, and once when moves race for it', async () => {
    for (const raced of [false, true]) {
      const jar: Jar = new Map();
      const { sku, item } = await savedLine(jar, 1);
      // Distinct keys make the moves distinct writes, so they race for the entry itself.
      const move = (key: number) =>
        storefront(`/api/saved-for-later/items/${item.itemId}/move-to-cart`, {
          ...send('POST', { productId: sku, qty: 1 }),
          ...(raced ? { headers: { ...send('POST').headers, 'idempotency-key': `move-${key}` } } : {}),
          jar: new Map(jar),
        });
      const answers = await Promise.all([move(1), move(2), move(3)]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual(raced ? [200, 404, 404] : [200, 200, 200]);
      expect((await cartLines(jar)).find((l) => l.productId === sku)?.qty).toBe(1);
      const list = savedResponseSchema.parse(
        await (await storefront('/api/saved-for-later', { jar })).json(),
      );
      expect(list.saveForLater.total).toBe(0);
    }
  });
});

describe('list pages and sign-in', () => {
  it("keeps a guest's favorites and saved items through sign-up, on pages only members see", async () => {
    const { product } = await findProduct();
    const id = product.colors[0]!.productId;
    const jar: Jar = new Map();
    await storefront(`/api/favorites/products/${id}`, { ...send('PUT'), jar });
    const { sku, line } = await cartWithLine(jar);
    await storefront(`/api/saved-for-later/cart-lines/${line.id}`, { ...send('POST'), jar });

    const signedOut = await storefront('/en-us/favorites', { jar });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/en-us/sign-in?returnTo=%2Fen-us%2Ffavorites');
    expect((await storefront('/en-us/account/saved-for-later', { jar })).status).toBe(303);

    await memberSession({ jar });
    expect((await favoritesOf(jar)).entries.map((e) => e.id)).toEqual([id]);
    const saved = savedResponseSchema.parse(await (await storefront('/api/saved-for-later', { jar })).json());
    expect(saved.saveForLater.items.map((i) => i.productId)).toEqual([sku]);

    for (const path of ['/en-us/favorites', '/en-us/account/saved-for-later', '/en-us/cart']) {
      const response = await storefront(path, { jar });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      const html = await response.text();
      expect(html, path).toContain(path === '/en-us/favorites' ? product.name : 'Saved for later');
      // The member's lists are account pages: the account navigation marks where the shopper is.
      if (path !== '/en-us/cart')
        expect(html, path).toMatch(
          new RegExp(`<nav aria-label="Account"[^>]*>.*<a href="${path}" aria-current="page">`, 's'),
        );
    }
  });

  it('opens a shared list read-only for anyone with the link, and nothing else', async () => {
    const { product } = await findProduct();
    const jar: Jar = new Map();
    await storefront(`/api/favorites/products/${product.colors[0]!.productId}`, { ...send('PUT'), jar });
    const { shareId } = shareResponseSchema.parse(
      await (await storefront('/api/favorites/share', { ...send('POST'), jar })).json(),
    );
    const shared = await storefront(`/en-us/favorites/shared/${shareId}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('private, no-store');
    const html = await shared.text();
    expect(html).toContain(product.name);
    expect(html).not.toContain('Share my list');
    expect((await storefront(`/en-us/favorites/shared/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await storefront('/en-us/favorites/shared/not-an-id')).status).toBe(404);
  });
});

describe("lists after the member's session ended elsewhere", () => {
  /**
   * A member with a favorite and a saved item, whose session is then ended upstream (signed out
   * from another copy of the cookies: the upstream revokes the tokens, as a password reset or an
   * expired refresh token does). The stale cookies then renew to a new guest.
   */
  const endedMember = async () => {
    const { product } = await findProduct();
    const [first, second] = product.colors.map((c) => c.productId);
    const { jar } = await memberSession();
    await storefront(`/api/favorites/products/${first}`, { ...send('PUT'), jar });
    const { line } = await cartWithLine(jar);
    expect((await favoritesOf(jar)).favoriteId).toBeDefined();
    const elsewhere: Jar = new Map(jar);
    expect((await storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar: elsewhere })).status).toBe(200);
    return { jar, product, first: first!, second: second ?? first!, line };
  };

  it("a heart adds to the new guest's own list, not the member's (no 404)", async () => {
    const { jar, second } = await endedMember();
    const added = await storefront(`/api/favorites/products/${second}`, { ...send('PUT'), jar });
    expect(added.status).toBe(200);
    const { favorites } = favoritesResponseSchema.parse(await added.json());
    expect(favorites.entries.map((e) => e.id)).toEqual([second]);
    // The session is the guest's now, with the guest's list.
    expect((await favoritesOf(jar)).favoriteId).toBe(favorites.favoriteId);
  });

  it('the no-script heart goes back without an error', async () => {
    const { jar, product, second } = await endedMember();
    const page = `/en-us/p/${product.slug}-${second}`;
    const added = await storefront(`/api/favorites/products/${second}`, {
      ...formPost({ _action: 'add', returnTo: page }),
      jar,
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(page);
    expect((await favoritesOf(jar)).entries.map((e) => e.id)).toEqual([second]);
  });

  it("saving a line of the member's cart: the guest has no cart, so 404 Cart not found", async () => {
    const { jar, line } = await endedMember();
    const saved = await storefront(`/api/saved-for-later/cart-lines/${line.id}`, { ...send('POST'), jar });
    expect(saved.status).toBe(404);
    expect(await saved.json()).toMatchObject({ errorDetails: [{ errorId: 'BSK404' }] });
  });
});
