import { describe, expect, it } from 'vitest';
import { countryI18nSchema, countryListSchema, pageChildrenSchema } from '../../../shared/contract';
import { call, expectError } from '../../test/helpers';
import { LOCALES } from '../sites';

describe('GET /consumers-v3/utilities/countryList', () => {
  it('lists every site country with its locales and currency', async () => {
    const response = await call('/consumers-v3/utilities/countryList');
    expect(response.status).toBe(200);
    const { countries } = countryListSchema.parse(await response.json());
    const byCode = new Map(countries.map((c) => [c.code, c]));
    for (const site of Object.values(LOCALES)) {
      const country = byCode.get(site.country);
      expect(country, site.country).toBeDefined();
      expect(country!.currency).toBe(site.currency);
      expect(country!.locales.map((l) => l.locale)).toContain(site.locale);
    }
    expect(byCode.get('CA')!.locales.map((l) => l.locale)).toEqual(['en-ca', 'fr-ca']);
    expect(byCode.get('CA')!.locales[1]!.languageName).toBe('Français');
    expect(byCode.get('US')!.name).toBe('United States');
    // A country served by another country's site
    expect(byCode.get('AT')).toMatchObject({ siteId: 'RL-DE', currency: 'EUR' });
  });

  it('names countries in the language of the locale asked for', async () => {
    const response = await call('/consumers-v3/utilities/countryList?locale=de-de');
    const { countries } = countryListSchema.parse(await response.json());
    expect(countries.find((c) => c.code === 'US')!.name).toBe('Vereinigte Staaten');
  });

  it('rejects an unknown locale with API400', async () => {
    await expectError(await call('/consumers-v3/utilities/countryList?locale=xx-yy'), 400, 'API400');
  });

  it('needs the api key', async () => {
    await expectError(await call('/consumers-v3/utilities/countryList', { apiKey: null }), 401, 'AUT401');
  });
});

describe('GET /consumers-v3/utilities/i18n/{countryCode}', () => {
  it('answers dial code, mask, date format, currency and address format', async () => {
    const response = await call('/consumers-v3/utilities/i18n/ca');
    expect(response.status).toBe(200);
    const body = countryI18nSchema.parse(await response.json());
    expect(body).toMatchObject({
      countryCode: 'CA',
      currency: 'CAD',
      dateFormat: 'YYYY-MM-DD',
      phone: { code: 'CA', dialCode: '+1', mask: '(###) ###-####' },
    });
    expect(body.addressFormat.regions.map((r) => r.code)).toContain('QC');
    expect(new RegExp(body.addressFormat.postalCodePattern).test('K1A 0B1')).toBe(true);
  });

  it.each([
    ['DE', '+49', 'DD.MM.YYYY', 'EUR'],
    ['GB', '+44', 'DD/MM/YYYY', 'GBP'],
    ['US', '+1', 'MM/DD/YYYY', 'USD'],
  ])('%s', async (code, dialCode, dateFormat, currency) => {
    const body = countryI18nSchema.parse(await (await call(`/consumers-v3/utilities/i18n/${code}`)).json());
    expect(body).toMatchObject({ dateFormat, currency, phone: { dialCode } });
    expect(new RegExp(body.addressFormat.postalCodePattern).test(body.addressFormat.postalCodeExample)).toBe(
      true,
    );
  });

  it('404 for a country it does not know, 400 for a malformed code', async () => {
    await expectError(await call('/consumers-v3/utilities/i18n/ZZ'), 404, 'API404');
    await expectError(await call('/consumers-v3/utilities/i18n/USA'), 400, 'API400');
    await expectError(await call('/consumers-v3/utilities/i18n/%3Cscript%3E'), 400, 'API400');
  });
});

describe('content children and static pages', () => {
  it.each(Object.values(LOCALES))('static pages exist for $locale', async (site) => {
    for (const page of ['about', 'help', 'help-returns', 'brand-terms', 'privacy', 'store-locator']) {
      const response = await call(
        `/publish/caas/v1/canvas/page/${site.siteId}/${page}?locale=${site.locale}`,
      );
      expect(response.status, `${page} ${site.locale}`).toBe(200);
    }
  });

  it('lists the children of a page in order, in the site language', async () => {
    const response = await call('/publish/caas/v1/canvas/children/RL-CA/help?locale=fr-ca');
    expect(response.status).toBe(200);
    const body = pageChildrenSchema.parse(await response.json());
    expect(body.children.map((c) => c.slug)).toEqual(['help-returns', 'help-repairs', 'contact-us']);
    expect(body.children[0]).toMatchObject({ path: 'help/returns', title: 'Retours' });
    const grandChildren = pageChildrenSchema.parse(
      await (await call('/publish/caas/v1/canvas/children/RL-CA/help-returns?locale=fr-ca')).json(),
    );
    expect(grandChildren.children.map((c) => c.path)).toEqual(['help/returns/how-to-return']);
  });

  it('home lists the top-level static pages', async () => {
    const body = pageChildrenSchema.parse(
      await (await call('/publish/caas/v1/canvas/children/RL-US/home')).json(),
    );
    expect(body.children.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['about', 'help', 'store-locator', 'brand-terms', 'privacy']),
    );
  });

  it('404 for an unknown parent, site or locale', async () => {
    await expectError(await call('/publish/caas/v1/canvas/children/RL-US/nope'), 404, 'API404');
    await expectError(await call('/publish/caas/v1/canvas/children/RL-XX/help'), 404, 'API404');
    await expectError(await call('/publish/caas/v1/canvas/children/RL-US/help?locale=fr-fr'), 404, 'API404');
  });
});
