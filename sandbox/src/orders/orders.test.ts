import { describe, expect, it } from 'vitest';
import { orderSchema, purchaseHistorySchema, purchaseSchema, trackingSchema } from '../../../shared/contract';
import { call, callOutbox, createCart, env, expectError, findSku, guestToken } from '../../test/helpers';
import { readyToPlace, TEST_ADDRESS } from '../../test/place';
import { pdfText } from './pdf-text';

const ADMIN = { 'x-sandbox-admin': 'sandbox-admin-key' };
const GIFT = 'RLGIFTCDRED-050';

const stockOf = async (sku: string) =>
  (await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(sku).first<{ stock: number }>())!
    .stock;
const balanceOf = async (number: string) =>
  (await env.DB.prepare('SELECT balance FROM gift_cards WHERE card_number = ?')
    .bind(number)
    .first<{ balance: number }>())!.balance;

/** Places an order of `qty` units of `sku` with `token` (card; optionally a gift card first). */
const placeOrder = async (token: string, sku: string, qty = 1, giftCard?: string) => {
  const cart = await createCart(token);
  expect(
    (await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty }] } }))
      .status,
  ).toBe(200);
  if (giftCard) {
    await call(`/cart/v2/cart/${cart.id}/shippingAddress`, { token, body: TEST_ADDRESS });
    const paid = await call(`/cart/v1/cart/${cart.id}/paymentInstruments`, {
      token,
      body: { payment_method_id: 'GIFT_CARD', number: giftCard, pin: '1234' },
    });
    expect(paid.status).toBe(200);
  }
  await readyToPlace(token, cart.id);
  const placed = await call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId: cart.id } });
  expect(placed.status).toBe(200);
  return orderSchema.parse(await placed.json());
};

const purchase = (token: string, orderNumber: string, email?: string) =>
  call(
    `/consumers-v3/consumer/purchase/${orderNumber}${email ? `?email=${encodeURIComponent(email)}` : ''}`,
    { token },
  );
const track = (token: string, orderNumber: string, email?: string) =>
  call('/consumers-v3/consumer/TrackOrder', { token, body: { orderNumber, ...(email ? { email } : {}) } });
const cancel = (token: string, orderNumber: string) =>
  call('/consumers-v3/consumer/CancelOrder', { token, body: { orderNumber } });
const invoice = (token: string, orderNumber: string, email?: string) =>
  call('/consumers-v3/consumer/purchase/invoice/download', {
    token,
    body: { orderNumber, ...(email ? { email } : {}) },
  });
const returnLabel = (token: string, orderNumber: string) =>
  call(`/consumers-v3/consumer/return/${orderNumber}/returnLabel`, { method: 'POST', token });
const advance = (orderNumber: string, stage: string) =>
  call(`/__admin/orders/${orderNumber}/advance`, { apiKey: null, headers: ADMIN, body: { stage } });
const history = async (token: string, body: Record<string, unknown>) => {
  const response = await call('/consumers-v3/consumer/purchasehistory', { token, body });
  expect(response.status).toBe(200);
  return purchaseHistorySchema.parse(await response.json());
};

describe('purchase history', () => {
  it('pages the token’s own orders newest first, by start/count or page', async () => {
    const { accessToken: token } = await guestToken();
    const { sku } = await findSku('stock >= 30');
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await placeOrder(token, sku));
    const placed = orders.map((o) => o.orderNumber);
    const units = orders[2]!.items.reduce((sum, item) => sum + item.qty, 0);
    const newestFirst = [...placed].reverse();

    const first = await history(token, { count: 2 });
    expect(first).toMatchObject({ total: 3, start: 0, count: 2 });
    expect(first.orders.map((o) => o.orderNumber)).toEqual(newestFirst.slice(0, 2));
    expect(first.orders[0]).toMatchObject({ status: 'CREATED', stage: 'placed', totalUnits: units });
    expect((await history(token, { page: 2, count: 2 })).orders.map((o) => o.orderNumber)).toEqual([
      newestFirst[2],
    ]);
    expect((await history(token, { start: 1, count: 1 })).orders.map((o) => o.orderNumber)).toEqual([
      newestFirst[1],
    ]);
    // Another consumer sees none of them.
    const other = await guestToken();
    expect(await history(other.accessToken, {})).toMatchObject({ total: 0, orders: [] });

    for (const bad of [{ count: 0 }, { count: 51 }, { start: -1 }, { start: 0, page: 1 }, { page: 'x' }])
      await expectError(
        await call('/consumers-v3/consumer/purchasehistory', { token, body: bad }),
        400,
        'API400',
      );
    await expectError(await call('/consumers-v3/consumer/purchasehistory', { body: {} }), 401, 'AUT401');
  });
});

describe('tracking and cancellation', () => {
  it('advances the timeline with time and refuses to cancel a shipped order', async () => {
    const { accessToken: token } = await guestToken();
    const { sku } = await findSku('stock >= 30');
    const { orderNumber } = await placeOrder(token, sku);
    const stages = async () => trackingSchema.parse(await (await track(token, orderNumber)).json());
    expect(await stages()).toMatchObject({ stage: 'placed', events: [{ stage: 'placed' }] });
    expect((await stages()).trackingNumber).toBeUndefined();

    expect((await advance(orderNumber, 'processing')).status).toBe(200);
    expect((await stages()).stage).toBe('processing');
    expect((await advance(orderNumber, 'shipped')).status).toBe(200);
    const shipped = await stages();
    expect(shipped.events.map((e) => e.stage)).toEqual(['placed', 'processing', 'shipped']);
    expect(shipped.trackingNumber).toMatch(/^1R\d{10}$/);
    expect(shipped.estimatedDelivery).toBeDefined();

    const before = await stockOf(sku);
    await expectError(await cancel(token, orderNumber), 409, 'ORD440');
    expect(await stockOf(sku)).toBe(before);
    expect(purchaseSchema.parse(await (await purchase(token, orderNumber)).json())).toMatchObject({
      cancellable: false,
      returnable: true,
      order: { status: 'CREATED' },
    });

    await advance(orderNumber, 'outForDelivery');
    expect((await stages()).stage).toBe('outForDelivery');
    await advance(orderNumber, 'delivered');
    const delivered = await stages();
    expect(delivered.stage).toBe('delivered');
    expect(delivered.estimatedDelivery).toBeUndefined();
    // The clock never goes back.
    await advance(orderNumber, 'processing');
    expect((await stages()).stage).toBe('delivered');

    await expectError(await advance(orderNumber, 'lost'), 400, 'API400');
    await expectError(
      await call(`/__admin/orders/${orderNumber}/advance`, { apiKey: null, body: { stage: 'shipped' } }),
      404,
      'API404',
    );
  });

  it('cancels once before shipping: stock and gift card balance given back, idempotent', async () => {
    const { accessToken: token } = await guestToken();
    const { sku } = await findSku('stock >= 30');
    const card = '6006000000000003';
    const [stock, balance] = [await stockOf(sku), await balanceOf(card)];
    const order = await placeOrder(token, sku, 2, card);
    expect(await stockOf(sku)).toBe(stock - 2);
    expect(await balanceOf(card)).toBeLessThan(balance);
    expect(order.payments.map((p) => p.payment_method_id)).toContain('GIFT_CARD');

    expect(order.payments.every((p) => p.status === 'AUTHORIZED')).toBe(true);
    const cancelled = await cancel(token, order.orderNumber);
    expect(cancelled.status).toBe(200);
    const answer = purchaseSchema.parse(await cancelled.clone().json());
    // Every payment it took is given back: none still reads as taken.
    expect(answer.order.payments.map((p) => p.status)).toEqual(order.payments.map(() => 'VOIDED'));
    const invoiceText = await pdfText(await (await invoice(token, order.orderNumber)).arrayBuffer());
    expect(invoiceText.match(/Released: not charged, the order was cancelled/g)).toHaveLength(
      order.payments.length,
    );
    expect(purchaseSchema.parse(await cancelled.json())).toMatchObject({
      order: { status: 'CANCELLED' },
      tracking: { stage: 'cancelled' },
      cancellable: false,
      returnable: false,
    });
    expect(await stockOf(sku)).toBe(stock);
    expect(await balanceOf(card)).toBe(balance);

    // Again: the same answer, nothing given back twice.
    const again = await cancel(token, order.orderNumber);
    expect(again.status).toBe(200);
    expect(purchaseSchema.parse(await again.json()).order.status).toBe('CANCELLED');
    expect(await stockOf(sku)).toBe(stock);
    expect(await balanceOf(card)).toBe(balance);

    const tracking = trackingSchema.parse(await (await track(token, order.orderNumber)).json());
    expect(tracking.events.map((e) => e.stage)).toEqual(['placed', 'cancelled']);
    await expectError(await returnLabel(token, order.orderNumber), 409, 'ORD441');
    expect((await history(token, {})).orders[0]).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'CANCELLED',
      stage: 'cancelled',
    });
    await expectError(
      await call('/consumers-v3/consumer/CancelOrder', { token, body: { orderNumber: 'nope' } }),
      400,
      'API400',
    );
  });
});

describe('documents', () => {
  it('refuses the return label (409 ORD444) until the order ships, then answers the PDF', async () => {
    const { accessToken: token } = await guestToken();
    const { sku } = await findSku('stock >= 30');
    const { orderNumber } = await placeOrder(token, sku);
    const allowed = async () => purchaseSchema.parse(await (await purchase(token, orderNumber)).json());
    expect(await allowed()).toMatchObject({ cancellable: true, returnable: false });

    const refused = await expectError(await returnLabel(token, orderNumber), 409, 'ORD444');
    expect(refused.message).toMatch(/not shipped yet/);
    await advance(orderNumber, 'processing');
    expect((await allowed()).returnable).toBe(false);
    await expectError(await returnLabel(token, orderNumber), 409, 'ORD444');

    await advance(orderNumber, 'shipped');
    expect(await allowed()).toMatchObject({ cancellable: false, returnable: true });
    const label = await returnLabel(token, orderNumber);
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(await label.arrayBuffer())).toContain(orderNumber);
    // Delivered is still shipped: the label stays available.
    await advance(orderNumber, 'delivered');
    expect((await returnLabel(token, orderNumber)).status).toBe(200);
  });

  it('adds up on the invoice as on the order page: a sale price is in the lines, not a discount', async () => {
    const { accessToken: token } = await guestToken();
    const { sku } = await findSku(
      "stock >= 30 AND sku IN (SELECT sku FROM prices WHERE currency = 'USD' AND current < original)",
    );
    const order = await placeOrder(token, sku, 2);
    const t = order.totals;
    // The markdown is in totalDiscount: printing that as "Discount" is what did not add up.
    expect(t.totalDiscount).toBeGreaterThan(t.promotionDiscount ?? 0);
    const text = await pdfText(await (await invoice(token, order.orderNumber)).arrayBuffer());
    const amounts = [...text.matchAll(/\$([\d,]+\.\d\d)/g)].map((m) => m[0]);
    const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    expect(amounts).toContain(usd(t.itemTotal));
    expect(amounts).toContain(usd(t.total));
    if ((t.promotionDiscount ?? 0) === 0) expect(text).not.toContain('Discount');
    expect(t.itemTotal - (t.promotionDiscount ?? 0) + t.shipping + t.tax).toBe(t.total);
  });

  it('answers the invoice and the return label as PDFs with the order number and its lines', async () => {
    const { accessToken: token } = await guestToken();
    const { sku } = await findSku('stock >= 30');
    const order = await placeOrder(token, sku, 2);
    const name = order.items[0]!.name;
    await advance(order.orderNumber, 'shipped');

    const pdf = await invoice(token, order.orderNumber);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${order.orderNumber}.pdf"`,
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(`2 x ${name}`);
    expect(text).toContain('Invoice');

    const label = await returnLabel(token, order.orderNumber);
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    const labelText = await pdfText(await label.arrayBuffer());
    expect(labelText).toContain(order.orderNumber);
    expect(labelText).toContain(name);
    expect(labelText).toContain('Ridgeline Returns');
    expect(labelText).toContain(TEST_ADDRESS.addressLine1);
  });

  it('writes the invoice and the return label in the language of the request', async () => {
    const { accessToken: token } = await guestToken();
    const { sku } = await findSku('stock >= 30');
    const order = await placeOrder(token, sku, 1);
    await advance(order.orderNumber, 'shipped');
    const inFrench = (path: string, body?: object) =>
      call(`${path}?locale=fr-ca`, { token, siteId: 'RL-CA', method: 'POST', ...(body ? { body } : {}) });

    const invoiceText = await pdfText(
      await (
        await inFrench('/consumers-v3/consumer/purchase/invoice/download', { orderNumber: order.orderNumber })
      ).arrayBuffer(),
    );
    for (const word of ['Facture', 'Facturé à', 'Article', 'Montant', 'Livraison', 'Paiements'])
      expect(invoiceText).toContain(word);
    expect(invoiceText).toContain('Date de commande\u00a0:');
    expect(invoiceText).not.toContain('Invoice');
    expect(invoiceText).not.toContain('Billed to');
    // Amounts through Intl in the language's own form ("12,34 $ US"), not "$12.34".
    expect(invoiceText).toMatch(/\d,\d\d\u00a0\$/);

    const labelText = await pdfText(
      await (await inFrench(`/consumers-v3/consumer/return/${order.orderNumber}/returnLabel`)).arrayBuffer(),
    );
    expect(labelText).toContain('Étiquette de retour prépayée Ridgeline');
    expect(labelText).toContain('Expéditeur');
    expect(labelText).not.toContain('prepaid return label');
    expect(labelText).toContain('Ridgeline Returns');
  });

  it('resends e-gift card e-mails to the outbox, and ORD443 for an order without one', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    const email = `resend-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await call('/cart/v1/item', {
      token,
      body: { cartId: cart.id, items: [{ productId: GIFT, qty: 1, giftOption: { email, to: 'Grace' } }] },
    });
    await call(`/cart/v1/cart/${cart.id}/billingAddress`, { token, body: TEST_ADDRESS });
    await readyToPlace(token, cart.id);
    const placed = await call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId: cart.id } });
    const order = orderSchema.parse(await placed.json());
    const mails = async () =>
      (
        (await (await callOutbox(`to=${encodeURIComponent(email)}`)).json()) as {
          messages: { kind: string; body: string }[];
        }
      ).messages.filter((m) => m.kind === 'gift-card');
    expect(await mails()).toHaveLength(1);
    const resent = await call('/consumers-v3/consumer/resendGiftCardEmail', {
      token,
      body: { orderNumber: order.orderNumber },
    });
    expect(resent.status).toBe(202);
    expect(await resent.json()).toEqual({ sent: 1 });
    const both = await mails();
    expect(both).toHaveLength(2);
    expect(both[1]!.body).toBe(both[0]!.body);

    const { sku } = await findSku('stock >= 30');
    const plain = await placeOrder(token, sku);
    await expectError(
      await call('/consumers-v3/consumer/resendGiftCardEmail', {
        token,
        body: { orderNumber: plain.orderNumber },
      }),
      409,
      'ORD443',
    );
  });

  it('resends an order’s e-gift card e-mail 3 times per 15 minutes, then 429 API429 and sends nothing', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    const email = `budget-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await call('/cart/v1/item', {
      token,
      body: { cartId: cart.id, items: [{ productId: GIFT, qty: 1, giftOption: { email, to: 'Grace' } }] },
    });
    await call(`/cart/v1/cart/${cart.id}/billingAddress`, { token, body: TEST_ADDRESS });
    await readyToPlace(token, cart.id);
    const placed = await call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId: cart.id } });
    const { orderNumber } = orderSchema.parse(await placed.json());
    const resend = () => call('/consumers-v3/consumer/resendGiftCardEmail', { token, body: { orderNumber } });
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ? AND kind = 'gift-card'")
        .bind(email)
        .first<{ n: number }>())!.n;
    // Concurrent resends cannot slip past the budget: exactly 3 of 5 go out.
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await resend()).status));
    expect(statuses.sort()).toEqual([202, 202, 202, 429, 429]);
    expect(await count()).toBe(1 + 3);
    const refused = await expectError(await resend(), 429, 'API429');
    expect(refused.message).toMatch(/try again later/);
    expect(await count()).toBe(1 + 3);
    // 15 minutes later the budget is whole again.
    await env.DB.prepare('UPDATE gift_card_resends SET at = at - 900000 WHERE order_number = ?')
      .bind(orderNumber)
      .run();
    expect((await resend()).status).toBe(202);
    expect(await count()).toBe(1 + 4);
  });
});

describe('ownership and guest lookup', () => {
  it('never shows, tracks, cancels or hands out another consumer’s order', async () => {
    const { accessToken: owner } = await guestToken();
    const { accessToken: other } = await guestToken();
    const { sku } = await findSku('stock >= 30');
    const order = await placeOrder(owner, sku);
    const n = order.orderNumber;
    const unknown = 'RL0000000000';

    const notFound = async (response: Response) => (await expectError(response, 404, 'ORD404')).message;
    expect(await notFound(await purchase(other, n))).toBe(`Order ${n} not found`);
    await notFound(await track(other, n));
    await notFound(await cancel(other, n));
    await notFound(await invoice(other, n));
    await notFound(await returnLabel(other, n));
    await notFound(
      await call('/consumers-v3/consumer/resendGiftCardEmail', { token: other, body: { orderNumber: n } }),
    );
    expect((await purchase(owner, n)).status).toBe(200);
    expect(purchaseSchema.parse(await (await purchase(owner, n)).json()).order.status).toBe('CREATED');

    // Guest lookup: the number and the e-mail it was placed with open it read-only from any token.
    const email = order.customerEmail;
    expect(
      purchaseSchema.parse(await (await purchase(other, n, email.toUpperCase())).json()).order.orderNumber,
    ).toBe(n);
    expect((await track(other, n, email)).status).toBe(200);
    const pdf = await invoice(other, n, email);
    expect(pdf.status).toBe(200);
    expect(await pdfText(await pdf.arrayBuffer())).toContain(n);
    // A wrong pair answers exactly like an unknown number.
    const wrong = await notFound(await purchase(other, n, 'someone@example.com'));
    expect(wrong).toBe(`Order ${n} not found`);
    expect(await notFound(await purchase(other, unknown, email))).toBe(`Order ${unknown} not found`);
    await notFound(await track(other, n, 'someone@example.com'));
    await notFound(await invoice(other, n, 'someone@example.com'));
    // An e-mail never lets anyone else cancel.
    await notFound(
      await call('/consumers-v3/consumer/CancelOrder', { token: other, body: { orderNumber: n, email } }),
    );
    expect(purchaseSchema.parse(await (await purchase(owner, n)).json()).order.status).toBe('CREATED');
    await expectError(await purchase(other, n, 'not-an-email'), 400, 'API400');
  });
});
