/** Doubled writes against the real sandbox: the first one's answer, never a second write. */
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import {
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  storefront,
  testAddress,
  wrapSandbox,
} from '../../test/helpers';
import { memberSession } from '../../test/member-session';

const ADDRESS = { ...testAddress('Ada', 'Byron'), approachType: 'B' };

/**
 * The address writes the storefront sent upstream. The sandbox keeps one book entry per address
 * (an address added again is the same entry), so only the upstream's requests tell whether the
 * storefront wrote once or twice.
 */
const upstreamWrites = () => {
  let count = 0;
  const SANDBOX = wrapSandbox((request) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/consumers-v3/consumer/address')
      count++;
  });
  return { envOverride: { SANDBOX }, count: () => count };
};

const send = (
  jar: Jar,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
  writes?: ReturnType<typeof upstreamWrites>,
) => ({
  ...jsonPost(JSON.stringify(body), headers),
  method,
  jar,
  ...(writes ? { envOverride: writes.envOverride } : {}),
});

const addresses = async (jar: Jar) =>
  (
    (await (await storefront('/api/account/addresses', { jar })).json()) as {
      addresses: { id: string; city: string }[];
    }
  ).addresses;

/** Units the shopper added (a promotion's bonus line left out). */
const cartUnits = async (jar: Jar) =>
  (
    (await (await storefront('/api/cart', { jar })).json()) as {
      cart: { items: { qty: number; bonus: boolean }[] } | null;
    }
  ).cart?.items
    .filter((item) => !item.bonus)
    .reduce((sum, item) => sum + item.qty, 0) ?? 0;

describe('a doubled write', () => {
  it('sent twice at once (a double click) writes once and both get the first answer', async () => {
    const { jar } = await memberSession();
    const writes = upstreamWrites();
    const [first, second] = await Promise.all([
      storefront('/api/account/addresses', send(jar, 'POST', ADDRESS, {}, writes)),
      storefront('/api/account/addresses', send(jar, 'POST', ADDRESS, {}, writes)),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.text()).toBe(await first.text());
    expect([first, second].filter((r) => r.headers.get('x-doubled-request')).length).toBe(1);
    expect(writes.count()).toBe(1);
    expect(await addresses(jar)).toHaveLength(1);
  });

  it('retried after the answer (a lost response) writes once and answers the same', async () => {
    const { jar } = await memberSession();
    const writes = upstreamWrites();
    const first = await storefront(
      '/api/account/addresses',
      send(jar, 'POST', { ...ADDRESS, city: 'Boulder' }, {}, writes),
    );
    const retry = await storefront(
      '/api/account/addresses',
      send(jar, 'POST', { ...ADDRESS, city: 'Boulder' }, {}, writes),
    );
    expect(retry.status).toBe(first.status);
    expect(await retry.json()).toEqual(await first.json());
    expect(writes.count()).toBe(1);
    expect(await addresses(jar)).toHaveLength(1);
  });

  it('the same body with its keys in another order is the same write; another value is not', async () => {
    const { jar } = await memberSession();
    const body = { ...ADDRESS, city: 'Golden' };
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(body));
    const writes = upstreamWrites();
    const [first, second] = await Promise.all([
      storefront('/api/account/addresses', send(jar, 'POST', body, {}, writes)),
      storefront('/api/account/addresses', send(jar, 'POST', reordered, {}, writes)),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.text()).toBe(await first.text());
    expect([first, second].filter((r) => r.headers.get('x-doubled-request')).length).toBe(1);
    expect(writes.count()).toBe(1);
    expect(await addresses(jar)).toHaveLength(1);

    const other = await storefront(
      '/api/account/addresses',
      send(jar, 'POST', { ...reordered, city: 'Lakewood' }, {}, writes),
    );
    expect(other.status).toBe(201);
    expect(other.headers.get('x-doubled-request')).toBeNull();
    expect(writes.count()).toBe(2);
    expect((await addresses(jar)).map((a) => a.city).sort()).toEqual(['Golden', 'Lakewood']);
  });

  it('a different write in between makes the same write new again', async () => {
    const { jar } = await memberSession();
    const writes = upstreamWrites();
    for (const city of ['Aspen', 'Vail', 'Aspen']) {
      const answer = await storefront(
        '/api/account/addresses',
        send(jar, 'POST', { ...ADDRESS, city }, {}, writes),
      );
      expect(answer.status).toBe(201);
      expect(answer.headers.get('x-doubled-request')).toBeNull();
    }
    // Sent three times; the book keeps Aspen once (the sandbox's one entry per address).
    expect(writes.count()).toBe(3);
    expect((await addresses(jar)).map((a) => a.city).sort()).toEqual(['Aspen', 'Vail']);
  });

  it('the same Idempotency-Key and body is the same write; different keys are meant as two', async () => {
    const { jar } = await memberSession();
    const writes = upstreamWrites();
    const once = { 'idempotency-key': crypto.randomUUID() };
    const body = { ...ADDRESS, city: 'Aspen' };
    await storefront('/api/account/addresses', send(jar, 'POST', body, once, writes));
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const same = await storefront('/api/account/addresses', send(jar, 'POST', reordered, once, writes));
    expect(same.headers.get('x-doubled-request')).toBe('answered-by-first');
    expect(writes.count()).toBe(1);
    expect((await addresses(jar)).map((a) => a.city)).toEqual(['Aspen']);
    const another = await storefront(
      '/api/account/addresses',
      send(jar, 'POST', body, { 'idempotency-key': crypto.randomUUID() }, writes),
    );
    expect(another.headers.get('x-doubled-request')).toBeNull();
    expect(writes.count()).toBe(2);
  });

  it('the same Idempotency-Key with another body is refused 422 and writes nothing', async () => {
    const { jar } = await memberSession();
    const once = { 'idempotency-key': crypto.randomUUID() };
    const first = await storefront(
      '/api/account/addresses',
      send(jar, 'POST', { ...ADDRESS, city: 'Aspen' }, once),
    );
    expect(first.status).toBe(201);
    const other = await storefront(
      '/api/account/addresses',
      send(jar, 'POST', { ...ADDRESS, city: 'Vail' }, once),
    );
    expect(other.status).toBe(422);
    expect(other.headers.get('x-doubled-request')).toBeNull();
    expect(errorEnvelopeSchema.parse(await other.json()).errorDetails[0]!.errorId).toBe('API422');
    expect((await addresses(jar)).map((a) => a.city)).toEqual(['Aspen']);
    // The refusal did not replace the key's first write: a true retry still gets its answer.
    const retry = await storefront(
      '/api/account/addresses',
      send(jar, 'POST', { ...ADDRESS, city: 'Aspen' }, once),
    );
    expect(retry.headers.get('x-doubled-request')).toBe('answered-by-first');
    expect(await retry.json()).toEqual(await first.json());
  });

  it('the same Idempotency-Key with another body while the first runs: one runs, the other is 422', async () => {
    const jar: Jar = new Map();
    const { sku } = await findProduct();
    const add = (quantity: number, headers: Record<string, string> = {}) =>
      storefront('/api/cart/items', send(jar, 'POST', { productId: sku, quantity }, headers));
    // A first add gives the guest a session: before one there is nothing to double.
    expect((await add(1)).status).toBe(200);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const [one, two] = await Promise.all([add(1, key), add(2, key)]);
    expect([one.status, two.status].sort()).toEqual([200, 422]);
    expect(await cartUnits(jar)).toBe(one.status === 200 ? 2 : 3);
  });

  it('a no-script form sent twice writes once; both land where the first did', async () => {
    const { jar } = await memberSession();
    const fields = Object.fromEntries(Object.entries(ADDRESS).map(([k, v]) => [k, String(v)]));
    const [first, second] = await Promise.all([
      storefront('/en-us/account/addresses', { ...formPost(fields), jar }),
      storefront('/en-us/account/addresses', { ...formPost(fields), jar }),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await addresses(jar)).toHaveLength(1);
  });

  it('a refusal is not handed on: the same bad write is refused again, and nothing was written', async () => {
    const { jar } = await memberSession();
    const bad = { ...ADDRESS, postalCode: '' };
    const first = await storefront('/api/account/addresses', send(jar, 'POST', bad));
    const second = await storefront('/api/account/addresses', send(jar, 'POST', bad));
    expect([first.status, second.status]).toEqual([400, 400]);
    expect(second.headers.get('x-doubled-request')).toBeNull();
    expect(await addresses(jar)).toEqual([]);
  });

  it('adding to the cart adds each time, unless the client names the add with one Idempotency-Key', async () => {
    const jar: Jar = new Map();
    const { sku } = await findProduct();
    const add = (headers: Record<string, string> = {}) =>
      storefront('/api/cart/items', send(jar, 'POST', { productId: sku, quantity: 1 }, headers));
    expect((await add()).status).toBe(200);
    const [a, b] = await Promise.all([add(), add()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await cartUnits(jar)).toBe(3);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const [c, d] = await Promise.all([add(key), add(key)]);
    expect(await d.json()).toEqual(await c.json());
    expect(await cartUnits(jar)).toBe(4);
  });
});
