/**
 * Content text on French pages gets the interface's typography at render time: seeded strings
 * typed with a plain space before ":" or "?" reach the shopper with the no-break one, so no line
 * starts with the mark ("Rejoignez Ridgeline / : des points" at 412 px).
 */
import { describe, expect, it } from 'vitest';
import { frenchTypographyFaults } from '../../client/i18n/french-typography';
import { decodeEntities, storefront } from '../test/helpers';

/** The text of the page's content sections (and pop-up), without markup or scripts. */
const contentText = (html: string): string[] =>
  [...html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').matchAll(/>([^<]+)</g)]
    .map((m) => decodeEntities(m[1]!).trim())
    .filter(Boolean);

describe('French typography of content', () => {
  it('seeded French content reaches the page with no-break spaces before : and ?', async () => {
    const campaign = await (await storefront('/fr-fr/campaign')).text();
    // Seeded as "Rejoignez Ridgeline : des points à chaque commande" (a plain space).
    expect(campaign).toContain('Rejoignez Ridgeline\u00a0: des points');
    expect(campaign).not.toContain('Rejoignez Ridgeline :');
    const home = await (await storefront('/fr-ca')).text();
    expect(home).toContain('Combien de temps ai-je pour retourner un article\u202f?');
    // Rich text HTML keeps its markup: the link in the answer is whole.
    expect(home).toMatch(
      /jours après la livraison, non porté\. Voir <a href="\/fr-ca\/help\/returns\/how-to-return">/,
    );
  });

  it('no text of a French content page breaks the rule, in either French locale', async () => {
    for (const path of ['/fr-ca', '/fr-ca/campaign', '/fr-fr', '/fr-fr/campaign', '/fr-ca/stories']) {
      const html = await (await storefront(path)).text();
      const faults = contentText(html).flatMap(frenchTypographyFaults);
      expect(faults, path).toEqual([]);
    }
  }, 30_000);

  it("a static page's and an article's head and the footer's columns get it too, text only", async () => {
    const NB = '\u00a0';
    const NNB = '\u202f';
    /** The text of each element of `html` that `open` starts (up to its first `close`). */
    const regions = (html: string, open: RegExp, close: string): string[] =>
      [...html.matchAll(new RegExp(open.source, 'g'))].map((m) =>
        contentText(html.slice(m.index, html.indexOf(close, m.index) + close.length)).join(' '),
      );
    // Seeded with a plain space before "?" and ":", as editors type them.
    const howTo = await (await storefront('/fr-ca/help/returns/how-to-return')).text();
    const [title] = regions(howTo, /<h1 class="static-page__title"/, '</h1>');
    expect(title).toBe(`Comment retourner un article${NNB}?`);
    expect(regions(howTo, /<nav class="breadcrumbs"/, '</nav>')[0]).toContain(`un article${NNB}?`);

    const article = await (await storefront('/fr-ca/stories/three-days-packing-list-banff')).text();
    const [head] = regions(article, /<header class="article-page__header"/, '</header>');
    expect(head).toContain(`Que mettre dans son sac pour trois jours à Banff${NNB}?`);
    expect(head).toContain(`Carnet de route${NB}: écrit par`);

    for (const html of [howTo, article]) {
      const [columns] = regions(html, /<nav class="site-footer__columns"/, '</nav>');
      expect(columns).toContain(`Besoin d’aide${NNB}?`);
      expect(columns).toContain(`Une question${NNB}? Écrivez-nous`);
      const checked = [
        ...regions(html, /<h1/, '</h1>'),
        ...regions(html, /<header class="article-page__header"/, '</header>'),
        ...regions(html, /<nav class="breadcrumbs"/, '</nav>'),
        ...regions(html, /<footer/, '</footer>'),
      ];
      expect(checked.flatMap(frenchTypographyFaults)).toEqual([]);
      // Attributes are no text: the column's analytics name stays as sent.
      expect(html).toContain('data-sf-nav-section="Besoin d’aide ?"');
    }
  });

  it('English pages keep their typography', async () => {
    expect(await (await storefront('/en-us/campaign')).text()).toContain(
      'Join Ridgeline: members earn points',
    );
  });
});
