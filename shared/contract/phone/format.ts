/**
 * The one phone rule of the shop: sign-up, the enrollment mobile step, the profile, the address
 * book, checkout and the sandbox all read and store numbers with these functions, so a number the
 * shop stored is always accepted when it comes back from a form.
 *
 * Numbers are parsed by libphonenumber-js (Google's numbering plans) rather than by counting digits
 * against a mask (commerce spec section 5 has one mask per region, which cannot say that French
 * numbers drop the trunk 0 after +33, that German numbers vary in length, or that Italian
 * landlines keep their 0 after +39). What a shopper may type: the national form with its trunk
 * prefix (06 12 34 56 78, 030 1234567, 020 7946 0958), the international one (+33 6 12 34 56 78,
 * 0033 6…), with spaces, dots, hyphens, slashes and parentheses. Stored: E.164 (+33612345678).
 * Shown: the country's national format (06 12 34 56 78, (303) 555-0182). The spec's "stored with
 * a leading +" is kept; its masks are replaced by each country's own grouping.
 */
import {
  type CountryCode,
  getCountryCallingCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import { memo } from '../memo';
import { PHONE_COUNTRIES, PHONE_METADATA } from './metadata';

/** Dial codes of the countries a member's mobile may belong to (the enrollment step's choice). */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  US: '1',
  CA: '1',
  GB: '44',
  DE: '49',
  FR: '33',
  IT: '39',
};

const isPhoneCountry = (country: string): country is CountryCode =>
  (PHONE_COUNTRIES as readonly string[]).includes(country);

/** What a phone field may hold: digits, a leading +, and the separators people write. */
const TYPED = /^\+?[\d\s().\-/]*$/;

/**
 * The number typed, if it is a real number (Google's plans, not just a digit count). A national
 * form is read in `country`'s plan, with its trunk prefix; an international one (+44…, 0044…) may
 * be of any country we know, so a member's foreign mobile (the enrollment step lets one choose its
 * country) is taken back by the profile and the address book. A number stored before E.164 with
 * the trunk 0 after the code (+330612345678) is read as well.
 */
export const parsePhone = (value: string, country: string): PhoneNumber | undefined => {
  const typed = value.trim();
  if (!typed || typed.length > 30 || !TYPED.test(typed) || !isPhoneCountry(country)) return undefined;
  const number = parsePhoneNumberFromString(
    typed,
    { defaultCountry: country, extract: false },
    PHONE_METADATA,
  );
  return number?.isValid() ? number : undefined;
};

/** Whether what the shopper typed is a whole, real number. */
export const isPhoneNumber = (value: string, country: string): boolean =>
  parsePhone(value, country) !== undefined;

/** The stored form, E.164 (+33612345678); undefined when it is not a real number. */
export const storedPhone = (value: string, country: string): string | undefined =>
  parsePhone(value, country)?.number;

/**
 * Numbers written lately, by country and stored form: parsing with the metadata was 0.09 ms a
 * number, and a member's pages write the same few numbers on every visit (each address twice on the
 * address book). In this isolate's memory only, the least recently used forgotten first.
 */
const formatted = memo<string, string>({ name: 'phone/formatted', max: 1000 });

/**
 * A phone as the country writes it: a number of the country's plan in its national format
 * ("06 12 34 56 78", "(303) 555-0182"), another country's in the international one
 * ("+44 20 7946 0958"). Anything else (a number being typed, a refused value) is given back as it
 * is: grouping partial numbers would need the library's AsYouType, a third more code in the
 * islands that format phones (AddressForm, Enroll), so an input is grouped once the number is whole.
 */
export const formatPhone = (value: string, country: string): string => {
  const key = `${country}|${value}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const number = parsePhone(value, country);
  const written =
    !number || !isPhoneCountry(country)
      ? value
      : number.countryCallingCode === getCountryCallingCode(country, PHONE_METADATA)
        ? number.formatNational()
        : number.formatInternational();
  // What is typed can be anything; only what a number can be is kept.
  if (value.length > 30) return written;
  return formatted.set(key, written);
};

/**
 * A mobile number of each country in its national format, shown as the enrollment step's hint
 * and placeholder (the spec's XXXX - XXX - XXX mask fits no European plan).
 */
const EXAMPLES: Readonly<Record<string, string>> = {
  US: '(201) 555-0123',
  CA: '(506) 234-5678',
  GB: '07400 123456',
  DE: '01512 3456789',
  FR: '06 12 34 56 78',
  IT: '312 345 6789',
};
export const phoneExample = (country: string): string => EXAMPLES[country] ?? EXAMPLES.US ?? '';
