/**
 * The location selector (commerce spec sections 2 and 7): countries from the country list grouped
 * by region, each with its languages as links to that site's equivalent of the page the shopper
 * came from, and the location confirmation shown on a first visit from another country. Pure: the
 * worker builds it for the page and for `GET /fapi/pages/location-selector`.
 */
import { safePath } from './contract/safe-path';
import type { CountryList } from './contract/utilities';
import { currencyLabel } from './pricing/format';
import { localizedPath } from './seo/hreflang';
import { DEFAULT_LOCALE, SITES, type Site } from './site';

/**
 * The cookie that remembers the shopper's choice: the confirmation shows once, and `/` lands on the
 * chosen site. Country and locale (`CA.fr-ca`), since Canada alone does not say English or French.
 */
export const LOCATION_COOKIE = 'sf_location';
export const LOCATION_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export type RememberedLocation = { country: string; locale?: string };

export const locationCookieValue = (country: string, locale: string): string =>
  `${country.toUpperCase()}.${locale}`;

/** The remembered choice, or undefined for a missing or forged cookie; a country-only cookie predates the locale. */
export const readLocationCookie = (value: string | undefined): RememberedLocation | undefined => {
  const match = /^([A-Za-z]{2})(?:\.([a-z]{2}-[a-z]{2}))?$/.exec(value ?? '');
  if (!match) return undefined;
  const locale = match[2] && Object.hasOwn(SITES, match[2]) ? match[2] : undefined;
  return locale ? { country: match[1]!.toUpperCase(), locale } : { country: match[1]!.toUpperCase() };
};

export type LocationOption = {
  locale: string;
  language: string;
  languageName: string;
  /** Follows the choice (remembered in the cookie) to the equivalent page of that site. */
  url: string;
  current: boolean;
};
export type LocationCountry = {
  code: string;
  name: string;
  currency: string;
  /** CAD as a code, other currencies as their symbol (spec section 9). */
  currencyLabel: string;
  /** The country whose store serves this one (Ireland from the United Kingdom), when it is another. */
  servedFrom?: string;
  current: boolean;
  locales: LocationOption[];
};
export type LocationRegion = { region: 'NORA' | 'EMEA'; countries: LocationCountry[] };
export type LocationSelector = {
  current: { country: string; locale: string };
  returnPath: string;
  regions: LocationRegion[];
};

/**
 * A return path on one of our sites (`/{locale}/...`, without query), else the site's home: the
 * one safe-path check first (normalised, same origin), then the locale rules on what it resolved to.
 */
export const safeReturnPath = (candidate: string | null | undefined, site: Site): string => {
  const safe = safePath(candidate);
  if (!safe) return `/${site.locale}`;
  const path = safe.split(/[?#]/)[0]!;
  if (
    !/^\/[a-z]{2}-[a-z]{2}(\/[A-Za-z0-9._~%-]+)*\/?$/.test(path) ||
    localizedPath(path, site.locale) === null
  ) {
    return `/${site.locale}`;
  }
  // The selector itself is not a page to come back to.
  return /\/location-selector(\/|$)/.test(path) ? `/${site.locale}` : path;
};

/** The URL that records a choice and lands on `returnPath` in locale `to`. */
export const chooseUrl = (site: Site, to: string, country: string, returnPath: string): string =>
  `/${site.locale}/location-selector/go?${new URLSearchParams({ to, country, path: returnPath })}`;

/** Where a choice lands: the equivalent page in the chosen locale (or its home). */
export const landingPath = (to: string, returnPath: string): string =>
  localizedPath(returnPath, to) ?? `/${Object.hasOwn(SITES, to) ? to : DEFAULT_LOCALE}`;

/** The name of the country whose store serves `code`, when that is another country (Ireland: United Kingdom). */
export const servedFromName = (list: CountryList, code: string): string | undefined => {
  const country = list.countries.find((c) => c.code === code);
  const storeCountry = Object.values(SITES).find((s) => s.siteId === country?.siteId)?.country;
  if (!storeCountry || storeCountry === code) return undefined;
  return list.countries.find((c) => c.code === storeCountry)?.name;
};

const servedFromEntry = (name: string | undefined) => (name ? { servedFrom: name } : {});

export const buildLocationSelector = (
  list: CountryList,
  site: Site,
  returnPath: string,
  currentCountry: string = site.country,
): LocationSelector => {
  const country = list.countries.some((c) => c.code === currentCountry && c.siteId === site.siteId)
    ? currentCountry
    : site.country;
  const regions: LocationRegion[] = (['NORA', 'EMEA'] as const).map((region) => ({
    region,
    countries: list.countries
      .filter((c) => c.region === region)
      .map((c) => ({
        code: c.code,
        name: c.name,
        currency: c.currency,
        currencyLabel: currencyLabel(c.currency, site.languageTag),
        ...servedFromEntry(servedFromName(list, c.code)),
        current: c.code === country,
        locales: c.locales
          .filter((l) => Object.hasOwn(SITES, l.locale))
          .map((l) => ({
            locale: l.locale,
            language: l.language,
            languageName: l.languageName,
            url: chooseUrl(site, l.locale, c.code, returnPath),
            current: c.code === country && l.locale === site.locale,
          })),
      })),
  }));
  return { current: { country, locale: site.locale }, returnPath, regions };
};

/** The confirmation dialog's data, or null when nothing should be asked. */
export type LocationPrompt = {
  /** Country of the request, named in the site's language. */
  countryName: string;
  /** The site's own country, named in its language. */
  siteCountryName: string;
  /** The store the request's country is served from, when it is another country's (see servedFromName). */
  servedFrom?: { storeName: string; currencyLabel: string };
  goUrl: string;
  stayUrl: string;
};

export const locationPromptFor = (
  list: CountryList,
  site: Site,
  requestCountry: string | null | undefined,
  returnPath: string,
): LocationPrompt | null => {
  const code = requestCountry?.toUpperCase();
  if (!code || code === site.country) return null;
  const target = list.countries.find((c) => c.code === code);
  const own = list.countries.find((c) => c.code === site.country);
  // A country this site serves (Austria on the German site), or one we do not ship to: nothing to ask.
  if (!target || !own || target.siteId === site.siteId) return null;
  const storeName = servedFromName(list, target.code);
  const sameLanguage = target.locales.find((l) => l.language === site.language) ?? target.locales[0]!;
  return {
    countryName: target.name,
    siteCountryName: own.name,
    ...(storeName
      ? { servedFrom: { storeName, currencyLabel: currencyLabel(target.currency, site.languageTag) } }
      : {}),
    goUrl: chooseUrl(site, sameLanguage.locale, target.code, returnPath),
    stayUrl: chooseUrl(site, site.locale, site.country, returnPath),
  };
};
