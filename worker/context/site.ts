/**
 * Site context from a request: locale from the first path segment (or, for /api and /fapi, the
 * `locale`/`localePath` query or the referring page), channel MAPP inside the app webview.
 */
import { DEFAULT_LOCALE, type Site, siteForLocale } from '../../shared/site';

export type Channel = 'ECOMM' | 'MAPP';

/** The app webview identifies itself in its user agent; the app also sends `x-app-channel`. */
export const channelFor = (userAgent: string | undefined, appHeader: string | undefined): Channel =>
  appHeader === 'MAPP' || /RidgelineApp\//.test(userAgent ?? '') ? 'MAPP' : 'ECOMM';

export const localeFromPath = (pathname: string): Site | undefined => {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z]{2}-[a-z]{2}$/.test(first) ? siteForLocale(first) : undefined;
};

/**
 * The site an /api or /fapi URL names itself (`locale` or `localePath`, else the locale of the page
 * it sends the shopper back to, `returnTo`: an editor's preview link answers in the page's
 * language), if any.
 */
const siteInQuery = (url: URL): Site | undefined => {
  const fromQuery = url.searchParams.get('locale') ?? url.searchParams.get('localePath')?.replace(/^\//, '');
  if (fromQuery) return siteForLocale(fromQuery);
  const returnTo = url.searchParams.get('returnTo');
  return returnTo?.startsWith('/') ? localeFromPath(returnTo) : undefined;
};

/**
 * A shared cache keys an answer by its URL alone. An answer whose locale was read from the
 * Referer differs for the same URL, so it may be kept only by the shopper's own browser:
 * `public` becomes `private` unless the URL names the locale.
 */
export const cacheableBy = (url: URL, directive: `public, ${string}`): string =>
  localeFromPath(url.pathname) || siteInQuery(url) ? directive : directive.replace(/^public/, 'private');

/** The site an /api or /fapi request names: its query, else the same-origin page that sent it. */
const namedByApiRequest = (url: URL, referer: string | undefined): Site | undefined => {
  const queried = siteInQuery(url);
  if (queried) return queried;
  if (!referer) return undefined;
  try {
    const ref = new URL(referer);
    return ref.origin === url.origin ? localeFromPath(ref.pathname) : undefined;
  } catch {
    // An unparsable Referer says nothing about the locale.
    return undefined;
  }
};

/**
 * The request's site, and whether the request named it. A path outside every locale (a mistyped
 * URL, the browser's own `/favicon.ico`) renders in the default site, but that is a guess: the
 * shopper's cart must not be carried over to a site nobody chose (worker/cart/service.ts).
 */
export const siteOfRequest = (url: URL, referer: string | undefined): { site: Site; named: boolean } => {
  const named =
    localeFromPath(url.pathname) ??
    (/^\/(api|fapi)\//.test(url.pathname) ? namedByApiRequest(url, referer) : undefined);
  return { site: named ?? siteForLocale(DEFAULT_LOCALE)!, named: named !== undefined };
};
