import { describe, expect, it } from 'vitest';
import type { CountryList } from './contract/utilities';
import {
  buildLocationSelector,
  landingPath,
  locationCookieValue,
  locationPromptFor,
  readLocationCookie,
  safeReturnPath,
} from './location';
import { SITES } from './site';

const list: CountryList = {
  countries: [
    {
      code: 'US',
      name: 'United States',
      region: 'NORA',
      siteId: 'RL-US',
      currency: 'USD',
      locales: [{ locale: 'en-us', language: 'en', languageName: 'English' }],
    },
    {
      code: 'CA',
      name: 'Canada',
      region: 'NORA',
      siteId: 'RL-CA',
      currency: 'CAD',
      locales: [
        { locale: 'en-ca', language: 'en', languageName: 'English' },
        { locale: 'fr-ca', language: 'fr', languageName: 'Français' },
      ],
    },
    {
      code: 'AT',
      name: 'Austria',
      region: 'EMEA',
      siteId: 'RL-DE',
      currency: 'EUR',
      locales: [{ locale: 'de-de', language: 'de', languageName: 'Deutsch' }],
    },
    {
      code: 'DE',
      name: 'Germany',
      region: 'EMEA',
      siteId: 'RL-DE',
      currency: 'EUR',
      locales: [{ locale: 'de-de', language: 'de', languageName: 'Deutsch' }],
    },
  ],
};
const us = SITES['en-us']!;
const de = SITES['de-de']!;

describe('location selector', () => {
  it('groups by region, CAD as a code and USD as a symbol, links back to the page', () => {
    const s = buildLocationSelector(list, us, '/en-us/help');
    const countries = s.regions.flatMap((r) => r.countries);
    expect(countries.find((c) => c.code === 'CA')!.currencyLabel).toBe('CAD');
    expect(countries.find((c) => c.code === 'US')!.currencyLabel).toBe('$');
    expect(countries.find((c) => c.code === 'US')!.current).toBe(true);
    expect(countries.find((c) => c.code === 'CA')!.locales[1]!.url).toBe(
      '/en-us/location-selector/go?to=fr-ca&country=CA&path=%2Fen-us%2Fhelp',
    );
  });
  it('return paths stay on this site', () => {
    expect(safeReturnPath('//evil.test/en-us', us)).toBe('/en-us');
    expect(safeReturnPath('https://evil.test/en-us', us)).toBe('/en-us');
    expect(safeReturnPath('/en-us/p/x-ABCDEFGH?q=1', us)).toBe('/en-us/p/x-ABCDEFGH');
    expect(safeReturnPath('/en-us/location-selector', us)).toBe('/en-us');
    expect(safeReturnPath('/zz-zz/a', us)).toBe('/en-us');
    expect(landingPath('fr-ca', '/en-us/p/x-ABCDEFGH')).toBe('/fr-ca/p/x-ABCDEFGH');
  });
  it('judges a return path after dot segments and escapes resolve, as the browser will', () => {
    for (const attack of [
      '/..//evil.test/x',
      '/./..//evil.test',
      '/%2e%2e//evil.test',
      '/en-us/..//evil.test/x',
      '/en-us/\\evil.test',
      '/en-us/p/%2e%2e/%2e%2e/zz-zz/a',
    ])
      expect(safeReturnPath(attack, us)).toBe('/en-us');
    expect(safeReturnPath('/en-us/./help', us)).toBe('/en-us/help');
  });
  it('asks only when the request country is served by another site', () => {
    expect(locationPromptFor(list, us, 'US', '/en-us')).toBeNull();
    expect(locationPromptFor(list, de, 'AT', '/de-de')).toBeNull();
    expect(locationPromptFor(list, us, 'JP', '/en-us')).toBeNull();
    expect(locationPromptFor(list, us, null, '/en-us')).toBeNull();
    expect(locationPromptFor(list, us, 'ca', '/en-us/about')).toMatchObject({
      countryName: 'Canada',
      siteCountryName: 'United States',
      goUrl: '/en-us/location-selector/go?to=en-ca&country=CA&path=%2Fen-us%2Fabout',
    });
  });
});

describe('the remembered location', () => {
  it('reads country and locale, a country-only cookie, and nothing from a forged one', () => {
    expect(readLocationCookie(locationCookieValue('ca', 'fr-ca'))).toEqual({
      country: 'CA',
      locale: 'fr-ca',
    });
    expect(readLocationCookie('IE')).toEqual({ country: 'IE' });
    expect(readLocationCookie('CA.xx-yy')).toEqual({ country: 'CA' });
    expect(readLocationCookie('CA.fr-ca/../x')).toBeUndefined();
    expect(readLocationCookie(undefined)).toBeUndefined();
  });
});
