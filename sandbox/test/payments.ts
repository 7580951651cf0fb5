/**
 * Helpers of the payment tests: a guest cart with a shipping address, instruments added to it,
 * placing its order, a gift card's balance.
 */
import { expect } from 'vitest';
import { checkoutCartSchema } from '../../shared/contract';
import { call, createCart, env, findSku, guestToken } from './helpers';
import { TEST_ADDRESS } from './place';

/** A cart with `qty` units of a sku and a shipping address (no payment yet). */
export const shippedCart = async (qty = 1, where = 'stock >= 40') => {
  const { accessToken: token } = await guestToken();
  const cart = await createCart(token);
  const { sku } = await findSku(where);
  expect(
    (await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty }] } }))
      .status,
  ).toBe(200);
  expect((await call(`/cart/v2/cart/${cart.id}/shippingAddress`, { token, body: TEST_ADDRESS })).status).toBe(
    200,
  );
  return { token, basketId: cart.id, sku };
};

export const instrument = (token: string, basketId: string, body: Record<string, unknown>) =>
  call(`/cart/v1/cart/${basketId}/paymentInstruments`, { token, body });
export const giftCard = (token: string, basketId: string, number: string, pin = '1234') =>
  instrument(token, basketId, { payment_method_id: 'GIFT_CARD', number, pin });
export const place = (token: string, cartId: string) =>
  call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId } });
export const balanceOf = async (number: string) =>
  (await env.DB.prepare('SELECT balance FROM gift_cards WHERE card_number = ?')
    .bind(number)
    .first<{ balance: number }>())!.balance;
export const cartOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return checkoutCartSchema.parse(await response.json());
};
