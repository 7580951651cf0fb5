/** The cart page's island props: what every shopper of a locale shares travels as shared data blocks. */
import { describe, expect, it } from 'vitest';
import { decodeEntities, findProduct, type Jar, jsonPost, storefront } from '../test/helpers';

const cartPage = async (sku: string) => {
  const jar: Jar = new Map();
  const added = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
    jar,
  });
  expect(added.status).toBe(200);
  const html = await (await storefront('/en-us/cart', { jar })).text();
  const marker = /<sf-island name="CartView"[^>]*props="([^"]*)"/.exec(html);
  expect(marker).not.toBeNull();
  return { html, props: JSON.parse(decodeEntities(marker![1]!)) as Record<string, unknown> };
};

const sharedId = (prop: unknown): string => {
  expect(prop).toEqual({ 'sf:shared': expect.stringMatching(/^s\w+$/) });
  return (prop as Record<string, string>)['sf:shared']!;
};

describe('the cart page', () => {
  it("sends the lines' delivery, gift and list words once as shared blocks, the shopper's own part inline", async () => {
    const { sku } = await findProduct();
    const first = await cartPage(sku);
    const second = await cartPage(sku);
    for (const key of ['deliveryWords', 'lineText', 'listText']) {
      const id = sharedId(first.props[key]);
      // The next shopper's page names the same value: it is made once per isolate, not per request.
      expect(sharedId(second.props[key])).toBe(id);
      expect(first.html).toContain(`<script type="application/json" data-sf-shared="${id}">`);
    }
    const words = new RegExp(`data-sf-shared="${sharedId(first.props.deliveryWords)}">([^<]*)</script>`).exec(
      first.html,
    );
    expect(Object.keys(JSON.parse(words![1]!) as object).sort()).toEqual(['storeNames', 'storeText', 'text']);
    expect(first.props.delivery).toMatchObject({ favorite: null, pickupEnabled: expect.any(Boolean) });
    expect(JSON.stringify(first.props.delivery)).not.toContain('storeNames');
  });
});
