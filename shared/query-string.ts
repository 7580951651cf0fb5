/**
 * A query string's name or value decoded as a form encodes it (`+` is a space); undefined when it
 * is not valid percent-encoding (a `%` without two hex digits, escapes that are not UTF-8), where
 * URLSearchParams would quietly put replacement characters instead.
 */
export const decodeQueryPart = (part: string): string | undefined => {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
};
