import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/contract';
import { call, env, expectError } from '../test/helpers';

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
    const before = await env.DB.prepare('SELECT count(*) AS n FROM prices').first<{ n: number }>();
    for (let i = 0; i < 2; i++) {
      const response = await call('/__admin/seed', {
        method: 'POST',
        headers: { 'x-sandbox-admin': env.ADMIN_KEY },
      });
      expect(response.status).toBe(200);
      expect(
        ((await response.json()) as { seeded: { products: number } }).seeded.products,
      ).toBeGreaterThanOrEqual(300);
    }
    const after = await env.DB.prepare('SELECT count(*) AS n FROM prices').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});
