import { describe, expect, it } from 'vitest';
import { checkoutCartSchema } from '../../../shared/contract';
import { call, createCart, env, expectError, guestToken } from '../../test/helpers';
import { cardToken, TEST_ADDRESS } from '../../test/place';
import { inventoryError, inventoryFlash } from './inventory';

const ADMIN = { 'x-sandbox-admin': 'sandbox-admin-key' };
describe('inventory flash (pure)', () => {
  const line = (sku: string, qty: number) => ({ sku, product_id: sku.slice(0, 8), qty });
  const stock = new Map([
    ['A', { stock: 5 }],
    ['B', { stock: 1 }],
    ['C', { stock: 0 }],
  ]);

  it('reports each line that can no longer be had in full, with what is missing', () => {
    expect(inventoryFlash([line('A', 5), line('B', 3), line('C', 2), line('D', 1)], stock)).toEqual([
      {
        type: 'ProductLineItemInventoryMissing',
        details: { sku: 'B', productId: 'B', shipmentId: 'me', missingQty: 2 },
      },
      {
        type: 'ProductLineItemFullInventoryMissing',
        details: { sku: 'C', productId: 'C', shipmentId: 'me', missingQty: 2 },
      },
      {
        type: 'ProductItemNotAvailable',
        details: { sku: 'D', productId: 'D', shipmentId: 'me', missingQty: 1 },
      },
    ]);
    expect(inventoryFlash([line('A', 5)], stock)).toEqual([]);
  });

  it('refuses an order with ORD430 when a line is no longer sold, else INV409, carrying every flash', () => {
    const mixed = inventoryFlash([line('B', 3), line('D', 1)], stock);
    expect(inventoryError(mixed)).toMatchObject({
      status: 409,
      errorId: 'ORD430',
      details: { type: 'ProductItemNotAvailable', sku: 'D', flash: mixed },
    });
    expect(inventoryError(inventoryFlash([line('B', 3)], stock))).toMatchObject({
      errorId: 'INV409',
      details: { type: 'ProductLineItemInventoryMissing', sku: 'B', missingQty: 2 },
    });
    expect(inventoryError([])).toBeNull();
  });
});

describe('items running out before place order', () => {
  const skusWithStock = async (count: number) =>
    (
      await env.DB.prepare(
        "SELECT sku FROM variants WHERE stock >= 30 AND sku LIKE '%-M' ORDER BY sku DESC LIMIT ?",
      )
        .bind(count)
        .all<{ sku: string }>()
    ).results.map((r) => r.sku);

  const setVariant = (sku: string, body: unknown, headers: Record<string, string> = ADMIN) =>
    call(`/__admin/variants/${sku}`, { method: 'PUT', apiKey: null, headers, body });

  it('the admin endpoint sets stock or takes a variant off sale; only with the admin key; bad input is 400', async () => {
    const [sku] = await skusWithStock(1);
    expect((await setVariant(sku!, { stock: 3 }, {})).status).toBe(404);
    await expectError(await setVariant(sku!, {}), 400, 'API400');
    await expectError(await setVariant(sku!, { stock: -1 }), 400, 'API400');
    await expectError(await setVariant('NOT-A-SKU', { stock: 1 }), 400, 'API400');
    await expectError(await setVariant('ZZZZZZZZZZZ-XL', { stock: 1 }), 404, 'API404');
    const answer = await setVariant(sku!, { stock: 7 });
    expect(await answer.json()).toEqual({ sku, stock: 7, online: true });
    expect(await (await setVariant(sku!, { online: false })).json()).toEqual({
      sku,
      stock: 7,
      online: false,
    });
    expect(await (await setVariant(sku!, { online: true, stock: 40 })).json()).toEqual({
      sku,
      stock: 40,
      online: true,
    });
  });

  it('reports flash messages on an inventory check, refuses the order, and places it once the cart is fixed', async () => {
    const [partial, sold, gone] = await skusWithStock(3);
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    const added = await call('/cart/v1/item', {
      token,
      body: {
        cartId: cart.id,
        items: [
          { productId: partial!, qty: 3 },
          { productId: sold!, qty: 1 },
          { productId: gone!, qty: 2 },
        ],
      },
    });
    expect(added.status).toBe(200);
    await call(`/cart/v2/cart/${cart.id}/shippingAddress`, { token, body: TEST_ADDRESS });
    await call(`/cart/v1/cart/${cart.id}/paymentInstruments`, {
      token,
      body: { payment_method_id: 'CREDIT_CARD', token: await cardToken() },
    });

    // Meanwhile: two units of the first sell elsewhere, the second sells out, the third goes off sale.
    await setVariant(partial!, { stock: 1 });
    await setVariant(sold!, { stock: 0 });
    await setVariant(gone!, { online: false });

    const plain = checkoutCartSchema.parse(await (await call(`/cart/v1/cart/${cart.id}`, { token })).json());
    expect(plain.flash).toEqual([]);
    const checkedResponse = await call(`/cart/v1/cart/${cart.id}?inventorySupplyCheck=true`, { token });
    const checked = checkoutCartSchema.parse(await checkedResponse.json());
    expect(checked.flash.map((f) => [f.type, f.details?.sku, f.details?.missingQty])).toEqual([
      ['ProductLineItemInventoryMissing', partial, 2],
      ['ProductLineItemFullInventoryMissing', sold, 1],
      ['ProductItemNotAvailable', gone, 2],
    ]);
    expect(checked.items.find((i) => i.productId === partial)?.maxQty).toBe(1);
    await expectError(
      await call(`/cart/v1/cart/${cart.id}?inventorySupplyCheck=maybe`, { token }),
      400,
      'API400',
    );

    const place = () => call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId: cart.id } });
    const refused = await expectError(await place(), 409, 'ORD430');
    expect(refused.details).toMatchObject({ type: 'ProductItemNotAvailable', sku: gone });
    await expectError(
      await call('/cart/v1/cart/prepareOrder', { token, body: { basketId: cart.id } }),
      409,
      'ORD430',
    );
    // The gone line cannot be changed, only removed.
    const lines = checked.items;
    const lineOf = (sku: string) => lines.find((i) => i.productId === sku)!.id;
    await expectError(
      await call(`/cart/v1/cart/${cart.id}/item`, {
        method: 'PUT',
        token,
        body: { itemId: lineOf(gone!), qty: 1 },
      }),
      409,
      'INV700',
    );
    for (const sku of [gone!, sold!]) {
      const removed = await call('/cart/v1/item', {
        method: 'DELETE',
        token,
        body: { cartId: cart.id, itemId: lineOf(sku) },
      });
      expect(removed.status).toBe(200);
    }
    const short = await expectError(await place(), 409, 'INV409');
    expect(short.details).toMatchObject({
      type: 'ProductLineItemInventoryMissing',
      sku: partial,
      missingQty: 2,
    });
    // Nothing was reserved by the refused attempts.
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?')
      .bind(partial)
      .first<{ stock: number }>();
    expect(stock?.stock).toBe(1);

    const fixed = await call(`/cart/v1/cart/${cart.id}/item`, {
      method: 'PUT',
      token,
      body: { itemId: lineOf(partial!), qty: 1 },
    });
    expect(fixed.status).toBe(200);
    const placed = await place();
    expect(placed.status).toBe(200);
    const after = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?')
      .bind(partial)
      .first<{ stock: number }>();
    expect(after?.stock).toBe(0);
  });
});
