/**
 * Favorites as a shopper keeps them: the heart on a product card and on the product page, the
 * favorites page, a shared link opened by someone signed out, removing one; and a guest's favorite
 * kept through signing up. Products come from deep in the catalogue so no other journey uses them.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndIn } from './account-helpers';
import { islandsHydrated, productAwayFromHome } from './helpers';

const favoritesPage = async (page: Page) => {
  await page.goto('/en-us/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
};

/** The buy box's heart (the page's recommendation cards have their own). */
const buyBox = (page: Page) => page.locator('.pdp__info');

/**
 * A heart shown pressed at once and then confirmed: the list has it once the heart is no longer
 * busy (a page opened before that could come before the list's write).
 */
const settled = async (heart: Locator, pressed = true) => {
  await expect(heart).toHaveAttribute('aria-pressed', String(pressed));
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
};

/** A product card (an article) by its product name. */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

test('a member favorites from a card and a product page, shares the list and removes one', async ({
  page,
  browser,
  request,
}) => {
  await signUpAndIn(page);
  const first = await productAwayFromHome(request, 70);
  const second = await productAwayFromHome(request, 71);

  // From the product page's buy box, then from a card in search results.
  await page.goto(first.path);
  await buyBox(page).getByRole('button', { name: 'Add to favorites' }).click();
  await settled(buyBox(page).getByRole('button', { name: 'Remove from favorites' }));

  await page.goto(`/en-us/search?q=${encodeURIComponent(second.details.name)}`);
  const secondCard = card(page, second.details.name).first();
  await secondCard.getByRole('button', { name: 'Add to favorites' }).click();
  await settled(secondCard.getByRole('button', { name: 'Remove from favorites' }));

  await favoritesPage(page);
  await expect(page.getByText('2 items')).toBeVisible();
  await expect(card(page, first.details.name)).toBeVisible();
  await expect(card(page, second.details.name)).toBeVisible();

  // Add to cart from the list: a size, then the cart's own form, back to the list.
  const sizes = page.getByRole('combobox', { name: `Size of ${second.details.name}` });
  const size = await sizes.locator('option:not([disabled])').first().getAttribute('value');
  await sizes.selectOption(size!);
  await page
    .getByRole('listitem')
    .filter({ has: sizes })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page).toHaveURL(/\/en-us\/favorites\?added=/);
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();

  // Share: the link is made and shown (and copied where the browser lets it).
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Share my list' }).click();
  const link = page.getByRole('textbox', { name: 'Link to your list' });
  await expect(link).toHaveValue(/\/en-us\/favorites\/shared\/[a-f0-9]{32}$/);
  const url = await link.inputValue();

  // Someone else, signed out, opens it: read-only.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: 'A shared favorites list' })).toBeVisible();
  await expect(card(visitor, first.details.name)).toBeVisible();
  await expect(card(visitor, second.details.name)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Share my list' })).toHaveCount(0);
  await other.close();

  // Remove one: gone after a reload.
  await card(page, first.details.name).getByRole('button', { name: 'Remove from favorites' }).click();
  await settled(card(page, first.details.name).getByRole('button', { name: 'Add to favorites' }), false);
  await favoritesPage(page);
  await expect(card(page, first.details.name)).toHaveCount(0);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
});

test("a guest's favorite is still there after signing up", async ({ page, request }) => {
  const { details, path } = await productAwayFromHome(request, 72);
  await page.goto(path);
  await buyBox(page).getByRole('button', { name: 'Add to favorites' }).click();
  await settled(buyBox(page).getByRole('button', { name: 'Remove from favorites' }));

  await signUpAndIn(page);
  await favoritesPage(page);
  await expect(card(page, details.name)).toBeVisible();
});

test('without JavaScript the heart is a form that comes back to the product page @nojs', async ({
  page,
  request,
}) => {
  const { details, path } = await productAwayFromHome(request, 73);
  await signUpAndIn(page);
  await page.goto(path);
  await buyBox(page).getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await favoritesPage(page);
  await expect(card(page, details.name)).toBeVisible();
});
