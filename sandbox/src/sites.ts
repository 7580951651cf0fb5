/**
 * The sites this upstream serves and the site settings it enforces, kept here as a real commerce
 * platform keeps its own configuration: per siteId the country, region, currency and locales,
 * whether pickup in store is sold, and whether shipping and place order need a captcha. The
 * storefront has its own site table and feature flags; the two agree by configuration, never by
 * importing each other (the sandbox may import only shared/contract).
 */
import type { Currency } from '../../shared/contract/common';

export type Language = 'en' | 'fr' | 'de' | 'it';

export type SandboxSite = {
  siteId: string;
  country: string;
  region: 'NORA' | 'EMEA';
  currency: Currency;
  /** Locales in the storefront's `{lang-country}` form, the first one the default. */
  locales: string[];
  /** Pickup in store orders (the `pickupOrders` site setting). */
  pickupOrders: boolean;
  /** The "recaptcha" site setting: shipping address and place order need a captcha token. */
  captcha: boolean;
};

export type SiteLocale = {
  locale: string;
  /** BCP 47 tag for Intl. */
  languageTag: string;
  language: Language;
} & Pick<SandboxSite, 'siteId' | 'country' | 'region' | 'currency'>;

const SITES: readonly SandboxSite[] = [
  {
    siteId: 'RL-US',
    country: 'US',
    region: 'NORA',
    currency: 'USD',
    locales: ['en-us'],
    pickupOrders: true,
    captcha: false,
  },
  {
    siteId: 'RL-CA',
    country: 'CA',
    region: 'NORA',
    currency: 'CAD',
    locales: ['en-ca', 'fr-ca'],
    pickupOrders: true,
    captcha: false,
  },
  {
    siteId: 'RL-GB',
    country: 'GB',
    region: 'EMEA',
    currency: 'GBP',
    locales: ['en-gb'],
    pickupOrders: false,
    captcha: true,
  },
  {
    siteId: 'RL-DE',
    country: 'DE',
    region: 'EMEA',
    currency: 'EUR',
    locales: ['de-de'],
    pickupOrders: true,
    captcha: false,
  },
  {
    siteId: 'RL-FR',
    country: 'FR',
    region: 'EMEA',
    currency: 'EUR',
    locales: ['fr-fr'],
    pickupOrders: true,
    captcha: false,
  },
  {
    siteId: 'RL-IT',
    country: 'IT',
    region: 'EMEA',
    currency: 'EUR',
    locales: ['it-it'],
    pickupOrders: true,
    captcha: false,
  },
];

export const SANDBOX_SITES: ReadonlyMap<string, SandboxSite> = new Map(SITES.map((s) => [s.siteId, s]));

/** Every locale the sandbox has content and messages for, keyed by locale, in site order. */
export const LOCALES: Readonly<Record<string, SiteLocale>> = Object.fromEntries(
  SITES.flatMap(({ siteId, country, region, currency, locales }) =>
    locales.map((locale): [string, SiteLocale] => {
      const language = locale.slice(0, 2) as Language;
      return [
        locale,
        { locale, languageTag: `${language}-${country}`, language, siteId, country, region, currency },
      ];
    }),
  ),
);
