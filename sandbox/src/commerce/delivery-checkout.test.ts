import { exports as workerExports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { orderSchema } from '../../../shared/contract';
import { basketWith, move, ok, read, stocked, undoChanges } from '../../test/delivery';
import { call, callOutbox, env, expectError } from '../../test/helpers';
import { cardToken, patchOrderBody, TEST_ADDRESS } from '../../test/place';

afterEach(undoChanges);

// A billing address with no contact details: in a pickup order, the pickup person carries them.
const {
  recipientContactEmail: _email,
  recipientContactPhone: _phone,
  ...billingWithoutContact
} = TEST_ADDRESS;

describe('checkout with pickup and collection points', () => {
  it('places a pickup + collection point order without a home address; the order and e-mail show every shipment', async () => {
    const a = await stocked(6);
    const b = await stocked(7);
    const { token, basketId, lines } = await basketWith([a.sku, b.sku]);
    const [la, lb] = lines;
    await ok(await move(token, basketId, la!.id, 'pickup', a.storeId));
    await ok(await move(token, basketId, lb!.id, 'pudo'));
    await ok(
      await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'CREDIT_CARD', token: await cardToken() },
      }),
    );
    // Missing pickup person, collection point and billing address: each is the step's error.
    const prepare = () => call('/cart/v1/cart/prepareOrder', { token, body: { basketId: basketId } });
    expect((await expectError(await prepare(), 400, 'API400')).message).toMatch(/pickup person/);
    await ok(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: { pickupPerson: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.pickup@example.com' } },
      }),
    );
    expect((await expectError(await prepare(), 400, 'API400')).message).toMatch(/collection point/);
    await expectError(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: { collectionPoint: { id: 'CP99999', contact: {} } },
      }),
      404,
      'STR404',
    );
    await expectError(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: { collectionPoint: { id: 'nope', contact: {} } },
      }),
      400,
      'API400',
    );
    // A point in another country is not this US basket's, and the pickup person sent with it is
    // not written either (the one below still reads Ada).
    const abroad = await env.DB.prepare(
      "SELECT id FROM collection_points WHERE country = 'GB' LIMIT 1",
    ).first<{
      id: string;
    }>();
    await expectError(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: {
          pickupPerson: { firstName: 'Eve', lastName: 'Elsewhere', email: 'eve@example.com' },
          collectionPoint: { id: abroad!.id, contact: {} },
        },
      }),
      404,
      'STR404',
    );
    const withPoint = await ok(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: {
          collectionPoint: { id: 'CP10011', contact: { email: 'ada@example.com', phone: '+13035550182' } },
        },
      }),
    );
    expect(withPoint.checkout).toMatchObject({
      customerEmail: 'ada.pickup@example.com',
      collectionPoint: { id: 'CP10011' },
      pickupPerson: { firstName: 'Ada' },
    });
    expect((await expectError(await prepare(), 400, 'API400')).message).toMatch(/billing address/);
    await ok(await call(`/cart/v1/cart/${basketId}/billingAddress`, { token, body: TEST_ADDRESS }));
    expect((await prepare()).status).toBe(200);
    const placed = await call('/cart/v2/checkout/order', {
      method: 'PUT',
      token,
      body: { cartId: basketId },
    });
    expect(placed.status).toBe(200);
    const order = orderSchema.parse(await placed.json());
    expect(order.shipments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          shipmentId: `pickup-${a.storeId}`,
          shippingMethod: 'pickup',
          storeId: a.storeId,
          store: expect.objectContaining({ storeId: a.storeId }),
          pickupPerson: expect.objectContaining({ lastName: 'Lovelace' }),
        }),
        expect.objectContaining({
          shipmentId: 'pudo',
          shippingMethod: 'pudo',
          collectionPoint: expect.objectContaining({ id: 'CP10011' }),
        }),
      ]),
    );
    expect(order.shipments.some((s) => s.shippingAddress)).toBe(false);
    const mail = (await (await callOutbox(`ref=${order.orderNumber}`)).json()) as {
      messages?: { body: string }[];
    } & { body?: string }[];
    const body = JSON.stringify(mail);
    expect(body).toContain('Pick up at');
    expect(body).toContain('Collection point');
  });
});

describe('a failed 3-D Secure', () => {
  it('gives a new cart that keeps pickup, the store and the pickup person', async () => {
    const s = await stocked(17);
    const { token, basketId, itemId } = await basketWith(s.sku);
    await ok(await move(token, basketId, itemId, 'pickup', s.storeId));
    await ok(
      await call(`/cart/v1/cart/${basketId}/deliveryDetails`, {
        method: 'PUT',
        token,
        body: { pickupPerson: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } },
      }),
    );
    await ok(
      await call(`/cart/v1/cart/${basketId}/billingAddress`, {
        token,
        body: billingWithoutContact,
      }),
    );
    const card = await call('/payments/v1/tokenize', {
      apiKey: null,
      body: {
        number: '4000000000003220',
        expiryMonth: 12,
        expiryYear: 2031,
        cvc: '123',
        holderName: 'Ada Lovelace',
      },
    });
    await ok(
      await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'CREDIT_CARD', token: ((await card.json()) as { token: string }).token },
      }),
    );
    const order = orderSchema.parse(
      await (
        await call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId: basketId } })
      ).json(),
    );
    const action = order.flash[0]!.details!.action!;
    // The shopper fails the challenge on the provider's page.
    await (workerExports as unknown as { default: Fetcher }).default.fetch(
      `https://sandbox.test${action.url}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=N',
        redirect: 'manual',
      },
    );
    const failed = await expectError(
      await call(`/cart/v2/checkout/order/${order.orderNumber}`, {
        method: 'PATCH',
        token,
        body: patchOrderBody(order, `${action.paymentData}.N`),
      }),
      402,
      'PYT402',
    );
    const copy = await read(token, String(failed.details?.basketId));
    expect(copy.items[0]).toMatchObject({ selectedShippingOption: 'pickup', storeId: s.storeId });
    expect(copy.checkout.pickupPerson).toMatchObject({ firstName: 'Ada' });
  });
});
