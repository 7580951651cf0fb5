import { describe, expect, it } from 'vitest';
import { autoSuggestSchema, productSearchResultSchema } from '../../shared/contract';
import { LISTING_PAGE_SIZE } from '../../shared/listing-url';
import { sandboxJson, storefront } from '../test/helpers';

describe('category pages', () => {
  it('renders a category (PLP) with breadcrumbs, refinements, sorting and paging links that keep filters', async () => {
    const response = await storefront('/en-us/c/men-1100?color=BLK&sort=price-low-high');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('private');
    const html = await response.text();
    expect(html).toContain('<h1 class="listing__title" id="listing-title" tabindex="-1">Men</h1>');
    expect(html).toMatch(/aria-label="Breadcrumb"/);
    expect(html).toMatch(
      /<a class="facet__link is-selected" href="\/en-us\/c\/men-1100\?sort=price-low-high"/,
    );
    expect(html).toMatch(/href="\/en-us\/c\/men-1100\?color=BLK&amp;color=NVY&amp;sort=price-low-high"/);
    expect(html).toContain('<option value="price-low-high" selected="">');
    expect(html).toMatch(/<input type="hidden" name="color" value="BLK"\/>/);
    expect(html).toContain('data-quickshop=');
    expect(html).toContain('name="ListingEnhancer"');
  });

  it('pages through LISTING_PAGE_SIZE products a page with the filters in the links', async () => {
    const html = await (await storefront('/en-us/c/men-1100?sort=newest')).text();
    expect(html.match(/class="grid__item"/g)).toHaveLength(LISTING_PAGE_SIZE);
    expect(html).toContain('href="/en-us/c/men-1100?sort=newest&amp;page=2" rel="next"');
  });

  it('reuses the grid for the next shopper with its impressions and hearts, as the first one got them', async () => {
    // The grid's own: the decided recommendations under it are each shopper's (their variant).
    const allImpressionsOf = (html: string) =>
      JSON.parse(/\}\)\(document,(\[[\s\S]*?\])\)<\/script>/.exec(html)![1]!) as {
        variant: string;
        list: string;
      }[];
    const impressionsOf = (html: string) => allImpressionsOf(html).filter((i) => i.list === 'PLP');
    const grid = (html: string) => {
      const at = html.indexOf('<ul class="grid"');
      const recs = html.indexOf('data-recs=', at);
      return at === -1 ? '' : html.slice(at, recs === -1 ? html.indexOf('name="ListingEnhancer"', at) : recs);
    };
    const first = await (await storefront('/en-us/c/men-1100?sort=rating')).text();
    const second = await (await storefront('/en-us/c/men-1100?sort=rating')).text();
    // The list's hearts carry the shared list's own prefixes (the renderer's shared path).
    expect(grid(first)).toMatch(/<sf-island name="FavoriteToggle" strategy="interaction" prefix="l\d+_1-"/);
    expect(grid(second)).toBe(grid(first));
    expect(grid(second)).not.toContain('sf-slot');
    const impressions = impressionsOf(second);
    expect(impressions).toEqual(impressionsOf(first));
    expect(impressions).toHaveLength(LISTING_PAGE_SIZE);
    // Each card's index points at its own impression in this page's data layer.
    const cards = [
      ...second.matchAll(
        /<h3 class="card__title"><a href="[^"]*-([A-Z0-9]{11})" data-sf-impression="(\d+)"/g,
      ),
    ];
    expect(cards).toHaveLength(LISTING_PAGE_SIZE);
    const all = allImpressionsOf(second);
    for (const [, variant, index] of cards) expect(all[Number(index)]!.variant).toBe(variant);
  });

  it('301s a wrong slug to the canonical one and 404s unknown or malformed ids', async () => {
    const moved = await storefront('/en-us/c/mens-stuff-1100?color=BLK');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/en-us/c/men-1100?color=BLK');
    expect(moved.headers.get('cache-control')).toBe('public, max-age=3600');
    for (const path of [
      '/en-us/c/men-99999',
      '/en-us/c/men-12',
      '/en-us/c/men-12345678901',
      '/en-us/c/MEN-1100',
    ]) {
      const response = await storefront(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('<html');
    }
  });

  it('answers a page past the last one with the not-found page (noindex), not a 200 listing saying both "114 products" and "no products"', async () => {
    const { body } = await sandboxJson(
      '/products/v2/search/productSearch?categoryId=1100&count=1&locale=en-us',
    );
    const { total } = productSearchResultSchema.parse(body);
    const last = Math.ceil(total / LISTING_PAGE_SIZE);
    expect(last).toBeGreaterThan(1);
    const lastPage = await storefront(`/en-us/c/men-1100?page=${last}`);
    expect(lastPage.status).toBe(200);
    expect(await lastPage.text()).toContain(`${total} products`);
    for (const query of [`page=${last + 1}`, `sort=newest&page=${last + 1}`, 'color=BLK&page=4000']) {
      const response = await storefront(`/en-us/c/men-1100?${query}`);
      expect(response.status, query).toBe(404);
      const html = await response.text();
      expect(html, query).toContain('<meta name="robots" content="noindex"/>');
      expect(html, query).not.toContain('No products match these filters');
      expect(html, query).not.toContain(`${total} products`);
    }
  });

  it('answers 400 for bad filters, never a 500', async () => {
    for (const query of [
      'sort=cheapest',
      'page=0',
      'page=999999',
      'page=two',
      // Past what the upstream serves (results from at most MAX_SEARCH_START): not a page number.
      'page=5000',
      'min=abc',
      'min=50&max=10',
      `q=${'x'.repeat(201)}`,
      'category=abc',
    ]) {
      const response = await storefront(`/en-us/c/men-1100?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('search pages', () => {
  it('renders results (Search) and escapes the term everywhere', async () => {
    const term = '<script>alert("x")</script> jacket';
    const response = await storefront(`/en-us/search?q=${encodeURIComponent(term)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; jacket');
  });

  it('shows no results with suggestions and help content', async () => {
    const html = await (await storefront('/en-us/search?q=jackt')).text();
    expect(html).toContain('No results for “jackt”');
    expect(html).toContain('href="/en-us/search?q=jacket"');
    expect(html).toContain('Check the spelling of your search.');
  });

  it('offers the filters tip only when filters narrowed the search', async () => {
    const plain = await (await storefront('/en-us/search?q=xqzvbnm')).text();
    expect(plain).toContain('No results for “xqzvbnm”');
    expect(plain).not.toContain('Remove some filters.');
    const filtered = await (await storefront('/en-us/search?q=xqzvbnm&color=BLK')).text();
    expect(filtered).toContain('<li>Remove some filters.</li>');
  });

  it('gives French help on a French site: popular searches and example words', async () => {
    const html = await (await storefront('/fr-ca/search?q=xqzvbnm')).text();
    expect(html).toContain('Recherches populaires');
    expect(html).toContain('href="/fr-ca/search?q=vestes"');
    expect(html).toContain('«\u00a0veste\u00a0» ou «\u00a0chaussure\u00a0»');
    for (const english of ['everyday', 'clothing', 'footwear', 'jackets', 'boot'])
      expect(html).not.toMatch(new RegExp(`>${english}<|“${english}”|«\u00a0${english}\u00a0»`));
    expect(html).not.toContain('Retirez certains filtres.');
  });

  it('refuses a term that is not valid URL encoding with the 400 page, never showing the escape', async () => {
    for (const query of ['q=%E0%A4%A', 'q=%zz', 'q=jacket&color=%E0']) {
      const response = await storefront(`/en-us/search?${query}`);
      expect(response.status, query).toBe(400);
      const html = await response.text();
      // Not the escape as the shopper's search: the title and heading say the request was refused.
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Something in that request was not valid');
      expect(html).not.toMatch(/>[^<]*(%E0%A4%A|%zz)[^<]*</);
    }
    // Well-formed escapes of any script still read (%E0%A4%A4 is "त").
    const hindi = await storefront('/en-us/search?q=%E0%A4%A4');
    expect(hindi.status).toBe(200);
    expect(await hindi.text()).toContain('<title>त | Search');
  });

  it('answers a results page past the last one with the not-found page; page 1 without results stays the no-results page', async () => {
    for (const path of ['/en-us/search?q=jacket&page=999', '/en-us/search?q=xqzvbnm&page=2']) {
      const response = await storefront(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>');
    }
    const second = await storefront('/en-us/search?q=jacket&page=2');
    expect(second.status).toBe(200);
    expect((await second.text()).match(/class="grid__item"/g)?.length).toBeGreaterThan(0);
    expect((await storefront('/en-us/search?q=xqzvbnm')).status).toBe(200);
  });

  it('renders the search hub without a term', async () => {
    const html = await (await storefront('/en-us/search')).text();
    expect(html).toContain('What are you looking for?');
    expect(html).toContain('href="/en-us/c/men-1100"');
    expect(html).toContain('Popular searches');
  });
});

describe('/api/search', () => {
  it('suggests and searches as JSON, cached publicly when the URL names the locale', async () => {
    const suggest = await storefront('/api/search/suggest?q=boot&locale=en-us');
    expect(suggest.status).toBe(200);
    expect(suggest.headers.get('cache-control')).toContain('public');
    // Without it the locale comes from the Referer: one URL, several languages, no shared cache.
    expect((await storefront('/api/search/suggest?q=boot')).headers.get('cache-control')).toMatch(/^private/);
    expect(autoSuggestSchema.parse(await suggest.json()).products.length).toBeGreaterThan(0);
    const products = await storefront('/api/search/products?categoryId=1100&color=BLK');
    const result = productSearchResultSchema.parse(await products.json());
    expect(result.applied.color).toEqual(['BLK']);
  });

  it('refuses a listing query through the one query refusal: what a parameter must be, and each refused field', async () => {
    for (const [query, message, field] of [
      ['page=abc', 'page: must be a whole number', 'page'],
      ['sort=bad', 'sort: must be one of:', 'sort'],
      ['min=9&max=1', 'min: must not be above max', 'min'],
      [`page=${'9'.repeat(4)}`, 'page: must be at most', 'page'],
      [`q=${'x'.repeat(201)}`, 'q: must be at most', 'q'],
    ] as const) {
      // The first of a repeated single parameter is the one read, so the term under test comes first.
      const response = await storefront(`/api/search/products?${query}&q=boot`);
      expect(response.status, query).toBe(400);
      const { errorDetails } = (await response.json()) as {
        errorDetails: { errorId: string; message: string; fields?: Record<string, string> }[];
      };
      expect(errorDetails[0]!.errorId, query).toBe('API400');
      expect(errorDetails[0]!.message, query).toContain(message);
      expect(JSON.stringify(errorDetails[0]), query).toContain(`"${field}"`);
    }
  });

  it('loads a quickshop product and rejects bad input with errorDetails', async () => {
    const search = productSearchResultSchema.parse(
      await (await storefront('/api/search/products?q=boot')).json(),
    );
    const card = search.products[0]!;
    const quick = await storefront(`/api/search/quickshop/${card.id}`);
    expect(quick.status).toBe(200);
    const body = (await quick.json()) as { name: string; colors: { variants: unknown[] }[] };
    expect(body.name).toBe(card.title);
    expect(body.colors[0]!.variants.length).toBeGreaterThan(0);
    for (const [path, status] of [
      ['/api/search/suggest', 400],
      [`/api/search/suggest?q=${'x'.repeat(201)}`, 400],
      ['/api/search/quickshop/nope', 400],
      ['/api/search/quickshop/ZZZZZZZZ', 404],
      ['/api/search/products?sort=bad', 400],
      ['/api/search/suggest?q=%E0%A4%A', 400],
    ] as const) {
      const response = await storefront(path);
      expect(response.status, path).toBe(status);
      expect(((await response.json()) as { errorDetails: unknown[] }).errorDetails).toHaveLength(1);
    }
  });
});
