import { describe, expect, it } from 'vitest';
import {
  type CountryRules,
  formatPhone,
  isName,
  isPhone,
  isPoBox,
  phoneDigits,
  phoneToE164,
  validateAddress,
} from './address';

const US: CountryRules = {
  countryCode: 'US',
  phone: { dialCode: '+1', mask: '(###) ###-####' },
  addressFormat: {
    required: ['addressLine1', 'city', 'stateCityProvDept', 'postalCode'],
    postalCodePattern: '^\\d{5}(-\\d{4})?$',
  },
};
const GB: CountryRules = {
  countryCode: 'GB',
  phone: { dialCode: '+44', mask: '#### ######' },
  addressFormat: {
    required: ['addressLine1', 'city', 'postalCode'],
    postalCodePattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$',
  },
};

describe('phone (spec section 5)', () => {
  it('needs 10 digits with a first digit 2-9 in North America', () => {
    expect(isPhone('(303) 555-0182', 'US', US.phone)).toBe(true);
    expect(isPhone('103 555 0182', 'US', US.phone)).toBe(false);
    expect(isPhone('303 555 018', 'US', US.phone)).toBe(false);
    expect(isPhone('+1 303 555 0182', 'US', US.phone)).toBe(true);
  });
  it('drops a leading 0 for dial code 44 and stores with a leading +', () => {
    expect(phoneDigits('020 7946 0958', '+44')).toBe('2079460958');
    expect(isPhone('020 7946 0958', 'GB', GB.phone)).toBe(true);
    expect(phoneToE164('020 7946 0958', GB.phone)).toBe('+442079460958');
    expect(phoneToE164('(303) 555-0182', US.phone)).toBe('+13035550182');
  });
  it('formats digits into the mask as far as they go, with the spec defaults', () => {
    expect(formatPhone('3035550182', 'US', US.phone)).toBe('(303) 555-0182');
    expect(formatPhone('30355', 'US', US.phone)).toBe('(303) 55');
    expect(formatPhone('3035550182', 'US', { dialCode: '+1', mask: '' })).toBe('(303) 555 - 0182');
    expect(formatPhone('1234567890', 'DE', { dialCode: '+49', mask: '' })).toBe('1234 - 567 - 890');
  });
});

describe('address rules', () => {
  const good = {
    addressLine1: '1550 Wynkoop St',
    city: 'Denver',
    country: 'US',
    postalCode: '80202',
    stateCityProvDept: 'CO',
    recipientFirstName: 'Zoë',
    recipientLastName: "O'Brien-Smith",
    recipientContactEmail: 'zoe@example.com',
    recipientContactPhone: '303 555 0182',
  };
  it('accepts a complete address', () => {
    expect(validateAddress(good, US, { contact: true, homeDelivery: true })).toEqual({});
  });
  it('reports each problem by field', () => {
    expect(
      validateAddress(
        { ...good, city: ' ', postalCode: '8020', recipientFirstName: 'R2-D2', recipientContactEmail: 'a@b' },
        US,
        { contact: true, homeDelivery: true },
      ),
    ).toEqual({
      city: 'required',
      postalCode: 'postalCodeInvalid',
      recipientFirstName: 'nameInvalid',
      recipientContactEmail: 'emailInvalid',
    });
    expect(
      validateAddress({ ...good, postalCode: 'sw1a 1aa', country: 'GB' }, GB, {
        contact: false,
        homeDelivery: true,
      }),
    ).toEqual({});
  });
  it('rejects PO boxes for home delivery only', () => {
    for (const line of ['PO Box 12', 'P.O. Box 12', 'po box 7', 'Postfach 1234', 'Post Office Box 9'])
      expect(isPoBox(line), line).toBe(true);
    expect(isPoBox('12 Polar Boxwood Rd')).toBe(false);
    expect(
      validateAddress({ ...good, addressLine1: 'PO Box 12' }, US, { contact: true, homeDelivery: true }),
    ).toEqual({ addressLine1: 'poBoxNotAllowed' });
    expect(
      validateAddress({ ...good, addressLine1: 'PO Box 12' }, US, { contact: true, homeDelivery: false }),
    ).toEqual({});
  });
  it('allows accented letters, spaces, comma, period, apostrophe and hyphen in names', () => {
    expect(isName('José-María de la Peña, Jr.')).toBe(true);
    expect(isName('Ada <b>')).toBe(false);
  });
});

describe('address lines and city refuse markup like names do', () => {
  const address = {
    recipientFirstName: 'Ada',
    recipientLastName: 'Lovelace',
    addressLine1: '1550 Wynkoop St',
    city: 'Denver',
    stateCityProvDept: 'CO',
    postalCode: '80202',
    country: 'US',
  };
  const check = (fields: Record<string, string>) =>
    validateAddress({ ...address, ...fields }, US, { contact: false, homeDelivery: true });

  it.each([
    '<script>alert(1)</script>',
    '1 Main St <b>',
    '1 Main St"><img src=x onerror=alert(1)>',
    '&lt;svg onload=x&gt;',
    'javascript:alert(1)',
    '1 Main St `x`',
    '{{constructor}}',
    '1 Main St \\ x',
  ])('%s', (markup) => {
    expect(check({ addressLine1: markup, addressLine2: markup, city: markup })).toMatchObject({
      addressLine1: 'markupNotAllowed',
      addressLine2: 'markupNotAllowed',
      city: 'markupNotAllowed',
    });
  });

  it('keeps the punctuation real addresses use', () => {
    for (const line of ["Apt. 4B, c/o O'Neil", 'Unit #3 & 4 (rear)', 'Via Roma, 12 – 2° piano', 'Straße 5a'])
      expect(check({ addressLine1: line, addressLine2: line, city: "Coeur d'Alene" })).toEqual({});
  });
});
