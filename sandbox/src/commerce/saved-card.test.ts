/**
 * Paying a basket with a member's saved card: POST /cart/v1/cart/{basketId}/paymentInstruments with
 * `{ payment_method_id: 'CREDIT_CARD', payment_instrument_id }`. Only the caller's own card (their
 * Consumer object), checked before anything is written, the same answer when repeated, and paying
 * as a fresh token of the same card would.
 */
import { describe, expect, it } from 'vitest';
import {
  checkoutCartSchema,
  orderSchema,
  savedCardListSchema,
  savedCardSchema,
} from '../../../shared/contract';
import { call, createCart, env, expectError, findSku, guestToken } from '../../test/helpers';
import { cardToken, placeOrder, TEST_ADDRESS } from '../../test/place';
import { member } from '../auth/test-member';
import { consumerStub } from '../consumer/directory';
import { newId } from '../consumer/store';

const CARDS = '/consumers-v3/consumer/payment_instruments';

/** A signed-in member with a saved card of `number`, and a cart with one line and an address. */
const memberWithCart = async (number = '4242424242424242') => {
  const { tokens } = await member();
  const token = tokens.accessToken;
  const saved = await call(CARDS, {
    token,
    body: { payment_method_id: 'CREDIT_CARD', token: await cardToken(number) },
  });
  expect(saved.status).toBe(201);
  const card = savedCardSchema.parse(await saved.json());
  const cart = await createCart(token);
  const { sku } = await findSku('stock >= 20');
  expect(
    (await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty: 1 }] } }))
      .status,
  ).toBe(200);
  const shipped = await call(`/cart/v2/cart/${cart.id}/shippingAddress`, {
    token,
    body: { ...TEST_ADDRESS, recaptcha_response: 'ok' },
  });
  expect(shipped.status).toBe(200);
  return { token, basketId: cart.id, cardId: card.paymentInstrumentId, consumerNo: tokens.consumerNo };
};

const paySaved = (token: string, basketId: string, paymentInstrumentId: string) =>
  call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
    token,
    body: { payment_method_id: 'CREDIT_CARD', payment_instrument_id: paymentInstrumentId },
  });

const cartOf = async (token: string, basketId: string) => {
  const response = await call(`/cart/v1/cart/${basketId}`, { token });
  expect(response.status).toBe(200);
  return checkoutCartSchema.parse(await response.json());
};

describe('paying with a saved card', { timeout: 30_000 }, () => {
  it("pays with the member's own saved card and places the order; the card list shows no provider data", async () => {
    const { token, basketId, cardId } = await memberWithCart();
    const list = await call(CARDS, { token });
    const raw = JSON.stringify(await list.clone().json());
    expect(raw).not.toContain('tok_');
    expect(raw).not.toContain('behaviour');
    expect(savedCardListSchema.parse(await list.json()).payment_instruments).toHaveLength(1);

    const paid = await paySaved(token, basketId, cardId);
    expect(paid.status).toBe(200);
    const cart = checkoutCartSchema.parse(await paid.json());
    expect(cart.checkout.payment_instruments).toEqual([
      expect.objectContaining({
        payment_method_id: 'CREDIT_CARD',
        card: expect.objectContaining({ last4: '4242' }),
      }),
    ]);
    const placed = await placeOrder(token, basketId);
    expect(placed.status).toBe(200);
    const order = orderSchema.parse(await placed.json());
    expect(order.payments.find((p) => p.payment_method_id === 'CREDIT_CARD')?.card?.last4).toBe('4242');
  });

  it('pays as a fresh token of the same card would: a declining test card declines at place order', async () => {
    const { token, basketId, cardId } = await memberWithCart('4000000000000002');
    expect((await paySaved(token, basketId, cardId)).status).toBe(200);
    await expectError(await placeOrder(token, basketId), 402, 'PYT402');
  });

  it('asks for 3DS as a fresh token of the same card would', async () => {
    const { token, basketId, cardId } = await memberWithCart('4000000000003220');
    expect((await paySaved(token, basketId, cardId)).status).toBe(200);
    const order = orderSchema.parse(await (await placeOrder(token, basketId)).json());
    expect(order.status).toBe('PENDING_PAYMENT');
  });

  it('refuses a card the provider refuses (PAY400) before writing anything', async () => {
    // Such a card can no longer be saved (PAY400 at save): one saved before that rule is written
    // into the member's object as the save call did.
    const { token, basketId, consumerNo } = await memberWithCart();
    const stored = await consumerStub(env, consumerNo).addCard({
      paymentInstrumentId: newId(),
      payment_method_id: 'CREDIT_CARD',
      card: { brand: 'VISA', last4: '0069', expiryMonth: 12, expiryYear: 2031, holderName: 'Ada Lovelace' },
      default: false,
      fingerprint: 'VISA:0069:12:2031',
      provider: { token: `tok_${'9'.repeat(32)}`, behaviour: 'reject' },
    });
    if (!stored.ok) throw new Error('the refused card was not stored');
    await expectError(await paySaved(token, basketId, stored.value.paymentInstrumentId), 400, 'PAY400');
    expect((await cartOf(token, basketId)).checkout.payment_instruments).toEqual([]);
  });

  it("refuses another member's saved card id with 404 API404 and writes nothing", async () => {
    const owner = await memberWithCart();
    const other = await memberWithCart();
    await expectError(await paySaved(other.token, other.basketId, owner.cardId), 404, 'API404');
    expect((await cartOf(other.token, other.basketId)).checkout.payment_instruments).toEqual([]);
    // The owner's card is untouched and still pays the owner's basket.
    expect((await paySaved(owner.token, owner.basketId, owner.cardId)).status).toBe(200);
  });

  it('refuses a guest with 403 AUT432 and writes nothing', async () => {
    const owner = await memberWithCart();
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    await expectError(await paySaved(token, cart.id, owner.cardId), 403, 'AUT432');
    expect((await cartOf(token, cart.id)).checkout.payment_instruments).toEqual([]);
  });

  it('answers a repeated request the same, with one card in the cart', async () => {
    const { token, basketId, cardId } = await memberWithCart();
    const first = await paySaved(token, basketId, cardId);
    const second = await paySaved(token, basketId, cardId);
    expect([first.status, second.status]).toEqual([200, 200]);
    const a = checkoutCartSchema.parse(await first.json());
    const b = checkoutCartSchema.parse(await second.json());
    expect(b.checkout.payment_instruments).toEqual(a.checkout.payment_instruments);
    expect(b.checkout.payment_instruments).toHaveLength(1);
    expect(b.totals).toEqual(a.totals);
  });

  it('refuses a body with both a token and a saved card id', async () => {
    const { token, basketId, cardId } = await memberWithCart();
    const both = await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
      token,
      body: { payment_method_id: 'CREDIT_CARD', payment_instrument_id: cardId, token: await cardToken() },
    });
    expect(both.status).toBe(400);
    expect((await cartOf(token, basketId)).checkout.payment_instruments).toEqual([]);
  });
});
