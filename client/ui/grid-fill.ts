/**
 * Grids without orphans. A page of cards rarely fills its last row at every width (the last page
 * of a category, a short favourites list, a tag filter on the articles), and a lone card on the
 * last row looks like a mistake. Full pages are sized to divide by every column count
 * (`LISTING_PAGE_SIZE` 24 for 2 and 3 columns, `FAVORITES_PAGE_SIZE` 12 for 2 and 4); past that a
 * promotional tile spans what the last row leaves empty, per breakpoint, so every row ends full.
 */

/** How many cells the last row leaves empty with `count` cards in `columns` columns (0: full). */
export const emptyCells = (count: number, columns: number): number =>
  columns <= 1 || count === 0 ? 0 : (columns - (count % columns)) % columns;

export type GridBreakpoint = 'sm' | 'md' | 'lg';

/** The tile's span at each breakpoint of a grid whose column counts are given. */
export const fillSpans = (
  count: number,
  columns: Partial<Record<GridBreakpoint, number>>,
): Partial<Record<GridBreakpoint, number>> => {
  const spans: Partial<Record<GridBreakpoint, number>> = {};
  for (const [bp, cols] of Object.entries(columns) as [GridBreakpoint, number][])
    spans[bp] = emptyCells(count, cols);
  return spans;
};

/** The column counts of the grids the CSS lays out (listing.css, lists.css). */
export const LISTING_COLUMNS = { sm: 2, md: 3 } as const;
export const FAVORITES_COLUMNS = { sm: 2, md: 4 } as const;
