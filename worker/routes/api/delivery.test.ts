import { describe, expect, it } from 'vitest';
import { cartResponseSchema, errorEnvelopeSchema } from '../../../shared/contract';
import { env, type Jar, jsonPost, ORIGIN, storefront } from '../../test/helpers';

type Stocked = { storeId: string; storeName: string; sku: string; quantity: number };

/** A US store holding a sku the warehouse also has (the end of the list: other tests use the start). */
const stocked = async (offset: number): Promise<Stocked> =>
  (await env.DB.prepare(
    `SELECT i.store_id AS storeId, s.name AS storeName, i.sku, i.quantity FROM store_inventory i
     JOIN variants v ON v.sku = i.sku JOIN stores s ON s.id = i.store_id
     WHERE s.country = 'US' AND i.quantity >= 2 AND v.stock >= 10 ORDER BY i.sku DESC, i.store_id LIMIT 1 OFFSET ?`,
  )
    .bind(20 + offset)
    .first<Stocked>())!;

const withItem = async (sku: string, locale = 'en-us') => {
  const jar: Jar = new Map();
  const added = await storefront(`/api/cart/items?locale=${locale}`, {
    ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
    jar,
  });
  expect(added.status).toBe(200);
  const { cart } = cartResponseSchema.parse(await added.json());
  return { jar, itemId: cart!.items.find((i) => !i.bonus)!.id };
};

const put = (jar: Jar, itemId: string, body: unknown, locale = 'en-us') =>
  storefront(`/api/cart/items/${itemId}/delivery?locale=${locale}`, {
    ...jsonPost(JSON.stringify(body)),
    method: 'PUT',
    jar,
  });
const form = (jar: Jar, itemId: string, fields: Record<string, string>) =>
  storefront(`/api/cart/items/${itemId}/delivery?locale=en-us`, {
    method: 'POST',
    body: new URLSearchParams({ _action: 'delivery', returnTo: '/en-us/cart', ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    jar,
  });
const errorId = async (response: Response) =>
  errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!.errorId;
/**
 * The no-script search results' forms for `delivery` ("pick up here" or "ship here"), at one store
 * or any (the page's island props carry every text, so the markup is what tells what is shown).
 */
const resultForm = (delivery: 'pickup' | 'sts', storeId = '') =>
  `<input type="hidden" name="_action" value="delivery"/><input type="hidden" name="delivery" value="${delivery}"/><input type="hidden" name="storeId" value="${storeId}`;

describe('PUT /api/cart/items/{itemId}/delivery', () => {
  it('moves a line to pickup at a store with stock, remembers the store, and back home', async () => {
    const s = await stocked(0);
    const { jar, itemId } = await withItem(s.sku);
    const response = await put(jar, itemId, { delivery: 'pickup', storeId: s.storeId });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`sf_store=${s.storeId}`))).toBe(true);
    const { cart } = cartResponseSchema.parse(await response.json());
    expect(cart!.items.find((i) => i.id === itemId)).toMatchObject({
      selectedShippingOption: 'pickup',
      storeId: s.storeId,
    });
    expect(cart!.shippingMethods!.some((m) => m.shippingId === `pickup-${s.storeId}`)).toBe(true);
    const home = cartResponseSchema.parse(await (await put(jar, itemId, { delivery: 'standard' })).json());
    expect(home.cart!.items.find((i) => i.id === itemId)!.selectedShippingOption).toBe('standard');
  });

  it('refuses bad input with 4xx and errorDetails, changing nothing', async () => {
    const s = await stocked(1);
    const { jar, itemId } = await withItem(s.sku);
    const empty = await env.DB.prepare(
      `SELECT s.id FROM stores s WHERE s.country = 'US' AND NOT EXISTS
       (SELECT 1 FROM store_inventory i WHERE i.store_id = s.id AND i.sku = ? AND i.quantity > 0) LIMIT 1`,
    )
      .bind(s.sku)
      .first<{ id: string }>();
    expect(await errorId(await put(jar, itemId, { delivery: 'pickup', storeId: empty!.id }))).toBe('INV700');
    expect(await errorId(await put(jar, itemId, { delivery: 'pickup', storeId: '4999' }))).toBe('STR404');
    const missing = await put(jar, itemId, { delivery: 'pickup' });
    expect(missing.status).toBe(400);
    expect(await errorId(missing)).toBe('API400');
    expect((await put(jar, itemId, { delivery: 'pickup', storeId: '../1' })).status).toBe(400);
    expect((await put(jar, itemId, { delivery: 'drone' })).status).toBe(400);
    expect((await put(jar, 'bad id!', { delivery: 'standard' })).status).toBe(400);
    const cart = cartResponseSchema.parse(await (await storefront('/api/cart', { jar })).json()).cart!;
    expect(cart.items.find((i) => i.id === itemId)!.selectedShippingOption).toBe('standard');
  });

  it('is refused where the site has pickup off (en-gb: STR400)', async () => {
    const gb = await env.DB.prepare(
      `SELECT i.store_id AS storeId, i.sku FROM store_inventory i JOIN stores s ON s.id = i.store_id
       JOIN variants v ON v.sku = i.sku WHERE s.country = 'GB' AND i.quantity > 0 AND v.stock > 5 LIMIT 1`,
    ).first<{ storeId: string; sku: string }>();
    const { jar, itemId } = await withItem(gb!.sku, 'en-gb');
    const response = await put(jar, itemId, { delivery: 'pickup', storeId: gb!.storeId }, 'en-gb');
    expect(response.status).toBe(400);
    expect(await errorId(response)).toBe('STR400');
  });

  it('works as a plain form: 303 back to the cart, errors as ?deliveryError=&item=', async () => {
    const s = await stocked(2);
    const { jar, itemId } = await withItem(s.sku);
    const bad = await form(jar, itemId, { delivery: 'pickup', storeId: '4999' });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe(
      `/en-us/cart?item=${itemId}&deliveryError=STR404&delivery=pickup`,
    );
    const page = await (await storefront(`/en-us/cart?deliveryError=STR404&item=${itemId}`, { jar })).text();
    expect(page).toContain('This store could not be found.');
    const ok = await form(jar, itemId, { delivery: 'pickup', storeId: s.storeId });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/en-us/cart');
    const cartPage = await (await storefront('/en-us/cart', { jar })).text();
    expect(cartPage).toContain(`Pick up at ${s.storeName}`);
    // The no-script store search lists stores with a "pick up here" form for this line.
    const near = (await env.DB.prepare('SELECT postal_code FROM stores WHERE id = ?')
      .bind(s.storeId)
      .first<{ postal_code: string }>())!.postal_code;
    const search = await (
      await storefront(`/en-us/cart?storeSearch=${encodeURIComponent(near)}&item=${itemId}`, { jar })
    ).text();
    expect(search).toContain(resultForm('pickup', s.storeId));
    expect(search).not.toContain(resultForm('sts'));
    // Two choosers, each with its own search: a pick-up store and a store to ship to.
    expect(search).toContain('<legend>Choose a pick-up store</legend>');
    expect(search).toContain('<legend>Choose a store to ship to</legend>');
  });
});

describe('INV700 says whose stock is short', () => {
  it("names the store's stock for a pickup and the warehouse's for ship to store, without script too", async () => {
    const s = await stocked(3);
    const { jar, itemId } = await withItem(s.sku);
    const stock = (await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?')
      .bind(s.sku)
      .first<{ stock: number }>())!.stock;
    await env.DB.prepare('UPDATE variants SET stock = 0 WHERE sku = ?').bind(s.sku).run();
    try {
      const refused = await form(jar, itemId, { delivery: 'sts', storeId: s.storeId });
      expect(refused.headers.get('location')).toBe(
        `/en-us/cart?item=${itemId}&deliveryError=INV700&delivery=sts`,
      );
      const page = await (await storefront(refused.headers.get('location')!, { jar })).text();
      // The line's alert (every text is also in the page's shared words, so the alert is what tells).
      expect(page).toMatch(
        /role="alert">This item is out of stock for delivery to a store or collection point\.</,
      );
      const pickup = await (
        await storefront(`/en-us/cart?item=${itemId}&deliveryError=INV700&delivery=pickup`, { jar })
      ).text();
      expect(pickup).toMatch(/role="alert">This store does not have enough stock for this quantity\.</);
    } finally {
      await env.DB.prepare('UPDATE variants SET stock = ? WHERE sku = ?').bind(stock, s.sku).run();
    }
  });
});

describe('ship to store', () => {
  /** A US store that holds none of a sku the warehouse has. */
  const emptyStore = async (offset: number) =>
    (await env.DB.prepare(
      `SELECT s.id AS storeId, s.name AS storeName, v.sku FROM stores s JOIN variants v
       WHERE s.country = 'US' AND s.postal_code = '80202' AND v.stock >= 10 AND NOT EXISTS
       (SELECT 1 FROM store_inventory i WHERE i.store_id = s.id AND i.sku = v.sku AND i.quantity > 0)
       ORDER BY v.sku LIMIT 1 OFFSET ?`,
    )
      .bind(60 + offset)
      .first<{ storeId: string; storeName: string; sku: string }>())!;

  it('ships to a store that holds none of the item, as JSON and as a plain form', async () => {
    const e = await emptyStore(0);
    const { jar, itemId } = await withItem(e.sku);
    // Pickup there is refused (the store has none); ship to store is not.
    expect(await errorId(await put(jar, itemId, { delivery: 'pickup', storeId: e.storeId }))).toBe('INV700');
    const shipped = await put(jar, itemId, { delivery: 'sts', storeId: e.storeId });
    expect(shipped.status).toBe(200);
    const { cart } = cartResponseSchema.parse(await shipped.json());
    expect(cart!.items.find((i) => i.id === itemId)).toMatchObject({
      selectedShippingOption: 'sts',
      storeId: e.storeId,
    });
    expect(cart!.shippingMethods!.find((m) => m.shippingId === 'sts')).toMatchObject({ storeId: e.storeId });
    // And without script, from the cart page's own search.
    const other = await withItem(e.sku);
    const search = await (
      await storefront(`/en-us/cart?storeSearch=80202&item=${other.itemId}&delivery=sts`, { jar: other.jar })
    ).text();
    expect(search).toContain('<ul class="store-list" aria-label="Choose a store to ship to">');
    expect(search).toContain(resultForm('sts', e.storeId));
    // Every store may be shipped to: the list shows no store stock and no "pick up here".
    expect(search).not.toContain(resultForm('pickup'));
    expect(search).not.toContain('class="store__stock');
    const ok = await form(other.jar, other.itemId, { delivery: 'sts', storeId: e.storeId });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/en-us/cart');
    const cartPage = await (await storefront('/en-us/cart', { jar: other.jar })).text();
    expect(cartPage).toContain(`Ship to ${e.storeName}`);
  });

  it('without script, says that another store moves the lines already shipping to a store', async () => {
    const e = await emptyStore(2);
    const { jar, itemId } = await withItem(e.sku);
    expect((await put(jar, itemId, { delivery: 'sts', storeId: e.storeId })).status).toBe(200);
    const second = await emptyStore(3);
    const added = await storefront('/api/cart/items?locale=en-us', {
      ...jsonPost(JSON.stringify({ productId: second.sku, qty: 1 })),
      jar,
    });
    const { cart } = cartResponseSchema.parse(await added.json());
    const next = cart!.items.find((i) => !i.bonus && i.id !== itemId)!.id;
    const note = `<p class="delivery-choice__note">Your other items shipping to ${e.storeName} will ship to the store you choose.</p>`;
    const search = (item: string) =>
      storefront(`/en-us/cart?storeSearch=80202&item=${item}&delivery=sts`, { jar }).then((r) => r.text());
    expect(await search(next)).toContain(note);
    // The line already shipping there has no other line to move.
    expect(await search(itemId)).not.toContain('delivery-choice__note');
  });

  it('offers its own store search where pickup is off (en-gb), and searches nothing for an unknown kind', async () => {
    const gb = await env.DB.prepare(
      'SELECT v.sku FROM variants v WHERE v.stock >= 10 ORDER BY v.sku LIMIT 1 OFFSET 70',
    ).first<{ sku: string }>();
    const { jar, itemId } = await withItem(gb!.sku, 'en-gb');
    const cartPage = await (await storefront('/en-gb/cart', { jar })).text();
    expect(cartPage).toContain('<legend>Choose a store to ship to</legend>');
    expect(cartPage).not.toContain('<legend>Choose a pick-up store</legend>');
    const search = await (
      await storefront(`/en-gb/cart?storeSearch=WC2E%209LY&item=${itemId}&delivery=sts`, { jar })
    ).text();
    expect(search).toContain(resultForm('sts'));
    // Pickup stays off there: its search lists nothing; nor does a search for an unknown kind.
    for (const query of ['', '&delivery=pickup', '&delivery=constructor']) {
      const html = await (
        await storefront(`/en-gb/cart?storeSearch=WC2E%209LY&item=${itemId}${query}`, { jar })
      ).text();
      expect(html).not.toContain(resultForm('pickup'));
      expect(html).not.toContain(resultForm('sts'));
      expect(html).not.toContain('class="store-list"');
    }
  });
});

describe('cart page and checkout with delivery kinds', () => {
  it('shows a shipping transition notice and asks only for a pickup person at checkout', async () => {
    const s = await stocked(3);
    const { jar, itemId } = await withItem(s.sku);
    expect((await put(jar, itemId, { delivery: 'pickup', storeId: s.storeId })).status).toBe(200);
    const checkout = await (await storefront('/en-us/checkout', { jar })).text();
    expect(checkout).toContain('Who picks up the order');
    expect(checkout).not.toContain('name="addressLine1"');
    const post = (fields: Record<string, string>) =>
      storefront('/en-us/checkout/shipping', {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        jar,
      });
    const refused = await post({
      pickupFirstName: '',
      pickupLastName: 'Lovelace',
      pickupEmail: 'not-an-email',
    });
    expect(refused.status).toBe(422);
    const body = await refused.text();
    expect(body).toContain('This field is required');
    expect(body).toContain('Email is not valid');
    const saved = await post({
      pickupFirstName: 'Ada',
      pickupLastName: 'Lovelace',
      pickupEmail: 'ada@example.com',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/en-us/checkout?step=billing');

    // The store sells out: the cart page and the checkout say what changed.
    const before = await env.DB.prepare('SELECT quantity FROM store_inventory WHERE store_id = ? AND sku = ?')
      .bind(s.storeId, s.sku)
      .first<{ quantity: number }>();
    await env.DB.prepare('UPDATE store_inventory SET quantity = 0 WHERE store_id = ? AND sku = ?')
      .bind(s.storeId, s.sku)
      .run();
    try {
      const cartPage = await (await storefront('/en-us/cart', { jar })).text();
      expect(cartPage).toContain('we will ship it to the store for you to collect');
      const step = await (await storefront('/en-us/checkout?step=billing', { jar })).text();
      expect(step).toContain('we will ship it to the store for you to collect');
    } finally {
      await env.DB.prepare('UPDATE store_inventory SET quantity = ? WHERE store_id = ? AND sku = ?')
        .bind(before!.quantity, s.storeId, s.sku)
        .run();
    }
  });
});

describe('checkout with a collection point', () => {
  const post = (jar: Jar, locale: string, fields: Record<string, string>) =>
    storefront(`/${locale}/checkout/shipping`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      jar,
    });

  it('finds points by postal code in the form; the contact is required only for configured locales', async () => {
    for (const [locale, postalCode, required] of [
      ['de-de', '80331', false],
      ['en-us', '80202', true],
    ] as const) {
      const s = await stocked(locale === 'de-de' ? 4 : 5);
      const { jar, itemId } = await withItem(s.sku, locale);
      expect((await put(jar, itemId, { delivery: 'pudo' }, locale)).status).toBe(200);
      const found = await post(jar, locale, { _find: 'pudo', pudoPostalCode: postalCode });
      expect(found.status).toBe(200);
      const html = await found.text();
      const id = html.match(/name="collectionPointId" value="(CP\d{5})"/)?.[1];
      expect(id).toBeDefined();
      expect((await post(jar, locale, { pudoPostalCode: postalCode })).status).toBe(422);
      const saved = await post(jar, locale, { collectionPointId: id!, pudoPostalCode: postalCode });
      expect(saved.status).toBe(required ? 422 : 303);
      if (required) {
        const ok = await post(jar, locale, {
          collectionPointId: id!,
          pudoName: 'Ada Lovelace',
          pudoEmail: 'ada@example.com',
          pudoPhone: '(303) 555-0182',
        });
        expect(ok.status).toBe(303);
      }
    }
  });
});
