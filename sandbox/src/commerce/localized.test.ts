/** The catalogue, search and cart answer in the request's language (the `locale` query). */
import { describe, expect, it } from 'vitest';
import { cartSchema, productDetailsSchema, productSearchResultSchema } from '../../../shared/contract';
import { productName } from '../../seed/i18n/names';
import { call, env, findSku, guestToken } from '../../test/helpers';

const json = async (path: string, siteId: string) => {
  const response = await call(path, { siteId });
  expect(response.status).toBe(200);
  return response.json();
};

describe('localized catalogue reads', () => {
  it('product details carry the name, colours, sizes, breadcrumbs and copy of the locale', async () => {
    const row = (await env.DB.prepare(
      "SELECT id, name, description FROM products WHERE name LIKE 'Men''s % Jacket' ORDER BY id LIMIT 1",
    ).first<{ id: string; name: string; description: string }>())!;
    const fr = productDetailsSchema.parse(
      await json(`/products/v2/products/${row.id}/details?locale=fr-ca`, 'RL-CA'),
    );
    expect(fr.name).toBe(productName(row.name, 'fr'));
    expect(fr.name).toMatch(/^Veste .* pour homme$/);
    expect(fr.categories.map((c) => c.name).slice(0, 3)).toEqual(['Homme', 'Vêtements', 'Vestes']);
    expect(fr.colors[0]!.images[0]!.alt).toContain(fr.colors[0]!.name);
    // The copy too: the French description is written from the French bullets.
    expect(fr.description).toMatch(/^Pensé pour les longues journées en plein air/);
    expect(fr.features.length).toBeGreaterThan(0);
    const en = productDetailsSchema.parse(
      await json(`/products/v2/products/${row.id}/details?locale=en-ca`, 'RL-CA'),
    );
    expect(en.name).toBe(row.name);
    expect(en.description).toBe(row.description);
    expect(en.categories[2]!.name).toBe('Jackets');
    expect(en.colors.map((c) => c.code)).toEqual(fr.colors.map((c) => c.code));
    expect(en.colors[0]!.name).not.toBe(fr.colors[0]!.name);
  });

  it('product sets are named around the localized style', async () => {
    const row = (await env.DB.prepare(
      'SELECT product_id FROM product_set_items ORDER BY set_id LIMIT 1',
    ).first<{
      product_id: string;
    }>())!;
    const body = (await json(
      `/products/v2/products/${row.product_id}/productSets?locale=it-it`,
      'RL-IT',
    )) as {
      productSets: { name: string }[];
    };
    expect(body.productSets[0]!.name).toMatch(/^Il kit /);
  });

  it('search finds French words on a French site, English ones still, with French labels', async () => {
    const veste = productSearchResultSchema.parse(
      await json('/products/v2/search/productSearch?q=veste%20isol%C3%A9e&count=96&locale=fr-fr', 'RL-FR'),
    );
    expect(veste.total).toBeGreaterThan(0);
    expect(veste.products.every((p) => /^Veste isolée /.test(p.title))).toBe(true);
    const jacket = productSearchResultSchema.parse(
      await json('/products/v2/search/productSearch?q=insulated%20jacket&count=96&locale=en-us', 'RL-US'),
    );
    // The English words still find the same styles (and more: copy that mentions them).
    const english = new Set(jacket.products.map((p) => p.id));
    expect(veste.products.every((p) => english.has(p.id))).toBe(true);
    const colours = veste.refinements.find((r) => r.id === 'color')!.values.map((v) => v.label);
    expect(colours).toContain('Noir');
    expect(colours).not.toContain('Black');
  });

  it('the cart of a German basket names its lines, shipping and promotions in German with euros', async () => {
    const { accessToken } = await guestToken();
    const { sku } = await findSku(
      "stock >= 10 AND product_id IN (SELECT id FROM products WHERE product_type = 'jacket')",
    );
    const response = await call('/cart/v1/cartWithItem?locale=de-de', {
      body: { currency: 'EUR', items: [{ productId: sku, qty: 2 }] },
      token: accessToken,
      siteId: 'RL-DE',
    });
    expect(response.status).toBe(200);
    const cart = cartSchema.parse(await response.json());
    const line = cart.items.find((i) => i.productId === sku)!;
    expect(line.name).toMatch(/jacke/i);
    expect(line.name).not.toMatch(/Jacket|Men's|Women's|Kids'/);
    const texts = [
      ...(cart.promoSummary ?? []).flatMap((p) => [p.promotionName, p.calloutMessage]),
      ...(cart.shippingMethods ?? []).flatMap((s) => s.applicableShippingMethods.map((m) => m.label)),
    ].join('\n');
    expect(texts).toContain('Standardversand');
    // Amounts written the German way: "20,00 €".
    expect(texts).toMatch(/20,00\s€ Rabatt/);
    expect(texts).not.toMatch(/Applied automatically|Standard delivery|€20\.00/);
  });
});
