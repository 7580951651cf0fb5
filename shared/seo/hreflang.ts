/**
 * Alternate-language URLs of a page (hreflang): the same path under every locale we serve, plus
 * `x-default` (the default locale). Every shopper path starts with `/{locale}`, and category,
 * product and static page paths are the same in every locale, so an alternate swaps that segment.
 */
import { DEFAULT_LOCALE, SITES } from '../site';

export type Alternate = { hreflang: string; href: string };

const LOCALE_PREFIX = /^\/([a-z]{2}-[a-z]{2})(?=\/|$)/;

/** The path with its locale segment replaced; null when the path has no locale we serve. */
export const localizedPath = (path: string, locale: string): string | null => {
  const m = LOCALE_PREFIX.exec(path);
  if (!m || !Object.hasOwn(SITES, m[1]!)) return null;
  return `/${locale}${path.slice(m[0].length)}`;
};

/** Every locale's URL of `path` (absolute on `origin`), then x-default. Empty for non-locale paths. */
export const hreflangAlternates = (origin: string, path: string): Alternate[] => {
  if (localizedPath(path, DEFAULT_LOCALE) === null) return [];
  const out: Alternate[] = Object.values(SITES).map((site) => ({
    hreflang: site.languageTag,
    href: `${origin}${localizedPath(path, site.locale)}`,
  }));
  out.push({ hreflang: 'x-default', href: `${origin}${localizedPath(path, DEFAULT_LOCALE)}` });
  return out;
};
