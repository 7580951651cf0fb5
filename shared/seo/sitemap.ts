/**
 * sitemaps.org XML: the index (`/sitemap.xml`, one sitemap per locale) and a locale's URL set with
 * its hreflang alternates (`xhtml:link`), so search engines pair the language versions.
 */
import { escapeHtml } from '../html/escape';
import type { Alternate } from './hreflang';

export type SitemapEntry = { loc: string; alternates?: Alternate[] };

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const sitemapIndex = (locs: string[]): string =>
  `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
    .map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;

export const urlSet = (entries: SitemapEntry[]): string =>
  `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries
    .map(
      (entry) =>
        `<url><loc>${escapeHtml(entry.loc)}</loc>${(entry.alternates ?? [])
          .map(
            (a) =>
              `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`,
          )
          .join('')}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

/** robots.txt: shopper-private and API paths disallowed in every locale; the sitemap index linked. */
export const robotsTxt = (origin: string, locales: string[]): string =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /fapi/',
    ...locales.flatMap((l) => [
      `Disallow: /${l}/cart`,
      `Disallow: /${l}/checkout`,
      `Disallow: /${l}/account`,
      `Disallow: /${l}/order-confirmation`,
    ]),
    'Disallow: /*?*preview=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
