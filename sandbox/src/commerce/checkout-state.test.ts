import { describe, expect, it } from 'vitest';
import { validateAddress } from '../../../shared/contract/address';
import { checkAddress, countryRules } from './checkout-state';

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

describe('the shop’s address rules (shared/contract/address.ts) with the sandbox’s country data', () => {
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

  it('take a listed country’s region only as one of its codes: an Italian province is its sigla', () => {
    const italy = countryRules('IT')!;
    const roma = { ...address, city: 'Roma', postalCode: '00184', country: 'IT' };
    expect(validateAddress({ ...roma, stateCityProvDept: 'RM' }, italy, options)).toEqual({});
    expect(validateAddress({ ...roma, stateCityProvDept: 'SU' }, italy, options)).toEqual({});
    for (const typed of ['Roma', 'rm', 'XX', 'Lazio'])
      expect(validateAddress({ ...roma, stateCityProvDept: typed }, italy, options), typed).toEqual({
        stateCityProvDept: 'regionInvalid',
      });
    expect(validateAddress({ ...roma, stateCityProvDept: '' }, italy, options)).toEqual({
      stateCityProvDept: 'required',
    });
    expect(validateAddress({ ...address, stateCityProvDept: 'ZZ' }, countryRules('US')!, options)).toEqual({
      stateCityProvDept: 'regionInvalid',
    });
    // A country without a list (Germany) leaves the field as typed.
    expect(
      validateAddress(
        { ...roma, country: 'DE', postalCode: '10115', stateCityProvDept: 'Berlin' },
        countryRules('DE')!,
        options,
      ),
    ).toEqual({});
  });

  it('refuse markup in the lines, the city and a typed region, as the storefront does before it calls (API400)', () => {
    const check = checkAddress(
      { ...address, addressLine1: '1 Main St"><img src=x onerror=alert(1)>', city: '<b>Denver</b>' },
      'USD',
      'billing',
    );
    expect(check).toMatchObject({
      ok: false,
      errorId: 'API400',
      fields: { addressLine1: 'markupNotAllowed', city: 'markupNotAllowed' },
    });
  });

  it('refuse a name without a letter', () => {
    expect(validateAddress({ ...address, recipientFirstName: '...' }, US, options)).toEqual({
      recipientFirstName: 'nameInvalid',
    });
  });
});

describe('the shop’s one phone and postal code rule (shared/contract/phone, shared/contract/postal-code.ts)', () => {
  const FR = {
    countryCode: 'FR',
    phone: { dialCode: '+33', mask: '# ## ## ## ##' },
    addressFormat: { required: ['postalCode'], postalCodePattern: '^\\d{5}$' },
  };
  const paris = {
    ...address,
    city: 'Paris',
    stateCityProvDept: undefined,
    postalCode: '75001',
    country: 'FR',
  };
  const contact = { contact: true, homeDelivery: true };

  it('take French national forms with the trunk 0 and store E.164', () => {
    for (const phone of ['06 12 34 56 78', '0612345678', '+33 6 12 34 56 78'])
      expect(
        validateAddress(
          { ...paris, recipientContactEmail: 'a@example.com', recipientContactPhone: phone },
          FR,
          contact,
        ),
        phone,
      ).toEqual({});
    const stored = checkAddress(
      { ...paris, recipientContactEmail: 'a@example.com', recipientContactPhone: '06 12 34 56 78' },
      'EUR',
      'shipping',
    );
    expect(stored.ok && stored.address.recipientContactPhone).toBe('+33612345678');
    expect(
      validateAddress(
        { ...paris, recipientContactEmail: 'a@example.com', recipientContactPhone: '06 12' },
        FR,
        contact,
      ),
    ).toEqual({ recipientContactPhone: 'phoneInvalid' });
  });

  it('check and store a postal code in the country’s spacing', () => {
    expect(validateAddress({ ...address, postalCode: '802021234' }, US, options)).toEqual({});
    expect(validateAddress({ ...address, postalCode: 'ABC' }, US, options)).toEqual({
      postalCode: 'postalCodeInvalid',
    });
    const stored = (postalCode: string, country: string, stateCityProvDept: string) => {
      const check = checkAddress({ ...address, postalCode, country, stateCityProvDept }, 'USD', 'billing');
      return check.ok ? check.address.postalCode : check.fields;
    };
    expect(stored('802021234', 'US', 'CO')).toBe('80202-1234');
    expect(stored('k1a0b1', 'CA', 'ON')).toBe('K1A 0B1');
  });
});
