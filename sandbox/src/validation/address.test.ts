import { describe, expect, it } from 'vitest';
import { validateAddress } from './address';

const US = {
  countryCode: 'US',
  phone: { dialCode: '+1', mask: '(XXX) XXX - XXXX' },
  addressFormat: { required: ['postalCode', 'stateCityProvDept'], postalCodePattern: '^\\d{5}(-\\d{4})?$' },
};
const address = {
  recipientFirstName: 'Ada',
  recipientLastName: 'Lovelace',
  addressLine1: '1550 Wynkoop St',
  city: 'Denver',
  stateCityProvDept: 'CO',
  postalCode: '80202',
  country: 'US',
};
const options = { contact: false, homeDelivery: true };

describe('the sandbox’s address rules', () => {
  it('take a plain address', () => {
    expect(validateAddress(address, US, options)).toEqual({});
  });

  it('refuse control and bidi characters in any field, as an upstream that prints labels must', () => {
    expect(validateAddress({ ...address, city: 'Den\u0000ver' }, US, options)).toEqual({
      city: 'charactersNotAllowed',
    });
    expect(validateAddress({ ...address, addressLine1: '1 Oak \u202eSt' }, US, options)).toEqual({
      addressLine1: 'charactersNotAllowed',
    });
    expect(validateAddress({ ...address, stateCityProvDept: 'CO\u001b[31m' }, US, options)).toEqual({
      stateCityProvDept: 'charactersNotAllowed',
    });
  });

  it('refuse a name without a letter', () => {
    expect(validateAddress({ ...address, recipientFirstName: '...' }, US, options)).toEqual({
      recipientFirstName: 'nameInvalid',
    });
  });
});
