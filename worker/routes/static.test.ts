import { describe, expect, it } from 'vitest';
import { storefront, wrapSandbox } from '../test/helpers';

describe('upstream images', () => {
  it('are cached by path: a query string is neither a new upstream render nor a new cache entry', async () => {
    const renders: string[] = [];
    const SANDBOX = wrapSandbox((request) => {
      if (new URL(request.url).pathname.startsWith('/images/')) renders.push(request.url);
    });
    const path = '/images/products/RLTI284FNVY/4.svg';
    const first = await storefront(path, { envOverride: { SANDBOX } });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    await first.arrayBuffer();
    // The cache write happens after the answer (waitUntil).
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const query of ['?r=1', '?r=2', '?v=abc', '']) {
      const again = await storefront(`${path}${query}`, { envOverride: { SANDBOX } });
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('<svg');
    }
    expect(renders).toHaveLength(1);
  });

  it('built files are served with nosniff', async () => {
    const ASSETS = {
      fetch: async () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    } as unknown as Fetcher;
    const response = await storefront('/favicon.svg', { envOverride: { ASSETS } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.arrayBuffer();
  });
});
