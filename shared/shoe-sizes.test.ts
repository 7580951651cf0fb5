import { describe, expect, it } from 'vitest';
import { shoeSizeLabel, shoeSizesFor } from './shoe-sizes';

describe('shoe sizes', () => {
  it('offers US sizes in North America and EU sizes elsewhere', () => {
    expect(shoeSizesFor('US')).toContain('10.5');
    expect(shoeSizesFor('CA')[0]).toBe('5');
    expect(shoeSizesFor('DE')).toEqual(Array.from({ length: 14 }, (_, i) => String(35 + i)));
  });

  it('labels a half size as the language writes it', () => {
    expect(shoeSizeLabel('5.5', 'en-US')).toBe('5.5');
    expect(shoeSizeLabel('5.5', 'fr-CA')).toBe('5,5');
    expect(shoeSizeLabel('42', 'de-DE')).toBe('42');
  });
});
