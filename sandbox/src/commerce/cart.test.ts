import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../shared/contract';
import { call, createCart, env, expectError, findSku, getCart, guestToken } from '../../test/helpers';

const add = (token: string, cartId: string, items: { productId: string; qty: number }[]) =>
  call('/cart/v1/item', { body: { cartId, items }, token });

describe('cart', () => {
  it('creates, reads and adds items', async () => {
    const { accessToken } = await guestToken();
    const created = await createCart(accessToken);
    expect(created).toMatchObject({
      items: [],
      currency: 'USD',
      totalItems: 0,
      totals: { total: 0, totalUnits: 0 },
    });
    expect(await getCart(accessToken, created.id)).toEqual(created);

    const { sku } = await findSku('stock >= 10');
    const response = await add(accessToken, created.id, [{ productId: sku, qty: 2 }]);
    expect(response.status).toBe(200);
    const cart = cartSchema.parse(await response.json());
    // A second (bonus) line is the gift with purchase when the order is large enough.
    expect(cart.items.filter((i) => !i.bonus)).toHaveLength(1);
    const item = cart.items[0]!;
    const info = (await env.DB.prepare(
      `SELECT v.product_id, v.color_id, v.size, v.upc, p.slug, p.name, c.name AS color, pr.current, pr.original
       FROM variants v JOIN products p ON p.id = v.product_id JOIN colors c ON c.id = v.color_id
       JOIN prices pr ON pr.sku = v.sku AND pr.currency = 'USD' WHERE v.sku = ?`,
    )
      .bind(sku)
      .first<Record<string, string | number>>())!;
    expect(item).toMatchObject({
      productId: sku,
      masterId: info.product_id,
      masterId2: info.color_id,
      name: info.name,
      color: info.color,
      size: info.size,
      upc: info.upc,
      qty: 2,
      slug: info.slug,
      pdpUrl: `/en-us/p/${info.slug}-${info.color_id}`,
      productImageURL: `/images/products/${info.color_id}/1.svg`,
      price: { current: info.current, original: info.original, rowTotal: Number(info.current) * 2 },
    });

    const again = cartSchema.parse(
      await (await add(accessToken, created.id, [{ productId: sku, qty: 1 }])).json(),
    );
    expect(again.items.filter((i) => !i.bonus)).toHaveLength(1);
    expect(again.items[0]!.qty).toBe(3);
    expect(await getCart(accessToken, created.id)).toEqual(again);
  });

  it('uses the cart currency and the site locale for prices and links', async () => {
    const { accessToken } = await guestToken();
    const response = await call('/cart/v1/cart?locale=fr-ca', {
      body: { currency: 'CAD' },
      token: accessToken,
      siteId: 'RL-CA',
    });
    const created = cartSchema.parse(await response.json());
    const { sku } = await findSku('stock >= 5');
    const cart = cartSchema.parse(
      await (await add(accessToken, created.id, [{ productId: sku, qty: 1 }])).json(),
    );
    const cad = await env.DB.prepare("SELECT current FROM prices WHERE sku = ? AND currency = 'CAD'")
      .bind(sku)
      .first<{ current: number }>();
    expect(cart.currency).toBe('CAD');
    expect(cart.items[0]!.price.current).toBe(cad?.current);
    expect(cart.items[0]!.pdpUrl.startsWith('/fr-ca/p/')).toBe(true);
  });

  describe('errors leave the cart unchanged', () => {
    const setup = async () => {
      const { accessToken } = await guestToken();
      const cart = await createCart(accessToken);
      const { sku } = await findSku('stock >= 10');
      const filled = cartSchema.parse(
        await (await add(accessToken, cart.id, [{ productId: sku, qty: 1 }])).json(),
      );
      return { token: accessToken, cart: filled };
    };

    it('BSK404 for a basket that does not exist', async () => {
      const { accessToken } = await guestToken();
      await expectError(await call(`/cart/v1/cart/${'0'.repeat(32)}`, { token: accessToken }), 404, 'BSK404');
      await expectError(await call('/cart/v1/cart/not-a-basket', { token: accessToken }), 404, 'BSK404');
      const { sku } = await findSku('stock >= 1');
      await expectError(await add(accessToken, 'f'.repeat(32), [{ productId: sku, qty: 1 }]), 404, 'BSK404');
    });

    it('AUT498 for a basket owned by another consumer', async () => {
      const { token, cart } = await setup();
      const other = await guestToken();
      await expectError(await call(`/cart/v1/cart/${cart.id}`, { token: other.accessToken }), 403, 'AUT498');
      const { sku } = await findSku('stock >= 1');
      await expectError(await add(other.accessToken, cart.id, [{ productId: sku, qty: 1 }]), 403, 'AUT498');
      expect(await getCart(token, cart.id)).toEqual(cart);
    });

    it('API400 for a bad body', async () => {
      const { token, cart } = await setup();
      const sku = cart.items[0]!.productId;
      await expectError(await add(token, cart.id, [{ productId: sku, qty: 0 }]), 400, 'API400');
      await expectError(await add(token, cart.id, [{ productId: 'bad sku', qty: 1 }]), 400, 'API400');
      await expectError(await add(token, cart.id, []), 400, 'API400');
      await expectError(await call('/cart/v1/item', { body: '{', token }), 400, 'API400');
      await expectError(await call('/cart/v1/cart', { body: { currency: 'JPY' }, token }), 400, 'API400');
      expect(await getCart(token, cart.id)).toEqual(cart);
    });

    it('API404 for an unknown sku, even next to a valid one', async () => {
      const { token, cart } = await setup();
      const { sku } = await findSku('stock >= 10');
      await expectError(
        await add(token, cart.id, [
          { productId: sku, qty: 1 },
          { productId: 'RLZZZZZZBLK-M', qty: 1 },
        ]),
        404,
        'API404',
      );
      expect(await getCart(token, cart.id)).toEqual(cart);
    });

    it('INV408 with maxQty when the row would exceed stock', async () => {
      const { token, cart } = await setup();
      const { sku, stock } = await findSku('stock BETWEEN 1 AND 3');
      const detail = await expectError(
        await add(token, cart.id, [{ productId: sku, qty: stock + 1 }]),
        400,
        'INV408',
      );
      expect(detail.details).toMatchObject({ maxQty: stock });
      expect(detail.message).toContain(`maximum quantity is ${stock}`);
      // Adding up to stock works; one more on the same row does not.
      const full = cartSchema.parse(
        await (await add(token, cart.id, [{ productId: sku, qty: stock }])).json(),
      );
      await expectError(await add(token, cart.id, [{ productId: sku, qty: 1 }]), 400, 'INV408');
      expect(await getCart(token, cart.id)).toEqual(full);
    });

    it('INV408 says how many more fit when the cart already holds some', async () => {
      // A cart of its own: setup's line may be this very sku.
      const { accessToken: token } = await guestToken();
      const cart = await createCart(token);
      const { sku, stock } = await findSku('stock BETWEEN 100 AND 999');
      const held = stock - 49;
      const first = cartSchema.parse(
        await (await add(token, cart.id, [{ productId: sku, qty: held }])).json(),
      );
      const detail = await expectError(
        await add(token, cart.id, [{ productId: sku, qty: 100 }]),
        400,
        'INV408',
      );
      expect(detail.details).toMatchObject({ maxQty: stock });
      expect(detail.message).toMatch(
        new RegExp(
          `^Only 49 more of .+ can be added: the cart has ${held} and the maximum quantity is ${stock}$`,
        ),
      );
      await add(token, cart.id, [{ productId: sku, qty: 49 }]);
      const none = await expectError(await add(token, cart.id, [{ productId: sku, qty: 1 }]), 400, 'INV408');
      expect(none.message).toMatch(
        new RegExp(`^No more of .+ can be added: the cart already has the maximum quantity of ${stock}$`),
      );
      expect((await getCart(token, cart.id)).items.find((i) => i.productId === sku)?.qty).toBe(stock);
      expect(first.items.find((i) => i.productId === sku)?.qty).toBe(held);
    });

    it('INV406 with the reason for a variant not sold online on this site; nothing changes', async () => {
      const { token, cart } = await setup();
      const { sku } = await findSku('stock >= 10');
      const offline = (online: boolean) =>
        call(`/__admin/variants/${sku}`, {
          method: 'PUT',
          headers: { 'x-sandbox-admin': 'sandbox-admin-key' },
          body: { online },
        });
      expect((await offline(false)).status).toBe(200);
      try {
        const detail = await expectError(
          await add(token, cart.id, [{ productId: sku, qty: 1 }]),
          409,
          'INV406',
        );
        expect(detail.message).toMatch(/^.+ \(.+, .+\) is not sold online on this site$/);
        expect(await getCart(token, cart.id)).toEqual(cart);
      } finally {
        await offline(true);
      }
    });

    it('INV700 when the variant is out of stock', async () => {
      const { token, cart } = await setup();
      const { sku } = await findSku('stock = 0');
      await expectError(await add(token, cart.id, [{ productId: sku, qty: 1 }]), 409, 'INV700');
      expect(await getCart(token, cart.id)).toEqual(cart);
    });
  });

  it('serializes concurrent adds: 20 parallel adds of 1 give qty 20', async () => {
    const { accessToken } = await guestToken();
    const cart = await createCart(accessToken);
    const { sku } = await findSku('stock >= 40');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => add(accessToken, cart.id, [{ productId: sku, qty: 1 }])),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const final = await getCart(accessToken, cart.id);
    const paid = final.items.filter((i) => !i.bonus);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.qty).toBe(20);
    expect(final.totals.totalUnits).toBe(20 + final.items.length - 1);
  });

  it('never oversells a row under concurrency', async () => {
    const { accessToken } = await guestToken();
    const cart = await createCart(accessToken);
    const { sku, stock } = await findSku('stock BETWEEN 1 AND 3');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => add(accessToken, cart.id, [{ productId: sku, qty: 1 }])),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(stock);
    expect((await getCart(accessToken, cart.id)).items[0]!.qty).toBe(stock);
  });
});
