import { describe, expect, it } from 'vitest';
import { findProduct, type Jar, storefront } from '../test/helpers';

const ldBlocks = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

const dataLayer = (html: string): Record<string, unknown>[] => {
  const m = /\.push\.apply\(window\.dataLayer,(\[[\s\S]*?\])\)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : [];
};

describe('robots and sitemaps', () => {
  it('robots.txt disallows the API, cart, checkout and account and links the sitemap', async () => {
    const response = await storefront('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /en-us/cart');
    expect(text).toContain('Disallow: /fr-ca/checkout');
    expect(text).toContain('Disallow: /de-de/account');
    expect(text).toContain('Sitemap: https://shop.test/sitemap.xml');
  });

  it('sitemap.xml indexes one sitemap per locale', async () => {
    const response = await storefront('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    for (const locale of ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'fr-fr', 'it-it']) {
      expect(xml).toContain(`<loc>https://shop.test/${locale}/sitemap.xml</loc>`);
    }
  });

  it('a locale sitemap lists home, categories and static pages with hreflang alternates', async () => {
    const xml = await (await storefront('/fr-ca/sitemap.xml')).text();
    expect(xml).toContain('<loc>https://shop.test/fr-ca</loc>');
    expect(xml).toMatch(/<loc>https:\/\/shop\.test\/fr-ca\/c\/[a-z0-9-]+-\d{4,10}<\/loc>/);
    expect(xml).toContain('<loc>https://shop.test/fr-ca/help/returns</loc>');
    const products =
      xml.match(/<loc>https:\/\/shop\.test\/fr-ca\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}<\/loc>/g) ?? [];
    expect(products.length).toBeGreaterThan(200);
    expect(xml).toContain('<loc>https://shop.test/fr-ca/help/returns/how-to-return</loc>');
    expect(xml).toContain('<loc>https://shop.test/fr-ca/about</loc>');
    expect(xml).toContain('hreflang="de-DE" href="https://shop.test/de-de/about"');
    expect(xml).toContain('hreflang="x-default" href="https://shop.test/en-us/about"');
  });
});

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
    expect(dataLayer(html).map((e) => e.event)).toEqual(['pageView', 'productDetail']);
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

describe('static content pages', () => {
  it.each([
    ['/en-us/about', 'About Ridgeline'],
    ['/fr-ca/help', 'Aide'],
    ['/de-de/help/returns', 'Rücksendungen'],
    ['/it-it/help/returns/how-to-return', 'Come effettuare un reso'],
    ['/en-gb/brand-terms', 'Terms of use'],
    ['/fr-fr/privacy', 'Politique de confidentialité'],
  ])('%s renders its title', async (path, title) => {
    const response = await storefront(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1 class="static-page__title">${title}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="https://shop.test${path}"/>`);
  });

  it('a parent page lists its children', async () => {
    const html = await (await storefront('/en-us/help')).text();
    expect(html).toContain('href="/en-us/help/returns"');
    expect(html).toContain('href="/en-us/help/repairs"');
  });

  it('a child page has the parent in its breadcrumb', async () => {
    const html = await (await storefront('/en-us/help/returns/how-to-return')).text();
    expect(html).toMatch(/<a href="\/en-us\/help">Help<\/a>.*<a href="\/en-us\/help\/returns">Returns<\/a>/s);
  });

  it('unknown pages and malformed paths are the 404 error page', async () => {
    for (const path of ['/en-us/nope', '/en-us/help/nope', '/en-us/a/b/c/d/e/f', '/en-us/help--x']) {
      const response = await storefront(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('the key path is canonical: /help-returns redirects to /help/returns', async () => {
    const response = await storefront('/en-us/help-returns');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en-us/help/returns');
  });

  it('/fapi/pages/{page} answers the page and its children; unknown is a 404 envelope', async () => {
    const ok = await storefront('/fapi/pages/help?locale=fr-ca');
    const body = (await ok.json()) as { page: { seo: { title: string } }; children: { path: string }[] };
    expect(body.page.seo.title).toBe('Aide');
    expect(body.children.map((c) => c.path)).toContain('help/returns');
    const missing = await storefront('/fapi/pages/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errorDetails: [{ errorId: 'API404' }] });
  });
});

describe('location selector', () => {
  it('/fapi/pages/location-selector lists countries with localized links back to the page', async () => {
    const response = await storefront('/fapi/pages/location-selector?locale=en-us&path=/en-us/help/returns');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      regions: {
        region: string;
        countries: { code: string; currencyLabel: string; locales: { url: string }[] }[];
      }[];
    };
    const canada = body.regions.flatMap((r) => r.countries).find((c) => c.code === 'CA')!;
    expect(canada.currencyLabel).toBe('CAD');
    const us = body.regions.flatMap((r) => r.countries).find((c) => c.code === 'US')!;
    expect(us.currencyLabel).toBe('$');
    expect(canada.locales[1]!.url).toBe(
      '/en-us/location-selector/go?to=fr-ca&country=CA&path=%2Fen-us%2Fhelp%2Freturns',
    );
  });

  it('the page renders country and language links; a choice lands on the equivalent page', async () => {
    const html = await (
      await storefront('/en-us/location-selector', { headers: { referer: 'https://shop.test/en-us/about' } })
    ).text();
    expect(html).toContain('Choose your location');
    expect(html).toContain('/en-us/location-selector/go?to=fr-ca&amp;country=CA&amp;path=%2Fen-us%2Fabout');
    const jar: Jar = new Map();
    const go = await storefront('/en-us/location-selector/go?to=fr-ca&country=CA&path=%2Fen-us%2Fabout', {
      jar,
    });
    expect(go.status).toBe(303);
    expect(go.headers.get('location')).toBe('/fr-ca/about');
    expect(jar.get('sf_location')).toBe('CA');
  });

  it('a choice never redirects off-site and rejects unknown locales', async () => {
    const offsite = await storefront('/en-us/location-selector/go?to=fr-ca&path=%2F%2Fevil.test%2Fx');
    expect(offsite.headers.get('location')).toBe('/fr-ca');
    expect((await storefront('/en-us/location-selector/go?to=xx-yy')).status).toBe(400);
  });

  it('asks for confirmation once when the request country differs from the site', async () => {
    const headers = { 'x-sf-country': 'CA' };
    const first = await (await storefront('/en-us/about', { headers })).text();
    expect(first).toContain('name="LocationPrompt"');
    expect(first).toContain('Shopping from Canada?');
    const same = await (await storefront('/en-ca/about', { headers })).text();
    expect(same).not.toContain('name="LocationPrompt"');
    const jar: Jar = new Map([['sf_location', 'US']]);
    const after = await (await storefront('/en-us/about', { headers, jar })).text();
    expect(after).not.toContain('name="LocationPrompt"');
  });
});
