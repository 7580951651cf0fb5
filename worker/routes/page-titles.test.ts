/**
 * Every page kind's <title> in the site's language: no part of a French or German title may be an
 * English catalogue text that the language writes differently ("Sign in | Ridgeline" on fr-ca).
 */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../client/i18n';
import { authText } from '../../client/i18n/auth';
import { listsText } from '../../client/i18n/lists';
import { pageTitles } from '../../client/i18n/page-titles';
import type { Site } from '../../shared/site';
import { findProduct, storefront } from '../test/helpers';
import { memberSession } from '../test/member-session';

const titleOf = (html: string): string => {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  if (!m) throw new Error('no <title>');
  return m[1]!
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
};

/** The texts a title could be made of (whole, and each part of "A | B | Ridgeline"). */
const titleTexts = (language: Site['language']): string[] =>
  [messagesFor(language), pageTitles(language), authText(language), listsText(language)]
    .flatMap((catalogue) => Object.values(catalogue).filter((v): v is string => typeof v === 'string'))
    .flatMap((text) => [text, ...text.split(' | ')]);

/** English title texts the language writes differently (the brand, written alike, is not among them). */
const englishTitleTexts = (language: Site['language']): Set<string> => {
  const own = new Set(titleTexts(language));
  return new Set(titleTexts('en').filter((text) => !own.has(text)));
};

const SITES: { locale: string; language: Site['language'] }[] = [
  { locale: 'fr-ca', language: 'fr' },
  { locale: 'de-de', language: 'de' },
];

describe('page titles', () => {
  for (const { locale, language } of SITES) {
    it(`${locale}: every page kind's title is in the site's language`, async () => {
      const { product } = await findProduct();
      const productPath = `/${locale}/p/${product.slug}-${product.colors[0]!.productId}`;
      const { jar } = await memberSession();
      const pages = [
        `/${locale}`,
        `/${locale}/search`,
        `/${locale}/search?q=veste`,
        `/${locale}/search?q=xqzvbnm`,
        `/${locale}/c/jackets-110011`,
        productPath,
        `/${locale}/cart`,
        `/${locale}/sign-in`,
        `/${locale}/sign-up`,
        `/${locale}/forgot-password`,
        `/${locale}/reset-password?token=abc`,
        `/${locale}/store-locator`,
        `/${locale}/this-page-does-not-exist`,
      ];
      const english = englishTitleTexts(language);
      const found: string[] = [];
      const check = async (path: string, init: Parameters<typeof storefront>[1] = {}) => {
        let response = await storefront(path, init);
        // A category's canonical slug is a redirect away.
        if (response.status === 301) response = await storefront(response.headers.get('location')!, init);
        const title = titleOf(await response.text());
        const parts = [title, ...title.split(/ [|—] /)];
        for (const part of parts) if (english.has(part)) found.push(`${path}: "${title}" ("${part}")`);
      };
      for (const path of pages) await check(path);
      for (const path of [`/${locale}/favorites`, `/${locale}/account/saved-for-later`])
        await check(path, { jar });
      expect(found).toEqual([]);
    });
  }

  it('names each page kind with its own localized title', async () => {
    const text = async (path: string) => titleOf(await (await storefront(path)).text());
    expect(await text('/fr-ca/sign-in')).toBe(`${authText('fr').signInTitle} | Ridgeline`);
    expect(await text('/fr-ca/sign-up')).toBe(`${authText('fr').signUpTitle} | Ridgeline`);
    expect(await text('/fr-ca/search?q=veste')).toBe('veste | Recherche | Ridgeline');
    expect(await text('/de-de/this-page-does-not-exist')).toBe(messagesFor('de').pageNotFound);
    expect(await text('/en-us/sign-in')).toBe('Sign in | Ridgeline');
  });
});
