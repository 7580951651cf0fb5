import { describe, expect, it } from 'vitest';
import { SITES } from '../../shared/site';
import { documentStart } from './document';
import type { Assets } from './manifest';
import type { PageShell } from './types';

const site = SITES['fr-ca']!;
const shell = (over: Partial<PageShell> = {}) =>
  ({
    site,
    pageType: 'Home',
    title: 'Vestes & "coupe-vent" <neuf>',
    description: "L'hiver & <le froid>",
    canonicalPath: '/fr-ca/c/vestes?couleur=bleu&taille=m',
    origin: 'https://shop.test',
    nonce: 'n0nce',
    ...over,
  }) as PageShell;
const assets = { fonts: ['/fonts/inter.woff2'], css: ['/a.css', '/b.css'], entry: '/entry.js' } as Assets;

describe('the head', () => {
  it('escapes what the page says and links the page and its assets, the loader before the styles', () => {
    const html = documentStart(shell(), assets, 'Aller au contenu');
    expect(html).toMatch(/^<!doctype html><html lang="fr-CA"><head><meta charSet="utf-8"\/>/);
    expect(html).toContain('<title>Vestes &amp; &quot;coupe-vent&quot; &lt;neuf&gt;</title>');
    expect(html).toContain('<meta name="description" content="L&#39;hiver &amp; &lt;le froid&gt;"/>');
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.test/fr-ca/c/vestes?couleur=bleu&amp;taille=m"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="en-US" href="https://shop.test/en-us/c/vestes?couleur=bleu&amp;taille=m"/>',
    );
    expect(html).not.toContain('noindex');
    expect(html).toContain(
      '<link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2" crossorigin=""/><link rel="modulepreload" href="/entry.js"/><link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/b.css"/>',
    );
    expect(html).toMatch(
      /<\/head><body data-page-type="Home"><a class="skip-link" href="#main">Aller au contenu<\/a>$/,
    );
  });

  it('says noindex, and names no alternates, for a page not to be indexed', () => {
    const html = documentStart(shell({ indexable: false }), { fonts: [], css: [] } as unknown as Assets, 'x');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="alternate"');
    expect(html).not.toContain('modulepreload');
  });
});
