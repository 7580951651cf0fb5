/**
 * The product page without script: the buy box's "See the price of this size" GETs the add form,
 * the route answers with a 303 to `?sku=`, and that page shows the size chosen and its own price.
 * The quick shop's product (BFF) carries the same prices of sizes.
 */
import { describe, expect, it } from 'vitest';
import { type ProductDetails, productDetailsSchema, type QuickShopProduct } from '../../shared/contract';
import { formatMoney, formatMoneyRange } from '../../shared/pricing/format';
import { samePrice } from '../../shared/pricing/size-price';
import { decodeEntities, sandboxJson, storefront } from '../test/helpers';

/** A seeded product with a colour whose sizes cost different amounts, its cheapest and dearest size. */
const rangedProduct = async () => {
  for (let start = 0; start < 480; start += 48) {
    const { body } = await sandboxJson(
      `/products/v2/search/productSearch?count=48&start=${start}&locale=en-us`,
    );
    for (const card of (body as { products: { id: string }[] }).products) {
      const product: ProductDetails = productDetailsSchema.parse(
        (await sandboxJson(`/products/v2/products/${card.id.slice(0, 8)}/details?locale=en-us`)).body,
      );
      for (const color of product.colors) {
        const sizes = [...color.variants].sort((a, b) => a.price.lowCurrent - b.price.lowCurrent);
        const [low, high] = [sizes[0]!, sizes.at(-1)!];
        if (low.price.lowCurrent !== high.price.lowCurrent)
          return { path: `/en-us/p/${product.slug}-${color.productId}`, color, low, high };
      }
    }
  }
  throw new Error('no product whose sizes cost different amounts in the seed');
};

/** The buy box's live price: the status region's text. */
const livePrice = (html: string): string => {
  const at = html.indexOf('role="status" aria-label="Price"');
  expect(at).toBeGreaterThan(-1);
  const region = html.slice(at, html.indexOf('</div></div>', at));
  return decodeEntities(region.replace(/<[^>]+>/g, '').replace(/^[^>]*>/, ''));
};

describe('product page: the price of a size chosen without script', () => {
  it("sends the form's size to the page with ?sku=, which shows that size chosen and its own price", async () => {
    const { path, color, low, high } = await rangedProduct();
    const usd = (minor: number) => formatMoney(minor, 'USD', 'en-US');

    const first = await (await storefront(path)).text();
    expect(livePrice(first)).toContain(
      formatMoneyRange(color.price.lowCurrent, color.price.highCurrent, 'USD', 'en-US'),
    );
    expect(first).toContain('formMethod="get"');
    expect(decodeEntities(first)).toContain('See the price of this size');

    // What the browser sends for the button: every field of the add form.
    const query = new URLSearchParams({ returnTo: path, productId: high.sku, qty: '1' });
    const chosen = await storefront(`${path}?${query}`);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`${path}?sku=${high.sku}`);
    expect(chosen.headers.get('cache-control')).toBe('private, no-store');

    const page = await storefront(`${path}?sku=${high.sku}`);
    expect(page.status).toBe(200);
    // Its HTML depends on the URL alone, yet, like every page with a cart count, no shared cache keeps it.
    expect(page.headers.get('cache-control')).toMatch(/^private\b/);
    const html = await page.text();
    expect(livePrice(html)).toBe(usd(high.price.lowCurrent));
    const radio = html.match(new RegExp(`<input[^>]*value="${high.sku}"[^>]*>`))?.[0];
    expect(radio).toContain('checked=""');
    // The canonical URL stays the colour's: a chosen size is not another page.
    expect(html).toContain(`rel="canonical" href="https://shop.test${path}"`);

    const cheap = await (await storefront(`${path}?sku=${low.sku}`)).text();
    expect(livePrice(cheap)).toBe(usd(low.price.lowCurrent));
  });

  it('keeps the quantity the shopper typed, when it is one a form may send', async () => {
    const { path, high } = await rangedProduct();
    const check = (qty: string) =>
      storefront(`${path}?${new URLSearchParams({ returnTo: path, productId: high.sku, qty })}`);
    expect((await check('3')).headers.get('location')).toBe(`${path}?sku=${high.sku}&qty=3`);
    for (const qty of ['1', '0', '-2', '1e3', '9999999'])
      expect((await check(qty)).headers.get('location'), qty).toBe(`${path}?sku=${high.sku}`);
    const html = await (await storefront(`${path}?sku=${high.sku}&qty=3`)).text();
    const qty = html.match(/<input class="qty__input"[^>]*>/)?.[0];
    expect(qty).toContain('value="3"');
  });

  it('chooses no size for a value that is no size of this colour', async () => {
    const { path } = await rangedProduct();
    const other = await storefront(`${path}?productId=NOTASIZE`);
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).toBe(path);
  });
});

describe('the quick shop: the price of a chosen size', () => {
  it("carries a size's own price where it differs from its colour's, and none where it does not", async () => {
    const { color, low, high } = await rangedProduct();
    const quick = await storefront(`/api/search/quickshop/${color.productId}`);
    expect(quick.status).toBe(200);
    const body = (await quick.json()) as QuickShopProduct;
    const shown = body.colors.find((c) => c.code === color.code)!;
    const sent = (sku: string) => shown.variants.find((v) => v.sku === sku)!;
    expect(shown.price).toEqual(color.price);
    // The colour's range starts at its cheapest size and ends at its dearest: neither shows it.
    expect(sent(high.sku).price).toEqual(high.price);
    expect(sent(low.sku).price).toEqual(low.price);
    for (const variant of color.variants) {
      const same = samePrice(variant.price, color.price);
      expect(sent(variant.sku).price === undefined, variant.sku).toBe(same);
    }
  });
});
