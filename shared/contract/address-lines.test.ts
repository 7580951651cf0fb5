import { describe, expect, it } from 'vitest';
import { addressLines, countryName, type PostalAddress, placeAddressLine } from './address-lines';

const at = (a: Partial<PostalAddress> & Pick<PostalAddress, 'country'>): PostalAddress => ({
  addressLine1: '1 Main St',
  city: 'Town',
  postalCode: '00000',
  ...a,
});

describe('addressLines', () => {
  it('writes each site country as its post does', () => {
    expect(
      addressLines(
        at({
          country: 'US',
          addressLine1: '1550 Wynkoop St',
          city: 'Denver',
          stateCityProvDept: 'CO',
          postalCode: '80202',
        }),
      ),
    ).toEqual(['1550 Wynkoop St', 'Denver, CO 80202']);
    expect(
      addressLines(at({ country: 'CA', city: 'Toronto', stateCityProvDept: 'ON', postalCode: 'M5V 2T6' })),
    ).toEqual(['1 Main St', 'Toronto ON  M5V 2T6']);
    expect(
      addressLines(at({ country: 'GB', addressLine2: 'Flat 2', city: 'London', postalCode: 'sw1a 1aa' })),
    ).toEqual(['1 Main St', 'Flat 2', 'London', 'SW1A 1AA']);
    expect(addressLines(at({ country: 'DE', city: 'Berlin', postalCode: '10115' }))).toEqual([
      '1 Main St',
      '10115 Berlin',
    ]);
    expect(addressLines(at({ country: 'FR', city: 'Paris', postalCode: '75001' }))).toEqual([
      '1 Main St',
      '75001 Paris',
    ]);
    expect(
      addressLines(at({ country: 'IT', city: 'Roma', stateCityProvDept: 'RM', postalCode: '00184' })),
    ).toEqual(['1 Main St', '00184 Roma RM']);
  });

  it('leaves out what is empty and falls back to "postal code city, region" elsewhere', () => {
    expect(addressLines(at({ country: 'US', city: 'Denver', postalCode: '80202' }))).toEqual([
      '1 Main St',
      'Denver 80202',
    ]);
    expect(
      addressLines(at({ country: 'ES', city: 'Madrid', postalCode: '28001', stateCityProvDept: 'Madrid' })),
    ).toEqual(['1 Main St', '28001 Madrid, Madrid']);
  });
});

describe('placeAddressLine', () => {
  it('prints a store on one line in its country’s order', () => {
    const store = { line1: '1550 Wynkoop St', city: 'Denver', postalCode: '80202', country: 'US' };
    expect(placeAddressLine({ ...store, region: 'CO' })).toBe('1550 Wynkoop St, Denver, CO 80202');
    expect(
      placeAddressLine({ line1: '45 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' }),
    ).toBe('45 Rue de Rivoli, 75001 Paris');
  });
});

describe('countryName', () => {
  it('names the country in the reader’s language', () => {
    expect(countryName('US', 'en-US')).toBe('United States');
    expect(countryName('DE', 'fr-CA')).toBe('Allemagne');
    // Asked again, and in another language, each keeps its own name; an unknown code is itself.
    expect(countryName('DE', 'fr-CA')).toBe('Allemagne');
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('not a code', 'en-US')).toBe('not a code');
  });
});
