import { describe, expect, it } from 'vitest';
import { maskCardExpiry, parseCardExpiry } from './card-expiry';

describe('card expiry as typed', () => {
  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['12 / 2030', { month: 12, year: 2030 }],
    ['1/30', { month: 1, year: 2030 }],
    ['01-31', { month: 1, year: 2031 }],
    ['1230', { month: 12, year: 2030 }],
    ['130', { month: 1, year: 2030 }],
    ['122030', { month: 12, year: 2030 }],
    [' 07/29 ', { month: 7, year: 2029 }],
  ])('reads %j', (typed, expiry) => {
    expect(parseCardExpiry(typed)).toEqual(expiry);
  });

  it.each(['', '12', '13/30', '00/30', '12/3', '12/303', '12030', 'ab/cd', '12//30', '1230x'])(
    'refuses %j rather than sending the provider a month it cannot read',
    (typed) => {
      expect(parseCardExpiry(typed)).toBeUndefined();
    },
  );

  it('adds the slash after the month as digits are typed, and leaves a typed separator alone', () => {
    expect(['1', '12', '123', '1230', '12301'].map(maskCardExpiry)).toEqual([
      '1',
      '12',
      '12/3',
      '12/30',
      '12/30',
    ]);
    expect(maskCardExpiry('122030')).toBe('12/2030');
    expect(maskCardExpiry('1/3')).toBe('1/3');
    expect(maskCardExpiry('12/')).toBe('12/');
    // Every masked value reads back as the date typed.
    expect(parseCardExpiry(maskCardExpiry('1230'))).toEqual({ month: 12, year: 2030 });
  });
});
