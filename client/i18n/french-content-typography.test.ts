/**
 * `frenchTypography`, the transform content text gets on French pages: the interface's rule
 * (`frenchTypographyFaults` finds nothing after it) applied to text only, never to markup, entities
 * or addresses.
 */
import { describe, expect, it } from 'vitest';
import { frenchTypography, frenchTypographyFaults } from './french-typography';

const NB = '\u00a0';
const NNB = '\u202f';

describe('frenchTypography', () => {
  it('puts a no-break space before : ; ! ? in place of the typed space, or where none was typed', () => {
    expect(frenchTypography('Rejoignez Ridgeline : des points')).toBe(`Rejoignez Ridgeline${NB}: des points`);
    expect(frenchTypography('Besoin d’aide ?')).toBe(`Besoin d’aide${NNB}?`);
    expect(frenchTypography('Poitrine: mesurez ; taille !')).toBe(
      `Poitrine${NB}: mesurez${NNB}; taille${NNB}!`,
    );
    expect(frenchTypography('« Au sommet »')).toBe(`«${NB}Au sommet${NB}»`);
    for (const text of ['Rejoignez Ridgeline : des points', 'Entre deux tailles ? Prenez', 'Quoi ?!']) {
      expect(frenchTypographyFaults(frenchTypography(text)), text).toEqual([]);
    }
  });

  it('leaves typeset text, times, addresses and query strings as they are', () => {
    const done = `Saison des sommets${NB}: le film${NNB}!`;
    expect(frenchTypography(done)).toBe(done);
    expect(frenchTypography('Ouvert de 10:30 à 18:00')).toBe('Ouvert de 10:30 à 18:00');
    expect(frenchTypography('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(frenchTypography('?ref=campaign#modal-newsletter')).toBe('?ref=campaign#modal-newsletter');
  });

  it('changes rich-text HTML only in its text: tags, attributes and entities stay whole', () => {
    const html =
      '<p title="Note : ici ?">Envoyez l’article avec l’<strong>étiquette</strong> ; nous le réparons &amp; renvoyons. Voir <a href="/fr-ca/aide?x=1&amp;y=2">comment ?</a></p>';
    expect(frenchTypography(html)).toBe(
      `<p title="Note : ici ?">Envoyez l’article avec l’<strong>étiquette</strong>${NNB}; nous le réparons &amp; renvoyons. Voir <a href="/fr-ca/aide?x=1&amp;y=2">comment${NNB}?</a></p>`,
    );
  });
});
