import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../shared/contract/cart';
import {
  favoritesSchema,
  favoritesShareSchema,
  moveToSavedResponseSchema,
  savedForLaterSchema,
  sharedFavoritesSchema,
} from '../../../shared/contract/wishlists';
import { colorName, productName } from '../../seed/i18n/names';
import { call, createCart, env, expectError, findSku, getCart, guestToken } from '../../test/helpers';
import { signToken } from '../auth/tokens';
import { mergeGuestLists } from './merge';

const productIds = async (n: number, offset = 0): Promise<string[]> => {
  const { results } = await env.DB.prepare('SELECT id FROM products ORDER BY id LIMIT ? OFFSET ?')
    .bind(n, offset)
    .all<{ id: string }>();
  return results.map((r) => r.id);
};

const favorite = async (token: string, id: string, favoriteId?: string) => {
  const response = await call('/wishlists/v2/favorites', {
    token,
    body: { id, qty: 1, itemType: 'product', ...(favoriteId ? { favoriteId } : {}) },
  });
  expect(response.status).toBe(200);
  return favoritesSchema.parse(await response.json());
};

const favorites = async (token: string, query = '') => {
  const response = await call(`/wishlists/v2/favorites${query}`, { token });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return favoritesSchema.parse(await response.json());
};

const saved = async (token: string, query = '') => {
  const response = await call(`/wishlists/v2/saveForLater${query}`, { token });
  expect(response.status).toBe(200);
  return savedForLaterSchema.parse(await response.json());
};

const cartWith = async (token: string, sku: string, qty: number) => {
  const cart = await createCart(token);
  const response = await call('/cart/v1/item', {
    token,
    body: { cartId: cart.id, items: [{ productId: sku, qty }] },
  });
  expect(response.status).toBe(200);
  return cartSchema.parse(await response.json());
};

const moveLine = (token: string, basketId: string, itemId: string) =>
  call(`/cart/v2/cart/${basketId}/saveForLater`, { token, body: { itemId } });

describe('favorites', () => {
  it('starts empty, keeps one item per product and pages newest first', async () => {
    const { accessToken } = await guestToken();
    expect(await favorites(accessToken)).toEqual({
      total: 0,
      start: 0,
      count: 12,
      items: [],
      entries: [],
    });
    const ids = await productIds(5);
    for (const id of ids) await favorite(accessToken, id);
    const twice = await favorite(accessToken, ids[0]!);
    expect(twice.total).toBe(5);

    const page = await favorites(accessToken, '?start=1&count=2');
    expect(page).toMatchObject({ total: 5, start: 1, count: 2, favoriteId: twice.favoriteId });
    expect(page.items.map((i) => i.id)).toEqual([ids[3], ids[2]]);
    expect(page.entries.map((e) => e.id)).toEqual([...ids].reverse());
    expect(page.items[0]!.variants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: expect.stringMatching(/-/), available: expect.any(Boolean) }),
      ]),
    );
    expect(page.items[0]!.product).toMatchObject({
      title: expect.any(String),
      url: expect.stringMatching(/^\/en-us\/p\//),
    });
  });

  it('removes an item and refuses bad input without changing anything', async () => {
    const { accessToken } = await guestToken();
    const [id] = await productIds(1, 7);
    const list = await favorite(accessToken, id!);
    await expectError(
      await call('/wishlists/v2/favorites', {
        token: accessToken,
        body: { id: 'nope', qty: 1, itemType: 'product' },
      }),
      400,
      'API400',
    );
    await expectError(
      await call('/wishlists/v2/favorites', {
        token: accessToken,
        body: { id, qty: 2, itemType: 'product' },
      }),
      400,
      'API400',
    );
    await expectError(await call('/wishlists/v2/favorites?count=0', { token: accessToken }), 400, 'API400');
    await expectError(
      await call('/wishlists/v2/favorites', { body: { id, qty: 1, itemType: 'product' } }),
      401,
      'AUT401',
    );
    expect((await favorites(accessToken)).total).toBe(1);

    const item = list.items[0]!;
    const removed = await call(`/wishlists/v2/favorites/${list.favoriteId}/items/${item.itemId}`, {
      token: accessToken,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(favoritesSchema.parse(await removed.json()).total).toBe(0);
    await expectError(
      await call(`/wishlists/v2/favorites/${list.favoriteId}/items/${item.itemId}`, {
        token: accessToken,
        method: 'DELETE',
      }),
      404,
      'API404',
    );
  });

  it('shares a list read-only with anyone who has the link', async () => {
    const { accessToken } = await guestToken();
    const ids = await productIds(2, 10);
    let list = await favorite(accessToken, ids[0]!);
    list = await favorite(accessToken, ids[1]!);
    const share = async () => {
      const response = await call(`/wishlists/v2/favorites/${list.favoriteId}/share`, {
        token: accessToken,
        method: 'POST',
      });
      expect(response.status).toBe(200);
      return favoritesShareSchema.parse(await response.json());
    };
    const first = await share();
    expect(first.shareId).not.toBe(list.favoriteId);
    expect((await share()).shareId).toBe(first.shareId);

    // No bearer at all: the share id is the whole grant.
    const read = await call(`/wishlists/v2/favorites/${first.shareId}/share`, { token: null });
    expect(read.status).toBe(200);
    const body = await read.json();
    expect(body).not.toHaveProperty('favoriteId');
    expect(sharedFavoritesSchema.parse(body).items.map((i) => i.id)).toEqual([ids[1], ids[0]]);

    // The share id opens nothing else: not the list's writes, not its owner's reads.
    const { accessToken: other } = await guestToken();
    const itemId = list.items[0]!.itemId;
    await expectError(
      await call(`/wishlists/v2/favorites/${first.shareId}/items/${itemId}`, {
        token: other,
        method: 'DELETE',
      }),
      404,
      'API404',
    );
    await expectError(
      await call('/wishlists/v2/favorites', {
        token: other,
        body: { id: ids[0], qty: 1, itemType: 'product', favoriteId: first.shareId },
      }),
      404,
      'API404',
    );
    // The list id is not a share id.
    await expectError(
      await call(`/wishlists/v2/favorites/${list.favoriteId}/share`, { token: null }),
      404,
      'API404',
    );
    expect((await favorites(accessToken)).total).toBe(2);
  });

  it("never reads or changes another shopper's list", async () => {
    const { accessToken: owner } = await guestToken();
    const { accessToken: other } = await guestToken();
    const [id] = await productIds(1, 20);
    const list = await favorite(owner, id!);
    const itemId = list.items[0]!.itemId;
    await expectError(
      await call(`/wishlists/v2/favorites/${list.favoriteId}/items/${itemId}`, {
        token: other,
        method: 'DELETE',
      }),
      404,
      'API404',
    );
    await expectError(
      await call('/wishlists/v2/favorites', {
        token: other,
        body: { id, qty: 1, itemType: 'product', favoriteId: list.favoriteId },
      }),
      404,
      'API404',
    );
    await expectError(
      await call(`/wishlists/v2/favorites/${list.favoriteId}/share`, { token: other, method: 'POST' }),
      404,
      'API404',
    );
    expect((await favorites(other)).total).toBe(0);
    expect((await favorites(owner)).total).toBe(1);
  });
});

describe('saved for later', () => {
  it('saves a variant once, shows availability, and pages', async () => {
    const { accessToken } = await guestToken();
    const { sku } = await findSku('stock >= 3 AND online = 1');
    const put = (body: unknown) => call('/cart/v2/saveForLater', { token: accessToken, method: 'PUT', body });
    expect((await put({ productId: sku, qty: 2 })).status).toBe(200);
    const again = savedForLaterSchema.parse(await (await put({ productId: sku, qty: 1 })).json());
    expect(again.total).toBe(1);
    expect(again.items[0]).toMatchObject({
      productId: sku,
      qty: 2,
      available: true,
      pageUrl: expect.stringMatching(/^\/en-us\/p\//),
    });

    const { sku: soldOut } = await findSku('stock = 0');
    await put({ productId: soldOut });
    const page = await saved(accessToken, '?start=0&count=1');
    expect(page).toMatchObject({ total: 2, count: 1 });
    expect(page.items).toEqual([expect.objectContaining({ productId: soldOut, available: false })]);

    await expectError(await put({ productId: 'NOPE' }), 400, 'API400');
    await expectError(await put({ productId: 'ZZZZZZZZZZZ-XX' }), 404, 'API404');
    expect((await saved(accessToken)).total).toBe(2);
  });

  it('reads in the language it is asked in, as favorites do (the catalogue stores English)', async () => {
    const { accessToken: token } = await guestToken();
    const { sku } = await findSku(
      "stock >= 3 AND online = 1 AND product_id IN (SELECT id FROM products WHERE name LIKE 'Men''s % Jacket')",
    );
    const put = await call('/cart/v2/saveForLater', {
      token,
      method: 'PUT',
      body: { productId: sku, qty: 1 },
    });
    expect(put.status).toBe(200);
    const english = (await saved(token)).items[0]!;
    const response = await call('/wishlists/v2/saveForLater?locale=fr-ca', { token, siteId: 'RL-CA' });
    const french = savedForLaterSchema.parse(await response.json()).items[0]!;
    expect(french.name).toBe(productName(english.name, 'fr'));
    expect(french.name).not.toBe(english.name);
    expect(french.color).toBe(colorName(english.color, 'fr'));
    expect(french.pageUrl).toMatch(/^\/fr-ca\/p\//);
  });

  it('moves a cart line to the list once, however often the move is retried', async () => {
    const { accessToken } = await guestToken();
    const { sku } = await findSku('stock >= 5 AND online = 1');
    const cart = await cartWith(accessToken, sku, 2);
    const line = cart.items.find((i) => i.productId === sku)!;

    const first = await moveLine(accessToken, cart.id, line.id);
    expect(first.status).toBe(200);
    const moved = moveToSavedResponseSchema.parse(await first.json());
    expect(moved.cart.items.some((i) => i.productId === sku)).toBe(false);
    expect(moved.saveForLater.items).toEqual([expect.objectContaining({ productId: sku, qty: 2 })]);

    // A retry (the answer was lost) and two at once: the same list, the line gone once.
    const retries = await Promise.all([
      moveLine(accessToken, cart.id, line.id),
      moveLine(accessToken, cart.id, line.id),
    ]);
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(moveToSavedResponseSchema.parse(await retry.json()).saveForLater.total).toBe(1);
    }
    expect((await saved(accessToken)).items).toEqual([expect.objectContaining({ productId: sku, qty: 2 })]);
    expect((await getCart(accessToken, cart.id)).items.some((i) => i.productId === sku)).toBe(false);

    // Moving back is an add to cart and a delete.
    const list = await saved(accessToken);
    const back = await call(`/cart/v2/saveForLater/${list.saveForLaterId}/items/${list.items[0]!.itemId}`, {
      token: accessToken,
      method: 'DELETE',
    });
    expect(savedForLaterSchema.parse(await back.json()).total).toBe(0);
  });

  it("refuses another shopper's cart line and list, and a line that is not there", async () => {
    const { accessToken: owner } = await guestToken();
    const { accessToken: other } = await guestToken();
    const { sku } = await findSku('stock >= 5 AND online = 1');
    const cart = await cartWith(owner, sku, 1);
    const line = cart.items[0]!;
    await expectError(await moveLine(other, cart.id, line.id), 403, 'AUT498');
    await expectError(await moveLine(owner, cart.id, 'missing'), 404, 'API404');
    await expectError(await moveLine(owner, 'not-a-basket', line.id), 404, 'BSK404');
    expect((await getCart(owner, cart.id)).items).toHaveLength(cart.items.length);
    expect((await saved(other)).total).toBe(0);

    const moved = moveToSavedResponseSchema.parse(await (await moveLine(owner, cart.id, line.id)).json());
    const itemId = moved.saveForLater.items[0]!.itemId;
    await expectError(
      await call(`/cart/v2/saveForLater/${moved.saveForLater.saveForLaterId}/items/${itemId}`, {
        token: other,
        method: 'DELETE',
      }),
      404,
      'API404',
    );
    expect((await saved(owner)).total).toBe(1);
  });
});

describe('mergeGuestLists', () => {
  it("moves a guest's lists into the member's once, however often it runs", async () => {
    const { accessToken: guest } = await guestToken();
    const ids = await productIds(3, 30);
    await favorite(guest, ids[0]!);
    const guestFavorites = await favorite(guest, ids[1]!);
    const { sku } = await findSku('stock >= 2 AND online = 1');
    const guestSaved = savedForLaterSchema.parse(
      await (
        await call('/cart/v2/saveForLater', { token: guest, method: 'PUT', body: { productId: sku } })
      ).json(),
    );

    const memberNo = `M${crypto.randomUUID().slice(0, 8)}`;
    const member = await signToken(
      env.TOKEN_SECRET,
      { consumerNo: memberNo, consumerType: 'REGISTERED' },
      'access',
      600,
    );
    const memberList = await favorite(member, ids[1]!);
    await favorite(member, ids[2]!);

    const guestObjects = { favoriteId: guestFavorites.favoriteId, saveForLaterId: guestSaved.saveForLaterId };
    const merged = await mergeGuestLists(env, guestObjects, memberNo);
    expect(merged.favoriteId).toBe(memberList.favoriteId);
    expect(await mergeGuestLists(env, guestObjects, memberNo)).toEqual(merged);

    const after = await favorites(member);
    expect(after.total).toBe(3);
    expect(after.entries.map((e) => e.id).sort()).toEqual([...ids].sort());
    expect((await saved(member)).items).toEqual([expect.objectContaining({ productId: sku })]);
    expect((await favorites(guest)).total).toBe(0);

    // A member's list named as a guest object is never taken over.
    const otherNo = `M${crypto.randomUUID().slice(0, 8)}`;
    await mergeGuestLists(env, { favoriteId: merged.favoriteId }, otherNo);
    expect((await favorites(member)).total).toBe(3);
  });
});
