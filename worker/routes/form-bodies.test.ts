import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/contract';
import { findProduct, type Jar, jsonPost, ORIGIN, storefront } from '../test/helpers';

/** Bodies no form of ours sends: each must be a 400, never a 500, and change nothing. */
const BODIES: [string, string, string][] = [
  [
    'a bad boundary',
    'multipart/form-data; boundary=expected',
    '--other\r\nContent-Disposition: form-data; name="city"\r\n\r\nDenver\r\n--other--\r\n',
  ],
  [
    'a truncated multipart body',
    'multipart/form-data; boundary=cut',
    '--cut\r\nContent-Disposition: form-data; name="city"\r\n\r\nDen',
  ],
  ['JSON labelled multipart', 'multipart/form-data; boundary=json', '{"city":"Denver","wallet":"PAYPAL"}'],
  ['multipart without a boundary', 'multipart/form-data', '--x\r\n\r\n'],
];

const PAGES = [
  '/en-us/checkout/shipping',
  '/en-us/checkout/billing',
  '/en-us/checkout/payments/gift-card',
  '/en-us/checkout/payments/reward',
  '/en-us/checkout/payments/remove',
  '/en-us/checkout/payments/wallet',
  '/en-us/checkout/place',
];
const APIS = ['/api/cart/items', '/api/cart/items/line-1', '/api/cart/coupons', '/api/customs/items'];

const post = (jar: Jar, path: string, type: string, body: string) =>
  storefront(path, { method: 'POST', body, headers: { 'content-type': type, origin: ORIGIN }, jar });

const stateOf = async (jar: Jar) => {
  const [cart, checkout] = await Promise.all([
    storefront('/api/cart', { jar }).then((r) => r.json()),
    storefront('/api/checkout', { jar }).then((r) => r.json()),
  ]);
  return { cart, checkout };
};

describe('a body that cannot be read is a 400 and changes nothing', () => {
  const jar: Jar = new Map();
  beforeAll(async () => {
    const { sku } = await findProduct();
    const added = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar,
    });
    expect(added.status).toBe(200);
  });

  const pageCases = PAGES.flatMap((path) => BODIES.map(([name, type, body]) => [path, name, type, body]));
  it.each(pageCases)('page form %s: %s', async (path, _name, type, body) => {
    const before = await stateOf(jar);
    const response = await post(jar, path!, type!, body!);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toMatch(/\bat \w+.*:\d+:\d+/);
    // The heading says the request was refused, not that the page does not exist.
    expect(html).toContain('Something in that request was not valid');
    expect(html).not.toMatch(/can.t find that page|Page not found/i);
    expect(await stateOf(jar)).toEqual(before);
  });

  const apiCases = APIS.flatMap((path) => BODIES.map(([name, type, body]) => [path, name, type, body]));
  it.each(apiCases)('BFF form %s: %s', async (path, _name, type, body) => {
    const before = await stateOf(jar);
    const response = await post(jar, path!, type!, body!);
    expect(response.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!.errorId).toBe('API400');
    expect(await stateOf(jar)).toEqual(before);
  });
});
