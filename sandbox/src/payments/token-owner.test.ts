import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../shared/contract';
import { checkoutCartSchema } from '../../../shared/contract/checkout';
import { savedCardListSchema } from '../../../shared/contract/consumer';
import { call, createCart, env, expectError, findSku, guestToken } from '../../test/helpers';
import { cardToken, TEST_ADDRESS } from '../../test/place';
import { member } from '../auth/test-member';

const CARDS = '/consumers-v3/consumer/payment_instruments';

const save = (accessToken: string, token: string) =>
  call(CARDS, { token: accessToken, body: { payment_method_id: 'CREDIT_CARD', token } });
const pay = (accessToken: string, basketId: string, token: string) =>
  call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
    token: accessToken,
    body: { payment_method_id: 'CREDIT_CARD', token },
  });
const cardsOf = async (accessToken: string) =>
  savedCardListSchema.parse(await (await call(CARDS, { token: accessToken })).json()).payment_instruments;
const ownerOf = async (token: string) =>
  (await env.DB.prepare('SELECT consumer_no FROM payment_tokens WHERE token = ?')
    .bind(token)
    .first<{ consumer_no: string | null }>())!.consumer_no;

describe('card tokens belong to the first shopper who uses them', { timeout: 30_000 }, () => {
  it('a token member A saved is PAY401 for member B and a guest, who get nothing written', async () => {
    const a = await member();
    const b = await member();
    const token = await cardToken();
    expect((await save(a.tokens.accessToken, token)).status).toBe(201);

    await expectError(await save(b.tokens.accessToken, token), 400, 'PAY401');
    expect(await cardsOf(b.tokens.accessToken)).toEqual([]);

    const guest = (await guestToken()).accessToken;
    const cart = await createCart(guest);
    await expectError(await pay(guest, cart.id, token), 400, 'PAY401');
    const after = checkoutCartSchema.parse(
      await (await call(`/cart/v1/cart/${cart.id}`, { token: guest })).json(),
    );
    expect(after.checkout.payment_instruments).toEqual([]);
    expect(await cardsOf(a.tokens.accessToken)).toHaveLength(1);
  });

  it('the shopper who used it may use it again: a retried payment step, then place order', async () => {
    const guest = (await guestToken()).accessToken;
    const cart = await createCart(guest);
    const { sku } = await findSku('stock >= 30');
    await call('/cart/v1/item', {
      token: guest,
      body: { cartId: cart.id, items: [{ productId: sku, qty: 1 }] },
    });
    const shipped = await call(`/cart/v2/cart/${cart.id}/shippingAddress`, {
      token: guest,
      body: { ...TEST_ADDRESS, recaptcha_response: 'ok' },
    });
    expect(shipped.status).toBe(200);
    const token = await cardToken();
    expect((await pay(guest, cart.id, token)).status).toBe(200);
    expect((await pay(guest, cart.id, token)).status).toBe(200);
    const placed = await call('/cart/v2/checkout/order', {
      method: 'PUT',
      token: guest,
      body: { cartId: cart.id },
    });
    expect(placed.status).toBe(200);
    expect(orderSchema.parse(await placed.json()).payments[0]?.card?.last4).toBe('4242');
    // The member who pays with a card and then saves it uses one token twice: both are theirs.
    const m = await member();
    const memberCart = await createCart(m.tokens.accessToken);
    const own = await cardToken('5555555555554444');
    expect((await pay(m.tokens.accessToken, memberCart.id, own)).status).toBe(200);
    expect((await save(m.tokens.accessToken, own)).status).toBe(201);
  });

  it('two shoppers racing for one token: exactly one wins', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const token = await cardToken();
    const statuses = await Promise.all([
      save(a.tokens.accessToken, token),
      save(b.tokens.accessToken, token),
    ]).then((responses) => responses.map((r) => r.status).sort());
    expect(statuses).toEqual([201, 400]);
  });

  it('a use refused for another reason leaves the token unclaimed', async () => {
    const owner = (await guestToken()).accessToken;
    const stranger = (await guestToken()).accessToken;
    const cart = await createCart(owner);
    const token = await cardToken();
    // The basket is not the stranger's: refused after the claim, which is given back.
    const refused = await pay(stranger, cart.id, token);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await ownerOf(token)).toBeNull();
    expect((await pay(owner, cart.id, token)).status).toBe(200);
  });
});
