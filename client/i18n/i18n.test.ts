import { describe, expect, it as test } from 'vitest';
import { checkoutText } from './checkout';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { giftCustomsText } from './giftcustoms';
import { errorMessage, messagesFor, plural, t } from './index';
import { it } from './it';
import { listsText } from './lists';

describe('i18n', () => {
  test('every catalogue has exactly the English keys', () => {
    const keys = Object.keys(en).sort();
    for (const c of [fr, de, it]) expect(Object.keys(c).sort()).toEqual(keys);
  });

  test("the test-card hint names each of the sandbox provider's documented cards, in every language", () => {
    for (const language of ['en', 'fr', 'de', 'it'] as const)
      for (const card of [
        '4242 4242 4242 4242',
        '4000 0000 0000 3220',
        '4000 0000 0000 0002',
        '4000 0000 0000 0069',
      ])
        expect(checkoutText(language).testCards).toContain(card);
  });

  test('fills placeholders and picks plural forms', () => {
    expect(t(en, 'shopAll', { title: 'Men' })).toBe('Shop all Men');
    expect(plural(en, 'en-US', 'cartCount', 1)).toBe('Cart, 1 item');
    expect(plural(en, 'en-US', 'cartCount', 2)).toBe('Cart, 2 items');
    expect(plural(fr, 'fr-FR', 'cartCount', 0)).toBe('Panier, 0 article');
    // Each language keeps its own answer per count (English's 0 is plural, French's singular),
    // asked in turn so that plural rules cached across languages would give one the other's form.
    for (let turn = 0; turn < 2; turn++) {
      expect(plural(en, 'en-US', 'cartCount', 0)).toBe('Cart, 0 items');
      expect(plural(fr, 'fr-FR', 'cartCount', 0)).toBe('Panier, 0 article');
    }
  });

  test('error ids map to translated text, else the server message', () => {
    expect(errorMessage(de, 'INV700', 'x')).toBe('Dieser Artikel ist ausverkauft.');
    expect(errorMessage(en, 'ZZZ999', 'Server says no')).toBe('Server says no');
    expect(errorMessage(en, undefined)).toBe(en.genericError);
    // INV406: the server's message as it is; the catalogue only when there is none (no-script path).
    expect(errorMessage(en, 'INV406', 'Sold in stores only')).toBe('Sold in stores only');
    expect(errorMessage(en, 'INV406')).toBe(en.error_INV406);
  });

  test('US English spells "color"; British and Canadian English keep "colour"', () => {
    const us = messagesFor('en', 'en-us');
    expect([us.color, us.refine_color]).toEqual(['Color', 'Color']);
    expect(plural(us, 'en-US', 'colorsAvailable', 1)).toBe('1 color');
    expect(plural(us, 'en-US', 'colorsAvailable', 2)).toBe('2 colors');
    expect(listsText('en', 'en-us').color).toBe('Color');
    expect(giftCustomsText('en', 'en-us').threadColor).toBe('Embroidery color');
    for (const locale of ['en-gb', 'en-ca']) {
      const text = messagesFor('en', locale);
      expect([text.color, text.refine_color]).toEqual(['Colour', 'Colour']);
      expect(plural(text, 'en-GB', 'colorsAvailable', 2)).toBe('2 colours');
      expect(listsText('en', locale).color).toBe('Colour');
      expect(giftCustomsText('en', locale).threadColor).toBe('Embroidery colour');
    }
    // Other languages are untouched, and a site's text is one object (the islands' share is cached by it).
    expect(messagesFor('fr', 'fr-ca')).toBe(fr);
    expect(messagesFor('en', 'en-us')).toBe(us);
    // Only the spellings differ: every other key is the catalogue's.
    const differing = (Object.keys(en) as (keyof typeof en)[]).filter((k) => us[k] !== en[k]);
    expect(differing.every((k) => /colou?r/i.test(en[k]))).toBe(true);
  });

  test('American and Canadian English write "authorized"; British English "authorised"', () => {
    for (const locale of ['en-us', 'en-ca']) {
      expect(checkoutText('en', locale).error_PYT402).toBe(
        'Your payment was not authorized. Please use another payment method.',
      );
      expect(checkoutText('en', locale).error_PAY400).toMatch(/not authorized\./);
    }
    const gb = checkoutText('en', 'en-gb');
    expect(gb.error_PYT402).toBe('Your payment was not authorised. Please use another payment method.');
    expect(gb.error_PAY400).toMatch(/not authorised\./);
    expect(checkoutText('en', 'en-gb')).toBe(gb);
    expect(checkoutText('fr', 'fr-fr')).toBe(checkoutText('fr'));
  });

  test('the favorites count picks its plural form in every language', () => {
    expect(plural(listsText('en'), 'en-US', 'favoritesCount', 1)).toBe('1 item');
    expect(plural(listsText('en'), 'en-US', 'favoritesCount', 3)).toBe('3 items');
    expect(plural(listsText('fr'), 'fr-CA', 'favoritesCount', 1)).toBe('1 article');
    expect(plural(listsText('fr'), 'fr-CA', 'favoritesCount', 0)).toBe('0 article');
    expect(plural(listsText('it'), 'it-IT', 'favoritesCount', 1)).toBe('1 articolo');
    expect(plural(listsText('de'), 'de-DE', 'favoritesCount', 2)).toBe('2 Artikel');
  });
});
