import { describe, expect, it } from 'vitest';
import { storefront } from '../test/helpers';

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
