/**
 * The one postal code rule of the shop: checkout, the address book, the profile, sign-up,
 * enrollment and the sandbox check a code against the country's pattern (utilities i18n
 * `addressFormat.postalCodePattern`) after normalising it, and store the normalised form. In the
 * contract, like the phone rule (`phone/`), because the sandbox, an upstream that shares only the
 * contract, takes what the storefront takes.
 */

/**
 * A postal code as the country writes it: upper case, spaces collapsed, and the country's own
 * spacing (Canada `K1A 0B1`, the UK's outward and inward codes `SW1A 1AA`, Ireland's Eircode
 * `D02 X285`, US ZIP+4 `80202-1234`; codes of digits lose stray spaces: `75 001` → `75001`).
 * Every form stores this form, and checks it against the country's pattern (`isPostalCodeOf`).
 */
export const normalizePostalCode = (value: string, country: string): string => {
  const upper = value.trim().toUpperCase().replace(/\s+/g, ' ');
  const compact = upper.replace(/[\s-]/g, '');
  switch (country) {
    case 'CA':
      return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : upper;
    case 'GB':
      return /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact)
        ? `${compact.slice(0, -3)} ${compact.slice(-3)}`
        : upper;
    case 'IE':
      return /^[A-Z\d]{7}$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : upper;
    case 'US':
      return /^\d{9}$/.test(compact)
        ? `${compact.slice(0, 5)}-${compact.slice(5)}`
        : /^\d{5}$/.test(compact)
          ? compact
          : upper;
    default:
      return /^\d+$/.test(compact) ? compact : upper;
  }
};

export const isPostalCode = (value: string, pattern: string): boolean => {
  try {
    return new RegExp(pattern, 'i').test(value.trim().toUpperCase());
  } catch {
    return false;
  }
};

/**
 * The one postal code rule (checkout, address book, profile, sign-up, enrollment): the normalised
 * code matches the pattern of the country's utilities i18n (`addressFormat.postalCodePattern`).
 */
export const isPostalCodeOf = (
  value: string,
  rules: { countryCode: string; addressFormat: { postalCodePattern: string } },
): boolean =>
  isPostalCode(normalizePostalCode(value, rules.countryCode), rules.addressFormat.postalCodePattern);
