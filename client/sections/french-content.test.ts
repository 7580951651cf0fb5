import { describe, expect, it } from 'vitest';
import { inFrenchTypography } from './french-content';

const item = {
  id: 'faq: one',
  type: 'accordion',
  title: 'Vos questions ?',
  entries: [{ id: 'q', title: 'Comment ?', richText: 'Voir <a href="/fr-ca/aide?x=1">ici</a> : merci' }],
  targets: [{ text: 'Taille : guide', url: '?ref=a : b' }],
  media: { url: 'https://x.test/a.svg', alt: 'Deux randonneurs : au sommet' },
};

describe('inFrenchTypography', () => {
  it('typesets every text of an item, nested ones included, and no id or address', () => {
    const fr = inFrenchTypography(item, 'fr');
    expect(fr.title).toBe('Vos questions\u202f?');
    expect(fr.entries[0]!.title).toBe('Comment\u202f?');
    expect(fr.entries[0]!.richText).toBe('Voir <a href="/fr-ca/aide?x=1">ici</a>\u00a0: merci');
    expect(fr.targets[0]).toEqual({ text: 'Taille\u00a0: guide', url: '?ref=a : b' });
    expect(fr.media).toEqual({ url: 'https://x.test/a.svg', alt: 'Deux randonneurs\u00a0: au sommet' });
    expect(fr.id).toBe('faq: one');
  });

  it('makes one copy per content object, and none for another language', () => {
    expect(inFrenchTypography(item, 'fr')).toBe(inFrenchTypography(item, 'fr'));
    expect(inFrenchTypography(item, 'en')).toBe(item);
    expect(item.title).toBe('Vos questions ?');
  });
});
