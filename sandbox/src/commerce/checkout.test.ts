import { describe, expect, it } from 'vitest';
import { checkoutCartSchema, orderSchema } from '../../../shared/contract';
import { call, callOutbox, createCart, env, expectError, findSku, guestToken } from '../../test/helpers';
import { cardToken, patchOrderBody, postForm, TEST_ADDRESS } from '../../test/place';
import { pdfText } from '../orders/pdf-text';

// The e-mail in mixed case: the cart and the order keep it in lower case.
const ADDRESS = { ...TEST_ADDRESS, recipientContactEmail: 'Ada@Example.com' };

/** A cart with one line, a shipping address and a card: ready to place. */
const readyCart = async (card = '4242424242424242', qty = 1, sku?: string) => {
  const { accessToken: token } = await guestToken();
  const cart = await createCart(token);
  const productId = sku ?? (await findSku('stock >= 20')).sku;
  expect(
    (await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId, qty }] } })).status,
  ).toBe(200);
  const shipped = await call(`/cart/v2/cart/${cart.id}/shippingAddress`, {
    token,
    body: { ...ADDRESS, recaptcha_response: 'ok' },
  });
  expect(shipped.status).toBe(200);
  const paid = await call(`/cart/v1/cart/${cart.id}/paymentInstruments`, {
    token,
    body: { payment_method_id: 'CREDIT_CARD', token: await cardToken(card) },
  });
  expect(paid.status).toBe(200);
  return { token, basketId: cart.id, sku: productId };
};

const place = (token: string, cartId: string) =>
  call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId } });

describe('checkout', () => {
  it('stores the shipping address, billing follows it, shipping methods change the totals', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    const { sku } = await findSku('stock >= 5');
    await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty: 1 }] } });
    const response = await call(`/cart/v2/cart/${cart.id}/shippingAddress`, { token, body: ADDRESS });
    const withAddress = checkoutCartSchema.parse(await response.json());
    expect(withAddress.checkout).toMatchObject({
      customerEmail: 'ada@example.com',
      shippingAddress: { postalCode: '80202', approachType: 'S', recipientContactPhone: '+13035550182' },
      billingAddress: { addressLine1: ADDRESS.addressLine1, approachType: 'B' },
      billingSameAsShipping: true,
      shippingMethod: 'standard',
    });
    const methods = await call(`/cart/v1/cart/${cart.id}/shippingMethod/me`, { token });
    const shipment = (await methods.json()) as {
      applicableShippingMethods: { code: string; price: { amount: number } }[];
    };
    expect(shipment.applicableShippingMethods.map((m) => m.code)).toEqual(['standard', 'express']);
    const express = checkoutCartSchema.parse(
      await (
        await call('/cart/v1/shippingMethod', {
          token,
          body: { cartId: cart.id, code: 'express', shippingId: 'me', shopperAppliedSM: true },
        })
      ).json(),
    );
    expect(express.totals.shipping).toBe(1995);
    expect(express.totals.total).toBeGreaterThan(withAddress.totals.total);
    expect(express.checkout.shippingMethod).toBe('express');

    const billing = await call(`/cart/v1/cart/${cart.id}/billingAddress`, {
      token,
      body: {
        ...ADDRESS,
        addressLine1: '2 Market St',
        recipientContactEmail: undefined,
        recipientContactPhone: undefined,
      },
    });
    expect(checkoutCartSchema.parse(await billing.json()).checkout).toMatchObject({
      billingSameAsShipping: false,
      billingAddress: { addressLine1: '2 Market St' },
    });
    const removed = await call(`/cart/v1/cart/${cart.id}/billingAddress`, { method: 'DELETE', token });
    expect(checkoutCartSchema.parse(await removed.json()).checkout.billingSameAsShipping).toBe(true);

    const methodsList = await call(`/cart/v1/cart/${cart.id}/paymentMethods`, { token });
    const list = (await methodsList.json()) as { paymentMethods: { id: string; available: boolean }[] };
    expect(list.paymentMethods.find((m) => m.id === 'CREDIT_CARD')?.available).toBe(true);
    expect(list.paymentMethods.find((m) => m.id === 'KLARNA')?.available).toBe(true);
    expect(list.paymentMethods.find((m) => m.id === 'LOYALTY_POINTS')?.available).toBe(false);
  });

  it('rejects bad addresses with field errors and PO boxes with SHP500, changing nothing', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    const validation = `/cart/v1/cart/${cart.id}/shippingAddress/validation`;
    const ok = await call(validation, { token, body: ADDRESS });
    expect(ok.status).toBe(200);
    const bad = await expectError(
      await call(validation, {
        token,
        body: { ...ADDRESS, postalCode: 'ABCDE', recipientContactPhone: '123', recipientFirstName: 'R2D2' },
      }),
      400,
      'API400',
    );
    expect(bad.details).toMatchObject({
      fields: {
        postalCode: 'postalCodeInvalid',
        recipientContactPhone: 'phoneInvalid',
        recipientFirstName: 'nameInvalid',
      },
    });
    await expectError(
      await call(validation, { token, body: { ...ADDRESS, addressLine1: 'PO Box 42' } }),
      400,
      'SHP500',
    );
    await expectError(
      await call(`/cart/v2/cart/${cart.id}/shippingAddress`, {
        token,
        body: { ...ADDRESS, addressLine1: 'P.O. Box 42' },
      }),
      400,
      'SHP500',
    );
    await expectError(
      await call(`/cart/v2/cart/${cart.id}/shippingAddress`, {
        token,
        body: { ...ADDRESS, country: 'FR', postalCode: '75001' },
      }),
      400,
      'API400',
    );
    await expectError(
      await call(`/cart/v2/cart/${cart.id}/shippingAddress`, { token, body: { city: 'x' } }),
      400,
      'API400',
    );
    const after = checkoutCartSchema.parse(await (await call(`/cart/v1/cart/${cart.id}`, { token })).json());
    expect(after.checkout.shippingAddress).toBeUndefined();
    await expectError(
      await call(`/cart/v1/cart/${cart.id}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'CREDIT_CARD', token: 'tok_unknown0000000000000' },
      }),
      400,
      'PAY401',
    );
    await expectError(
      await call(`/cart/v1/cart/${cart.id}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'CREDIT_CARD', token: await cardToken('4000000000000069') },
      }),
      400,
      'PAY400',
    );
    await expectError(
      await call('/payments/v1/tokenize', {
        apiKey: null,
        body: { number: '4242424242424241', expiryMonth: 1, expiryYear: 2031, cvc: '123', holderName: 'A' },
      }),
      400,
      'PAY400',
    );
    await expectError(
      await call('/cart/v1/cart/prepareOrder', { token, body: { basketId: cart.id } }),
      400,
      'API400',
    );
  });

  it('places one order for concurrent place-order calls, closes the basket and writes the e-mail', async () => {
    const { token, basketId, sku } = await readyCart();
    const before = (await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?')
      .bind(sku)
      .first<{ stock: number }>())!.stock;
    expect((await call('/cart/v1/cart/prepareOrder', { token, body: { basketId } })).status).toBe(200);
    const answers = await Promise.all([
      place(token, basketId),
      place(token, basketId),
      place(token, basketId),
    ]);
    const orders = await Promise.all(answers.map(async (r) => orderSchema.parse(await r.json())));
    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(1);
    const order = orders[0]!;
    expect(order).toMatchObject({
      status: 'CREATED',
      customerEmail: 'ada@example.com',
      paymentMethod: 'CREDIT_CARD',
    });
    expect(order.payments[0]).toMatchObject({ status: 'AUTHORIZED', card: { last4: '4242', brand: 'VISA' } });
    const again = orderSchema.parse(await (await place(token, basketId)).json());
    expect(again.orderNumber).toBe(order.orderNumber);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE basket_id = ?')
      .bind(basketId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    const after = (await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?')
      .bind(sku)
      .first<{ stock: number }>())!.stock;
    expect(after).toBe(before - 1);
    await expectError(await call(`/cart/v1/cart/${basketId}`, { token }), 404, 'BSK404');
    const outbox = await callOutbox(`to=ada@example.com&ref=${order.orderNumber}`);
    const mail = (await outbox.json()) as { messages: { subject: string; body: string }[] };
    expect(mail.messages).toHaveLength(1);
    expect(mail.messages[0]!.subject).toContain(order.orderNumber);
    // Methods and addresses as a shopper reads them: no ids, the US way of writing an address.
    const body = mail.messages[0]!.body;
    expect(body).toContain('Paid with Visa •••• 4242');
    expect(body).toContain('1550 Wynkoop St, Denver, CO 80202, United States');
    expect(body).not.toMatch(/CREDIT_CARD|VISA|80202 Denver/);
  });

  it('sells the last units to exactly as many shoppers as there are units', async () => {
    const { sku } = await findSku('stock >= 20');
    const shoppers = await Promise.all(
      Array.from({ length: 5 }, () => readyCart('4242424242424242', 1, sku)),
    );
    await env.DB.prepare('UPDATE variants SET stock = 2 WHERE sku = ?').bind(sku).run();
    const answers = await Promise.all(shoppers.map((s) => place(s.token, s.basketId)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409)) {
      const body = (await r.json()) as { errorDetails: { errorId: string; details?: { type?: string } }[] };
      expect(body.errorDetails[0]!.errorId).toBe('INV409');
      // Whether it lost before or during the write, the loser learns which line ran out.
      expect(body.errorDetails[0]!.details?.type).toBe('ProductLineItemFullInventoryMissing');
    }
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?')
      .bind(sku)
      .first<{ stock: number }>();
    expect(stock?.stock).toBe(0);
    // The losers keep their carts.
    const loser = shoppers[answers.findIndex((a) => a.status === 409)]!;
    expect((await call(`/cart/v1/cart/${loser.basketId}`, { token: loser.token })).status).toBe(200);
  });

  it('refuses a malformed place-order request with errorDetails and places nothing', async () => {
    const { token, basketId } = await readyCart();
    for (const body of ['{"cartId":', { cartId: 42 }, {}, { cartId: basketId, billingAddress: 'here' }]) {
      const refused = await call('/cart/v2/checkout/order', { method: 'PUT', token, body });
      expect(refused.status).toBe(400);
      await expectError(refused, 400, 'API400');
    }
    // Still an open basket: it can be changed and placed once.
    expect((await call(`/cart/v1/cart/${basketId}`, { token })).status).toBe(200);
    expect((await place(token, basketId)).status).toBe(200);
  });

  it('declines a card with PYT402 and keeps the cart', async () => {
    const { token, basketId } = await readyCart('4000000000000002');
    await expectError(await place(token, basketId), 402, 'PYT402');
    expect((await call(`/cart/v1/cart/${basketId}`, { token })).status).toBe(200);
  });

  it('prepares a basket whose order waits for 3DS as it is: the place that follows answers that order', async () => {
    // Every unit of the sku: once the order holds them, a stock check would refuse the basket.
    const { sku, stock } = await findSku('stock BETWEEN 2 AND 5');
    const { token, basketId } = await readyCart('4000000000003220', stock, sku);
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    expect(order.status).toBe('PENDING_PAYMENT');
    expect((await call('/cart/v1/cart/prepareOrder', { token, body: { basketId } })).status).toBe(200);
    expect(orderSchema.parse(await (await place(token, basketId)).json()).orderNumber).toBe(
      order.orderNumber,
    );
  });

  it('completes a 3DS challenge that passes', async () => {
    const { token, basketId } = await readyCart('4000000000003220');
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    expect(order.status).toBe('PENDING_PAYMENT');
    // While 3DS is pending the cart can be read and placed again (same order), not changed.
    expect((await call(`/cart/v1/cart/${basketId}`, { token })).status).toBe(200);
    const { sku: other } = await findSku('stock >= 5');
    await expectError(
      await call('/cart/v1/item', {
        token,
        body: { cartId: basketId, items: [{ productId: other, qty: 1 }] },
      }),
      409,
      'ORD409',
    );
    expect(orderSchema.parse(await (await place(token, basketId)).json()).orderNumber).toBe(
      order.orderNumber,
    );
    const action = order.flash[0]!.details!.action!;
    expect(order.flash[0]!.code).toBe('PaymentNotAuthorized');
    const page = await call(`${action.url}?returnUrl=/en-us/checkout/3ds`, { apiKey: null });
    expect(await page.text()).toContain('Pass verification');
    const answered = await postForm(action.url, 'result=Y&returnUrl=%2Fen-us%2Fcheckout%2F3ds');
    expect(answered.status).toBe(303);
    const result = new URL(answered.headers.get('location')!, 'http://x').searchParams.get('threeDS2Result')!;
    const patch = (threeDS2Result: string) =>
      call(`/cart/v2/checkout/order/${order.orderNumber}`, {
        method: 'PATCH',
        token,
        body: patchOrderBody(order, threeDS2Result),
      });
    await expectError(await patch(`${action.paymentData}.N`), 400, 'API400');
    const placed = orderSchema.parse(await (await patch(result)).json());
    expect(placed).toMatchObject({ status: 'CREATED', flash: [] });
    expect(orderSchema.parse(await (await patch(result)).json()).status).toBe('CREATED');
    await expectError(await call(`/cart/v1/cart/${basketId}`, { token }), 404, 'BSK404');
  });

  it('cancels the order when 3DS fails, releases the stock and gives a new cart', async () => {
    const { token, basketId, sku } = await readyCart('4000000000003220', 2);
    const stockOf = async () =>
      (await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(sku).first<{ stock: number }>())!
        .stock;
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    const held = await stockOf();
    const action = order.flash[0]!.details!.action!;
    await postForm(action.url, 'result=N');
    const patch = () =>
      call(`/cart/v2/checkout/order/${order.orderNumber}`, {
        method: 'PATCH',
        token,
        body: patchOrderBody(order, `${action.paymentData}.N`),
      });
    const [a, b] = await Promise.all([patch(), patch()]);
    const first = await expectError(a, 402, 'PYT402');
    const second = await expectError(b, 402, 'PYT402');
    expect(first.details?.basketId).toBe(second.details?.basketId);
    expect(await stockOf()).toBe(held + 2);
    const copy = checkoutCartSchema.parse(
      await (await call(`/cart/v1/cart/${String(first.details?.basketId)}`, { token })).json(),
    );
    expect(copy.items[0]).toMatchObject({ productId: sku, qty: 2 });
    expect(copy.checkout.shippingAddress?.city).toBe('Denver');
    // Billing followed the shipping address: it still does (the billing step's "same as shipping").
    expect(copy.checkout.billingSameAsShipping).toBe(true);
    expect(copy.checkout.payment_instruments).toEqual([]);
    await expectError(await call(`/cart/v1/cart/${basketId}`, { token }), 404, 'BSK404');
    // The card was never charged: the order and its invoice say so, never a payment taken.
    const read = orderSchema.parse(
      await (await call(`/cart/v2/checkout/order/${order.orderNumber}`, { token })).json(),
    );
    expect(read.status).toBe('CANCELLED');
    expect(read.payments.map((p) => p.status)).toEqual(['REFUSED']);
    const invoice = await call('/consumers-v3/consumer/purchase/invoice/download', {
      token,
      body: { orderNumber: order.orderNumber },
    });
    expect(invoice.status).toBe(200);
    const text = await pdfText(await invoice.arrayBuffer());
    expect(text).toContain('This order was cancelled.');
    expect(text).toContain('Not charged: the payment was declined');
  });

  it('gives the new cart after a failed 3DS the billing address of its own the shopper gave', async () => {
    const { token, basketId } = await readyCart('4000000000003220');
    const { recipientContactEmail: _e, recipientContactPhone: _p, ...own } = TEST_ADDRESS;
    const billed = await call(`/cart/v1/cart/${basketId}/billingAddress`, {
      token,
      body: { ...own, addressLine1: '2 Market St' },
    });
    expect(billed.status).toBe(200);
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    const action = order.flash[0]!.details!.action!;
    await postForm(action.url, 'result=N');
    const failed = await expectError(
      await call(`/cart/v2/checkout/order/${order.orderNumber}`, {
        method: 'PATCH',
        token,
        body: patchOrderBody(order, `${action.paymentData}.N`),
      }),
      402,
      'PYT402',
    );
    const copy = checkoutCartSchema.parse(
      await (await call(`/cart/v1/cart/${String(failed.details?.basketId)}`, { token })).json(),
    );
    expect(copy.checkout).toMatchObject({
      billingSameAsShipping: false,
      billingAddress: { addressLine1: '2 Market St' },
      shippingAddress: { addressLine1: TEST_ADDRESS.addressLine1 },
    });
  });

  it('refuses a 3DS answer that names another card, card type or challenge, changing nothing', async () => {
    const { token, basketId, sku } = await readyCart('4000000000003220');
    const stockOf = async () =>
      (await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(sku).first<{ stock: number }>())!
        .stock;
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    const action = order.flash[0]!.details!.action!;
    const answered = await postForm(action.url, 'result=Y');
    const result = new URL(answered.headers.get('location')!, 'http://x').searchParams.get('threeDS2Result')!;
    const body = patchOrderBody(order, result);
    expect(body.additionalData).toMatchObject({
      cardType: 'VISA',
      paymentInstrumentId: expect.stringMatching(/\S/),
      sessionID: action.paymentData,
    });
    const held = await stockOf();
    const patch = (additionalData: Record<string, unknown>) =>
      call(`/cart/v2/checkout/order/${order.orderNumber}`, {
        method: 'PATCH',
        token,
        body: { ...body, additionalData: { ...body.additionalData, ...additionalData } },
      });
    const stillPending = async () => {
      const read = await call(`/cart/v2/checkout/order/${order.orderNumber}`, { token });
      expect(orderSchema.parse(await read.json()).status).toBe('PENDING_PAYMENT');
      expect(await stockOf()).toBe(held);
      // The basket still waits for the answer: readable, not closed.
      expect((await call(`/cart/v1/cart/${basketId}`, { token })).status).toBe(200);
    };

    const wrongCard = await expectError(
      await patch({ paymentInstrumentId: 'pi_someone_else' }),
      400,
      'API400',
    );
    expect(wrongCard.details?.fields).toEqual({ paymentInstrumentId: 'mismatch' });
    const wrongType = await expectError(await patch({ cardType: 'AMEX' }), 400, 'API400');
    expect(wrongType.details?.fields).toEqual({ cardType: 'mismatch' });
    const wrongSession = await expectError(await patch({ sessionID: `ch_${'0'.repeat(32)}` }), 400, 'API400');
    expect(wrongSession.details?.fields).toEqual({ sessionID: 'mismatch' });
    // The spec's fields are required: an answer with the result alone is refused by the contract.
    await expectError(
      await call(`/cart/v2/checkout/order/${order.orderNumber}`, {
        method: 'PATCH',
        token,
        body: { paymentMethod: { code: 'CREDIT_CARD' }, additionalData: { threeDS2Result: result } },
      }),
      400,
      'API400',
    );
    await stillPending();

    expect(orderSchema.parse(await (await patch({})).json()).status).toBe('CREATED');
    // A settled order refuses a wrong answer too (and stays settled).
    await expectError(await patch({ paymentInstrumentId: 'pi_someone_else' }), 400, 'API400');
    const read = await call(`/cart/v2/checkout/order/${order.orderNumber}`, { token });
    expect(orderSchema.parse(await read.json()).status).toBe('CREATED');
  });
});
