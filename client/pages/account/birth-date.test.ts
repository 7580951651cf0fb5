import { describe, expect, it } from 'vitest';
import { dateOrder, formatBirthDate, parseBirthDate } from './birth-date';

describe('birth dates', () => {
  it('follows the country: month first in North America, day first elsewhere', () => {
    expect(dateOrder('US')).toBe('MM/DD/YYYY');
    expect(dateOrder('ca')).toBe('MM/DD/YYYY');
    expect(dateOrder('FR')).toBe('DD/MM/YYYY');
    expect(formatBirthDate('1990-04-07', 'MM/DD/YYYY')).toBe('04/07/1990');
    expect(formatBirthDate('1990-04-07', 'DD/MM/YYYY')).toBe('07/04/1990');
  });

  it('reads a typed date back to ISO and refuses dates that do not exist', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(parseBirthDate('04/07/1990', 'MM/DD/YYYY', now)).toBe('1990-04-07');
    expect(parseBirthDate('7.4.1990', 'DD/MM/YYYY', now)).toBe('1990-04-07');
    expect(parseBirthDate('31/02/1990', 'DD/MM/YYYY', now)).toBeUndefined();
    expect(parseBirthDate('01/01/1899', 'DD/MM/YYYY', now)).toBeUndefined();
    expect(parseBirthDate('01/01/2030', 'DD/MM/YYYY', now)).toBeUndefined();
    expect(parseBirthDate('1990-04-07', 'DD/MM/YYYY', now)).toBeUndefined();
  });
});
