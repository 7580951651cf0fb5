import { describe, expect, it } from 'vitest';
import { formPost, ORIGIN, storefront } from '../../test/helpers';

/** Paths a browser resolves to another origin once dot segments and escapes are applied. */
const ATTACKS = [
  '/..//evil.example/x',
  '/./..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/en-us/..//evil.example/x',
  '/en-us/%2E%2E/..//evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  'https://evil.example/x',
];

/** Every BFF form post that answers with a redirect to its `returnTo`, refused or not. */
const FORMS: [string, Record<string, string>][] = [
  ['/api/cart/items', { productId: 'ZZ0000000ZZ-M', qty: '1' }],
  ['/api/cart/items', { productId: '<script>', qty: '1' }],
  ['/api/cart/items/line-1', { _action: 'update', qty: '2' }],
  ['/api/cart/items/line-1', { _action: 'remove' }],
  ['/api/cart/items/line-1', { _action: 'teleport' }],
  ['/api/cart/items/line-1/delivery', { _action: 'delivery', delivery: 'standard' }],
  ['/api/cart/items/line-1/delivery', { _action: 'delivery', delivery: 'pickup' }],
  ['/api/cart/coupons', { _action: 'apply', code: 'NOSUCHCODE' }],
  ['/api/cart/coupons', { _action: 'apply', code: '' }],
  ['/api/gift-options/line-1', { giftEmail: 'a@example.com', giftTo: 'Ada' }],
  ['/api/gift-options/line-1', { giftEmail: 'not an e-mail' }],
  ['/api/customs/items', { productId: 'ZZ0000000ZZ-M', text: 'HI' }],
  ['/api/customs/items', { productId: '<x>' }],
];

const CASES = FORMS.flatMap(([path, fields]) =>
  ATTACKS.map((returnTo) => [path, JSON.stringify(fields), returnTo, fields] as const),
);

describe('a form post never redirects off-site', () => {
  it.each(CASES)('%s %s returnTo=%s', async (path, _label, returnTo, fields) => {
    const response = await storefront(path, formPost({ ...fields, returnTo }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    expect(new URL(location, ORIGIN).pathname).toMatch(/^\/en-us(\/|$)/);
  });
});
