import { afterEach, describe, expect, it } from 'vitest';
import { call, env, expectError } from '../../test/helpers';
import { upstreamOf } from './classify';

const admin = { 'x-sandbox-admin': env.ADMIN_KEY };
const setFault = (upstream: string, body: unknown) =>
  call(`/__admin/faults/${upstream}`, { method: 'PUT', body, headers: admin, apiKey: null });

const PRODUCT = '/products/v2/search/productSearch?q=jacket';
const MENU = '/publish/caas/v1/canvas/menu/RL-US?locale=en-us';

describe('fault injection', () => {
  afterEach(async () => {
    await call('/__admin/faults', { method: 'DELETE', headers: admin, apiKey: null });
  });

  it('classifies paths by the upstream the storefront calls', () => {
    expect(upstreamOf('/products/v2/products/X/details')).toBe('commerce');
    expect(upstreamOf('/cart/v1/cart/1')).toBe('commerce');
    expect(upstreamOf('/publish/caas/v1/canvas/menu/RL-US')).toBe('content');
    expect(upstreamOf('/preview/caas/v1/canvas/page/RL-US/home')).toBe('content');
    expect(upstreamOf('/api/engine/v1/decide/ridgeline')).toBe('decision');
    expect(upstreamOf('/api/recs/v1/ridgeline/recommendations')).toBe('decision');
    for (const path of ['/', '/__admin/faults', '/__outbox', '/images/content/a.svg', '/payments/v1/x'])
      expect(upstreamOf(path)).toBeNull();
  });

  it('exists only with the admin key and validates the whole body', async () => {
    await expectError(
      await call('/__admin/faults/commerce', { method: 'PUT', body: { kind: 'error' }, apiKey: null }),
      404,
      'API404',
    );
    await expectError(await setFault('billing', { kind: 'error' }), 400, 'API400');
    await expectError(await setFault('commerce', { kind: 'flaky' }), 400, 'API400');
    await expectError(await setFault('commerce', { kind: 'error', path: 'products' }), 400, 'API400');
    const list = await call('/__admin/faults', { headers: admin, apiKey: null });
    expect(await list.json()).toEqual({ faults: [] });
  });

  it('error: the upstream answers 503 with the error envelope until the fault is cleared', async () => {
    expect((await setFault('commerce', { kind: 'error' })).status).toBe(200);
    const failing = await call(PRODUCT);
    expect(failing.headers.get('x-sandbox-fault')).toBe('commerce:error');
    await expectError(failing, 503, 'GEN500');
    // Content is another upstream: untouched.
    expect((await call(MENU, { siteId: 'RL-US' })).status).toBe(200);
    const cleared = await call('/__admin/faults/commerce', {
      method: 'DELETE',
      headers: admin,
      apiKey: null,
    });
    expect(await cleared.json()).toEqual({ cleared: 1 });
    expect((await call(PRODUCT)).status).toBe(200);
  });

  it('malformed: 200 with JSON cut off', async () => {
    await setFault('content', { kind: 'malformed' });
    const response = await call(MENU, { siteId: 'RL-US' });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('slow: the usual answer, two seconds late; a path filter limits it', async () => {
    await setFault('content', { kind: 'slow', path: '/publish/caas/v1/canvas/menu/' });
    let started = Date.now();
    const slow = await call(MENU, { siteId: 'RL-US' });
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    started = Date.now();
    expect(
      (await call('/publish/caas/v1/canvas/footer/RL-US?locale=en-us', { siteId: 'RL-US' })).status,
    ).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500);
    const list = (await (await call('/__admin/faults', { headers: admin, apiKey: null })).json()) as {
      faults: { upstream: string; kind: string; path: string }[];
    };
    expect(list.faults).toMatchObject([
      { upstream: 'content', kind: 'slow', path: '/publish/caas/v1/canvas/menu/' },
    ]);
  });

  it('timeout: nothing comes back until the caller gives up', async () => {
    await setFault('commerce', { kind: 'timeout' });
    const started = Date.now();
    const outcome = await Promise.race([
      call(PRODUCT).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1500)),
    ]);
    expect(outcome).toBe('still waiting');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });
});
