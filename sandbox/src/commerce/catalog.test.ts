import { describe, expect, it } from 'vitest';
import {
  type Price,
  type ProductDetails,
  productDetailsSchema,
  productSearchResultSchema,
} from '../../../shared/contract';
import { call, env } from '../../test/helpers';
import { aggregatePrice, getProductCards } from './catalog';

const DE = { siteId: 'RL-DE' };
const details = async (id: string): Promise<ProductDetails> =>
  productDetailsSchema.parse(
    await (await call(`/products/v2/products/${id}/details?locale=de-de`, DE)).json(),
  );

/** The 30-day low the product page shows for the colours that sell at `price`'s lowest current price. */
const productPageLow = (product: ProductDetails, price: Price): number =>
  Math.min(
    ...product.colors
      .filter((c) => c.price.lowCurrent === price.lowCurrent)
      .map((c) => c.price.historicBestPrice ?? Number.POSITIVE_INFINITY),
  );

describe('historic best price (the omnibus line)', () => {
  it('is that of the variants at the lowest current price, not the lowest of any variant', () => {
    const price = aggregatePrice(
      [
        { original: 2295, current: 1595, historic_best: 2295 },
        { original: 2295, current: 2295, historic_best: 1995 },
      ],
      'EUR',
    );
    expect(price).toMatchObject({ lowCurrent: 1595, historicBestPrice: 2295 });
  });

  it("a card's agrees with the product page of the colour whose price it shows", async () => {
    // Styles where another colour (off sale, after an earlier promotion) has the lowest historic
    // best of all: the card read that one, beside the discounted colour's price.
    const { results } = await env.DB.prepare(
      `WITH priced AS (
         SELECT v.product_id, p.current, p.historic_best,
                MIN(p.current) OVER (PARTITION BY v.product_id) AS lowest
         FROM variants v JOIN prices p ON p.sku = v.sku AND p.currency = 'EUR'
       )
       SELECT product_id FROM priced GROUP BY product_id
       HAVING MIN(historic_best) < MIN(CASE WHEN current = lowest THEN historic_best END)
       ORDER BY product_id LIMIT 5`,
    ).all<{ product_id: string }>();
    expect(results.length).toBeGreaterThan(0);
    const styles = results.map((r) => r.product_id);
    const cards = await getProductCards(env.DB, styles, 'EUR', 'de-de');
    expect(cards).toHaveLength(styles.length);
    for (const card of cards) {
      const product = await details(card.id.slice(0, 8));
      const low = productPageLow(product, card.price);
      expect(card.price.historicBestPrice, card.id).toBe(low);
      expect(product.price.historicBestPrice, card.id).toBe(low);
      const lowestOfAll = Math.min(...product.colors.map((c) => c.price.historicBestPrice!));
      expect(card.price.historicBestPrice, card.id).toBeGreaterThan(lowestOfAll);
    }
  });

  it('agrees between every card of a listing and its product page', async () => {
    const response = await call(
      '/products/v2/search/productSearch?categoryId=1100&sort=price-low-high&count=48&locale=de-de',
      DE,
    );
    const { products } = productSearchResultSchema.parse(await response.json());
    expect(products).toHaveLength(48);
    const pages = await Promise.all(products.map((card) => details(card.id.slice(0, 8))));
    products.forEach((card, i) => {
      expect(card.price.historicBestPrice, card.id).toBe(productPageLow(pages[i]!, card.price));
    });
  });
});
