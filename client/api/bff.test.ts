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

  it('asks the browser to finish a keepalive request after the page is left, and only then', async () => {
    const fetcher = answering(200, '{}');
    await bffFetch('/api/lists/favorites/P1', { method: 'PUT', keepalive: true }, fetcher);
    await bffFetch('/api/lists/favorites/P1', { method: 'DELETE' }, fetcher);
    expect(fetcher.mock.calls[0]![1]?.keepalive).toBe(true);
    expect(fetcher.mock.calls[1]![1]).not.toHaveProperty('keepalive');
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

describe("bffFetch's writes in turn", () => {
  /** A fresh module: the page's first write is module state. */
  const freshBff = async () => {
    vi.resetModules();
    return (await import('./bff')).bffFetch;
  };
  /** A fetch whose answers the test releases one by one, in the order asked. */
  const held = () => {
    const waiting: { url: string; answer: (ok: boolean) => void }[] = [];
    const fetcher = vi.fn(
      (url: string | URL | Request) =>
        new Promise<Response>((resolve, reject) => {
          waiting.push({
            url: String(url),
            answer: (ok) =>
              ok ? resolve(new Response('{}', { status: 200 })) : reject(new TypeError('offline')),
          });
        }),
    );
    return { fetcher, waiting, sent: () => waiting.map((w) => w.url) };
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("sends a write beside the page's first only once the first is answered; reads go at once", async () => {
    const bff = await freshBff();
    const { fetcher, waiting, sent } = held();
    const heart = bff('/api/favorites/products/P1', { method: 'PUT' }, fetcher);
    const add = bff('/api/cart/items', { method: 'POST', body: { productId: 'S1', qty: 1 } }, fetcher);
    const read = bff('/api/cart', {}, fetcher);
    await tick();
    expect(sent()).toEqual(['/api/favorites/products/P1', '/api/cart']);
    waiting[0]!.answer(true);
    await heart;
    await tick();
    expect(sent()).toEqual(['/api/favorites/products/P1', '/api/cart', '/api/cart/items']);
    waiting[2]!.answer(true);
    waiting[1]!.answer(true);
    await Promise.all([add, read]);
    // From then on writes go together.
    bff('/api/cart/items', { method: 'POST' }, fetcher);
    bff('/api/favorites/products/P2', { method: 'PUT' }, fetcher);
    await tick();
    expect(sent()).toHaveLength(5);
  });

  it('lets the others go when the first write fails on the network', async () => {
    const bff = await freshBff();
    const { fetcher, waiting, sent } = held();
    const first = bff('/api/cart/items', { method: 'POST' }, fetcher);
    const second = bff('/api/cart/items', { method: 'POST' }, fetcher);
    waiting[0]!.answer(false);
    await expect(first).rejects.toThrow('offline');
    await tick();
    expect(sent()).toHaveLength(2);
    waiting[1]!.answer(true);
    expect((await second).ok).toBe(true);
  });
});
