import { describe, expect, it } from 'vitest';
import { SITES } from '../../shared/site';
import { sandboxJson, storefront } from '../test/helpers';

/**
 * Every site path a page's seeded content links to: `url` fields and rich text hrefs, read from the
 * content document itself so that links behind a segment or an experiment count too. Product cards
 * are the catalogue's links (the product page tests cover them), not the content's.
 */
const contentLinks = (doc: unknown, locale: string): Set<string> => {
  const links = new Set<string>();
  const add = (url: string) => {
    if (url === `/${locale}` || url.startsWith(`/${locale}/`) || url.startsWith(`/${locale}?`))
      links.add(url.split('#')[0]!);
  };
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (key === 'url') add(value);
      for (const m of value.matchAll(/href="([^"]+)"/g)) add(m[1]!);
    } else if (Array.isArray(value)) {
      for (const entry of value) walk(entry, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) if (k !== 'products') walk(v, k);
    }
  };
  walk(doc, '');
  return links;
};

/** Seeded pages with content links: the home page, the campaign and stories pages, the not-found page. */
const PAGES = ['home', 'campaign', 'stories', 'error-4xx'];

describe('seeded content links', () => {
  it('lead to a page on every site (the home gift card banner went to a 404)', async () => {
    const broken: string[] = [];
    let checked = 0;
    for (const [locale, site] of Object.entries(SITES)) {
      const links = new Set<string>();
      for (const page of PAGES) {
        const doc = await sandboxJson(
          `/publish/caas/v1/canvas/augmentedpage/${site.siteId}/${page}?locale=${locale}`,
          { headers: { siteId: site.siteId } },
        );
        expect(doc.status, `${locale} ${page}`).toBe(200);
        for (const link of contentLinks(doc.body, locale)) links.add(link);
      }
      expect(links.size, locale).toBeGreaterThan(10);
      await Promise.all(
        [...links].map(async (path) => {
          const response = await storefront(path);
          await response.body?.cancel();
          checked++;
          if (response.status !== 200) broken.push(`${path} → ${response.status}`);
        }),
      );
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(70);
  }, 120_000);
});
