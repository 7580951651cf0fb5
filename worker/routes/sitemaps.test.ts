import { describe, expect, it } from 'vitest';
import { app } from '../index';
import { env, executionContext, storefront } from '../test/helpers';

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

  it('robots.txt and sitemaps (cached publicly) name the configured origin, whatever Host the request names', async () => {
    const foreign = (path: string) =>
      app.fetch(
        new Request(`http://evil.example${path}`),
        env,
        executionContext() as unknown as ExecutionContext,
      );
    for (const path of ['/robots.txt', '/sitemap.xml', '/en-gb/sitemap.xml']) {
      const response = await foreign(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toContain('public');
      const text = await response.text();
      expect(text, path).toContain(`${env.PUBLIC_ORIGIN}/`);
      expect(text, path).not.toContain('evil.example');
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
