/**
 * Helpers of the gift card and customs product tests: their seeded skus, adding lines, recipes,
 * a gift card cart ready to place, the outbox and the cards an order issued.
 */
import { expect } from 'vitest';
import { call, callOutbox, createCart, env, guestToken } from './helpers';
import { cardToken, TEST_ADDRESS } from './place';

export const GIFT = 'RLGIFTCDRED-050';
export const GIFT_100 = 'RLGIFTCDRED-100';
export const CAP = 'RLCUSTCPBLK-OS';
export const BOOT = 'RLCUSTBTBRN-010';

export const add = (token: string, cartId: string, items: unknown[]) =>
  call('/cart/v1/item', { token, body: { cartId, items } });

export const recipe = (body: unknown) => call('/products/v1/customs/recipes', { body });

export const outbox = async (to: string) =>
  (
    (await (await callOutbox(`to=${encodeURIComponent(to)}`)).json()) as {
      messages: { kind: string; body: string; subject: string; ref: string }[];
    }
  ).messages;

/** A gift-card-only cart with a billing address and a card: ready to place. */
export const giftCart = async (email: string, card = '4242424242424242') => {
  const { accessToken: token } = await guestToken();
  const cart = await createCart(token);
  const added = await add(token, cart.id, [
    { productId: GIFT, qty: 1, giftOption: { email, to: 'Grace', message: 'Happy trails, Grace!' } },
  ]);
  expect(added.status).toBe(200);
  expect((await call(`/cart/v1/cart/${cart.id}/billingAddress`, { token, body: TEST_ADDRESS })).status).toBe(
    200,
  );
  const paid = await call(`/cart/v1/cart/${cart.id}/paymentInstruments`, {
    token,
    body: { payment_method_id: 'CREDIT_CARD', token: await cardToken(card) },
  });
  expect(paid.status).toBe(200);
  return { token, basketId: cart.id };
};

export const place = (token: string, cartId: string) =>
  call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId } });

export const issuedFor = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT g.card_number, g.pin, g.balance, g.recipient_email, g.source, l.kind, l.amount
     FROM gift_cards g JOIN gift_card_ledger l ON l.card_number = g.card_number WHERE g.source = ?`,
  )
    .bind(orderNumber)
    .all<{ card_number: string; pin: string; balance: number; recipient_email: string; kind: string }>();
