import { expect, type Page, test } from '@playwright/test';
import { LISTING_PAGE_SIZE } from '../../shared/listing-url';
import { islandsWatched, quickShop, rangedProduct } from './helpers';

const CATEGORY = '/en-us/c/men-1100';

const resultCount = async (page: Page) =>
  Number((await page.locator('#listing-count').textContent())!.replace(/\D/g, ''));

const facet = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

/** On a phone the filters wait in a drawer behind the Filters button: open it when it is shut. */
const openFilters = async (page: Page) => {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && !(await page.getByRole('complementary', { name: 'Filters' }).isVisible()))
    await toggle.click();
};

/** Back to the results from the phone's drawer (nothing to do on a wide screen). */
const closeFilters = async (page: Page) => {
  const done = page.getByRole('button', { name: /^Show \d+ products?$/ });
  if (await done.isVisible()) await done.click();
};

/** Opens a facet's disclosure when it is closed. */
const openFacet = async (page: Page, name: string) => {
  await openFilters(page);
  const details = page.locator('details.facet', { has: page.getByText(name, { exact: true }) });
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
};

const cardPrices = async (page: Page) =>
  page
    .locator('.grid .card .price__current')
    .evaluateAll((nodes) => nodes.map((n) => Number((n.textContent ?? '').replace(/[^\d.]/g, ''))));

test('a shopper browses a category, filters by colour and size, sorts by price, pages and opens a product @mobile', async ({
  page,
}) => {
  await page.goto(CATEGORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Home');
  await islandsWatched(page, 'ListingEnhancer');
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(2 * LISTING_PAGE_SIZE);

  await openFacet(page, 'Color');
  const black = facet(page, 'Color').getByRole('link', { name: /^Black/ });
  const blackCount = Number((await black.textContent())!.match(/\((\d+)\)/)![1]);
  await black.click();
  await expect(page).toHaveURL(/color=BLK/);
  await expect(page.locator('#listing-count')).toHaveText(`${blackCount} products`);
  await expect(page.getByRole('status').filter({ hasText: `${blackCount} products` })).toBeAttached();
  // Focus stays on the refinement that was used.
  await expect(facet(page, 'Color').getByRole('link', { name: /^Black/ })).toBeFocused();

  await openFacet(page, 'Size');
  const size = facet(page, 'Size').getByRole('link').first();
  const sizeCount = Number((await size.textContent())!.match(/\((\d+)\)/)![1]);
  await size.click();
  await expect(page).toHaveURL(/color=BLK&size=/);
  await expect(page.locator('#listing-count')).toHaveText(new RegExp(`^${sizeCount} products?$`));
  await closeFilters(page);
  await expect(page.getByRole('list', { name: 'Filters' }).getByRole('link')).toHaveCount(3);

  await page.getByRole('link', { name: 'Clear all' }).first().click();
  await expect(page.locator('#listing-count')).toHaveText(`${all} products`);

  await page.getByLabel('Sort by').selectOption('price-low-high');
  await expect(page).toHaveURL(/sort=price-low-high/);
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/sort=price-low-high&page=2/);
  await expect(
    page.getByRole('link', { name: `Page 2 of ${Math.ceil(all / LISTING_PAGE_SIZE)}` }),
  ).toHaveAttribute('aria-current', 'page');
  const page2 = await cardPrices(page);
  expect(page2[0]).toBeGreaterThanOrEqual(prices.at(-1)!);

  // Back restores the first page.
  await page.goBack();
  await expect(page).toHaveURL(/sort=price-low-high$/);
  await expect(
    page.getByRole('link', { name: `Page 1 of ${Math.ceil(all / LISTING_PAGE_SIZE)}` }),
  ).toHaveAttribute('aria-current', 'page');

  const first = page.locator('.grid .card__title a').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{11}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('filtered by a colour, the cards show that colour and open on it', async ({ page }) => {
  await page.goto(`${CATEGORY}?color=NVY&sort=price-low-high`);
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('link').first().textContent())!.trim();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Color: Navy')).toBeVisible();
  await expect(page.getByRole('list', { name: /Color/ }).getByRole('link', { name: 'Navy' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a shopper searches with autosuggest @mobile', async ({ page }) => {
  await page.goto('/en-us');
  // The search box hydrates when the shopper first touches it: what was typed meanwhile is kept.
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('jack');
  const listbox = page.getByRole('listbox', { name: 'Search' });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('group', { name: 'Products' }).getByRole('option')).not.toHaveCount(0);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  const option = listbox.getByRole('option').first();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  const term = (await option.textContent())!.trim();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en-us/search\\?q=${term}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${term}”`);
  expect(await resultCount(page)).toBeGreaterThan(0);
  // The box keeps the search, so it can be refined where it stands.
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue(term);

  // Hostile text is shown as text, and no results offers suggestions.
  await page.goto(`/en-us/search?q=${encodeURIComponent('<b>jackt</b>')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No results for “<b>jackt</b>”');
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('<b>jackt</b>');
  await expect(page.getByRole('link', { name: 'b jacket b' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
});

test('a shopper adds to the cart from the quickshop dialog @mobile', async ({ page }) => {
  await page.goto(`${CATEGORY}?sort=rating`);
  await islandsWatched(page, 'QuickShop', 'MiniCart');
  // A link to the product until the first tap brings the quick shop (which holds and replays it).
  const button = quickShop(page).first();
  const name = (await button.textContent())!.replace('Quick shop ', '').trim();
  await button.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a size.');
  await dialog.locator('.size input:not([disabled])').first().check();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeHidden();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart).toContainText(name);
  await miniCart.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();
  // Focus comes back to the card the shopper was on, not to the top of the page.
  await expect(button).toBeFocused();

  // A colour whose sizes cost different amounts: its range, then the chosen size's own price, in
  // the same place (what lies below does not move).
  const ranged = await rangedProduct(page.request);
  await page.goto(`/en-us/search?q=${encodeURIComponent(ranged.name)}`);
  await islandsWatched(page, 'QuickShop');
  await quickShop(page, `Quick shop ${ranged.name}`).first().click();
  const quick = page.getByRole('dialog', { name: ranged.name });
  await quick.getByRole('radio', { name: ranged.colorName, exact: true }).check({ force: true });
  const price = quick.getByRole('status', { name: 'Price' });
  await expect(price).toContainText(ranged.range);
  const add = quick.getByRole('button', { name: 'Add to cart' });
  const gap = async () => (await add.boundingBox())!.y - (await price.boundingBox())!.y;
  const before = await gap();
  await quick
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: ranged.size, exact: true })
    .check({ force: true });
  await expect(price).toContainText(ranged.price);
  await expect(price).not.toContainText(ranged.range);
  expect(await gap()).toBe(before);
});

test('browse, filter, sort and page without JavaScript @nojs', async ({ page }) => {
  await page.goto(CATEGORY);
  const all = await resultCount(page);
  await openFacet(page, 'Color');
  await facet(page, 'Color')
    .getByRole('link', { name: /^Black/ })
    .click();
  await expect(page).toHaveURL(/color=BLK/);
  expect(await resultCount(page)).toBeLessThan(all);
  await openFacet(page, 'Size');
  await facet(page, 'Size').getByRole('link').first().click();
  await expect(page).toHaveURL(/color=BLK&size=/);
  await page.getByRole('link', { name: 'Clear all' }).first().click();
  await page.getByLabel('Sort by').selectOption('price-high-low');
  await page.locator('form.sort').getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=price-high-low/);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/sort=price-high-low&page=2/);
  // Quick shop is a plain link to the product page.
  await page
    .getByRole('link', { name: /^Quick shop / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en-us\/p\//);
  // Search is a plain GET form.
  await page.getByRole('combobox', { name: 'Search' }).fill('boot');
  await page.getByRole('combobox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/en-us\/search\?q=boot/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “boot”');
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('boot');
});

test('on a phone, the filters wait in a drawer behind a button that counts them @mobile-only', async ({
  page,
}) => {
  await page.goto(CATEGORY);
  await islandsWatched(page, 'ListingEnhancer');
  const drawer = page.getByRole('complementary', { name: 'Filters' });
  await expect(drawer).toBeHidden();
  // The first product is on the first screen, not below the filters.
  await expect(page.locator('.grid .card').first()).toBeInViewport();

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(drawer).toBeVisible();
  await openFacet(page, 'Color');
  await facet(page, 'Color')
    .getByRole('link', { name: /^Black/ })
    .click();
  await expect(page).toHaveURL(/color=BLK/);
  // The drawer stays open on the new results, and says how many there are.
  await expect(drawer).toBeVisible();
  const count = await resultCount(page);
  await drawer.getByRole('button', { name: `Show ${count} products` }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

/** The second (hover) images of product cards the browser fetched. */
const hoverImagesFetched = (page: Page) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/images\/products\/[^/]+\/2\.\w+$/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
};

test('pointing at a product card shows its second picture, fetched only then @desktop-only', async ({
  page,
}) => {
  const fetched = hoverImagesFetched(page);
  await page.goto(CATEGORY);
  await page.waitForLoadState('load');
  expect(fetched).toEqual([]);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  await card.hover();
  await expect(card.locator('img').nth(1)).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test('on a phone no product card fetches its hover picture @mobile-only', async ({ page }) => {
  const fetched = hoverImagesFetched(page);
  await page.goto(CATEGORY);
  await page.waitForLoadState('load');
  const card = page.getByRole('article').first();
  await card.scrollIntoViewIfNeeded();
  // A tap leaves a sticky :hover on a touch screen: the picture still stays out.
  await card.getByText(/^\$\d/).first().tap();
  expect(fetched).toEqual([]);
});
