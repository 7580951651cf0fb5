/**
 * The site facts the enrollment forms need, made once per locale: the countries whose dial codes
 * a mobile number may carry (named in the shopper's language, with the code and the mask of
 * commerce spec section 5), the date order of the locale (Intl), the shoe sizes and interests of the
 * account page, and whether the site runs the loyalty programme.
 */

import { featureFlags } from '../../../shared/config';
import { countryName } from '../../../shared/contract/address-lines';
import { DIAL_CODES, maskFor } from '../../../shared/phone/format';
import { shoeSizesFor } from '../../../shared/shoe-sizes';
import type { Site } from '../../../shared/site';
import { INTERESTS } from '../../i18n/account';
import { dateOrderOf } from './date-order';
import type { EnrollConfig } from './types';

const configs = new Map<string, EnrollConfig>();

export const enrollConfig = (site: Site): EnrollConfig => {
  let config = configs.get(site.locale);
  if (!config) {
    const countries = Object.entries(DIAL_CODES).map(([code, dial]) => ({
      code,
      label: `${countryName(code, site.languageTag)} (+${dial})`,
      mask: maskFor(dial),
    }));
    countries.sort((a, b) => (a.code === site.country ? -1 : b.code === site.country ? 1 : 0));
    config = {
      countries,
      siteCountry: site.country,
      dateOrder: dateOrderOf(site.locale),
      shoeSizes: shoeSizesFor(site.country),
      interestKeys: [...INTERESTS],
      loyaltySite: featureFlags(site).loyalty,
    };
    configs.set(site.locale, config);
  }
  return config;
};
