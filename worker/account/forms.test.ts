/**
 * The account forms' rules, which the no-script pages and the JSON BFF both run: the profile takes
 * enrollment's rules (a shoe size the site offers, names with a letter), the address form the
 * checkout's (a listed region, no hidden characters).
 */
import { describe, expect, it } from 'vitest';
import type { CountryI18n } from '../../shared/contract';
import { dateFormatFromPattern } from '../../shared/date-format';
import { addressFromForm, profileFromForm } from './forms';

const rules = (countryCode: string): CountryI18n => ({
  countryCode,
  currency: countryCode === 'US' ? 'USD' : 'EUR',
  dateFormat: 'MM/DD/YYYY',
  phone: { code: countryCode, dialCode: countryCode === 'US' ? '+1' : '+49', mask: '(###) ###-####' },
  addressFormat: {
    fields: ['addressLine1', 'addressLine2', 'city', 'stateCityProvDept', 'postalCode'],
    required: ['addressLine1', 'city', 'postalCode'],
    postalCodePattern: '^\\d{5}$',
    postalCodeExample: '80202',
    regions: countryCode === 'US' ? [{ code: 'CO', name: 'Colorado' }] : [],
  },
});
const US = rules('US');
const DE = rules('DE');

const profile = (values: Record<string, string>, r: CountryI18n | null = US) =>
  profileFromForm(
    { firstName: 'Kim', lastName: 'Jordan', ...values },
    r,
    dateFormatFromPattern('MM/DD/YYYY')!,
    [],
  );

describe('profileFromForm', () => {
  it('takes a shoe size the site offers, as enrollment does', () => {
    expect(profile({ preferredShoeSize: '9.5' })).toMatchObject({
      ok: true,
      body: { preferences: { preferredShoeSize: '9.5' } },
    });
    expect(profile({ preferredShoeSize: '42' }, DE)).toMatchObject({ ok: true });
  });
  it.each([
    ['99.5', US],
    ['42', US],
    ['9.5', DE],
    ['9.5', null],
  ] as const)('refuses the size %s where the site does not offer it', (size, r) => {
    expect(profile({ preferredShoeSize: size }, r)).toEqual({
      ok: false,
      fields: { preferredShoeSize: 'invalid' },
    });
  });
  it.each(['...', '-', '\u0301\u0301', 'Kim\u0000', 'Kim\u202e'])('refuses the name %j', (name) => {
    expect(profile({ firstName: name, lastName: name })).toEqual({
      ok: false,
      fields: { firstName: 'nameInvalid', lastName: 'nameInvalid' },
    });
  });
});

describe('addressFromForm', () => {
  const address = {
    recipientFirstName: 'Ada',
    recipientLastName: 'Byron',
    addressLine1: '1550 Wynkoop St',
    city: 'Denver',
    stateCityProvDept: 'CO',
    postalCode: '80202',
    country: 'US',
    recipientContactPhone: '303 555 0182',
    approachType: 'S',
  };
  it('takes a listed region and refuses one off the list or with hidden characters', () => {
    expect(addressFromForm(address, US).ok).toBe(true);
    expect(addressFromForm({ ...address, stateCityProvDept: 'ZZ' }, US)).toEqual({
      ok: false,
      fields: { stateCityProvDept: 'regionInvalid' },
    });
    expect(addressFromForm({ ...address, city: 'Den\u001bver' }, US)).toEqual({
      ok: false,
      fields: { city: 'charactersNotAllowed' },
    });
  });
});
