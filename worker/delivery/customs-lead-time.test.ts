/**
 * A made-to-order product promises one lead time: its own, as the upstream states it (the product's
 * customs options). The cart and checkout pages of a custom cap state that one, wherever they do
 * (the line's "Made to order: ships in …", the shipment's method), and no other.
 */
import { describe, expect, it } from 'vitest';
import { decodeEntities, env, type Jar, jsonPost, sandboxJson, storefront } from '../test/helpers';

const CAP_STYLE = 'RLCUSTCP';
const CAP = 'RLCUSTCPBLK-OS';

/** Every lead time a page states. */
const LEAD_TIMES = /\d+-\d+ (?:business days|weeks)/g;
const leadTimesOn = (html: string) => new Set(decodeEntities(html).match(LEAD_TIMES) ?? []);

describe('a custom cap’s lead time', () => {
  // Customs are sold on the US site alone (its `customs` flag).
  it('is the one its product states, on the cart and checkout pages', async () => {
    const { body } = await sandboxJson(`/products/v2/products/${CAP_STYLE}/details?locale=en-us`);
    const promised = (body as { customs: { deliveryTime: string } }).customs.deliveryTime;
    // The upstream's one source: the product's row.
    const row = await env.DB.prepare('SELECT delivery_time FROM customs_products WHERE product_id = ?')
      .bind(CAP_STYLE)
      .first<{ delivery_time: string }>();
    expect(promised).toBe(row?.delivery_time);

    const jar: Jar = new Map();
    const added = await storefront('/api/customs/items', {
      ...jsonPost(JSON.stringify({ productId: CAP, qty: 1, text: 'ADA', color: 'GLD', placement: 'left' })),
      jar,
    });
    expect(added.status).toBe(200);
    for (const path of ['/en-us/cart', '/en-us/checkout']) {
      const page = await storefront(path, { jar });
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html, path).toContain(`Made to order: ships in ${promised}`);
      expect([...leadTimesOn(html)], path).toEqual([promised]);
    }
  });
});
