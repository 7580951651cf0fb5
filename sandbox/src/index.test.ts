import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/contract';
import { type CallOptions, call, callOutbox, env, expectError, guestToken } from '../test/helpers';

describe('sandbox index and errors', () => {
  it('GET / lists the endpoints without a key', async () => {
    const response = await call('/', { apiKey: null });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { endpoints: string[] };
    expect(body.endpoints).toContain('POST /cart/v1/item');
  });

  it('rejects API calls without the access key', async () => {
    await expectError(await call('/products/v2/products/RL000000/details', { apiKey: null }), 401, 'AUT401');
    await expectError(await call('/publish/caas/v1/canvas/menu/RL-US', { apiKey: 'wrong' }), 401, 'AUT401');
  });

  it('answers unknown routes with an API404 envelope', async () => {
    const response = await call('/nothing/here');
    expect(response.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!.errorId).toBe('API404');
  });

  it('hides the admin seed without the admin key and seeds idempotently with it', async () => {
    await expectError(await call('/__admin/seed', { method: 'POST', apiKey: null }), 404, 'API404');
    // Counted after each seed: an earlier file sharing this database may have added a price (a
    // sale starting) that the first seed takes back.
    const prices: number[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await call('/__admin/seed', {
        method: 'POST',
        headers: { 'x-sandbox-admin': env.ADMIN_KEY },
      });
      expect(response.status).toBe(200);
      expect(
        ((await response.json()) as { seeded: { products: number } }).seeded.products,
      ).toBeGreaterThanOrEqual(300);
      prices.push((await env.DB.prepare('SELECT count(*) AS n FROM prices').first<{ n: number }>())!.n);
    }
    expect(prices[1]).toBe(prices[0]);
    expect(prices[0]).toBeGreaterThan(300);
    // Two whole seeds (catalogue, content and its versions): seconds each on a busy machine.
  }, 30_000);

  it('hides the outbox (reset links, gift card PINs) without the admin key', async () => {
    await env.DB.prepare(
      "INSERT INTO outbox (recipient, subject, kind, body, ref, created_at) VALUES ('hidden@example.com', 's', 'password-reset', 'secret-link', ?, ?)",
    )
      .bind(crypto.randomUUID(), new Date().toISOString())
      .run();
    for (const options of [
      { apiKey: null },
      {},
      { apiKey: null, headers: { 'x-sandbox-admin': 'wrong' } },
      { headers: { 'x-sandbox-admin': '' } },
    ] satisfies CallOptions[]) {
      for (const path of ['/__outbox', '/__outbox?to=hidden@example.com']) {
        const refused = await call(path, options);
        expect(await refused.clone().text(), path).not.toContain('secret-link');
        await expectError(refused, 404, 'API404');
      }
    }
    const allowed = await callOutbox('to=hidden@example.com');
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('secret-link');
  });

  it('answers odd input with a 4xx, never a 500', async () => {
    const token = (await guestToken()).accessToken;
    const probes: [string, CallOptions][] = [
      ['/products/v2/products/%ZZ/details', {}],
      ['/products/v2/products/RL000000/details?locale=%', {}],
      ['/cart/v1/cart/%E0%A4%A', { token }],
      ['/cart/v1/item', { body: [1, 2], token }],
      [
        '/cart/v1/item',
        { body: { cartId: 'x'.repeat(5000), items: [{ productId: 'RL000000BLK-M', qty: 1e9 }] }, token },
      ],
      ['/token/v2/auth/token', { body: 'null' }],
      [`/publish/caas/v1/canvas/page/RL-US/${'a'.repeat(3000)}`, {}],
      ['/images/products/RL000000BLK/0.svg', { apiKey: null }],
    ];
    for (const [path, options] of probes) {
      const response = await call(path, options);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(errorEnvelopeSchema.safeParse(await response.json()).success, path).toBe(true);
    }
  });
});
