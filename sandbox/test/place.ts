/** Checkout steps for tests that place an order from a cart they built (address, card, place). */
import { exports as workerExports } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Order, PatchOrderRequest } from '../../shared/contract/checkout';
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

/** A card token from the simulated provider (the browser's call; 4242… approves). */
export const cardToken = async (number = '4242424242424242') => {
  const response = await call('/payments/v1/tokenize', {
    apiKey: null,
    body: { number, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace' },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
};

/** A form post the way the provider's challenge and approval pages' buttons send it. */
export const postForm = (path: string, form: string) =>
  (workerExports as unknown as { default: Fetcher }).default.fetch(`https://sandbox.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });

/** Gives the cart a shipping address and an approving card. */
export const readyToPlace = async (token: string, basketId: string) => {
  const shipped = await call(`/cart/v2/cart/${basketId}/shippingAddress`, {
    token,
    body: { ...TEST_ADDRESS, recaptcha_response: 'ok' },
  });
  expect(shipped.status).toBe(200);
  const paid = await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
    token,
    body: { payment_method_id: 'CREDIT_CARD', token: await cardToken() },
  });
  expect(paid.status).toBe(200);
};

/** `extra`: more of the body (an in-store session's `inStoreSalesInfo`). */
export const placeOrder = (token: string, cartId: string, extra: Record<string, unknown> = {}) =>
  call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId, ...extra } });

/** The PATCH that completes an order's 3DS: the card and the challenge as the order names them. */
export const patchOrderBody = (order: Order, threeDS2Result: string) => {
  const card = order.payments.find((p) => p.payment_method_id === 'CREDIT_CARD');
  return {
    paymentMethod: { code: 'CREDIT_CARD' },
    additionalData: {
      cardType: card?.card?.brand ?? '',
      paymentInstrumentId: card?.payment_instrument_id ?? '',
      sessionID: order.flash[0]?.details?.action?.paymentData ?? '',
      threeDS2Result,
    },
  } satisfies PatchOrderRequest;
};
