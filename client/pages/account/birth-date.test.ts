import { describe, expect, it } from 'vitest';
import { SITES } from '../../../shared/site';
import { birthDateFormat, formatBirthDate, parseBirthDate } from './birth-date';

const now = new Date('2026-11-25T00:00:00Z');

describe('birth dates', () => {
  it("follows the country's pattern when known, else the locale", () => {
    const us = birthDateFormat(SITES['en-us']!, 'MM/DD/YYYY');
    const ca = birthDateFormat(SITES['fr-ca']!, 'YYYY-MM-DD');
    expect(formatBirthDate('1990-04-07', us)).toBe('04/07/1990');
    expect(formatBirthDate('1990-04-07', ca)).toBe('1990-04-07');
    expect(formatBirthDate('1990-04-07', birthDateFormat(SITES['fr-ca']!))).toBe('1990-04-07');
    expect(formatBirthDate('1990-04-07', birthDateFormat(SITES['de-de']!))).toBe('07.04.1990');
  });

  it('reads a typed date back to ISO and refuses dates that do not exist or are no birth date', () => {
    const us = birthDateFormat(SITES['en-us']!, 'MM/DD/YYYY');
    const fr = birthDateFormat(SITES['fr-fr']!, 'DD/MM/YYYY');
    const ca = birthDateFormat(SITES['fr-ca']!, 'YYYY-MM-DD');
    expect(parseBirthDate('04/07/1990', us, now)).toBe('1990-04-07');
    expect(parseBirthDate('7.4.1990', fr, now)).toBe('1990-04-07');
    expect(parseBirthDate('1990-04-07', fr, now)).toBe('1990-04-07');
    expect(parseBirthDate('1990-12-05', ca, now)).toBe('1990-12-05');
    expect(parseBirthDate('05/12/1990', ca, now)).toBeUndefined();
    expect(parseBirthDate('31/02/1990', fr, now)).toBeUndefined();
    expect(parseBirthDate('01/01/1899', fr, now)).toBeUndefined();
    expect(parseBirthDate('01/01/2030', fr, now)).toBeUndefined();
  });
});
