import { describe, expect, it } from 'vitest';
import { DIAL_CODES, formatPhone, isPhoneNumber, phoneExample, storedPhone } from './format';

describe('phone: national and international forms, stored E.164, shown national', () => {
  // [typed, country, stored, shown]
  const accepted: [string, string, string, string][] = [
    ['(303) 555-0182', 'US', '+13035550182', '(303) 555-0182'],
    ['303.555.0182', 'US', '+13035550182', '(303) 555-0182'],
    ['+1 303-555-0182', 'CA', '+13035550182', '(303) 555-0182'],
    ['613 555 0123', 'CA', '+16135550123', '(613) 555-0123'],
    ['06 12 34 56 78', 'FR', '+33612345678', '06 12 34 56 78'],
    ['0612345678', 'FR', '+33612345678', '06 12 34 56 78'],
    ['06.12.34.56.78', 'FR', '+33612345678', '06 12 34 56 78'],
    ['01 23 45 67 89', 'FR', '+33123456789', '01 23 45 67 89'],
    ['+33 6 12 34 56 78', 'FR', '+33612345678', '06 12 34 56 78'],
    ['+33 (0)6 12 34 56 78', 'FR', '+33612345678', '06 12 34 56 78'],
    ['0033 6 12 34 56 78', 'FR', '+33612345678', '06 12 34 56 78'],
    ['0151 23456789', 'DE', '+4915123456789', '01512 3456789'],
    ['030 1234567', 'DE', '+49301234567', '030 1234567'],
    ['030/123456', 'DE', '+4930123456', '030 123456'],
    ['+49 30 12345678', 'DE', '+493012345678', '030 12345678'],
    ['089 1234567', 'DE', '+49891234567', '089 1234567'],
    ['07400 123456', 'GB', '+447400123456', '07400 123456'],
    ['020 7946 0958', 'GB', '+442079460958', '020 7946 0958'],
    ['+44 (0)20 7946 0958', 'GB', '+442079460958', '020 7946 0958'],
    // Italian landlines keep their 0 after +39; mobiles start with 3.
    ['06 1234 5678', 'IT', '+390612345678', '06 1234 5678'],
    ['+39 06 1234 5678', 'IT', '+390612345678', '06 1234 5678'],
    ['333 123 4567', 'IT', '+393331234567', '333 123 4567'],
    ['0039 333 1234567', 'IT', '+393331234567', '333 123 4567'],
    // A member's foreign mobile, in the international form: shown so, taken back.
    ['+44 7400 123456', 'FR', '+447400123456', '+44 7400 123456'],
    ['0044 20 7946 0958', 'DE', '+442079460958', '+44 20 7946 0958'],
  ];

  it.each(accepted)('%s (%s) is stored %s and shown %s', (typed, country, stored, shown) => {
    expect(isPhoneNumber(typed, country)).toBe(true);
    expect(storedPhone(typed, country)).toBe(stored);
    expect(formatPhone(stored, country)).toBe(shown);
    expect(formatPhone(typed, country)).toBe(shown);
  });

  it.each(accepted)(
    'round trip %s (%s): stored, shown, posted back gives the same number',
    (typed, country) => {
      const stored = storedPhone(typed, country) ?? '';
      for (const again of [stored, formatPhone(stored, country)]) {
        expect(isPhoneNumber(again, country)).toBe(true);
        expect(storedPhone(again, country)).toBe(stored);
      }
    },
  );

  it('reads numbers the shop stored before E.164 (trunk 0 kept after the calling code)', () => {
    expect(storedPhone('+330612345678', 'FR')).toBe('+33612345678');
    expect(formatPhone('+330612345678', 'FR')).toBe('06 12 34 56 78');
    expect(storedPhone('+49015123456789', 'DE')).toBe('+4915123456789');
  });

  it('writes one stored number per country the same way however often it is asked', () => {
    for (let i = 0; i < 3; i++) {
      expect(formatPhone('+13035550182', 'US')).toBe('(303) 555-0182');
      expect(formatPhone('+13035550182', 'FR')).toBe('+1 303 555 0182');
      expect(formatPhone('303 555', 'US')).toBe('303 555');
    }
  });

  it('refuses what is not a whole, real number of the country', () => {
    for (const [typed, country] of [
      ['555-0182', 'US'],
      ['(555) 018-2', 'US'],
      ['(103) 555-0182', 'US'],
      ['303 555', 'US'],
      ['06 12 34 56', 'FR'],
      ['+33 6 12 34 56', 'DE'],
      ['12345', 'IT'],
      ['0612<b>345678', 'FR'],
      ['06 12 34 56 78 ext', 'FR'],
      [' - ', 'US'],
      ['', 'US'],
      ['06 12 34 56 78', 'XX'],
    ] as const) {
      expect(isPhoneNumber(typed, country), `${typed} ${country}`).toBe(false);
      expect(storedPhone(typed, country)).toBeUndefined();
    }
  });

  it('groups a whole number, and gives back a partial one or what is no phone unchanged', () => {
    expect(formatPhone('303', 'US')).toBe('303');
    expect(formatPhone('303555018', 'US')).toBe('303555018');
    expect(formatPhone('3035550182', 'US')).toBe('(303) 555-0182');
    expect(formatPhone('061234', 'FR')).toBe('061234');
    expect(formatPhone('+442079460958', 'US')).toBe('+44 20 7946 0958');
    expect(formatPhone('call me', 'FR')).toBe('call me');
  });

  it('has an example in the national format for each dial code offered', () => {
    for (const country of Object.keys(DIAL_CODES))
      expect(isPhoneNumber(phoneExample(country), country)).toBe(true);
  });
});
