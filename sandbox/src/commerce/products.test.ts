import { describe, expect, it } from 'vitest';
import { productDetailsSchema, skuSchema } from '../../../shared/contract';
import { call, env, expectError } from '../../test/helpers';

const details = (id: string, siteId?: string) =>
  call(`/products/v2/products/${id}/details?locale=en-us`, siteId ? { siteId } : {});

const someStyle = async () =>
  (await env.DB.prepare('SELECT id FROM products ORDER BY id LIMIT 1').first<{ id: string }>())!.id;

describe('GET /products/v2/products/{productId}/details', () => {
  it('returns a style (8 chars) with its first colour as default', async () => {
    const id = await someStyle();
    const response = await details(id);
    expect(response.status).toBe(200);
    const product = productDetailsSchema.parse(await response.json());
    expect(product.masterId).toBe(id);
    expect(product.defaultColor).toBe(product.colors[0]!.code);
    expect(product.price.currency).toBe('USD');
    expect(product.categories).toHaveLength(4);
    for (const color of product.colors) {
      expect(color.productId).toBe(`${id}${color.code}`);
      expect(color.images.length).toBeGreaterThanOrEqual(2);
      expect(color.images[0]!.url).toBe(`/images/products/${color.productId}/1.svg`);
      for (const v of color.variants) {
        expect(skuSchema.parse(v.sku).startsWith(color.productId)).toBe(true);
        expect(v.upc).toMatch(/^\d{12}$/);
        expect(v.price.lowCurrent).toBeLessThanOrEqual(v.price.lowOriginal);
      }
    }
    expect(product.price.lowCurrent).toBe(Math.min(...product.colors.map((c) => c.price.lowCurrent)));
  });

  it('returns a colour (11 chars) with that colour as default', async () => {
    const row = (await env.DB.prepare(
      'SELECT id, product_id, code FROM colors WHERE sort = 1 ORDER BY id LIMIT 1',
    ).first<{
      id: string;
      product_id: string;
      code: string;
    }>())!;
    const product = productDetailsSchema.parse(await (await details(row.id)).json());
    expect(product.masterId).toBe(row.product_id);
    expect(product.defaultColor).toBe(row.code);
  });

  it('prices in the currency of the siteId header', async () => {
    const id = await someStyle();
    const byCurrency = await Promise.all(
      [
        ['RL-CA', 'CAD'],
        ['RL-GB', 'GBP'],
        ['RL-DE', 'EUR'],
        ['RL-IT', 'EUR'],
      ].map(async ([site, currency]) => {
        const product = productDetailsSchema.parse(await (await details(id, site)).json());
        return [product.price.currency, currency];
      }),
    );
    for (const [got, want] of byCurrency) expect(got).toBe(want);
  });

  it('has sale prices and size price ranges somewhere in the catalogue', async () => {
    const sale = await env.DB.prepare(
      "SELECT v.product_id AS id FROM prices p JOIN variants v ON v.sku = p.sku WHERE p.currency = 'USD' AND p.current < p.original LIMIT 1",
    ).first<{ id: string }>();
    const onSale = productDetailsSchema.parse(await (await details(sale!.id)).json());
    expect(onSale.price.lowCurrent).toBeLessThan(onSale.price.highOriginal);
    expect(onSale.price.percentagePriceDiscount).toBeGreaterThan(0);
    const ranged = await env.DB.prepare(
      "SELECT v.color_id AS id FROM prices p JOIN variants v ON v.sku = p.sku WHERE p.currency = 'USD' GROUP BY v.color_id HAVING min(p.original) < max(p.original) LIMIT 1",
    ).first<{ id: string }>();
    const product = productDetailsSchema.parse(await (await details(ranged!.id)).json());
    const color = product.colors.find((c) => c.productId === ranged!.id)!;
    expect(color.price.lowOriginal).toBeLessThan(color.price.highOriginal);
  });

  it('rejects a malformed id with API400', async () => {
    await expectError(await details('rl-bad'), 400, 'API400');
    await expectError(await details('RL1234567'), 400, 'API400');
  });

  it('answers API404 for an unknown product or colour', async () => {
    await expectError(await details('ZZ000000'), 404, 'API404');
    const id = await someStyle();
    await expectError(await details(`${id}XXX`), 404, 'API404');
  });

  it('rejects an unknown siteId with API400', async () => {
    await expectError(await details(await someStyle(), 'RL-XX'), 400, 'API400');
  });
});
