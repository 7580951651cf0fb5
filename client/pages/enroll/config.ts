/**
 * The site facts the enrollment forms need, made once per locale: the countries whose dial codes
 * a mobile number may carry (named in the shopper's language, with the code and, as `mask`, an example
 * number in the country's national format: shared/contract/phone replaces the spec's masks), the site's date format (shared/date-format.ts: built from the site alone,
 * so the locale's Intl pattern, which matches the country data for every site), the shoe sizes and interests of the
 * account page, and whether the site runs the loyalty programme.
 */

import { featureFlags } from '../../../shared/config';
import { countryName } from '../../../shared/contract/address-lines';
import { memo } from '../../../shared/contract/memo';
import { DIAL_CODES, phoneExample } from '../../../shared/contract/phone/format';
import { shoeSizesFor } from '../../../shared/shoe-sizes';
import type { Site } from '../../../shared/site';
import { INTERESTS } from '../../i18n/account';
import { shareable } from '../../island-kit/shared-props';
import { birthDateFormat } from '../account/birth-date';
import type { EnrollConfig } from './types';

/** Per locale: seven sites, a budget for more. */
const configs = memo<string, EnrollConfig>({ name: 'enroll/config', max: 32 });

export const enrollConfig = (site: Site): EnrollConfig =>
  configs.getOrCreate(site.locale, () => {
    const countries = Object.entries(DIAL_CODES).map(([code, dial]) => ({
      code,
      label: `${countryName(code, site.languageTag)} (+${dial})`,
      mask: phoneExample(code),
    }));
    countries.sort((a, b) => (a.code === site.country ? -1 : b.code === site.country ? 1 : 0));
    // The header's Sign in carries it on every page of a site with the flag: its JSON is made once.
    return shareable({
      countries,
      siteCountry: site.country,
      dateOrder: birthDateFormat(site),
      shoeSizes: shoeSizesFor(site.country),
      interestKeys: [...INTERESTS],
      loyaltySite: featureFlags(site).loyalty,
    });
  });
