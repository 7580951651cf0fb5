// The bench's load run: autocannon on a mix of what shoppers do (home 30 %, category 25 %,
// product 30 %, search 10 %, add to cart 5 %) at several connection counts, reporting requests
// per second, p50/p99 latency, errors (anything but a 2xx, a socket error or a timeout) and the
// storefront runtime's CPU per request while it ran.
import autocannon from 'autocannon';
import { cpuMs } from './bench-cpu.mjs';

export const MIX = [
  { kind: 'home', weight: 30 },
  { kind: 'category', weight: 25 },
  { kind: 'product', weight: 30 },
  { kind: 'search', weight: 10 },
  { kind: 'addToCart', weight: 5 },
];

/** The kind of request for a uniform draw `r` in [0, 1): each kind as often as its weight says. */
export const pickKind = (r, mix = MIX) => {
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  let at = r * total;
  for (const entry of mix) {
    if (at < entry.weight) return entry.kind;
    at -= entry.weight;
  }
  return mix.at(-1).kind;
};

/** A small seeded generator (mulberry32): every run draws the same sequence of requests. */
export const seededRandom = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * The request for one draw. Pages are GETs of the given paths (several per kind, so caches see more
 * than one URL); add to cart is the island's JSON POST of a first item by a new shopper (no cookie:
 * the guest token and a basket are made on the way, the costliest add there is, and no line ever
 * reaches its maximum quantity however long the run).
 */
export const requestFor = (kind, pick, { paths, skus, origin }) => {
  if (kind === 'addToCart') {
    return {
      method: 'POST',
      path: '/api/cart/items?locale=en-us',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ productId: pick(skus), qty: 1 }),
    };
  }
  return { method: 'GET', path: pick(paths[kind]), headers: {} };
};

/**
 * What went wrong in an autocannon run: its `errors` already count each timeout (a timeout is an
 * error there), so errors are those plus the answers other than 2xx, and timeouts are told apart.
 */
export const loadErrors = ({ errors, timeouts, non2xx }) => ({ errors: errors + non2xx, timeouts });

/**
 * The edge cache's share of the load: each page answers `x-cache` with the most telling outcome of
 * its cached reads (HIT, STALE served while revalidating, MISS fetched, BYPASS when it read nothing
 * cacheable, as add to cart). The hit ratio is the pages served from cache, stale included, over
 * the pages that read through it.
 */
export const cacheTally = () => {
  const counts = { HIT: 0, STALE: 0, MISS: 0, BYPASS: 0 };
  return {
    counts,
    record: (headers) => {
      const name = Object.keys(headers).find((key) => key.toLowerCase() === 'x-cache');
      const value = name && String(headers[name]).toUpperCase();
      if (value in counts) counts[value]++;
    },
    ratio: () => {
      const read = counts.HIT + counts.STALE + counts.MISS;
      return read ? (counts.HIT + counts.STALE) / read : Number.NaN;
    },
  };
};

/**
 * One load level: `connections` for `duration` seconds against `origin`, the request mix drawn from
 * a seeded sequence. `pid` is the storefront runtime whose CPU is counted over the run.
 */
export const mixedLoad = async ({ origin, paths, skus, connections, duration, pid, seed = 13 }) => {
  const random = seededRandom(seed + connections);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const cache = cacheTally();
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          ...requestFor(pickKind(random()), pick, { paths, skus, origin }),
        }),
        onResponse: (_status, _body, _context, headers) => cache.record(headers),
      },
    ],
  });
  const cpu = pid ? cpuMs(pid) - cpuBefore : Number.NaN;
  const total = result.requests.total;
  return {
    connections,
    duration,
    requests: total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...loadErrors(result),
    cacheHitRatio: cache.ratio(),
    cacheCounts: cache.counts,
    cpuPerRequest: total ? cpu / total : Number.NaN,
  };
};

/**
 * What the load run requests, found on the running storefront: home in four locales, categories
 * linked from the home page, products listed on the category page, three searches, and items to
 * add (from the first products' buy boxes). Only paths that answer 200 are kept, so a missing page
 * is not counted as an error of the load. `read(path)` answers `{ status, body }`.
 */
export const loadTargets = async (read, pages) => {
  const linksOn = async (p, pattern) =>
    [...(await read(p)).body.toString().matchAll(pattern)].map((m) => m[1]);
  const answering = async (candidates) => {
    const ok = [];
    for (const p of new Set(candidates)) if ((await read(p)).status === 200) ok.push(p);
    return ok;
  };
  const paths = {
    home: await answering(['/en-us', '/fr-ca', '/en-gb', '/de-de']),
    category: await answering([
      pages.category,
      ...(await linksOn('/en-us', /href="(\/en-us\/c\/[^"?#]+)"/g)).slice(0, 5),
    ]),
    product: await answering([
      pages.pdp,
      ...(await linksOn(pages.category, /href="(\/en-us\/p\/[^"?#]+)"/g)).slice(0, 9),
    ]),
    search: await answering(['/en-us/search?q=jacket', '/en-us/search?q=boot', '/en-us/search?q=pack']),
  };
  const skus = [];
  for (const p of paths.product.slice(0, 5)) {
    const html = (await read(p)).body.toString();
    skus.push(
      ...[...html.matchAll(/name="productId" value="([^"]+)"(?![^>]*disabled)/g)]
        .map((m) => m[1])
        .slice(0, 2),
    );
  }
  if (!skus.length || Object.values(paths).some((list) => !list.length)) {
    throw new Error(`the load run found nothing to request for some kind: ${JSON.stringify(paths)}`);
  }
  return { paths, skus };
};
