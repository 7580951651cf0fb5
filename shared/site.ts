/**
 * The sites this storefront serves, keyed by the `{lang-country}` path segment. Site context is
 * everything an upstream call needs to know about where the shopper is shopping.
 */
import type { Currency } from './contract/common';

export type Region = 'NORA' | 'EMEA';

export type Site = {
  locale: string;
  /** BCP 47 tag for Intl and `<html lang>`. */
  languageTag: string;
  language: 'en' | 'fr' | 'de' | 'it';
  country: 'US' | 'CA' | 'GB' | 'DE' | 'FR' | 'IT';
  siteId: string;
  region: Region;
  currency: Currency;
};

const site = (locale: string, siteId: string, region: Region, currency: Currency): Site => {
  const [language, country] = locale.split('-') as [Site['language'], string];
  return {
    locale,
    languageTag: `${language}-${country.toUpperCase()}`,
    language,
    country: country.toUpperCase() as Site['country'],
    siteId,
    region,
    currency,
  };
};

/**
 * Without a prototype: a locale from a URL or header (`constructor`, `__proto__`) names no site
 * rather than an `Object.prototype` member.
 */
export const SITES: Readonly<Record<string, Site>> = Object.assign(
  Object.create(null) as Record<string, Site>,
  Object.fromEntries(
    [
      site('en-us', 'RL-US', 'NORA', 'USD'),
      site('en-ca', 'RL-CA', 'NORA', 'CAD'),
      site('fr-ca', 'RL-CA', 'NORA', 'CAD'),
      site('en-gb', 'RL-GB', 'EMEA', 'GBP'),
      site('de-de', 'RL-DE', 'EMEA', 'EUR'),
      site('fr-fr', 'RL-FR', 'EMEA', 'EUR'),
      site('it-it', 'RL-IT', 'EMEA', 'EUR'),
    ].map((s) => [s.locale, s]),
  ),
);

export const DEFAULT_LOCALE = 'en-us';

export const siteForLocale = (locale: string): Site | undefined => SITES[locale.toLowerCase()];

/**
 * The language tags of an Accept-Language header, most wanted first (RFC 9110 §12.5.4): by weight,
 * in the header's order among equal weights; `q=0` means "not this one" and is dropped, and so is
 * a weight that is not one.
 */
export const acceptedLanguages = (header: string | null): string[] =>
  (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight =
        q === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i.test(q) ? Number(q.slice(2)) : 0;
      return { tag: tag.toLowerCase(), weight, order };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);

/**
 * Picks the locale for `/`: the shopper's remembered choice first (they told us), then a site of
 * the country in a language they accept, then Accept-Language alone, then the country, then en-us.
 */
export const bestLocale = (
  acceptLanguage: string | null,
  country: string | null,
  remembered?: string,
): string => {
  if (remembered && Object.hasOwn(SITES, remembered)) return remembered;
  const wanted = acceptedLanguages(acceptLanguage);
  const byCountry = country ? Object.values(SITES).filter((s) => s.country === country.toUpperCase()) : [];
  // The country decides the site (currency, delivery); the language only picks among its sites.
  for (const tag of wanted) {
    const sameLanguage = byCountry.find((s) => s.language === tag.slice(0, 2));
    if (sameLanguage) return sameLanguage.locale;
  }
  for (const tag of wanted) {
    const exact = SITES[tag];
    if (exact) return exact.locale;
  }
  return byCountry[0]?.locale ?? DEFAULT_LOCALE;
};

/** Tracking brand prefix: upper-case brand plus country (commerce spec section 3). */
export const trackingBrandPrefix = (brand: string, s: Pick<Site, 'country'>): string =>
  `${brand.toUpperCase()}${s.country}`;
