import { describe, expect, it } from 'vitest';
import { ENROLL_TEXTS, enrollText, listMissing } from './enroll';
import { format } from './index';

describe('enrollment text', () => {
  it('has exactly the English keys in every language, none left empty or in English', () => {
    const en = ENROLL_TEXTS.en;
    for (const language of ['fr', 'de', 'it'] as const) {
      const text = ENROLL_TEXTS[language];
      expect(Object.keys(text).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(text[key], `${language}.${key}`).not.toBe('');
        // A few words are the same in English and German ("Format: {mask}").
        if (en[key].length > 16) expect(text[key], `${language}.${key}`).not.toBe(en[key]);
      }
    }
  });

  it('lists what is missing in the language', () => {
    expect(listMissing(enrollText('en'), 'en', ['phone', 'birthDate'])).toBe(
      'your mobile phone and your birth date',
    );
    expect(listMissing(enrollText('fr'), 'fr', ['phone', 'postalCode', 'birthDate'])).toBe(
      'votre téléphone mobile, votre code postal et votre date de naissance',
    );
    expect(format(enrollText('de').stepOf, { n: '2' })).toBe('Schritt 2 von 5');
  });
});
