/**
 * Stores and utilities (commerce spec section 7): `GET /consumers-v3/utilities/countryList` and
 * `GET /consumers-v3/utilities/i18n/{countryCode}`; and the content API's page children
 * (`children/{siteId}/{parentPageSlug}`, content spec section 7).
 */
import { z } from 'zod';
import { currencySchema } from './common';

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Country code must be two letters (ISO 3166-1 alpha-2)')
  .transform((code) => code.toUpperCase());

export const countryLocaleSchema = z.object({
  /** Storefront locale (`{lang}-{country}` path segment of the site serving this country). */
  locale: z.string(),
  language: z.string(),
  /** The language's own name ("Français"). */
  languageName: z.string(),
});

export const countrySchema = z.object({
  code: z.string().length(2),
  /** Name in the language asked for (query `locale`). */
  name: z.string(),
  region: z.enum(['NORA', 'EMEA']),
  siteId: z.string(),
  currency: currencySchema,
  /** The site's locales for this country; the first is the default. */
  locales: z.array(countryLocaleSchema).min(1),
});
export type Country = z.infer<typeof countrySchema>;

export const countryListSchema = z.object({ countries: z.array(countrySchema) });
export type CountryList = z.infer<typeof countryListSchema>;

export const addressFormatSchema = z.object({
  /** Address fields in display order (names of the Address entity, spec section 3). */
  fields: z.array(z.string()),
  required: z.array(z.string()),
  postalCodePattern: z.string(),
  postalCodeExample: z.string(),
  /** States or provinces for `stateCityProvDept`, when the country uses them. */
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const countryI18nSchema = z.object({
  countryCode: z.string().length(2),
  currency: currencySchema,
  dateFormat: z.string(),
  /** Phone codes of content spec section 3: code, dialCode, mask (`#` is a digit). */
  phone: z.object({ code: z.string(), dialCode: z.string(), mask: z.string() }),
  addressFormat: addressFormatSchema,
});
export type CountryI18n = z.infer<typeof countryI18nSchema>;

export const pageChildSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** Path below the locale (`help/returns`): the page's URL is `/{locale}/{path}`. */
  path: z.string(),
  title: z.string(),
  description: z.string(),
});
export type PageChild = z.infer<typeof pageChildSchema>;

export const pageChildrenSchema = z.object({ parent: z.string(), children: z.array(pageChildSchema) });
export type PageChildren = z.infer<typeof pageChildrenSchema>;
