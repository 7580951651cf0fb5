/**
 * A postal address as each country writes it on an envelope, for the sites' countries (US, CA, GB,
 * DE, FR, IT): the checkout, the order confirmation and the sandbox's e-mails print the same lines.
 * It lives in the contract because the sandbox, which may import only the contract, prints these
 * addresses too. Other countries get "postal code, city, region".
 */
import type { Address } from './checkout';
import { memo } from './memo';
import type { PlaceAddress } from './stores';

export type PostalAddress = Pick<
  Address,
  'addressLine1' | 'addressLine2' | 'city' | 'postalCode' | 'stateCityProvDept' | 'country'
>;

const join = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

/** The lines after the street: town, region and postal code in the country's order. */
const localityLines = (a: PostalAddress): string[] => {
  const region = a.stateCityProvDept?.trim() || undefined;
  switch (a.country) {
    case 'US': // Denver, CO 80202
      return [join(region ? `${a.city},` : a.city, region, a.postalCode)];
    case 'CA': // Toronto ON  M5V 2T6 (Canada Post: two spaces before the postal code)
      return [`${join(a.city, region)}  ${a.postalCode.trim()}`.trim()];
    case 'GB': // town and postcode each on their own line, the postcode in capitals
      return [a.city.trim(), a.postalCode.trim().toUpperCase()].filter(Boolean);
    case 'IT': // 00184 Roma RM
      return [join(a.postalCode, a.city, region)];
    case 'DE':
    case 'FR': // 10115 Berlin, 75001 Paris
      return [join(a.postalCode, a.city)];
    default:
      return [[join(a.postalCode, a.city), region].filter(Boolean).join(', ')];
  }
};

/** Street lines, then the locality lines; the caller adds the name above and the country below. */
export const addressLines = (a: PostalAddress): string[] =>
  [a.addressLine1.trim(), a.addressLine2?.trim() ?? '', ...localityLines(a)].filter(Boolean);

/** A store's or a collection point's address on one line, in its country's order. */
export const placeAddressLine = (a: PlaceAddress): string =>
  addressLines({
    addressLine1: a.line1,
    city: a.city,
    postalCode: a.postalCode,
    stateCityProvDept: a.region,
    country: a.country,
  }).join(', ');

const countryNames = memo<string, string>({ name: 'address-lines/country-names', max: 2000 });

/**
 * The country's name in the reader's language ("United States", "États-Unis"), else its code.
 * Kept per language and code: building an `Intl.DisplayNames` cost more than the rest of an
 * address's lines (0.1 ms an address on the address book). A code can come from a form, so the
 * names kept are bounded.
 */
export const countryName = (code: string, languageTag: string): string => {
  const key = `${languageTag}|${code}`;
  return countryNames.getOrCreate(key, () => {
    try {
      return new Intl.DisplayNames([languageTag], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  });
};
