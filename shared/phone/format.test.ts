import { describe, expect, it } from 'vitest';
import {
  dateFormatFor,
  formatDate,
  formatPhone,
  isPhoneNumber,
  maskFor,
  parseDate,
  storedPhone,
} from './format';

describe('phone', () => {
  it('masks North American numbers (XXX) XXX - XXXX and others XXXX - XXX - XXX', () => {
    expect(maskFor('1')).toBe('(XXX) XXX - XXXX');
    expect(maskFor('49')).toBe('XXXX - XXX - XXX');
    expect(formatPhone('3035550182', 'US')).toBe('(303) 555 - 0182');
    expect(formatPhone('+1 303-555-0182', 'CA')).toBe('(303) 555 - 0182');
    expect(formatPhone('303', 'US')).toBe('(303');
    expect(formatPhone('3035', 'US')).toBe('(303) 5');
    expect(formatPhone('1512345678', 'DE')).toBe('1512 - 345 - 678');
  });

  it('drops the leading 0 for dial code 44 only, and stores with + and the dial code', () => {
    expect(storedPhone('07700 900123', 'GB')).toBe('+447700900123');
    expect(storedPhone('+44 07700 900123', 'GB')).toBe('+447700900123');
    expect(formatPhone('07700900123', 'GB')).toBe('7700 - 900 - 123');
    expect(storedPhone('06 12 34 56 78', 'FR')).toBe('+330612345678');
    expect(storedPhone('(303) 555-0182', 'US')).toBe('+13035550182');
    expect(storedPhone('0039 333 1234567', 'IT')).toBe('+393331234567');
    expect(storedPhone(' - ', 'US')).toBeUndefined();
  });
});

describe('dates', () => {
  it('writes and reads dates in the locale order', () => {
    expect(dateFormatFor('en-us')).toBe('MM/DD/YYYY');
    expect(dateFormatFor('en-gb')).toBe('DD/MM/YYYY');
    expect(formatDate('1990-07-04', 'en-us')).toBe('07/04/1990');
    expect(formatDate('1990-07-04', 'fr-fr')).toBe('04/07/1990');
    expect(parseDate('07/04/1990', 'en-us')).toBe('1990-07-04');
    expect(parseDate('04/07/1990', 'de-de')).toBe('1990-07-04');
    expect(parseDate('31/02/1990', 'it-it')).toBeUndefined();
    expect(parseDate('1990-07-04', 'en-us')).toBeUndefined();
  });
});

describe('isPhoneNumber', () => {
  it('takes whole numbers of the country only', () => {
    expect(isPhoneNumber('(303) 555 - 0182', 'US')).toBe(true);
    expect(isPhoneNumber('+1 303 555 0182', 'CA')).toBe(true);
    expect(isPhoneNumber('(103) 555 - 0182', 'US')).toBe(false);
    expect(isPhoneNumber('303 555', 'US')).toBe(false);
    expect(isPhoneNumber('07700 900123', 'GB')).toBe(true);
    expect(isPhoneNumber('06 12 34 56 78', 'FR')).toBe(true);
    expect(isPhoneNumber('01512 3456789', 'DE')).toBe(true);
    expect(isPhoneNumber('12345', 'IT')).toBe(false);
    expect(isPhoneNumber('0612<b>345678', 'FR')).toBe(false);
  });
});
