/**
 * Stores and utilities (commerce spec section 7): `GET /consumers-v3/utilities/countryList` (the
 * countries the brand ships to, each with the site, locales and currency that serve it; names in the
 * language of query `locale`) and `GET /consumers-v3/utilities/i18n/{countryCode}` (phone dial code
 * and mask, date format, currency, address format). Reference data from D1 (migration 0004).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  type Country,
  type CountryI18n,
  countryCodeSchema,
  countryI18nSchema,
} from '../../../shared/contract/utilities';
import type { CountryI18nRow, CountryRow } from '../../seed/utilities';
import type { AppEnv } from '../env';
import { notFound, validate } from '../errors';
import { LOCALES } from '../sites';

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
};

const CACHE = { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' };

const listQuery = z.object({
  locale: z
    .string()
    .refine((l) => Object.hasOwn(LOCALES, l.toLowerCase()), 'locale must be one of the storefront locales')
    .optional(),
});

const toCountry = (row: CountryRow, language: string): Country => {
  const names = JSON.parse(row.names) as Record<string, string>;
  const locales = JSON.parse(row.locales) as string[];
  return {
    code: row.code,
    name: names[language] ?? names.en ?? row.code,
    region: row.region as Country['region'],
    siteId: row.site_id,
    currency: row.currency as Country['currency'],
    locales: locales.map((locale) => {
      const language = LOCALES[locale]?.language ?? 'en';
      return { locale, language, languageName: LANGUAGE_NAMES[language] ?? language };
    }),
  };
};

export const utilityRoutes = new Hono<AppEnv>()
  .get('/consumers-v3/utilities/countryList', validate('query', listQuery), async (c) => {
    const { locale } = c.req.valid('query');
    const language = locale ? LOCALES[locale.toLowerCase()]!.language : 'en';
    const rows = await c.env.DB.prepare('SELECT * FROM countries ORDER BY sort, code').all<CountryRow>();
    return c.json({ countries: rows.results.map((row) => toCountry(row, language)) }, 200, CACHE);
  })
  .get(
    '/consumers-v3/utilities/i18n/:countryCode',
    validate('param', z.object({ countryCode: countryCodeSchema })),
    async (c) => {
      const { countryCode } = c.req.valid('param');
      const row = await c.env.DB.prepare('SELECT * FROM country_i18n WHERE country_code = ?')
        .bind(countryCode)
        .first<CountryI18nRow>();
      if (!row) throw notFound(`No i18n data for country ${countryCode}`);
      const body: CountryI18n = countryI18nSchema.parse({
        countryCode: row.country_code,
        currency: row.currency,
        dateFormat: row.date_format,
        phone: { code: row.country_code, dialCode: row.dial_code, mask: row.phone_mask },
        addressFormat: JSON.parse(row.address_format),
      });
      return c.json(body, 200, CACHE);
    },
  );
