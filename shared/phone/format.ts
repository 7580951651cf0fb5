/**
 * Phone numbers as commerce spec section 5 has them: reduced to digits, matched to the country's
 * dial code and mask ("(XXX) XXX - XXXX" in North America, otherwise "XXXX - XXX - XXX"), a
 * leading 0 dropped for dial code 44, stored with a leading +. Dates of the enrollment forms are
 * in the locale's order (DD/MM/YYYY, or MM/DD/YYYY in the United States).
 */

/** Dial codes of the countries we sell to. */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  US: '1',
  CA: '1',
  GB: '44',
  DE: '49',
  FR: '33',
  IT: '39',
};

const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
const DEFAULT_MASK = 'XXXX - XXX - XXX';

export const maskFor = (dialCode: string): string => (dialCode === '1' ? NORTH_AMERICA_MASK : DEFAULT_MASK);

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The national digits of what the shopper typed: without the dial code and the UK trunk 0. */
export const nationalDigits = (value: string, country: string): string => {
  const dial = DIAL_CODES[country] ?? '1';
  let digits = digitsOnly(value);
  const international = value.trim().startsWith('+') || value.trim().startsWith('00');
  if (value.trim().startsWith('00')) digits = digits.slice(2);
  if (international && digits.startsWith(dial)) digits = digits.slice(dial.length);
  if (dial === '44' && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
};

/** The digits in the country's mask, as far as they go (for an input formatting as one types). */
export const formatPhone = (value: string, country: string): string => {
  const digits = nationalDigits(value, country);
  const mask = maskFor(DIAL_CODES[country] ?? '1');
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === 'X') out += digits[next++];
    else out += char;
  }
  // Digits beyond the mask are kept, not lost.
  return out + digits.slice(next);
};

/**
 * Whether what the shopper typed is a whole number of the country: ten digits in North America
 * (no leading 0 or 1), elsewhere the mask's ten digits, one fewer or one more (French and Italian
 * numbers have nine after the trunk 0, German mobiles eleven).
 */
export const isPhoneNumber = (value: string, country: string): boolean => {
  if (!/^[+\d\s().-]*$/.test(value)) return false;
  const digits = nationalDigits(value, country);
  if ((DIAL_CODES[country] ?? '1') === '1') return /^[2-9]\d{9}$/.test(digits);
  return /^[1-9]\d{8,10}$/.test(digits.replace(/^0/, ''));
};

/** The stored form: `+`, dial code, national digits; undefined when nothing was typed. */
export const storedPhone = (value: string, country: string): string | undefined => {
  const digits = nationalDigits(value, country);
  return digits ? `+${DIAL_CODES[country] ?? '1'}${digits}` : undefined;
};

/** The date order of a locale's forms: the United States writes the month first. */
export const dateFormatFor = (locale: string): 'MM/DD/YYYY' | 'DD/MM/YYYY' =>
  locale.toLowerCase().endsWith('-us') ? 'MM/DD/YYYY' : 'DD/MM/YYYY';

/** An ISO date (YYYY-MM-DD) as the locale writes it. */
export const formatDate = (iso: string, locale: string): string => {
  const [y, m, d] = iso.split('-');
  return dateFormatFor(locale) === 'MM/DD/YYYY' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
};

/** A date typed in the locale's order as ISO, or undefined when it is not a real date. */
export const parseDate = (typed: string, locale: string): string | undefined => {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed.trim());
  if (!match) return undefined;
  const [a, b, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [month, day] = dateFormatFor(locale) === 'MM/DD/YYYY' ? [a, b] : [b, a];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
};
