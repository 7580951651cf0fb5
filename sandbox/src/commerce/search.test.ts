import { describe, expect, it } from 'vitest';
import {
  autoSuggestSchema,
  catalogSchema,
  categoryContentSchema,
  type ProductSearchResult,
  productSearchResultSchema,
  searchContentSchema,
} from '../../../shared/contract';
import { call, env, expectError } from '../../test/helpers';

const search = async (query: string, siteId?: string): Promise<ProductSearchResult> => {
  const response = await call(`/products/v2/search/productSearch?${query}`, siteId ? { siteId } : {});
  expect(response.status).toBe(200);
  return productSearchResultSchema.parse(await response.json());
};
const values = (result: ProductSearchResult, id: string) =>
  result.refinements.find((r) => r.id === id)!.values;
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe('GET /products/v2/search/productSearch', () => {
  it('lists a category with cards, total and category children as refinements', async () => {
    const result = await search('categoryId=1100&count=12&locale=en-us');
    const expected = await count(
      "SELECT COUNT(*) AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.path LIKE '1100/%'",
    );
    expect(result.total).toBe(expected);
    expect(result.products).toHaveLength(12);
    expect(result.products[0]!.url).toMatch(/^\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{11}$/);
    expect(result.products[0]!.hoverImage).toBeDefined();
    const cats = values(result, 'category');
    expect(cats.map((v) => v.label)).toEqual(['Clothing', 'Footwear', 'Accessories']);
    expect(cats.reduce((n, v) => n + v.count, 0)).toBe(expected);
  });

  it('filters by colour and counts each facet with the other facets applied', async () => {
    const base = await search('categoryId=1100&count=96');
    const black = values(base, 'color').find((v) => v.value === 'BLK')!;
    const filtered = await search('categoryId=1100&color=BLK&count=96');
    expect(filtered.total).toBe(black.count);
    expect(filtered.applied.color).toEqual(['BLK']);
    // The colour facet still shows every colour of the category (its own filter is left out).
    expect(values(filtered, 'color')).toHaveLength(values(base, 'color').length);
    expect(values(filtered, 'color').find((v) => v.value === 'BLK')!.selected).toBe(true);
    // Other facets are counted within black products.
    const sizeM = values(filtered, 'size').find((v) => v.value === 'M')!;
    const both = await search('categoryId=1100&color=BLK&size=M&count=96');
    expect(both.total).toBe(sizeM.count);
    for (const card of both.products) expect(card.swatches!.some((s) => s.code === 'BLK')).toBe(true);
    // Two colours are an OR.
    const two = await search('categoryId=1100&color=BLK&color=NVY');
    const navy = values(base, 'color').find((v) => v.value === 'NVY')!;
    expect(two.total).toBeGreaterThanOrEqual(Math.max(black.count, navy.count));
    expect(two.total).toBeLessThanOrEqual(black.count + navy.count);
  });

  it('shows each card in the colour filtered by: its picture, link and sizes', async () => {
    const codeOf = async (colorId: string) =>
      (await env.DB.prepare('SELECT code FROM colors WHERE id = ?').bind(colorId).first<{ code: string }>())!
        .code;
    for (const query of ['categoryId=1100&color=NVY&count=48', 'q=jacket&color=NVY&count=48']) {
      const result = await search(`${query}&locale=en-us`);
      expect(result.products.length).toBeGreaterThan(0);
      let switched = 0;
      for (const card of result.products) {
        expect(await codeOf(card.id)).toBe('NVY');
        expect(card.url.endsWith(card.id)).toBe(true);
        expect(card.image.url).toContain(card.id);
        if (card.swatches![0]!.code !== 'NVY') switched++;
      }
      // Some of these products show another colour first when nothing is filtered.
      expect(switched).toBeGreaterThan(0);
    }
    // Sizes are the shown colour's own.
    const [card] = (await search('categoryId=1100&color=NVY&count=1')).products;
    const sizes = await env.DB.prepare(
      "SELECT v.size FROM variants v JOIN prices p ON p.sku = v.sku AND p.currency = 'USD' WHERE v.color_id = ? ORDER BY v.sort",
    )
      .bind(card!.id)
      .all<{ size: string }>();
    expect(card!.sizes).toEqual([...new Set(sizes.results.map((r) => r.size))]);
  });

  it('matches whole words first, and the last word as a prefix only when they find nothing', async () => {
    const names = async (q: string, sort = 'featured') =>
      (await search(`q=${encodeURIComponent(q)}&sort=${sort}&count=96&locale=fr-ca`, 'RL-CA')).products.map(
        (p) => p.title,
      );
    // French "botte" (boot): its stem's prefix would also be English "bottle" ("Gourde" in French).
    for (const q of ['botte', 'bottes', 'Botte']) {
      for (const sort of ['featured', 'price-low-high']) {
        const found = await names(q, sort);
        expect(found.filter((n) => /botte/i.test(n)).length).toBeGreaterThan(10);
        expect(found.filter((n) => /gourde/i.test(n))).toEqual([]);
      }
    }
    // A word cut short still finds what it starts ('finds products by text' checks the count).
    expect((await search('q=jack&count=1&locale=en-us')).total).toBeGreaterThan(0);
  });

  it('filters by gender, activity and price range', async () => {
    const hiking = await search('activity=hiking&gender=women');
    expect(hiking.total).toBe(
      await count(
        "SELECT COUNT(*) AS n FROM products p JOIN product_activities a ON a.product_id = p.id WHERE a.activity = 'hiking' AND p.gender = 'women'",
      ),
    );
    expect(values(hiking, 'activity').find((v) => v.value === 'hiking')!.label).toBe('Hiking');
    const priced = await search('priceMin=5000&priceMax=10000&count=96');
    expect(priced.total).toBeGreaterThan(0);
    for (const card of priced.products) {
      expect(card.price.lowCurrent).toBeGreaterThanOrEqual(5000);
      expect(card.price.lowCurrent).toBeLessThanOrEqual(10000);
    }
    expect(priced.priceRange!.min).toBeLessThan(5000);
  });

  it('sorts by price both ways, rating and newest, and pages', async () => {
    const low = await search('categoryId=1100&sort=price-low-high&count=20');
    const lows = low.products.map((p) => p.price.lowCurrent);
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
    const high = await search('categoryId=1100&sort=price-high-low&count=20');
    const highs = high.products.map((p) => p.price.highCurrent);
    expect(highs).toEqual([...highs].sort((a, b) => b - a));
    const rated = await search('sort=rating&count=10');
    const scores = rated.products.map((p) => p.rating.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const page1 = await search('categoryId=1100&count=10&start=0');
    const page2 = await search('categoryId=1100&count=10&start=10');
    expect(page2.start).toBe(10);
    const ids = new Set(page1.products.map((p) => p.id));
    for (const p of page2.products) expect(ids.has(p.id)).toBe(false);
  });

  it('finds products by text, stemmed and by prefix, in the site currency', async () => {
    const result = await search('q=jackets', 'RL-DE');
    expect(result.total).toBeGreaterThan(0);
    expect(result.products[0]!.price.currency).toBe('EUR');
    // RL-DE answers in German ("Isolationsjacke … für Herren"); the English word still finds them.
    for (const p of result.products) expect(p.title.toLowerCase()).toMatch(/jacke|fleece|shell/);
    const prefix = await search('q=jack');
    expect(prefix.total).toBe(result.total);
    const german = await search('q=herren&count=1');
    expect(german.total).toBe(
      await count(
        "SELECT COUNT(*) AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.path LIKE '1100/%'",
      ),
    );
  });

  it('answers no results with did-you-mean and popular terms', async () => {
    const result = await search('q=jackt');
    expect(result.total).toBe(0);
    expect(result.suggestions!.didYouMean).toEqual(['jacket']);
    expect(result.suggestions!.popular.length).toBeGreaterThan(0);
  });

  it('is safe with hostile terms', async () => {
    for (const q of [
      '<script>alert(1)</script>',
      `"'; DROP TABLE products; --`,
      'NEAR(a b) OR * AND "',
      '""""',
      '*',
      '💥 ✓ ß',
      '\u0000',
    ]) {
      const response = await call(`/products/v2/search/productSearch?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      productSearchResultSchema.parse(await response.json());
    }
    expect(await count('SELECT COUNT(*) AS n FROM products')).toBeGreaterThan(0);
  });

  it('rejects bad input with API400', async () => {
    for (const query of [
      `q=${'a'.repeat(201)}`,
      'count=97',
      'count=0',
      'start=-1',
      'sort=cheapest',
      'categoryId=12',
      'priceMin=abc',
      'priceMin=500&priceMax=100',
      'category=abc',
    ]) {
      await expectError(await call(`/products/v2/search/productSearch?${query}`), 400, 'API400');
    }
    expect((await call(`/products/v2/search/productSearch?q=${'a'.repeat(200)}`)).status).toBe(200);
    await expectError(await call('/products/v2/search/productSearch', { apiKey: null }), 401, 'AUT401');
  });
});

describe('GET /products/v2/search/autoSuggest', () => {
  it('suggests terms, categories and up to 4 products', async () => {
    const response = await call('/products/v2/search/autoSuggest?q=jack&locale=en-us');
    expect(response.status).toBe(200);
    const body = autoSuggestSchema.parse(await response.json());
    expect(body.terms[0]!.term).toMatch(/^jacket/);
    expect(body.categories.map((c) => c.name)).toContain('Jackets');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(4);
  });

  it('keeps earlier words and translates categories', async () => {
    const body = autoSuggestSchema.parse(
      await (
        await call('/products/v2/search/autoSuggest?q=rain%20ja&locale=fr-ca', { siteId: 'RL-CA' })
      ).json(),
    );
    expect(body.terms.every((t) => t.term.startsWith('rain '))).toBe(true);
    const herren = autoSuggestSchema.parse(
      await (await call('/products/v2/search/autoSuggest?q=herr&locale=de-de', { siteId: 'RL-DE' })).json(),
    );
    expect(herren.categories[0]!.name).toBe('Herren');
  });

  it('suggests the words of the site language: French, German and Italian from their own vocabulary', async () => {
    const suggest = async (q: string, locale: string, siteId: string) =>
      autoSuggestSchema
        .parse(
          await (
            await call(`/products/v2/search/autoSuggest?q=${encodeURIComponent(q)}&locale=${locale}`, {
              siteId,
            })
          ).json(),
        )
        .terms.map((t) => t.term);
    const fr = await suggest('ves', 'fr-fr', 'RL-FR');
    expect(fr).toContain('veste');
    expect(fr).not.toContain('vest');
    expect(await suggest('jack', 'fr-ca', 'RL-CA')).toEqual([]);
    expect(await suggest('jack', 'en-ca', 'RL-CA')).toContain('jacket');
    const de = await suggest('jack', 'de-de', 'RL-DE');
    expect(de).toContain('jacken');
    expect(de).not.toContain('jacket');
    expect(await suggest('giac', 'it-it', 'RL-IT')).toContain('giacca');
    // Earlier words stay as typed; accented words are suggested whole.
    expect(await suggest('veste isol', 'fr-fr', 'RL-FR')).toContain('veste isolée');
  });

  it('requires q, caps it at 200 characters and survives markup', async () => {
    await expectError(await call('/products/v2/search/autoSuggest'), 400, 'API400');
    await expectError(await call(`/products/v2/search/autoSuggest?q=${'x'.repeat(201)}`), 400, 'API400');
    const body = autoSuggestSchema.parse(
      await (await call(`/products/v2/search/autoSuggest?q=${encodeURIComponent('"<b>*')}`)).json(),
    );
    expect(body.products.length).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /products/v2/catalog', () => {
  it('lists the tree with counts, and one category with breadcrumbs', async () => {
    const all = catalogSchema.parse(
      await (await call('/products/v2/catalog?locale=fr-fr', { siteId: 'RL-FR' })).json(),
    );
    expect(all.categories.filter((c) => c.level === 1).map((c) => c.name)).toContain('Homme');
    const leaf = all.categories.find((c) => c.level === 4)!;
    const one = catalogSchema.parse(await (await call(`/products/v2/catalog?categoryId=${leaf.id}`)).json());
    expect(one.category!.id).toBe(leaf.id);
    expect(one.breadcrumbs!.map((b) => b.level)).toEqual([1, 2, 3, 4]);
    expect(one.category!.url).toBe(`/en-us/c/${leaf.slug}-${leaf.id}`);
    expect(one.children).toEqual([]);
    expect(all.categories.find((c) => c.id === '1100')!.productCount).toBeGreaterThan(0);
    await expectError(await call('/products/v2/catalog?categoryId=99999'), 404, 'API404');
    await expectError(await call('/products/v2/catalog?categoryId=12a'), 400, 'API400');
  });
});

describe('category and search content', () => {
  it('answers category content per language and 404 for unknown ids', async () => {
    const doc = categoryContentSchema.parse(
      await (await call('/publish/caas/v1/canvas/category/RL-DE/1100?locale=de-de')).json(),
    );
    expect(doc.heading).toBe('Herren');
    expect(doc.intro).toContain('Herren');
    expect(doc.sections[0]!.items[0]!.type).toBe('image-banner');
    // Level 3 (Men › Clothing › Jackets) has its own lifestyle banner too, named by its trail.
    const jackets = categoryContentSchema.parse(
      await (await call('/publish/caas/v1/canvas/category/RL-FR/110011?locale=fr-fr')).json(),
    );
    const banner = jackets.sections[0]!.items[0]!;
    expect(banner).toMatchObject({ type: 'image-banner', title: 'Vestes\u00a0: nouvelle saison' });
    expect(JSON.stringify(banner)).toContain('/images/content/category-men-clothing-jackets.svg');
    await expectError(await call('/publish/caas/v1/canvas/category/RL-US/99999'), 404, 'API404');
    await expectError(await call('/publish/caas/v1/canvas/category/RL-US/1100?locale=de-de'), 404, 'API404');
  });

  it('answers search content for results, no results and the hub', async () => {
    const doc = searchContentSchema.parse(
      await (await call('/publish/caas/v1/canvas/search/RL-FR/no-results?locale=fr-fr')).json(),
    );
    expect(doc.tips.length).toBeGreaterThan(0);
    expect(doc.popularTerms.length).toBeGreaterThan(0);
    expect(doc.heading).toMatch(/Aucun/);
    await expectError(await call('/publish/caas/v1/canvas/search/RL-US/other'), 404, 'API404');
  });
});

describe('the in-memory search index', () => {
  it('counts facets and the price range as SQL over search_facets does', async () => {
    const result = await search('categoryId=1100&color=BLK&color=NVY&size=M&priceMin=3000');
    const inFacet = (facet: string, values: string[]) =>
      `d.doc IN (SELECT doc FROM search_facets WHERE facet = '${facet}' AND value IN (${values.map((v) => `'${v}'`).join(', ')}))`;
    const scope = `${inFacet('cat', ['1100'])} AND d.usd_low >= 3000`;
    const sqlCounts = async (facet: string, where: string) => {
      const { results } = await env.DB.prepare(
        `SELECT sf.value AS value, COUNT(*) AS n FROM search_docs d JOIN search_facets sf ON sf.doc = d.doc
         WHERE sf.facet = ? AND ${where} GROUP BY sf.value`,
      )
        .bind(facet)
        .all<{ value: string; n: number }>();
      return Object.fromEntries(results.map((r) => [r.value, r.n]));
    };
    const counted = (id: string) =>
      Object.fromEntries(
        values(result, id)
          .filter((v) => v.count > 0)
          .map((v) => [v.value, v.count]),
      );
    // Colour without its own filter, size without its own, gender with both.
    expect(counted('color')).toEqual(await sqlCounts('color', `${scope} AND ${inFacet('size', ['M'])}`));
    expect(counted('size')).toEqual(
      await sqlCounts('size', `${scope} AND ${inFacet('color', ['BLK', 'NVY'])}`),
    );
    const both = `${scope} AND ${inFacet('size', ['M'])} AND ${inFacet('color', ['BLK', 'NVY'])}`;
    expect(counted('gender')).toEqual(await sqlCounts('gender', both));
    expect(result.total).toBe(await count(`SELECT COUNT(*) AS n FROM search_docs d WHERE ${both}`));
    const range = await env.DB.prepare(
      `SELECT MIN(usd_low) AS min, MAX(usd_high) AS max FROM search_docs d
       WHERE ${inFacet('cat', ['1100'])} AND ${inFacet('size', ['M'])} AND ${inFacet('color', ['BLK', 'NVY'])}`,
    ).first<{ min: number; max: number }>();
    expect(result.priceRange).toEqual(range);
  });

  it('follows D1: a changed set of search documents is seen by the next search', async () => {
    const before = await search('count=1');
    expect(before.total).toBe(await count('SELECT COUNT(*) AS n FROM search_docs'));
    const last = await env.DB.prepare('SELECT * FROM search_docs ORDER BY doc DESC LIMIT 1').first<
      Record<string, unknown>
    >();
    await env.DB.prepare('DELETE FROM search_docs WHERE doc = ?').bind(last!.doc).run();
    try {
      expect((await search('count=1')).total).toBe(before.total - 1);
    } finally {
      const columns = Object.keys(last!);
      await env.DB.prepare(
        `INSERT INTO search_docs (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      )
        .bind(...Object.values(last!))
        .run();
    }
    expect((await search('count=1')).total).toBe(before.total);
  });
});
