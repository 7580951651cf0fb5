import { describe, expect, it } from 'vitest';
import { acceptedLanguages, bestLocale, SITES, siteForLocale } from '../../shared/site';
import { channelFor, localeFromPath, siteOfRequest } from './site';

describe('site context from the path (spec section 2 routes)', () => {
  it.each([
    ['/en-us', 'en-us', 'RL-US', 'USD'],
    ['/en-ca/c/mens-jackets-1234', 'en-ca', 'RL-CA', 'CAD'],
    ['/fr-ca/p/summit-parka-RL0A1B2CJK3', 'fr-ca', 'RL-CA', 'CAD'],
    ['/en-gb/cart', 'en-gb', 'RL-GB', 'GBP'],
    ['/de-de/checkout', 'de-de', 'RL-DE', 'EUR'],
    ['/fr-fr/account/profile', 'fr-fr', 'RL-FR', 'EUR'],
    ['/it-it/search', 'it-it', 'RL-IT', 'EUR'],
    ['/en-us/order-confirmation', 'en-us', 'RL-US', 'USD'],
    ['/en-us/associate-login', 'en-us', 'RL-US', 'USD'],
    ['/en-us/location-selector', 'en-us', 'RL-US', 'USD'],
  ])('%s → %s', (path, locale, siteId, currency) => {
    expect(localeFromPath(path)).toMatchObject({ locale, siteId, currency });
  });

  it.each(['/', '/xx-yy', '/EN-US', '/en_us/cart', '/english/p/x', '/api/cart'])('%s has no site', (path) => {
    expect(localeFromPath(path)).toBeUndefined();
  });

  it('knows the region and language of each site', () => {
    expect(localeFromPath('/fr-ca')).toMatchObject({
      language: 'fr',
      country: 'CA',
      region: 'NORA',
      languageTag: 'fr-CA',
    });
    expect(localeFromPath('/de-de')).toMatchObject({ language: 'de', region: 'EMEA' });
  });
});

describe('channel', () => {
  it('is ECOMM by default and MAPP inside the app webview', () => {
    expect(channelFor('Mozilla/5.0 Chrome/150', undefined)).toBe('ECOMM');
    expect(channelFor('Mozilla/5.0 RidgelineApp/4.2', undefined)).toBe('MAPP');
    expect(channelFor(undefined, 'MAPP')).toBe('MAPP');
  });
});

describe('site of an /api call', () => {
  const url = (q = '') => new URL(`https://shop.test/api/cart${q}`);
  it('prefers the locale query, then localePath, then the same-origin referer', () => {
    expect(siteOfRequest(url('?locale=de-de'), 'https://shop.test/fr-fr').site.locale).toBe('de-de');
    expect(siteOfRequest(url('?localePath=/it-it'), undefined).site.locale).toBe('it-it');
    expect(siteOfRequest(url(), 'https://shop.test/fr-fr/p/x-ABCDEFGH').site.locale).toBe('fr-fr');
  });
  it('else the page its returnTo goes back to (an editor link from the CMS has no referer)', () => {
    const link = (q: string) => new URL(`https://shop.test/fapi/editor/session?token=t&${q}`);
    expect(siteOfRequest(link('returnTo=%2Ffr-ca%2Fcampaign'), undefined).site.locale).toBe('fr-ca');
    expect(siteOfRequest(link('returnTo=/fr-ca&locale=de-de'), undefined).site.locale).toBe('de-de');
    expect(siteOfRequest(link('returnTo=https://evil.example/fr-ca'), undefined).site.locale).toBe('en-us');
    expect(siteOfRequest(link('returnTo=/zz-zz'), undefined).site.locale).toBe('en-us');
  });
  it('ignores a foreign or broken referer and falls back to en-us', () => {
    expect(siteOfRequest(url(), 'https://evil.example/de-de').site.locale).toBe('en-us');
    expect(siteOfRequest(url(), 'not a url').site.locale).toBe('en-us');
    expect(siteOfRequest(url('?locale=zz-zz'), undefined).site.locale).toBe('en-us');
  });
});

describe('the site a request names', () => {
  const of = (path: string, referer?: string) => {
    const { site, named } = siteOfRequest(new URL(`https://shop.test${path}`), referer);
    return [site.locale, named];
  };
  it('is named by a locale path, or by an /api call through its query or page', () => {
    expect(of('/fr-ca/cart')).toEqual(['fr-ca', true]);
    expect(of('/api/cart?locale=de-de')).toEqual(['de-de', true]);
    expect(of('/api/cart', 'https://shop.test/it-it')).toEqual(['it-it', true]);
  });
  it('is a guess (the default site) outside every locale, whatever the referer says of a page', () => {
    expect(of('/favicon.ico', 'https://shop.test/fr-ca/checkout')).toEqual(['en-us', false]);
    expect(of('/some-typo')).toEqual(['en-us', false]);
    expect(of('/api/cart', 'https://evil.example/de-de')).toEqual(['en-us', false]);
  });
});

describe('best locale for /', () => {
  it('matches Accept-Language, then the country, then en-us', () => {
    expect(bestLocale('fr-CA,fr;q=0.9', null)).toBe('fr-ca');
    expect(bestLocale('de', 'DE')).toBe('de-de');
    expect(bestLocale('ja-JP', 'GB')).toBe('en-gb');
    expect(bestLocale(null, null)).toBe('en-us');
    expect(bestLocale('en-US', 'US', 'fr-ca')).toBe('fr-ca');
    expect(bestLocale('fr-FR,fr;q=0.9', 'CA')).toBe('fr-ca');
    expect(bestLocale('en-US', 'US', 'xx-yy')).toBe('en-us');
  });

  it('ranks Accept-Language by weight, and never picks a language marked q=0', () => {
    expect(bestLocale('fr-FR;q=0.1, en-GB;q=0.9', null)).toBe('en-gb');
    expect(bestLocale('fr-ca;q=0, en-us;q=0', null)).toBe('en-us');
    expect(bestLocale('fr-ca;q=0, de-de', null)).toBe('de-de');
    expect(acceptedLanguages('de;q=0.5, fr-CA, en;q=0.5, it;q=0, es;q=2, *;q=0.1')).toEqual([
      'fr-ca',
      'de',
      'en',
      '*',
    ]);
    expect(acceptedLanguages(' , ;q=1')).toEqual([]);
  });

  it('names no site for the names of Object.prototype members', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(siteForLocale(name)).toBeUndefined();
      expect(SITES[name]).toBeUndefined();
      expect(bestLocale(name, null)).toBe('en-us');
      expect(bestLocale(null, null, name)).toBe('en-us');
    }
    expect(Object.keys(SITES)).toContain('fr-ca');
  });
});
