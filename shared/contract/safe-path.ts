/**
 * The one check every redirect target goes through, on the storefront and in the sandbox (the
 * card provider's 3DS and approval pages): a same-origin path, or nothing.
 *
 * Browsers resolve `Location` with the URL parser: dot segments (`/..//host`, `/%2e%2e//host`),
 * backslashes and stripped tabs or newlines can turn a path into `//host`, a foreign origin. So the
 * candidate is normalised by that same parser first, and only then judged; what is returned is the
 * normalised form, so the browser follows exactly the path that was checked.
 */

/** Longest redirect target accepted; URLs in `Location` beyond this are refused, not truncated. */
const MAX_PATH_LENGTH = 2048;
/** An origin no request can have: resolving against it shows whether a path leaves it. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

/** The normalised same-origin path (with query and fragment) of `candidate`, else undefined. */
export const safePath = (candidate: string | null | undefined): string | undefined => {
  if (typeof candidate !== 'string' || candidate.length > MAX_PATH_LENGTH) return undefined;
  // Only a path is a return target: never a scheme, a host, or a protocol-relative `//host`.
  if (!candidate.startsWith('/') || /^\/[/\\]/.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments may have collapsed `/x/..//host` into `//host`: a second look after normalising.
  return /^\/[/\\]/.test(path) ? undefined : path;
};

/** `safePath(candidate)`, or `fallback` (itself a trusted path) when the candidate is refused. */
export const safePathOr = (candidate: string | null | undefined, fallback: string): string =>
  safePath(candidate) ?? fallback;
