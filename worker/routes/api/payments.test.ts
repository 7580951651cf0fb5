/**
 * The gift card PIN's budget (`gift-card-budget.ts`) on the payments BFF: CARD_TRIES per card and
 * ADDRESS_TRIES per client address a quarter hour, for the balance check and the GIFT_CARD instrument.
 * Past it 429 API429 even for the right PIN, and the upstream is not called.
 */
import { describe, expect, it } from 'vitest';
import { paymentsText } from '../../../client/i18n/payments';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { ADDRESS_TRIES, CARD_TRIES } from '../../middleware/rate-limit/gift-card-budget';
import { guestAtBilling, jsonPost, storefront, wrapSandbox } from '../../test/helpers';

const RIGHT_PIN = '1234';
/** `count` wrong PINs, none of them the right one. */
const wrongPins = (count: number) => Array.from({ length: count }, (_, i) => String(2001 + i));

/** A client address of its own (documentation range), so no other test's count is shared. */
const newAddress = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;

/** Counts the storefront's upstream gift card calls (balance checks and instruments). */
const upstreamCalls = () => {
  let count = 0;
  const SANDBOX = wrapSandbox((request) => {
    const path = new URL(request.url).pathname;
    if (
      request.method === 'POST' &&
      (path === '/cart/v1/giftcard/balance' || path.endsWith('/paymentInstruments'))
    )
      count++;
  });
  return { envOverride: { SANDBOX }, count: () => count };
};

const errorOf = async (response: Response) =>
  errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!;

describe('the gift card PIN budget', () => {
  it("refuses the try past the card's budget with API429, the right PIN too, without calling the upstream", async () => {
    const jar = await guestAtBilling();
    const client = newAddress();
    const calls = upstreamCalls();
    const balance = (number: string, pin: string, address = client) =>
      storefront('/api/checkout/payments/gift-card/balance?locale=en-us', {
        ...jsonPost(JSON.stringify({ number, pin }), { 'cf-connecting-ip': address }),
        jar,
        envOverride: calls.envOverride,
      });

    for (const pin of wrongPins(CARD_TRIES)) {
      const wrong = await balance('6006 0000 0000 0050', pin);
      expect(wrong.status).toBe(400);
      expect((await errorOf(wrong)).errorId).toBe('GFC700');
    }
    expect(calls.count()).toBe(CARD_TRIES);

    const right = await balance('6006000000000050', RIGHT_PIN);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.headers.get('cache-control')).toBe('private, no-store');
    expect(await errorOf(right)).toEqual({ errorId: 'API429', message: paymentsText('en').error_API429 });
    // The card is limited whichever address tries it; the text is the shopper's language.
    const french = await storefront('/api/checkout/payments/gift-card/balance?locale=fr-fr', {
      ...jsonPost(JSON.stringify({ number: '6006000000000050', pin: RIGHT_PIN }), {
        'cf-connecting-ip': newAddress(),
      }),
      jar,
      envOverride: calls.envOverride,
    });
    expect(french.status).toBe(429);
    expect((await errorOf(french)).message).toBe(paymentsText('fr').error_API429);
    expect(calls.count()).toBe(CARD_TRIES);

    // Another card from the same client is still served.
    const other = await balance('6006000000000001', RIGHT_PIN);
    expect(other.status).toBe(200);
    expect(calls.count()).toBe(CARD_TRIES + 1);
  });

  it('serves the right PIN within the budget', async () => {
    const jar = await guestAtBilling();
    const client = newAddress();
    const balance = (pin: string) =>
      storefront('/api/checkout/payments/gift-card/balance', {
        ...jsonPost(JSON.stringify({ number: '6006000000000002', pin }), { 'cf-connecting-ip': client }),
        jar,
      });
    for (const pin of wrongPins(CARD_TRIES - 1)) expect((await balance(pin)).status).toBe(400);
    const right = await balance(RIGHT_PIN);
    expect(right.status).toBe(200);
    expect(((await right.json()) as { balance: { balance: number } }).balance.balance).toBe(5000);
  });

  it('limits applying a gift card as payment the same way; nothing is applied', async () => {
    const jar = await guestAtBilling();
    const client = newAddress();
    const calls = upstreamCalls();
    const apply = (pin: string) =>
      storefront('/api/checkout/payments/instruments', {
        ...jsonPost(JSON.stringify({ payment_method_id: 'GIFT_CARD', number: '6006000000000003', pin }), {
          'cf-connecting-ip': client,
        }),
        jar,
        envOverride: calls.envOverride,
      });
    for (const pin of wrongPins(CARD_TRIES)) {
      const wrong = await apply(pin);
      expect(wrong.status).toBe(400);
      expect((await errorOf(wrong)).errorId).toBe('GFC700');
    }
    const right = await apply(RIGHT_PIN);
    expect(right.status).toBe(429);
    expect((await errorOf(right)).errorId).toBe('API429');
    expect(calls.count()).toBe(CARD_TRIES);
    const cart = (await (await storefront('/api/checkout', { jar })).json()) as {
      cart: { checkout: { payment_instruments: { payment_method_id: string }[] } };
    };
    expect(cart.cart.checkout.payment_instruments.map((p) => p.payment_method_id)).not.toContain('GIFT_CARD');
    // A malformed body is refused before the budget and spends nothing of it.
    const malformed = await storefront('/api/checkout/payments/instruments', {
      ...jsonPost(JSON.stringify({ payment_method_id: 'GIFT_CARD', number: '12', pin: 'x' }), {
        'cf-connecting-ip': newAddress(),
      }),
      jar,
    });
    expect(malformed.status).toBe(400);
  });

  it('limits one client walking many cards; another client goes on', async () => {
    const jar = await guestAtBilling();
    const walker = newAddress();
    const balance = (number: string, pin: string, address: string) =>
      storefront('/api/checkout/payments/gift-card/balance', {
        ...jsonPost(JSON.stringify({ number, pin }), { 'cf-connecting-ip': address }),
        jar,
      });
    // The address's tries spread over unknown cards, each under its own card's budget.
    const perCard = CARD_TRIES - 1;
    for (let i = 0; i < ADDRESS_TRIES; i++)
      expect(
        (
          await balance(
            `60069999000000${String(Math.floor(i / perCard)).padStart(2, '0')}`,
            String(9000 + (i % perCard)),
            walker,
          )
        ).status,
      ).toBe(400);
    const refused = await balance('6006000000000004', RIGHT_PIN, walker);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).errorId).toBe('API429');
    expect((await balance('6006000000000004', RIGHT_PIN, newAddress())).status).toBe(200);
  });
});

describe('a card sent to the instruments route', () => {
  it('is refused by the one error handler: 400 API400, private, nothing kept', async () => {
    const jar = await guestAtBilling();
    const refused = await storefront('/api/checkout/payments/instruments', {
      ...jsonPost(JSON.stringify({ payment_method_id: 'CREDIT_CARD', token: 'tok_0123456789abcdef' })),
      jar,
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await errorOf(refused)).toEqual({
      errorId: 'API400',
      message: 'Use /api/checkout/payment for cards',
    });
  });
});
