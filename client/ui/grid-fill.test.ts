import { describe, expect, it } from 'vitest';
import { FAVORITES_PAGE_SIZE } from '../../shared/contract/wishlists';
import { LISTING_PAGE_SIZE } from '../../shared/listing-url';
import { emptyCells, FAVORITES_COLUMNS, fillSpans, LISTING_COLUMNS } from './grid-fill';

/** Cards on the last row once the tile (if any) has taken its cells. */
const lastRow = (count: number, columns: number) => {
  const total = count + emptyCells(count, columns);
  return total % columns === 0 ? columns : total % columns;
};

describe('grids without orphans', () => {
  it('full pages divide by every column count, so they need no tile', () => {
    for (const cols of Object.values(LISTING_COLUMNS)) expect(LISTING_PAGE_SIZE % cols).toBe(0);
    for (const cols of Object.values(FAVORITES_COLUMNS)) expect(FAVORITES_PAGE_SIZE % cols).toBe(0);
    expect(fillSpans(LISTING_PAGE_SIZE, LISTING_COLUMNS)).toEqual({ sm: 0, md: 0 });
  });

  it('a short last row is filled to the end, at every width', () => {
    expect(fillSpans(13, LISTING_COLUMNS)).toEqual({ sm: 1, md: 2 });
    expect(fillSpans(7, FAVORITES_COLUMNS)).toEqual({ sm: 1, md: 1 });
    expect(fillSpans(5, { sm: 1, md: 2, lg: 3 })).toEqual({ sm: 0, md: 1, lg: 1 });
    for (let count = 1; count <= 60; count++)
      for (const cols of [2, 3, 4]) expect(lastRow(count, cols)).toBe(cols);
  });

  it('one column or no cards needs nothing', () => {
    expect(emptyCells(5, 1)).toBe(0);
    expect(emptyCells(0, 3)).toBe(0);
  });
});
