/**
 * Logs never carry personal data: a shopper signs up, signs in (once with a wrong password), adds
 * to cart, gives a shipping address, tokenizes a card and sends a malformed address, with every
 * info line written (development), and the captured console holds none of what they typed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { findProduct, type Jar, jsonPost, storefront, testAddress } from '../test/helpers';

const envOverride: Partial<Env> = { ENVIRONMENT: 'development' };

describe('logs hold no personal data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('across sign-up, sign-in, cart, shipping address and card', async () => {
    const lines: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void lines.push(args.map(String).join(' ')),
      );
    }
    const email = `zebulon.${crypto.randomUUID().slice(0, 8)}@example.test`;
    const password = 'Quill-Secret-2026!';
    const card = '4242424242424242';
    const jar: Jar = new Map();
    const post = (path: string, body: unknown) =>
      storefront(path, { ...jsonPost(JSON.stringify(body)), jar, envOverride });

    const signUp = { email, password, confirmPassword: password, firstName: 'Zebulon', lastName: 'Quixotic' };
    expect((await post('/api/auth/sign-up', signUp)).status).toBe(201);
    expect((await post('/api/auth/sign-out', {})).status).toBeLessThan(300);
    expect(
      (await post('/api/auth/sign-in', { email, password: 'Wrong-Guess-2026!' })).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await post('/api/auth/sign-in', { email, password })).status).toBe(200);
    const { sku } = await findProduct();
    expect((await post('/api/cart/items', { productId: sku, qty: 1 })).status).toBe(200);
    const address = testAddress('Zebulon', 'Quixotic', email);
    expect((await post('/api/checkout/shipping-address', address)).status).toBe(200);
    const tokenized = await post('/payments/v1/tokenize', {
      number: card,
      expiryMonth: 1,
      expiryYear: 2032,
      cvc: '999',
      holderName: 'Zebulon Quixotic',
    });
    expect(tokenized.status).toBe(201);
    // Refused input is logged as a warning: with the address it refused, it would leak.
    const refused = await post('/api/checkout/shipping-address', {
      ...address,
      recipientContactEmail: 'not-an-email',
    });
    expect(refused.status).toBe(400);

    const output = lines.join('\n');
    // Logging was on (an upstream line per call, and the refusal), so the absence below means something.
    expect(lines.filter((line) => line.includes('"message":"upstream"')).length).toBeGreaterThan(5);
    expect(output).toContain('"message":"request rejected"');
    for (const personal of [
      email,
      'Zebulon',
      'Quixotic',
      password,
      'Wynkoop',
      '555-0182',
      'Denver',
      card,
      '4242 4242',
      ...[...jar.values()].map((value) => value.slice(0, 40)),
    ]) {
      expect(output, `the log holds ${personal}`).not.toContain(personal);
    }
  }, 60_000);
});
