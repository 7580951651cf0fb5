import { describe, expect, it } from 'vitest';
import { localizedRegions } from './regions';

const CA = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
];

describe('localizedRegions', () => {
  it('names provinces in the language, in its alphabetical order', () => {
    expect(localizedRegions('fr', 'fr-CA', 'CA', CA)).toEqual([
      { code: 'AB', name: 'Alberta' },
      { code: 'BC', name: 'Colombie-Britannique' },
      { code: 'PE', name: 'Île-du-Prince-Édouard' },
      { code: 'QC', name: 'Québec' },
    ]);
    expect(localizedRegions('de', 'de-DE', 'CA', CA).map((r) => r.name)).toContain('Britisch-Kolumbien');
  });

  it('keeps the upstream list on English sites and names it has no translation for', () => {
    expect(localizedRegions('en', 'en-CA', 'CA', CA)).toEqual(CA);
    expect(localizedRegions('it', 'it-IT', 'IE', [{ code: 'D', name: 'Dublin' }])).toEqual([
      { code: 'D', name: 'Dublin' },
    ]);
  });
});
