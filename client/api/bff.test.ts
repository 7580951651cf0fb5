import { describe, expect, it, vi } from 'vitest';
import { bffFetch, readError } from './bff';

/** A fetch that answers `body` with `status` and records what it was asked. */
const answering = (status: number, body: string) =>
  vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body, { status }));

describe('bffFetch', () => {
  it('sends JSON to the same origin with the locale, and reads the answer', async () => {
    const fetcher = answering(200, '{"cart":null}');
    const answer = await bffFetch(
      '/api/cart/items',
      { method: 'POST', locale: 'fr-ca', body: { productId: 'S1', qty: 2 } },
      fetcher,
    );
    expect(answer).toEqual({ ok: true, status: 200, data: { cart: null } });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/api/cart/items?locale=fr-ca');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"productId":"S1","qty":2}',
    });
  });

  it('adds the locale after an existing query; a GET has no body and no content type', async () => {
    const fetcher = answering(200, '[]');
    await bffFetch('/api/search/suggest?q=a%26b', { locale: 'en-us' }, fetcher);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/api/search/suggest?q=a%26b&locale=en-us');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ accept: 'application/json' });
  });

  it('reads a refusal into the first error, its details and its field codes', async () => {
    const envelope = {
      errorDetails: [
        { errorId: 'API400', message: 'Check the design', details: { fields: { text: 'tooLong', n: 3 } } },
        { errorId: 'OTHER', message: 'second' },
      ],
    };
    const answer = await bffFetch(
      '/api/customs/items',
      { method: 'POST', body: {} },
      answering(400, JSON.stringify(envelope)),
    );
    expect(answer).toEqual({
      ok: false,
      status: 400,
      error: {
        errorId: 'API400',
        message: 'Check the design',
        details: { fields: { text: 'tooLong', n: 3 } },
      },
      fields: { text: 'tooLong' },
    });
  });

  it('a refusal that is not an envelope (a proxy page) is a refusal without an error', async () => {
    const answer = await bffFetch('/api/cart', {}, answering(502, '<html>Bad gateway</html>'));
    expect(answer).toEqual({ ok: false, status: 502, error: undefined, fields: {} });
  });

  it('a network failure rejects, as fetch does', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(bffFetch('/api/cart', {}, fetcher)).rejects.toThrow('Failed to fetch');
  });
});

describe('readError', () => {
  it('reads the first error detail, or nothing from a body that is not an envelope', () => {
    expect(
      readError({ errorDetails: [{ errorId: 'INV408', message: 'Only 2 left', details: { maxQty: 2 } }] }),
    ).toEqual({ errorId: 'INV408', message: 'Only 2 left', details: { maxQty: 2 } });
    expect(readError({ errorDetails: [{ errorId: 'INV408' }] })).toBeUndefined();
    expect(readError({ errorDetails: [] })).toBeUndefined();
    expect(readError('<html>')).toBeUndefined();
    expect(readError(null)).toBeUndefined();
  });
});
