import { describe, expect, it } from 'vitest';
import { call, createCart, expectError, findSku, guestToken } from '../../test/helpers';
import { instrument, place, shippedCart } from '../../test/payments';
import { cardToken } from '../../test/place';

describe('captcha (simulated verifier)', () => {
  const GB_ADDRESS = {
    addressLine1: '10 Downing St',
    city: 'London',
    country: 'GB',
    postalCode: 'SW1A 2AA',
    recipientFirstName: 'Ada',
    recipientLastName: 'Lovelace',
    recipientContactEmail: 'ada@example.co.uk',
    recipientContactPhone: '020 7946 0958',
  };
  const captcha = async (token: string, action: string) =>
    (
      (await (await call('/captcha/v1/token', { token, siteId: 'RL-GB', body: { action } })).json()) as {
        token: string;
      }
    ).token;

  it('refuses the shipping address and place order of a site with the setting on without a valid token (AUT403)', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token, 'GBP', 'RL-GB');
    const { sku } = await findSku('stock >= 40');
    await call('/cart/v1/item', {
      token,
      siteId: 'RL-GB',
      body: { cartId: cart.id, items: [{ productId: sku, qty: 1 }] },
    });
    const ship = (recaptcha_response?: string) =>
      call(`/cart/v2/cart/${cart.id}/shippingAddress`, {
        token,
        siteId: 'RL-GB',
        body: { ...GB_ADDRESS, ...(recaptcha_response ? { recaptcha_response } : {}) },
      });
    await expectError(await ship(), 403, 'AUT403');
    await expectError(await ship('forged.token.value'), 403, 'AUT403');
    await expectError(await ship(await captcha(token, 'checkout')), 403, 'AUT403');
    const other = await guestToken();
    await expectError(await ship(await captcha(other.accessToken, 'shipping')), 403, 'AUT403');
    expect((await ship(await captcha(token, 'shipping'))).status).toBe(200);
    await call(`/cart/v1/cart/${cart.id}/paymentInstruments`, {
      token,
      siteId: 'RL-GB',
      body: { payment_method_id: 'CREDIT_CARD', token: await cardToken('4242424242424242') },
    });
    const placeGb = (recaptcha_response?: string) =>
      call('/cart/v2/checkout/order', {
        method: 'PUT',
        token,
        siteId: 'RL-GB',
        body: { cartId: cart.id, ...(recaptcha_response ? { recaptcha_response } : {}) },
      });
    await expectError(await placeGb(), 403, 'AUT403');
    expect((await placeGb(await captcha(token, 'checkout'))).status).toBe(200);
  });

  it('asks nothing on a site with the setting off', async () => {
    const { token, basketId } = await shippedCart(1);
    await instrument(token, basketId, {
      payment_method_id: 'CREDIT_CARD',
      token: await cardToken('4242424242424242'),
    });
    expect((await place(token, basketId)).status).toBe(200);
  });
});
