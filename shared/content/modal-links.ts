/**
 * Button links that open a dialog (content spec section 2): `#modal…` is resolved against the
 * current path, and `?query#modal…` merges its query into the current one and adds the hash, so the
 * dialog opens over the page the shopper is on (with and without script: see client/sections/Dialog).
 */

/** The dialog a hash opens: `#modal-size-guide` → `modal-size-guide`; anything else → null. */
export const modalIdOf = (hash: string): string | null => {
  const id = hash.startsWith('#') ? hash.slice(1) : hash;
  return /^modal(?:-[A-Za-z0-9_-]+)?$/.test(id) ? id : null;
};

/** The href a content link renders with, given the path and query (`?a=1`, or '') of the page. */
export function resolveContentHref(href: string, path: string, search: string): string {
  if (href.startsWith('#modal')) return `${path}${search}${href}`;
  if (href.startsWith('?') && href.includes('#modal')) {
    const hashAt = href.indexOf('#');
    const merged = new URLSearchParams(search);
    for (const [key, value] of new URLSearchParams(href.slice(1, hashAt))) merged.set(key, value);
    const query = merged.toString();
    return `${path}${query ? `?${query}` : ''}${href.slice(hashAt)}`;
  }
  return href;
}
