import { describe, expect, it } from 'vitest';
import { featureFlags } from '../config';
import type { ProductDetails } from '../contract/product';
import { SITES } from '../site';
import { hreflangAlternates, localizedPath } from './hreflang';
import { breadcrumbLd, jsonLdScript, productLd, websiteLd } from './jsonld';
import { robotsTxt, sitemapIndex, urlSet } from './sitemap';

describe('hreflang', () => {
  it('gives every locale plus x-default, swapping only the locale segment', () => {
    const alts = hreflangAlternates('https://shop.test', '/fr-ca/help/returns');
    expect(alts).toHaveLength(Object.keys(SITES).length + 1);
    expect(alts).toContainEqual({ hreflang: 'de-DE', href: 'https://shop.test/de-de/help/returns' });
    expect(alts.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://shop.test/en-us/help/returns' });
    expect(new Set(alts.map((a) => a.hreflang)).size).toBe(alts.length);
  });
  it('has no alternates for paths outside a locale', () => {
    expect(hreflangAlternates('https://shop.test', '/robots.txt')).toEqual([]);
    expect(localizedPath('/xx-yy/a', 'en-us')).toBeNull();
    expect(localizedPath('/en-usa', 'fr-ca')).toBeNull();
    expect(localizedPath('/en-us', 'fr-ca')).toBe('/fr-ca');
  });
});

const product = {
  masterId: 'ABCD1234',
  name: 'Summit </script><script>alert(1)</script> Shell',
  slug: 'summit-shell',
  brand: 'Ridgeline',
  description: 'A shell.',
  features: [],
  productType: 'jacket',
  gender: 'men',
  categories: [],
  price: { currency: 'EUR', lowOriginal: 20000, highOriginal: 20000, lowCurrent: 15000, highCurrent: 15000 },
  rating: { score: 4.5, count: 12 },
  defaultColor: '001',
  colors: [
    {
      productId: 'ABCD1234001',
      code: '001',
      name: 'Black',
      swatch: '#000000',
      images: [{ url: '/images/products/ABCD1234001/1.svg', alt: '' }],
      price: {
        currency: 'EUR',
        lowOriginal: 20000,
        highOriginal: 20000,
        lowCurrent: 15000,
        highCurrent: 17500,
      },
      variants: [
        {
          sku: 'ABCD1234001-M',
          upc: '1',
          size: 'M',
          stock: 0,
          price: { currency: 'EUR', lowOriginal: 1, highOriginal: 1, lowCurrent: 1, highCurrent: 1 },
        },
      ],
    },
  ],
} as ProductDetails;

describe('JSON-LD', () => {
  it('Product with an aggregate offer for a range, availability and rating', () => {
    const ld = productLd(product, product.colors[0]!, 'https://shop.test', 'https://shop.test/de-de/p/x');
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'ABCD1234001',
      image: ['https://shop.test/images/products/ABCD1234001/1.svg'],
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '150.00',
        highPrice: '175.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/OutOfStock',
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
  });
  it('no aggregateRating without reviews', () => {
    const ld = productLd({ ...product, rating: { score: 0, count: 0 } }, product.colors[0]!, 'o', 'u');
    expect(ld).not.toHaveProperty('aggregateRating');
  });
  it('BreadcrumbList positions from 1 with absolute items', () => {
    const ld = breadcrumbLd('https://shop.test', [
      { name: 'Home', url: '/en-us' },
      { name: 'Men', url: '/en-us/c/men-1000' },
    ]) as { itemListElement: { position: number; item: string }[] };
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    expect(ld.itemListElement[1]!.item).toBe('https://shop.test/en-us/c/men-1000');
  });
  it('WebSite has a SearchAction on the locale search page', () => {
    expect(JSON.stringify(websiteLd('https://shop.test', 'it-it'))).toContain(
      'https://shop.test/it-it/search?q={search_term_string}',
    );
  });
  it('script is nonced, cannot be closed by data, and parses back', () => {
    const html = jsonLdScript(productLd(product, product.colors[0]!, 'o', 'u'), 'n"1');
    expect(html.startsWith('<script type="application/ld+json" nonce="n&quot;1">')).toBe(true);
    const body = html.slice(html.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toMatch(/<\/?script/i);
    expect(JSON.parse(body).name).toBe(product.name);
  });
});

describe('sitemap and robots', () => {
  it('index and url set are escaped XML with alternates', () => {
    expect(sitemapIndex(['https://a/en-us/sitemap.xml'])).toContain(
      '<sitemap><loc>https://a/en-us/sitemap.xml</loc></sitemap>',
    );
    const xml = urlSet([
      { loc: 'https://a/en-us?x=1&y=2', alternates: [{ hreflang: 'fr-CA', href: 'https://a/fr-ca' }] },
    ]);
    expect(xml).toContain('<loc>https://a/en-us?x=1&amp;y=2</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr-CA" href="https://a/fr-ca"/>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(urlSet([{ loc: `https://a/?q=<'">` }])).toContain('<loc>https://a/?q=&lt;&#39;&quot;&gt;</loc>');
  });
  it('robots disallows private paths and links the sitemap', () => {
    const text = robotsTxt('https://a', ['en-us']);
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /en-us/checkout');
    expect(text).toContain('Sitemap: https://a/sitemap.xml');
  });
});

describe('feature flags', () => {
  it('every site has every flag, with per-site overrides', () => {
    const keys = Object.keys(featureFlags({ siteId: 'RL-US' })).sort();
    for (const site of Object.values(SITES)) {
      const flags = featureFlags(site);
      expect(Object.keys(flags).sort()).toEqual(keys);
      for (const value of Object.values(flags)) expect(typeof value).toBe('boolean');
    }
    expect(featureFlags({ siteId: 'RL-DE' }).showShopAllL3sOnMobile).toBe(false);
    expect(featureFlags({ siteId: 'RL-US' }).showShopAllL3sOnMobile).toBe(true);
    expect(featureFlags({ siteId: 'RL-XX' }).relativeProductUrls).toBe(true);
  });
});
