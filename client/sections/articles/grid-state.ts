/**
 * The article grid's state in the page URL and its rules (content spec 2, 4 and 9): selected tags
 * in `component{id}[tagId]` (repeated), how far the shopper has read in `component{id}[offset]`;
 * toggling a tag or clearing them resets the offset; "read more" shows while loaded < numFound and
 * advances the offset by one page; a page is rowsToLoad × small-screen columns, or 3; 4, 10 and 20
 * facets are visible before "see more" on small, medium and large screens.
 */
import type { Breakpoint } from '../../../shared/contract/content-item-base';

export const VISIBLE_FACETS: Record<Breakpoint, number> = { sm: 4, md: 10, lg: 20 };

export const tagParam = (gridId: string): string => `component${gridId}[tagId]`;
export const offsetParam = (gridId: string): string => `component${gridId}[offset]`;

/** Articles per page: rowsToLoad rows of the small-screen columns, else 3. */
export const pageSize = (rowsToLoad: number | undefined, smallColumns: number | undefined): number =>
  rowsToLoad ? rowsToLoad * (smallColumns ?? 1) : 3;

/** What the URL asks of one grid: its selected tags and the offset of the last page it loaded. */
export const gridStateOf = (search: URLSearchParams, gridId: string) => {
  const selected = [
    ...new Set(search.getAll(tagParam(gridId)).filter((tag) => /^[a-z0-9-]{1,60}$/.test(tag))),
  ];
  const raw = Number(search.get(offsetParam(gridId)) ?? 0);
  const offset = Number.isInteger(raw) && raw > 0 && raw <= 10_000 ? raw : 0;
  return { selected, offset };
};

const hrefWith = (path: string, search: URLSearchParams, hash: string): string => {
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
};

/** The page with `tagId` toggled in this grid's selection and its offset back to 0. */
export const toggleTagHref = (path: string, current: string, gridId: string, tagId: string): string => {
  const search = new URLSearchParams(current);
  const selected = search.getAll(tagParam(gridId));
  search.delete(tagParam(gridId));
  search.delete(offsetParam(gridId));
  const next = selected.includes(tagId) ? selected.filter((t) => t !== tagId) : [...selected, tagId];
  for (const tag of next) search.append(tagParam(gridId), tag);
  return hrefWith(path, search, `#article-grid-${gridId}`);
};

/** The page with no tag selected in this grid (offset 0 too). */
export const clearTagsHref = (path: string, current: string, gridId: string): string => {
  const search = new URLSearchParams(current);
  search.delete(tagParam(gridId));
  search.delete(offsetParam(gridId));
  return hrefWith(path, search, `#article-grid-${gridId}`);
};

/** The page with one more page of articles loaded, landing on the first new one. */
export const readMoreHref = (
  path: string,
  current: string,
  gridId: string,
  offset: number,
  size: number,
): string => {
  const search = new URLSearchParams(current);
  search.set(offsetParam(gridId), String(offset + size));
  return hrefWith(path, search, `#article-grid-${gridId}-${offset + size + 1}`);
};

export const showReadMore = (loaded: number, numFound: number): boolean => loaded < numFound;

/** The upstream search for a grid: everything up to the requested page, so no script is needed. */
export const searchFor = (
  query: { tagId?: string[] | undefined } | undefined,
  state: { selected: string[]; offset: number },
  size: number,
) => ({
  offset: 0,
  limit: state.offset + size,
  tagId: state.selected.length ? state.selected : (query?.tagId ?? []),
});
