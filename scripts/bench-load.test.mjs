import { describe, expect, it } from 'vitest';
import {
  cacheTally,
  loadErrors,
  loadTargets,
  MIX,
  pickKind,
  requestFor,
  seededRandom,
} from './bench-load.mjs';

describe('the load errors', () => {
  it('count a timeout once (autocannon counts it among its errors) and answers other than 2xx', () => {
    expect(loadErrors({ errors: 7, timeouts: 5, non2xx: 3 })).toEqual({ errors: 10, timeouts: 5 });
    expect(loadErrors({ errors: 0, timeouts: 0, non2xx: 0 })).toEqual({ errors: 0, timeouts: 0 });
  });
});

describe('the cache hit ratio', () => {
  it('is the pages served from cache (stale included) over those that read through it', () => {
    const tally = cacheTally();
    for (const value of ['HIT', 'HIT', 'STALE', 'MISS', 'BYPASS', undefined]) {
      tally.record(value ? { 'X-Cache': value } : {});
    }
    expect(tally.counts).toEqual({ HIT: 2, STALE: 1, MISS: 1, BYPASS: 1 });
    expect(tally.ratio()).toBe(0.75);
    expect(cacheTally().ratio()).toBeNaN();
  });
});

describe('the load mix', () => {
  it('is the issue’s mix: home 30 %, category 25 %, product 30 %, search 10 %, add to cart 5 %', () => {
    expect(Object.fromEntries(MIX.map((m) => [m.kind, m.weight]))).toEqual({
      home: 30,
      category: 25,
      product: 30,
      search: 10,
      addToCart: 5,
    });
  });

  it('maps a uniform draw to each kind by its weight, edges included', () => {
    expect(pickKind(0)).toBe('home');
    expect(pickKind(0.2999)).toBe('home');
    expect(pickKind(0.3)).toBe('category');
    expect(pickKind(0.55)).toBe('product');
    expect(pickKind(0.85)).toBe('search');
    expect(pickKind(0.95)).toBe('addToCart');
    expect(pickKind(0.999999)).toBe('addToCart');
  });

  it('draws close to the weights over a seeded run, the same sequence every time', () => {
    const random = seededRandom(13);
    const counts = {};
    for (let i = 0; i < 20_000; i++) {
      const kind = pickKind(random());
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    for (const { kind, weight } of MIX) expect(counts[kind] / 20_000).toBeCloseTo(weight / 100, 1);
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(seededRandom(8)()).not.toBe(seededRandom(7)());
  });
});

describe('requestFor', () => {
  const options = {
    paths: { home: ['/en-us'], product: ['/en-us/p/a-ABCDEFGH'] },
    skus: ['SKU1'],
    origin: 'http://127.0.0.1:8825',
  };
  const first = (list) => list[0];

  it('reads a page with a GET of one of its paths', () => {
    expect(requestFor('product', first, options)).toEqual({
      method: 'GET',
      path: '/en-us/p/a-ABCDEFGH',
      headers: {},
    });
  });

  it('adds to cart as the island does: a same-origin JSON POST to the BFF', () => {
    const request = requestFor('addToCart', first, options);
    expect(request).toEqual({
      method: 'POST',
      path: '/api/cart/items?locale=en-us',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8825' },
      body: '{"productId":"SKU1","qty":1}',
    });
  });
});

describe('loadTargets', () => {
  const site = {
    '/en-us': '<a href="/en-us/c/men-1100">Men</a><a href="/en-us/c/gone-1200">Gone</a>',
    '/fr-ca': '',
    '/en-us/c/men-1100':
      '<a href="/en-us/p/parka-ABCDEFGH">Parka</a><a href="/en-us/p/parka-ABCDEFGH?c=2">Again</a>',
    '/en-us/p/parka-ABCDEFGH':
      '<input name="productId" value="SKU-A"><input name="productId" value="SKU-B" disabled>',
    '/en-us/search?q=jacket': '',
  };
  const read = async (p) => ({ status: p in site ? 200 : 404, body: Buffer.from(site[p] ?? '') });
  const pages = { category: '/en-us/c/men-1100', pdp: '/en-us/p/parka-ABCDEFGH' };

  it('keeps only the pages that answer, each once, and the items that can be added', async () => {
    expect(await loadTargets(read, pages)).toEqual({
      paths: {
        home: ['/en-us', '/fr-ca'],
        category: ['/en-us/c/men-1100'],
        product: ['/en-us/p/parka-ABCDEFGH'],
        search: ['/en-us/search?q=jacket'],
      },
      skus: ['SKU-A'],
    });
  });

  it('refuses to run a load with a kind it found nothing for', async () => {
    const noSearch = async (p) =>
      p.startsWith('/en-us/search') ? { status: 500, body: Buffer.from('') } : read(p);
    await expect(loadTargets(noSearch, pages)).rejects.toThrow(/found nothing/);
  });
});
