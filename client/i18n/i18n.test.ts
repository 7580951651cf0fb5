import { describe, expect, it as test } from 'vitest';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { errorMessage, plural, t } from './index';
import { it } from './it';

describe('i18n', () => {
  test('every catalogue has exactly the English keys', () => {
    const keys = Object.keys(en).sort();
    for (const c of [fr, de, it]) expect(Object.keys(c).sort()).toEqual(keys);
  });

  test('fills placeholders and picks plural forms', () => {
    expect(t(en, 'shopAll', { title: 'Men' })).toBe('Shop all Men');
    expect(plural(en, 'en-US', 'cartCount', 1)).toBe('Cart, 1 item');
    expect(plural(en, 'en-US', 'cartCount', 2)).toBe('Cart, 2 items');
    expect(plural(fr, 'fr-FR', 'cartCount', 0)).toBe('Panier, 0 article');
  });

  test('error ids map to translated text, else the server message', () => {
    expect(errorMessage(de, 'INV700', 'x')).toBe('Dieser Artikel ist ausverkauft.');
    expect(errorMessage(en, 'ZZZ999', 'Server says no')).toBe('Server says no');
    expect(errorMessage(en, undefined)).toBe(en.genericError);
    // INV406: the server's message as it is; the catalogue only when there is none (no-script path).
    expect(errorMessage(en, 'INV406', 'Sold in stores only')).toBe('Sold in stores only');
    expect(errorMessage(en, 'INV406')).toBe(en.error_INV406);
  });
});
