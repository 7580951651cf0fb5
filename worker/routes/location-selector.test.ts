import { describe, expect, it } from 'vitest';
import { type Jar, storefront } from '../test/helpers';

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
    expect(jar.get('sf_location')).toBe('CA.fr-ca');
  });

  it('opening / again lands on the remembered choice before the browser language', async () => {
    const jar: Jar = new Map();
    await storefront('/en-us/location-selector/go?to=fr-ca&country=CA&path=%2Fen-us', { jar });
    const root = await storefront('/', { jar, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/fr-ca');
    expect(root.headers.get('vary')).toMatch(/cookie/i);
    // A country remembered before the choice carried its language still picks that country's site.
    const older: Jar = new Map([['sf_location', 'CA']]);
    const byCountry = await storefront('/', { jar: older, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(byCountry.headers.get('location')).toBe('/fr-ca');
  });

  it('a choice never redirects off-site and rejects unknown locales', async () => {
    const offsite = await storefront('/en-us/location-selector/go?to=fr-ca&path=%2F%2Fevil.test%2Fx');
    expect(offsite.headers.get('location')).toBe('/fr-ca');
    expect((await storefront('/en-us/location-selector/go?to=xx-yy')).status).toBe(400);
    for (const name of ['constructor', '__proto__']) {
      const jar: Jar = new Map();
      const refused = await storefront(`/en-us/location-selector/go?to=${name}&country=US&path=%2Fen-us`, {
        jar,
      });
      expect(refused.status).toBe(400);
      expect(jar.has('sf_location')).toBe(false);
      const root = await storefront('/', { headers: { 'accept-language': name } });
      expect(root.headers.get('location')).toBe('/en-us');
      // An /api or /fapi URL naming such a "locale" names none: the page's own site answers.
      const footer = await storefront(`/fapi/components/footer?locale=${name}`);
      expect(footer.status).toBe(200);
      expect((await storefront(`/api/cart?localePath=%2F${name}`)).status).toBeLessThan(500);
    }
  });

  it('asks for confirmation once when the request country differs from the site', async () => {
    const headers = { 'x-sf-country': 'CA' };
    const first = await (await storefront('/en-us/about', { headers })).text();
    expect(first).toContain('name="LocationPrompt"');
    expect(first).toContain('Shopping from Canada?');
    const same = await (await storefront('/en-ca/about', { headers })).text();
    expect(same).not.toContain('name="LocationPrompt"');
    // Ireland is served by the UK site in pounds: the question says so.
    const ireland = await (await storefront('/en-us/about', { headers: { 'x-sf-country': 'IE' } })).text();
    expect(ireland).toContain('We ship to Ireland from our United Kingdom site. Prices in £.');
    const jar: Jar = new Map([['sf_location', 'US']]);
    const after = await (await storefront('/en-us/about', { headers, jar })).text();
    expect(after).not.toContain('name="LocationPrompt"');
  });
});
