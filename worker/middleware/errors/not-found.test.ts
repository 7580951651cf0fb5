/** A wrong method on a known path is a 405 with `Allow`; an unknown path stays a 404. */
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { ORIGIN, storefront } from '../../test/helpers';

const ask = (method: string, path: string, accept = 'text/html') =>
  storefront(path, { method, headers: { origin: ORIGIN, accept } });

const errorIdOf = async (response: Response) =>
  errorEnvelopeSchema.parse(await response.json()).errorDetails[0]?.errorId;

describe('a method the path does not serve', () => {
  it('answers a BFF call 405 with Allow and the error envelope', async () => {
    for (const [method, path, allow] of [
      ['PUT', '/api/cart/items', 'POST'],
      ['GET', '/api/cart/items', 'POST'],
      ['DELETE', '/api/cart', 'GET, HEAD'],
      ['DELETE', '/api/cart/items/line-1/delivery', 'POST, PUT'],
      ['PATCH', '/api/cart/coupons', 'POST, PUT, DELETE'],
    ] as const) {
      const response = await ask(method, path, 'application/json');
      expect({ method, path, status: response.status, allow: response.headers.get('allow') }).toEqual({
        method,
        path,
        status: 405,
        allow,
      });
      expect(await errorIdOf(response)).toBe('API405');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('answers a page 405 with the error page, Allow and the cache headers its 404 had', async () => {
    const cart = await ask('DELETE', '/en-us/cart');
    expect(cart.status).toBe(405);
    expect(cart.headers.get('allow')).toBe('GET, HEAD');
    expect(cart.headers.get('content-type')).toContain('text/html');
    // The cart page is never stored (no-store.ts), its refusals included.
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
    expect(await cart.text()).toContain('<html');

    const home = await ask('POST', '/en-us');
    expect(home.status).toBe(405);
    expect(home.headers.get('allow')).toBe('GET, HEAD');
    expect(home.headers.get('cache-control')).toBe(
      (await ask('POST', '/en-us/no-such-page-at-all')).headers.get('cache-control'),
    );
  });

  it('HEAD is a GET: allowed where GET is, a 405 without a body where only POST is', async () => {
    expect((await ask('HEAD', '/en-us')).status).toBe(200);
    const head = await ask('HEAD', '/api/cart/items', 'application/json');
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('POST');
    expect(await head.text()).toBe('');
  });

  it('stays a 404 where no route knows the path, middleware and catch-alls not counting', async () => {
    for (const [method, path, api] of [
      ['GET', '/api/nothing-here', true],
      ['POST', '/api/nothing-here', true],
      // Middleware only (`use('/api/*')`, `use('/fapi/*')`).
      ['DELETE', '/fapi/nothing-here', true],
      // The static pages' catch-all: whether such a page exists is the content platform's to say on GET.
      ['POST', '/en-us/no-such-page-at-all', false],
      // Built assets and upstream images are `get('/assets/*')`, `get('/images/*')`.
      ['POST', '/assets/no-such-file.js', false],
      ['DELETE', '/images/no-such-image.jpg', false],
      // `post('/ops/*')` is the dashboard's CSRF check, not a route.
      ['GET', '/ops/no-such-page', false],
      ['PUT', '/zz-nowhere', false],
    ] as const) {
      const response = await ask(method, path, api ? 'application/json' : 'text/html');
      expect({ method, path, status: response.status, allow: response.headers.get('allow') }).toEqual({
        method,
        path,
        status: 404,
        allow: null,
      });
      if (api) {
        expect(await errorIdOf(response)).toBe('API404');
        expect(response.headers.get('cache-control')).toBe('private, no-store');
      } else await response.arrayBuffer();
    }
  });

  it('leaves OPTIONS as it was: a 404, no Allow', async () => {
    for (const path of ['/en-us/cart', '/api/cart/items']) {
      const response = await ask('OPTIONS', path);
      expect(response.status).toBe(404);
      expect(response.headers.get('allow')).toBeNull();
      await response.arrayBuffer();
    }
  });
});
