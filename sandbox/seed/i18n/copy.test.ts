import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../catalog';
import { generateGiftCustoms } from '../giftcustoms';
import { FEATURE_TEXT, productCopy } from './copy';

const catalog = generateCatalog();

describe('product copy in the shopper’s language', () => {
  it('translates every feature bullet the catalogue uses', () => {
    const features = new Set(catalog.products.flatMap((p) => JSON.parse(p.features) as string[]));
    expect(features.size).toBeGreaterThan(40);
    for (const f of features) expect(FEATURE_TEXT[f], f).toBeDefined();
  });

  it('writes a generated description anew from the translated bullets', () => {
    const p = catalog.products.find((x) => x.product_type === 'jacket')!;
    const english = { description: p.description, features: JSON.parse(p.features) as string[] };
    expect(productCopy(english, 'en')).toEqual(english);
    const fr = productCopy(english, 'fr');
    expect(fr.features).toEqual(english.features.map((f) => FEATURE_TEXT[f]!.fr));
    expect(fr.description).toMatch(/^Pensé pour les longues journées en plein air\u00a0: .+ et .+\. Conçu/);
    expect(fr.description).not.toContain('built for');
    // German keeps its capitals: the bullets follow as a list.
    const de = productCopy(english, 'de');
    expect(de.description).toContain(`Das Wichtigste: ${de.features.join(' · ')}.`);
    expect(productCopy(english, 'it').description).toMatch(
      /^Pensato per le lunghe giornate all’aperto: [a-z]/,
    );
  });

  it('has the fixed products’ own translations, and leaves an unknown text as it is', () => {
    const fixed = generateGiftCustoms(catalog.products.length).products;
    expect(fixed.length).toBeGreaterThan(0);
    for (const p of fixed) {
      const english = { description: p.description, features: JSON.parse(p.features) as string[] };
      for (const lang of ['fr', 'de', 'it'] as const) {
        const copy = productCopy(english, lang);
        expect(copy.description, `${p.name} ${lang}`).not.toBe(english.description);
        for (const [i, f] of copy.features.entries()) expect(f).not.toBe(english.features[i]);
      }
    }
    const unknown = { description: 'Hand-written copy.', features: ['Something new'] };
    expect(productCopy(unknown, 'fr')).toEqual(unknown);
  });
});
