import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../../shared/contract';
import { call, createCart, expectError, findSku, getCart, guestToken } from '../../../test/helpers';
import { placeOrder, readyToPlace } from '../../../test/place';

const cartWithItem = (token: string, items: { productId: string; qty: number }[], currency = 'USD') =>
  call('/cart/v1/cartWithItem', { token, body: { currency, items } });

const paidUnits = (cart: { items: { bonus?: boolean | undefined; productId: string; qty: number }[] }) =>
  Object.fromEntries(cart.items.filter((i) => !i.bonus).map((i) => [i.productId, i.qty]));

describe('POST /cart/v1/cartWithItem', () => {
  it('puts concurrent first adds of one consumer into one basket with every line', async () => {
    const { accessToken: token } = await guestToken();
    const { sku: a } = await findSku('stock >= 40');
    const { sku: b } = await findSku('stock >= 40 AND sku > ?', a);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => cartWithItem(token, [{ productId: i % 2 ? a : b, qty: 1 }])),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const carts = await Promise.all(responses.map(async (r) => cartSchema.parse(await r.json())));
    const ids = new Set(carts.map((c) => c.id));
    expect(ids.size).toBe(1);
    const final = await getCart(token, [...ids][0]!);
    expect(paidUnits(final)).toEqual({ [a]: 10, [b]: 10 });
  });

  it('adds to the open basket; once it became an order, the next add makes a new one', async () => {
    const { accessToken: token } = await guestToken();
    const { sku } = await findSku('stock >= 40');
    const first = cartSchema.parse(await (await cartWithItem(token, [{ productId: sku, qty: 1 }])).json());
    const second = cartSchema.parse(await (await cartWithItem(token, [{ productId: sku, qty: 2 }])).json());
    expect(second.id).toBe(first.id);
    expect(paidUnits(second)).toEqual({ [sku]: 3 });

    const basketId = first.id;
    await readyToPlace(token, basketId);
    const placed = await placeOrder(token, basketId);
    expect(placed.status).toBe(200);

    const after = await Promise.all(
      Array.from({ length: 5 }, () => cartWithItem(token, [{ productId: sku, qty: 1 }])),
    );
    const next = await Promise.all(after.map(async (r) => cartSchema.parse(await r.json())));
    expect(new Set(next.map((c) => c.id)).size).toBe(1);
    expect(next[0]!.id).not.toBe(basketId);
    expect(paidUnits(await getCart(token, next[0]!.id))).toEqual({ [sku]: 5 });
  });

  it('adds to the basket POST /cart/v1/cart made last', async () => {
    const { accessToken: token } = await guestToken();
    const { sku } = await findSku('stock >= 40');
    await createCart(token);
    const made = await createCart(token);
    const added = cartSchema.parse(await (await cartWithItem(token, [{ productId: sku, qty: 1 }])).json());
    expect(added.id).toBe(made.id);
  });

  it('refuses a bad body or an unknown sku', async () => {
    const { accessToken: token } = await guestToken();
    await expectError(await cartWithItem(token, []), 400, 'API400');
    await expectError(await call('/cart/v1/cartWithItem', { token, body: { items: [] } }), 400, 'API400');
    await expectError(await cartWithItem(token, [{ productId: 'RLZZZZZZBLK-M', qty: 1 }]), 404, 'API404');
  });
});
