import { describe, expect, it } from 'vitest';
import { storefront } from '../../test/helpers';
import { canonicalPath } from '.';

describe('canonical paths', () => {
  it('moves a locale in other letters or a trailing slash to the one URL, query kept', async () => {
    for (const [asked, canonical] of [
      ['/en-us/', '/en-us'],
      ['/EN-US', '/en-us'],
      ['/En-Us/c/men-1100', '/en-us/c/men-1100'],
      ['/fr-CA/cart/?utm_source=mail', '/fr-ca/cart?utm_source=mail'],
    ] as const) {
      const response = await storefront(asked);
      expect(response.status, asked).toBe(301);
      expect(response.headers.get('location'), asked).toBe(canonical);
      expect(response.headers.get('cache-control'), asked).toBe('public, max-age=3600');
    }
  });

  it('leaves canonical paths, other paths and form posts alone', async () => {
    expect((await storefront('/en-us')).status).toBe(200);
    expect((await storefront('/EN-US', { method: 'POST' })).status).not.toBe(301);
    expect(canonicalPath('/en-us/c/men-1100')).toBeUndefined();
    expect(canonicalPath('/xx-yy/')).toBeUndefined();
    expect(canonicalPath('/api/cart/')).toBeUndefined();
    expect(canonicalPath('/assets/app.js')).toBeUndefined();
  });

  it('never sends a shopper off this site', async () => {
    for (const asked of ['/EN-US//evil.example', '/En-Us/%2F%2Fevil.example/', '/en-us/\\evil.example/']) {
      const location = (await storefront(asked)).headers.get('location') ?? '';
      expect(location, asked).toMatch(/^\/en-us(\/|$)/);
      expect(new URL(location, 'https://shop.test').origin, asked).toBe('https://shop.test');
    }
  });
});
