import { describe, expect, it } from 'vitest';
import {
  categoryIdSchema,
  contentPageSchema,
  footerSchema,
  menuSchema,
  skuSchema,
} from '../../shared/contract';
import { LOCALES } from '../src/sites';
import { generateCatalog, PALETTE } from './catalog';
import { generateSeed, seedSql, seedStatements } from './sql';

describe('seed generator', () => {
  const seed = generateSeed();

  it('is deterministic', () => {
    expect(seedSql(generateSeed())).toBe(seedSql(seed));
    expect(seedSql(generateSeed({ seed: 7 }))).not.toBe(seedSql(seed));
  });

  it('has the catalogue the storefront needs', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(seed.products.map((p) => p.gender))).toEqual(new Set(['men', 'women', 'kids', 'unisex']));
    expect(Math.max(...seed.categories.map((c) => c.level))).toBe(4);
    for (const c of seed.categories) categoryIdSchema.parse(c.id);
    const productsPerLeaf = new Set(seed.products.map((p) => p.category_id));
    for (const c of seed.categories.filter((c) => c.level === 4))
      expect(productsPerLeaf.has(c.id)).toBe(true);
    for (const p of seed.products) {
      expect(p.id).toMatch(/^[A-Z0-9]{8}$/);
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    const colorsPerStyle = new Map<string, number>();
    for (const c of seed.colors) {
      colorsPerStyle.set(c.product_id, (colorsPerStyle.get(c.product_id) ?? 0) + 1);
      expect(c.id).toBe(`${c.product_id}${c.code}`);
      expect(PALETTE[c.code]).toBeDefined();
    }
    for (const n of colorsPerStyle.values()) expect(n).toBeGreaterThanOrEqual(2);
    for (const n of colorsPerStyle.values()) expect(n).toBeLessThanOrEqual(5);
    for (const v of seed.variants) {
      skuSchema.parse(v.sku);
      expect(v.upc).toMatch(/^\d{12}$/);
    }
    expect(new Set(seed.variants.map((v) => v.upc)).size).toBe(seed.variants.length);
    expect(seed.variants.some((v) => v.stock === 0)).toBe(true);
    expect(seed.variants.some((v) => v.stock > 0 && v.stock <= 3)).toBe(true);
    expect(seed.variants.filter((v) => v.stock >= 10).length).toBeGreaterThan(seed.variants.length / 2);
    expect(seed.prices.some((p) => p.current < p.original)).toBe(true);
    for (const p of seed.prices) {
      expect(p.current).toBeLessThanOrEqual(p.original);
      expect(p.historic_best).toBeLessThanOrEqual(p.original);
    }
    expect(new Set(seed.prices.map((p) => p.currency))).toEqual(new Set(['USD', 'CAD', 'GBP', 'EUR']));
    expect(seed.stores).toHaveLength(20);
  });

  it('has a home, error-4xx, menu and footer for every site and locale', () => {
    for (const site of Object.values(LOCALES)) {
      const docs = seed.content.filter(
        (r) =>
          r.site_id === site.siteId &&
          r.locale === site.locale &&
          ['page', 'menu', 'footer'].includes(r.kind),
      );
      // Static pages (about, help, …) come on top of these; these four every site must have.
      expect(docs.map((d) => `${d.kind}:${d.key}`)).toEqual(
        expect.arrayContaining(['footer:main', 'menu:main', 'page:error-4xx', 'page:home']),
      );
      menuSchema.parse(JSON.parse(docs.find((d) => d.kind === 'menu')!.doc));
      footerSchema.parse(JSON.parse(docs.find((d) => d.kind === 'footer')!.doc));
      // Stored pages keep carousel product ids; the shape is otherwise the contract's.
      const home = JSON.parse(docs.find((d) => d.key === 'home')!.doc) as {
        sections: { items: { productIds?: string[] }[] }[];
      };
      for (const item of home.sections.flatMap((s) => s.items))
        if (item.productIds) expect(item.productIds.length).toBeGreaterThanOrEqual(8);
      contentPageSchema.parse(home);
    }
  });

  it('no-results search help speaks the site language: its popular searches and example words', () => {
    const noResults = (locale: string) =>
      JSON.parse(
        seed.content.find((r) => r.kind === 'search' && r.key === 'no-results' && r.locale === locale)!.doc,
      ) as {
        tips: string[];
        popularTerms: string[];
      };
    const english = noResults('en-us');
    expect(english.popularTerms).toContain('jackets');
    for (const locale of ['fr-ca', 'fr-fr', 'de-de', 'it-it']) {
      const lang = locale.slice(0, 2);
      const vocabulary = new Set(
        seed.search_terms_localized.filter((t) => t.lang === lang).map((t) => t.term),
      );
      const doc = noResults(locale);
      expect(doc.popularTerms).toHaveLength(8);
      // Each a word of the language's own vocabulary (a many-word activity whole: "tutti i giorni").
      for (const term of doc.popularTerms)
        expect(term.split(' ').every((w) => w.length < 3 || vocabulary.has(w))).toBe(true);
      expect(doc.tips.join(' ')).not.toMatch(/jacket|boot/i);
    }
    expect(noResults('fr-ca').popularTerms).toEqual(expect.arrayContaining(['vestes', 'chaussures']));
    // "Remove some filters" is the page's to add when filters are applied, not the document's.
    for (const site of Object.values(LOCALES)) expect(noResults(site.locale).tips).toHaveLength(2);
  });

  it('says no rich-text title twice: the section renders its title as the heading', () => {
    type Doc = {
      sections?: { items: { type: string; title?: string; blocks?: { kind: string; text?: string }[] }[] }[];
    };
    for (const row of seed.content.filter((r) => r.kind === 'page')) {
      const doc = JSON.parse(row.doc) as Doc;
      for (const item of (doc.sections ?? []).flatMap((s) => s.items)) {
        if (item.type !== 'rich-text' || !item.title) continue;
        const headings = (item.blocks ?? []).filter((b) => b.kind === 'heading').map((b) => b.text);
        expect(headings, `${row.locale} ${row.key}`).not.toContain(item.title);
      }
    }
  });

  it('writes single-line statements that delete before inserting', () => {
    const statements = seedStatements(seed);
    expect(statements[0]).toMatch(/^DELETE FROM/);
    for (const s of statements) {
      expect(s).not.toContain('\n');
      expect(s.length).toBeLessThan(100_000);
    }
  });

  it('scales to a larger catalogue', () => {
    const big = generateCatalog({ productCount: 3000 });
    expect(big.products).toHaveLength(3000);
    expect(new Set(big.products.map((p) => p.id)).size).toBe(3000);
  });
});
