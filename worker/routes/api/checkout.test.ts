import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { cardToken, findProduct, type Jar, jsonPost, storefront, testAddress } from '../../test/helpers';

const ADDRESS = testAddress('Grace', 'Hopper');

const post = (jar: Jar, path: string, body: unknown) =>
  storefront(path, { ...jsonPost(JSON.stringify(body)), jar });

const errorIdOf = async (response: Response) =>
  errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!.errorId;

describe('BFF checkout', () => {
  it('runs a guest checkout: address, method, card token through the provider path, one order', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    expect((await post(jar, '/api/cart/items', { productId: sku, qty: 1 })).status).toBe(200);

    // Bad input: 400 with errorDetails, and nothing stored.
    const bad = await post(jar, '/api/checkout/shipping-address', { ...ADDRESS, postalCode: 'nope' });
    expect(bad.status).toBe(400);
    expect(await errorIdOf(bad)).toBe('API400');
    const poBox = await post(jar, '/api/checkout/shipping-address', { ...ADDRESS, addressLine1: 'PO Box 9' });
    expect(await errorIdOf(poBox)).toBe('SHP500');
    const before = (await (await storefront('/api/checkout', { jar })).json()) as {
      cart: { checkout: { shippingAddress?: unknown } };
      paymentMethods: { id: string }[];
    };
    expect(before.cart.checkout.shippingAddress).toBeUndefined();
    expect(before.paymentMethods.map((m) => m.id)).toContain('CREDIT_CARD');

    expect((await post(jar, '/api/checkout/shipping-address', ADDRESS)).status).toBe(200);
    expect((await post(jar, '/api/checkout/shipping-method', { code: 'express' })).status).toBe(200);
    expect((await post(jar, '/api/checkout/shipping-method', { code: 'teleport' })).status).toBe(400);

    const token = await cardToken('4242 4242 4242 4242', 'Grace Hopper');
    expect((await post(jar, '/api/checkout/payment', { token: 'not-a-token' })).status).toBe(400);
    expect((await post(jar, '/api/checkout/payment', { token })).status).toBe(200);

    // Without Origin or Sec-Fetch-Site the call is refused (CSRF) and places nothing.
    const forged = await storefront('/api/checkout/order', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      jar,
    });
    expect(forged.status).toBe(403);

    // A malformed body is refused with errorDetails and places nothing.
    for (const body of ['{"recaptcha_response":', JSON.stringify({ recaptcha_response: 5 })]) {
      const refused = await storefront('/api/checkout/order', { ...jsonPost(body), jar });
      expect(refused.status).toBe(400);
      expect(await errorIdOf(refused)).toBe('API400');
    }
    expect((await (await storefront('/api/checkout', { jar })).json()) as object).toMatchObject({
      cart: { items: [{}] },
    });

    const placed = await post(jar, '/api/checkout/order', {});
    expect(placed.status).toBe(200);
    const { order } = (await placed.json()) as { order: { orderNumber: string; status: string } };
    expect(order).toMatchObject({ status: 'CREATED' });
    expect(order.orderNumber).toMatch(/^RL\d{10}$/);
    // The basket became the order: the next cart is new (empty).
    const cart = (await (await storefront('/api/cart', { jar })).json()) as { cart: unknown };
    expect(cart.cart).toBeNull();
  });
});

describe('addresses refuse markup', () => {
  it('an address line or city with markup is a 400 naming the field, and nothing is stored', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    expect((await post(jar, '/api/cart/items', { productId: sku, qty: 1 })).status).toBe(200);
    const refused = await post(jar, '/api/checkout/shipping-address', {
      ...ADDRESS,
      addressLine1: '1 Main St"><img src=x onerror=alert(1)>',
      city: '<b>Denver</b>',
    });
    expect(refused.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await refused.json()).errorDetails[0]).toMatchObject({
      details: { fields: { addressLine1: 'markupNotAllowed', city: 'markupNotAllowed' } },
    });
    const state = (await (await storefront('/api/checkout', { jar })).json()) as {
      cart: { checkout: { shippingAddress?: unknown } };
    };
    expect(state.cart.checkout.shippingAddress).toBeUndefined();
  });
});
