import { describe, expect, it } from 'vitest';
import { dateOrder } from '../account/birth-date';
import { dateOrderOf, datePattern } from './date-order';

describe('dateOrderOf', () => {
  it('reads the month-first order of North America and the day-first order of Europe from Intl', () => {
    expect(dateOrderOf('en-us')).toBe('MM/DD/YYYY');
    expect(dateOrderOf('en-gb')).toBe('DD/MM/YYYY');
    expect(dateOrderOf('de-de')).toBe('DD/MM/YYYY');
    expect(dateOrderOf('fr-fr')).toBe('DD/MM/YYYY');
    expect(dateOrderOf('it-it')).toBe('DD/MM/YYYY');
  });

  it('agrees with the account page for every site', () => {
    for (const [locale, country] of [
      ['en-us', 'US'],
      ['en-ca', 'CA'],
      ['fr-ca', 'CA'],
      ['en-gb', 'GB'],
      ['de-de', 'DE'],
      ['fr-fr', 'FR'],
      ['it-it', 'IT'],
    ] as const)
      expect(dateOrderOf(locale), locale).toBe(dateOrder(country));
  });

  it('writes the placeholder with the language letters', () => {
    expect(datePattern('DD/MM/YYYY', { day: 'J', month: 'M', year: 'A' })).toBe('JJ/MM/AAAA');
    expect(datePattern('MM/DD/YYYY', { day: 'D', month: 'M', year: 'Y' })).toBe('MM/DD/YYYY');
  });
});
