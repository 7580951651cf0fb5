import { runInDurableObject } from 'cloudflare:test';
import { exports as workerExports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { checkoutCartSchema, orderSchema, productDetailsSchema } from '../../../shared/contract';
import { expectConsistent } from '../../test/consistency';
import { add, CAP, GIFT, giftCart, issuedFor, outbox, place } from '../../test/giftcustoms';
import { call, createCart, env, expectError, guestToken } from '../../test/helpers';
import { patchOrderBody } from '../../test/place';
import { migrateLineTable } from './giftcustoms';

describe('digital gift cards', () => {
  it('shows gift card and customs facts on the product details', async () => {
    const gift = productDetailsSchema.parse(
      await (await call('/products/v2/products/RLGIFTCD/details')).json(),
    );
    expect(gift).toMatchObject({ productType: 'giftcard', isDigitalProduct: true });
    expect(gift.colors[0]!.variants.map((v) => v.size)).toEqual(['25', '50', '100', '250']);
    const cap = productDetailsSchema.parse(
      await (await call('/products/v2/products/RLCUSTCP/details')).json(),
    );
    expect(cap.customs).toMatchObject({ maxText: 12, surcharge: 1000 });
  });

  it('adds one line per recipient with the gift option, digital and untaxed', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    await add(token, cart.id, [{ productId: GIFT, qty: 1, giftOption: { email: 'A@Example.com', to: 'A' } }]);
    const response = await add(token, cart.id, [
      { productId: GIFT, qty: 1, giftOption: { email: 'b@example.com', message: 'Enjoy' } },
    ]);
    const body = checkoutCartSchema.parse(await response.json());
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      productId: GIFT,
      qty: 1,
      maxQty: 1,
      isDigitalProduct: true,
      isCustoms: false,
      selectedShippingOption: 'digital',
      giftOption: { email: 'a@example.com', to: 'A' },
      taxTotal: 0,
    });
    expect(body.totals).toMatchObject({ itemTotal: 10000, tax: 0, shipping: 0, total: 10000 });
    expectConsistent(body, 'US');
    // Quantity stays 1 per recipient; the line can be removed.
    await expectError(
      await call(`/cart/v1/cart/${cart.id}/item`, {
        method: 'PUT',
        token,
        body: { itemId: body.items[0]!.id, qty: 2 },
      }),
      400,
      'INV408',
    );
    const removed = await call('/cart/v1/item', {
      method: 'DELETE',
      token,
      body: { cartId: cart.id, itemId: body.items[0]!.id },
    });
    expect(checkoutCartSchema.parse(await removed.json()).items).toHaveLength(1);
  });

  it('changes the recipient and message of a gift card line, and only of one', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    const first = await add(token, cart.id, [
      { productId: GIFT, qty: 1, giftOption: { email: 'old@example.com' } },
      { productId: CAP, qty: 1 },
    ]);
    const firstBody = await first.json();
    expect({ status: first.status, body: firstBody }).toMatchObject({ status: 200 });
    const added = checkoutCartSchema.parse(firstBody);
    const gift = added.items.find((i) => i.isDigitalProduct);
    const cap = added.items.find((i) => !i.isDigitalProduct);
    const put = (body: unknown) => call(`/cart/v1/cart/${cart.id}/item`, { method: 'PUT', token, body });
    const response = await put({
      itemId: gift!.id,
      giftOption: { email: 'New@Example.com', to: 'Nia', message: 'Cheers' },
    });
    const body = await response.json();
    expect({ status: response.status, body }).toMatchObject({ status: 200 });
    const changed = checkoutCartSchema.parse(body);
    expect(changed.items.find((i) => i.id === gift!.id)).toMatchObject({
      qty: 1,
      giftOption: { email: 'new@example.com', to: 'Nia', message: 'Cheers' },
    });
    await expectError(await put({ itemId: gift!.id, giftOption: { email: 'bad' } }), 400, 'API400');
    await expectError(await put({ itemId: cap!.id, giftOption: { email: 'a@example.com' } }), 400, 'API400');
    await expectError(await put({ itemId: gift!.id }), 400, 'API400');
  });

  it('refuses bad gift options and changes nothing', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    await expectError(await add(token, cart.id, [{ productId: GIFT, qty: 1 }]), 400, 'API400');
    await expectError(
      await add(token, cart.id, [{ productId: GIFT, qty: 1, giftOption: { email: 'not-an-email' } }]),
      400,
      'API400',
    );
    await expectError(
      await add(token, cart.id, [
        { productId: GIFT, qty: 1, giftOption: { email: 'a@example.com', message: 'x'.repeat(201) } },
      ]),
      400,
      'API400',
    );
    await expectError(
      await add(token, cart.id, [{ productId: GIFT, qty: 2, giftOption: { email: 'a@example.com' } }]),
      400,
      'INV408',
    );
    await expectError(
      await add(token, cart.id, [{ productId: CAP, qty: 1, giftOption: { email: 'a@example.com' } }]),
      400,
      'API400',
    );
    const after = checkoutCartSchema.parse(await (await call(`/cart/v1/cart/${cart.id}`, { token })).json());
    expect(after.items).toHaveLength(0);
  });

  it('issues a card, a ledger row and the recipient e-mail with the order, once', async () => {
    const { token, basketId } = await giftCart('grace@example.com');
    const ready = await call('/cart/v1/cart/prepareOrder', { token, body: { basketId } });
    expect(ready.status).toBe(200);
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    // Nothing ships: the one shipment is the e-mail delivery, with no address.
    expect(order).toMatchObject({ status: 'CREATED', customerEmail: 'ada@example.com' });
    expect(order.shipments).toMatchObject([{ shipmentId: 'digital', shippingMethod: 'digital' }]);
    expect(order.shipments[0]!.shippingAddress).toBeUndefined();
    // A retried place order answers the same order and issues nothing twice.
    expect(orderSchema.parse(await (await place(token, basketId)).json()).orderNumber).toBe(
      order.orderNumber,
    );
    const cards = (await issuedFor(order.orderNumber)).results;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ balance: 5000, recipient_email: 'grace@example.com', kind: 'issue' });
    expect(cards[0]!.card_number).toMatch(/^\d{16}$/);
    const mails = (await outbox('grace@example.com')).filter((m) => m.ref.startsWith(order.orderNumber));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('gift-card');
    expect(mails[0]!.body).toContain('Happy trails, Grace!');
    expect(mails[0]!.body).toContain(cards[0]!.card_number);
    expect(mails[0]!.body).toContain(cards[0]!.pin);
    expect(mails[0]!.body).toContain('worth $50.00.');
  });

  it('needs a billing address with an e-mail for a gift-card-only cart', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    await add(token, cart.id, [{ productId: GIFT, qty: 1, giftOption: { email: 'x@example.com' } }]);
    await expectError(
      await call('/cart/v1/cart/prepareOrder', { token, body: { basketId: cart.id } }),
      400,
      'API400',
    );
  });

  it('issues after 3DS only when the payment completes', async () => {
    const { token, basketId } = await giftCart('tds@example.com', '4000000000003220');
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    expect(order.status).toBe('PENDING_PAYMENT');
    expect((await issuedFor(order.orderNumber)).results).toHaveLength(0);
    expect(await outbox('tds@example.com')).toHaveLength(0);
    const action = order.flash[0]!.details!.action!;
    const answered = await (workerExports as unknown as { default: Fetcher }).default.fetch(
      `https://sandbox.test${action.url}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=Y&returnUrl=%2Fen-us%2Fcheckout%2F3ds',
        redirect: 'manual',
      },
    );
    const result = new URL(answered.headers.get('location')!, 'http://x').searchParams.get('threeDS2Result')!;
    const patch = () =>
      call(`/cart/v2/checkout/order/${order.orderNumber}`, {
        method: 'PATCH',
        token,
        body: patchOrderBody(order, result),
      });
    expect((await patch()).status).toBe(200);
    expect((await patch()).status).toBe(200);
    expect((await issuedFor(order.orderNumber)).results).toHaveLength(1);
    expect(await outbox('tds@example.com')).toHaveLength(1);
  });
});

describe('digital gift cards after a failed 3DS', () => {
  it('issue nothing and keep the gift option in the retry cart', async () => {
    const { token, basketId } = await giftCart('retry@example.com', '4000000000003220');
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    const action = order.flash[0]!.details!.action!;
    const answered = await (workerExports as unknown as { default: Fetcher }).default.fetch(
      `https://sandbox.test${action.url}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=N&returnUrl=%2Fen-us%2Fcheckout%2F3ds',
        redirect: 'manual',
      },
    );
    const result = new URL(answered.headers.get('location')!, 'http://x').searchParams.get('threeDS2Result')!;
    const failed = await expectError(
      await call(`/cart/v2/checkout/order/${order.orderNumber}`, {
        method: 'PATCH',
        token,
        body: patchOrderBody(order, result),
      }),
      402,
      'PYT402',
    );
    expect((await issuedFor(order.orderNumber)).results).toHaveLength(0);
    expect(await outbox('retry@example.com')).toHaveLength(0);
    const retry = checkoutCartSchema.parse(
      await (await call(`/cart/v1/cart/${failed.details!.basketId as string}`, { token })).json(),
    );
    expect(retry.items[0]).toMatchObject({
      productId: GIFT,
      giftOption: { email: 'retry@example.com', to: 'Grace', message: 'Happy trails, Grace!' },
    });
  });
});

describe('baskets created before gift cards', () => {
  it('rebuild their line table without sku UNIQUE, keeping every row', async () => {
    const stub = env.BASKET.get(env.BASKET.idFromName('legacy-line-table'));
    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      sql.exec('DROP TABLE line');
      // The line table as baskets had it before (sku unique, product_type added later).
      sql.exec(`CREATE TABLE IF NOT EXISTS line (
        id TEXT PRIMARY KEY, sku TEXT NOT NULL UNIQUE, product_id TEXT NOT NULL, color_id TEXT NOT NULL, name TEXT NOT NULL,
        color TEXT NOT NULL, size TEXT NOT NULL, upc TEXT NOT NULL, slug TEXT NOT NULL, qty INTEGER NOT NULL,
        stock INTEGER NOT NULL, current INTEGER NOT NULL, original INTEGER NOT NULL, position INTEGER NOT NULL)`);
      sql.exec("ALTER TABLE line ADD COLUMN product_type TEXT NOT NULL DEFAULT ''");
      sql.exec(
        "INSERT INTO line VALUES ('a1', 'RLCUSTCPBLK-OS', 'RLCUSTCP', 'RLCUSTCPBLK', 'Cap', 'Black', 'One Size', '1', 'cap', 2, 80, 3500, 3500, 0, 'cap')",
      );
      migrateLineTable(sql);
      migrateLineTable(sql); // idempotent
      const rows = sql.exec<{ id: string; qty: number; product_type: string; recipe: string | null }>(
        'SELECT id, qty, product_type, recipe FROM line',
      );
      expect(rows.toArray()).toEqual([{ id: 'a1', qty: 2, product_type: 'cap', recipe: null }]);
      sql.exec(
        "INSERT INTO line (id, sku, product_id, color_id, name, color, size, upc, slug, qty, stock, current, original, position, product_type, recipe) VALUES ('a2', 'RLCUSTCPBLK-OS', 'RLCUSTCP', 'RLCUSTCPBLK', 'Cap', 'Black', 'One Size', '1', 'cap', 1, 80, 4500, 4500, 1, 'cap', '{}')",
      );
      expect(sql.exec('SELECT COUNT(*) AS n FROM line').one().n).toBe(2);
    });
  });
});
