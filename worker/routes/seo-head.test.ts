import { describe, expect, it } from 'vitest';
import { app } from '../index';
import { env, executionContext, findProduct, storefront } from '../test/helpers';

const ldBlocks = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

const dataLayer = (html: string): Record<string, unknown>[] => {
  const m = /\.push\.apply\(window\.dataLayer,(\[[\s\S]*?\])\)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : [];
};

describe('SEO head', () => {
  it('home: absolute canonical, hreflang for every locale, Organization and WebSite JSON-LD', async () => {
    const html = await (await storefront('/de-de')).text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<link rel="canonical" href="https://shop.test/de-de"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="fr-CA" href="https://shop.test/fr-ca"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://shop.test/en-us"/>');
    const types = ldBlocks(html).map((b) => (b as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = ldBlocks(html).find((b) => (b as { '@type': string })['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(site.potentialAction.target.urlTemplate).toBe(
      'https://shop.test/de-de/search?q={search_term_string}',
    );
    expect(dataLayer(html)[0]).toMatchObject({ event: 'pageView', page: { type: 'Home', locale: 'de-de' } });
  });

  it('names the configured origin in canonical, hreflang and JSON-LD links, whatever Host the request names', async () => {
    const response = await app.fetch(
      new Request('http://evil.example/de-de'),
      env,
      executionContext() as unknown as ExecutionContext,
    );
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${env.PUBLIC_ORIGIN}/de-de"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="fr-CA" href="${env.PUBLIC_ORIGIN}/fr-ca"/>`);
    expect(html).not.toContain('evil.example');
  });

  it('home: product impressions with tracking data and the click listener', async () => {
    const html = await (await storefront('/en-ca')).text();
    const m = /\}\)\(document,(\[[\s\S]*?\])\)<\/script>/.exec(html);
    expect(m).toBeTruthy();
    const impressions = JSON.parse(m![1]!) as Record<string, unknown>[];
    expect(impressions.length).toBeGreaterThan(4);
    expect(impressions[0]).toMatchObject({ brand: 'RIDGELINECA', position: 1 });
    expect(impressions[0]!.id).toMatch(/^[A-Z0-9]{8}$/);
    expect((impressions[0]!.sizes as string[]).length).toBeGreaterThan(0);
    expect(impressions[0]!.colour).toBeTruthy();
    expect(html).toMatch(/<a href="\/en-ca\/p\/[^"]+" data-sf-impression="0"/);
  });

  it('product page: Product JSON-LD with offers and rating, BreadcrumbList, productDetail event', async () => {
    const { product } = await findProduct();
    const color = product.colors[0]!;
    const html = await (await storefront(`/en-gb/p/${product.slug}-${color.productId}`)).text();
    const blocks = ldBlocks(html) as Record<string, unknown>[];
    const ld = blocks.find((b) => b['@type'] === 'Product') as {
      offers: { priceCurrency: string; availability: string };
      aggregateRating: { reviewCount: number };
    };
    expect(ld).toMatchObject({ name: product.name, sku: color.productId });
    expect(ld.offers.priceCurrency).toBe('GBP');
    expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    if (product.rating.count > 0) expect(ld.aggregateRating.reviewCount).toBe(product.rating.count);
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { item: string }[];
    };
    expect(crumbs.itemListElement.at(-1)?.item).toBe(
      `https://shop.test/en-gb/p/${product.slug}-${color.productId}`,
    );
    expect(html).toContain(`href="https://shop.test/it-it/p/${product.slug}-${color.productId}"`);
    // The page's own events, in order (the decided experiments' labels may follow them).
    expect(
      dataLayer(html)
        .map((e) => e.event)
        .filter((event) => event !== 'experiments'),
    ).toEqual(['pageView', 'productDetail']);
  });

  it('category page: BreadcrumbList ending with the category, PLP page type', async () => {
    const home = await (await storefront('/en-us')).text();
    const path = /href="(\/en-us\/c\/[a-z0-9-]+-\d{4,10})"/.exec(home)![1]!;
    const html = await (await storefront(path)).text();
    const crumbs = ldBlocks(html).find((b) => (b as { '@type': string })['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; item: string }[];
    };
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: 'https://shop.test/en-us' });
    expect(crumbs.itemListElement.at(-1)?.item).toBe(`https://shop.test${path}`);
    expect(dataLayer(html)[0]).toMatchObject({ page: { type: 'PLP' } });
  });

  it('the error page is noindex without alternates', async () => {
    const response = await storefront('/en-us/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('hrefLang=');
  });
});
