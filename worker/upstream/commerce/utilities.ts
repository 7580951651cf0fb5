/** Stores and utilities (spec section 7): country list and per-country i18n. Reference data: cached. */
import {
  type CountryI18n,
  type CountryList,
  countryI18nSchema,
  countryListSchema,
} from '../../../shared/contract';
import { type CacheControl, cachedCall } from '../cache';
import type { CallContext, UpstreamTarget } from '../http';

const REFERENCE = { maxAgeSeconds: 3600, staleWhileRevalidateSeconds: 86_400 };

export const createUtilitiesClient = (target: UpstreamTarget, ctx: CallContext, cache: CacheControl) => ({
  /** Countries with their site, locales and currency; names in the site's language. */
  countryList: (): Promise<CountryList> =>
    cachedCall(
      target,
      ctx,
      { path: '/consumers-v3/utilities/countryList', schema: countryListSchema },
      REFERENCE,
      cache,
    ),
  i18n: (countryCode: string): Promise<CountryI18n> =>
    cachedCall(
      target,
      ctx,
      {
        path: `/consumers-v3/utilities/i18n/${encodeURIComponent(countryCode)}`,
        schema: countryI18nSchema,
      },
      REFERENCE,
      cache,
    ),
});
export type UtilitiesClient = ReturnType<typeof createUtilitiesClient>;
