import { describe, expect, it } from 'vitest';
import {
  availabilityResponseSchema,
  footSizesSchema,
  inventoryResponseSchema,
  productSetSchema,
  productSetsResponseSchema,
  recommendationsResponseSchema,
  sizeChartSchema,
  storeListResponseSchema,
  storeSearchResponseSchema,
} from '../../../shared/contract';
import { parsePhone } from '../../../shared/contract/phone/format';
import { call, env, expectError } from '../../test/helpers';

const stocked = async () =>
  (await env.DB.prepare(
    `SELECT i.store_id AS storeId, i.sku, i.quantity, v.color_id AS colorId, v.product_id AS styleId
     FROM store_inventory i JOIN variants v ON v.sku = i.sku WHERE i.quantity > 0 ORDER BY i.sku LIMIT 1`,
  ).first<{ storeId: string; sku: string; quantity: number; colorId: string; styleId: string }>())!;

describe('inventory and availability', () => {
  it('gives online stock per sku', async () => {
    const { colorId } = await stocked();
    const body = inventoryResponseSchema.parse(
      await (await call(`/products/v2/products/${colorId}/inventory`)).json(),
    );
    const rows = await env.DB.prepare('SELECT sku, stock FROM variants WHERE color_id = ?')
      .bind(colorId)
      .all<{ sku: string; stock: number }>();
    expect(Object.keys(body.variants).sort()).toEqual(rows.results.map((r) => r.sku).sort());
    for (const r of rows.results) expect(body.variants[r.sku]!.quantity).toBe(r.stock);
    await expectError(await call('/products/v2/products/ZZZZZZZZ/inventory'), 404, 'API404');
  });

  it('gives stock per store for a sku, a colour and a style', async () => {
    const row = await stocked();
    const other = row.storeId === '4001' ? '4002' : '4001';
    const bySku = availabilityResponseSchema.parse(
      await (
        await call(`/products/v1/products/${row.sku}/availability`, { body: [row.storeId, other, '999999'] })
      ).json(),
    );
    expect(bySku.storeInventory.find((s) => s.storeId === row.storeId)!.quantity).toBe(row.quantity);
    expect(bySku.storeInventory.some((s) => s.storeId === '999999')).toBe(false);
    const byColor = availabilityResponseSchema.parse(
      await (await call(`/products/v1/products/${row.colorId}/availability`, { body: [row.storeId] })).json(),
    );
    expect(byColor.storeInventory[0]!.quantity).toBeGreaterThanOrEqual(row.quantity);
    await expectError(
      await call(`/products/v1/products/${row.sku}/availability`, { body: [] }),
      400,
      'API400',
    );
    await expectError(
      await call(`/products/v1/products/${row.sku}/availability`, { body: { storeId: '4001' } }),
      400,
      'API400',
    );
    await expectError(
      await call('/products/v1/products/ZZZZZZZZ/availability', { body: ['4001'] }),
      404,
      'API404',
    );
  });
});

describe('store search', () => {
  it('finds stores by postal code, nearest first, within the radius, with opening hours', async () => {
    const body = storeSearchResponseSchema.parse(
      await (await call('/stores/v1/search', { body: { postalCode: '80302', radius: 100 } })).json(),
    );
    expect(body.stores.map((s) => s.name)).toEqual(['Ridgeline Boulder', 'Ridgeline Denver']);
    expect(body.stores[0]!.distance).toBe(0);
    expect(body.stores[1]!.distance).toBeGreaterThan(30);
    expect(body.stores[0]!.openingHours).toHaveLength(7);
    const wide = storeSearchResponseSchema.parse(
      await (await call('/stores/v1/search', { body: { postalCode: '80210', radius: 1500 } })).json(),
    );
    const distances = wide.stores.map((s) => s.distance!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(wide.stores.length).toBeGreaterThan(2);
  });

  it('finds stores by position and by postal codes of other countries', async () => {
    const near = storeSearchResponseSchema.parse(
      await (
        await call('/stores/v1/search', { body: { latitude: 51.5, longitude: -0.12, radius: 50 } })
      ).json(),
    );
    expect(near.stores[0]!.name).toBe('Ridgeline London');
    const ca = storeSearchResponseSchema.parse(
      await (await call('/stores/v1/search', { body: { postalCode: 'M5V 2T6' }, siteId: 'RL-CA' })).json(),
    );
    expect(ca.stores[0]!.name).toBe('Ridgeline Toronto');
  });

  it('rejects bad searches', async () => {
    await expectError(await call('/stores/v1/search', { body: {} }), 400, 'API400');
    await expectError(
      await call('/stores/v1/search', { body: { latitude: 95, longitude: 0 } }),
      400,
      'API400',
    );
    await expectError(
      await call('/stores/v1/search', { body: { postalCode: '80302', radius: -1 } }),
      400,
      'API400',
    );
    await expectError(await call('/stores/v1/search', { body: { postalCode: '!!!!' } }), 404, 'STR404');
  });

  it('lists stores', async () => {
    const all = storeListResponseSchema.parse(await (await call('/consumers-v3/utilities/stores')).json());
    expect(all.stores).toHaveLength(20);
    // A shopper can dial every store: a real number of its country's plan, in E.164.
    for (const s of all.stores) {
      expect(parsePhone(s.phone, s.address.country)?.number, s.name).toBe(s.phone);
      expect(parsePhone(s.phone, s.address.country)?.country, s.name).toBe(s.address.country);
    }
    // The state or province where the country's addresses name one.
    expect(all.stores.find((s) => s.name === 'Ridgeline Denver')?.address.region).toBe('CO');
    expect(all.stores.find((s) => s.name === 'Ridgeline Toronto')?.address.region).toBe('ON');
    expect(all.stores.find((s) => s.name === 'Ridgeline London')?.address.region).toBeUndefined();
    const gb = storeListResponseSchema.parse(
      await (await call('/consumers-v3/utilities/stores?countryCode=GB')).json(),
    );
    expect(gb.stores.every((s) => s.address.country === 'GB')).toBe(true);
    await expectError(await call('/consumers-v3/utilities/stores?countryCode=gbr'), 400, 'API400');
  });
});

describe('notifications', () => {
  it('stores a back-in-stock request once', async () => {
    const { sku } = (await env.DB.prepare(
      'SELECT sku FROM variants WHERE stock = 0 ORDER BY sku LIMIT 1',
    ).first<{ sku: string }>())!;
    const put = (email: string, s = sku) =>
      call('/products/v1/notifications', { method: 'PUT', body: { email, sku: s } });
    expect(await (await put('Shopper@Example.com')).json()).toMatchObject({
      created: true,
      subscribed: true,
    });
    expect(await (await put('shopper@example.com')).json()).toMatchObject({ created: false });
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM stock_notifications WHERE sku = ?')
      .bind(sku)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    await expectError(await put('not-an-email'), 400, 'API400');
    await expectError(await put('a@b'), 400, 'API400');
    await expectError(await put('a@example.com', 'nope'), 400, 'API400');
    await expectError(await put('a@example.com', 'ZZZZZZZZZZZ-M'), 404, 'API404');
  });
});

describe('product sets, recommendations, size charts', () => {
  it('lists the sets of a product and resolves a set', async () => {
    const { product_id, set_id } = (await env.DB.prepare(
      'SELECT product_id, set_id FROM product_set_items ORDER BY set_id LIMIT 1',
    ).first<{
      product_id: string;
      set_id: string;
    }>())!;
    const sets = productSetsResponseSchema.parse(
      await (await call(`/products/v2/products/${product_id}/productSets`)).json(),
    );
    expect(sets.productSets.map((s) => s.productSetId)).toContain(set_id);
    const set = productSetSchema.parse(
      await (await call(`/products/v2/products/${set_id}/productSet`, { siteId: 'RL-GB' })).json(),
    );
    expect(set.products.length).toBeGreaterThanOrEqual(2);
    expect(set.products[0]!.price.currency).toBe('GBP');
    expect(set.products[0]!.url.startsWith('/en-gb/p/')).toBe(true);
    await expectError(await call('/products/v2/products/RS999999/productSet'), 404, 'API404');
    await expectError(await call('/products/v2/products/bad/productSet'), 400, 'API400');
  });

  it('recommends popular styles of the same category, deterministically', async () => {
    const { id, category_id } = (await env.DB.prepare(
      'SELECT id, category_id FROM products ORDER BY id LIMIT 1',
    ).first<{
      id: string;
      category_id: string;
    }>())!;
    const get = async () =>
      recommendationsResponseSchema.parse(
        await (await call(`/products/v1/widgetRecommendations?productId=${id}&limit=4`)).json(),
      );
    const one = await get();
    expect(one.products.length).toBeGreaterThan(0);
    expect(one.products.length).toBeLessThanOrEqual(4);
    expect(one.products.every((p) => !p.id.startsWith(id))).toBe(true);
    expect(await get()).toEqual(one);
    const sameCategory = await env.DB.prepare('SELECT id FROM products WHERE category_id = ?')
      .bind(category_id)
      .all<{ id: string }>();
    expect(sameCategory.results.some((r) => one.products[0]!.id.startsWith(r.id))).toBe(true);
    await expectError(await call('/products/v1/widgetRecommendations'), 400, 'API400');
  });

  it('serves size charts and the foot-size guide as content fragments', async () => {
    const chart = sizeChartSchema.parse(
      await (await call('/publish/caas/v1/canvas/fragment/size-chart-jacket')).json(),
    );
    expect(chart.kind).toBe('apparel');
    expect(chart.rows.map((r) => r.size)).toContain('M');
    const shoes = sizeChartSchema.parse(
      await (await call('/publish/caas/v1/canvas/fragment/size-chart-boot')).json(),
    );
    expect(shoes.columns).toContain('eu');
    footSizesSchema.parse(await (await call('/publish/caas/v1/canvas/fragment/foot-sizes')).json());
    await expectError(await call('/publish/caas/v1/canvas/fragment/size-chart-spaceship'), 404, 'API404');
  });
});
