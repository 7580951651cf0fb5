/**
 * Grids without orphans: at the common widths the last row of a product grid never holds a lone
 * card. The last page of a search is rarely full, so the promotional tile must take what the cards
 * leave empty (client/ui/grid-fill.ts). The layout is measured in the browser, row by row.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { LISTING_PAGE_SIZE } from '../../shared/listing-url';

const WIDTHS = [1366, 1024, 768, 412] as const;

/** The grid's visible items grouped in rows by their top edge, and whether the last row ends full. */
const lastRow = async (grid: Locator) =>
  grid.evaluate((list) => {
    const box = list.getBoundingClientRect();
    const items = [...list.children]
      .filter((li) => getComputedStyle(li).display !== 'none')
      .map((li) => li.getBoundingClientRect());
    const rows = new Map<number, DOMRect[]>();
    for (const r of items) rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r]);
    const last = [...rows.entries()].sort((a, b) => a[0] - b[0]).at(-1)![1];
    const first = [...rows.values()][0]!;
    return {
      columns: first.length,
      cells: last.length,
      endsAtRight: Math.abs(Math.max(...last.map((r) => r.right)) - box.right) < 2,
    };
  });

/** A search whose last page is not a whole number of rows of 2 or 3 (so a tile is needed). */
const openShortLastPage = async (page: Page): Promise<number> => {
  for (const term of ['fleece', 'sandal', 'glove', 'duffel', 'bottle', 'beanie', 'shirt', 'cap']) {
    await page.goto(`/en-us/search?q=${term}`);
    const grid = page.getByRole('list', { name: /^\d+ products?$/ });
    if ((await grid.count()) === 0) continue;
    const total = Number(
      (await page.getByRole('heading', { name: /^\d+ products?$/ }).textContent())!.match(/\d+/)![0],
    );
    const onLast = total % LISTING_PAGE_SIZE || LISTING_PAGE_SIZE;
    if (onLast % 6 === 0) continue;
    const lastPage = Math.ceil(total / LISTING_PAGE_SIZE);
    if (lastPage > 1) await page.goto(`/en-us/search?q=${term}&page=${lastPage}`);
    return onLast;
  }
  throw new Error('no search with a short last page');
};

test('the last row of a product grid is never a lone card, at every common width', async ({ page }) => {
  const cards = await openShortLastPage(page);
  const grid = page.getByRole('list', { name: /^\d+ products?$/ });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const row = await lastRow(grid);
    expect(row.columns, `columns at ${width}px`).toBeGreaterThan(1);
    // The tile fills the row: it ends at the grid's right edge, never one card alone.
    expect(row.endsAtRight, `last row full at ${width}px (${cards} cards)`).toBe(true);
    const tile = grid.getByRole('link', { name: /Discover the campaign/ });
    if (cards % row.columns === 0) await expect(tile).toBeHidden();
    else await expect(tile).toBeVisible();
  }
  await page.getByRole('link', { name: /Discover the campaign/ }).click();
  await expect(page).toHaveURL(/\/en-us\/campaign$/);
});
