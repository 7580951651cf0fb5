/** Checkout steps for tests that place an order from a cart they built (address, card, place). */
import { expect } from 'vitest';
import { call } from './helpers';

export const TEST_ADDRESS = {
  addressLine1: '1550 Wynkoop St',
  city: 'Denver',
  country: 'US',
  postalCode: '80202',
  stateCityProvDept: 'CO',
  recipientFirstName: 'Ada',
  recipientLastName: 'Lovelace',
  recipientContactEmail: 'ada@example.com',
  recipientContactPhone: '(303) 555-0182',
};

/** Gives the cart a shipping address and an approving card. */
export const readyToPlace = async (token: string, basketId: string) => {
  const shipped = await call(`/cart/v2/cart/${basketId}/shippingAddress`, {
    token,
    body: { ...TEST_ADDRESS, recaptcha_response: 'ok' },
  });
  expect(shipped.status).toBe(200);
  const tokenized = await call('/payments/v1/tokenize', {
    apiKey: null,
    body: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada' },
  });
  expect(tokenized.status).toBe(201);
  const { token: cardToken } = (await tokenized.json()) as { token: string };
  const paid = await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
    token,
    body: { payment_method_id: 'CREDIT_CARD', token: cardToken },
  });
  expect(paid.status).toBe(200);
};

export const placeOrder = (token: string, cartId: string) =>
  call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId } });
