/**
 * Saved for later as a shopper uses it from the cart: a line saved for later leaves the cart and
 * shows under it with its availability, then moves back; a member sees the list on its own page.
 */
import { expect, type Page, test } from '@playwright/test';
import { signUpAndIn } from './account-helpers';
import { chooseSize, islandsHydrated, productAwayFromHome, reachIslands } from './helpers';

const cartLines = (page: Page) =>
  page
    .getByRole('main')
    .locator('.cart__items')
    .getByRole('listitem')
    .filter({ has: page.getByRole('spinbutton') });

const savedSection = (page: Page) => page.getByRole('region', { name: 'Saved for later' });

test('a member saves a cart line for later, sees it on the account page and moves it back', async ({
  page,
  request,
}) => {
  await signUpAndIn(page);
  const { details, variant, path } = await productAwayFromHome(request, 80, 3);
  await page.goto(path);
  await reachIslands(page, 'AddToCart');
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

  await page.goto('/en-us/cart');
  await islandsHydrated(page, 'CartView', 'SavedForLater');
  await expect(cartLines(page).filter({ hasText: details.name })).toHaveCount(1);
  await expect(savedSection(page)).toContainText('Nothing saved for later.');

  await page.getByRole('button', { name: `Save for later: ${details.name}` }).click();
  await expect(savedSection(page).getByRole('link', { name: details.name })).toBeVisible();
  await expect(savedSection(page)).toContainText('Available');
  await expect(cartLines(page).filter({ hasText: details.name })).toHaveCount(0);
  // The line took the focus with it: the cart, now empty, offers to go on shopping, focused.
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeFocused();

  await page.goto('/en-us/account/saved-for-later');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved for later' })).toBeVisible();
  await expect(page.getByRole('link', { name: details.name })).toBeVisible();

  await page.goto('/en-us/cart');
  await islandsHydrated(page, 'SavedForLater');
  await savedSection(page)
    .getByRole('button', { name: `Move to cart: ${details.name}` })
    .click();
  await expect(savedSection(page)).toContainText('Nothing saved for later.');
  await expect(cartLines(page).filter({ hasText: details.name })).toHaveCount(1);
  // Said where a screen reader hears it, and focus stays in the list the entry left.
  await expect(savedSection(page).getByRole('status')).toHaveText('Added to cart');
  await expect(savedSection(page)).toBeFocused();
});

test('without JavaScript a guest saves a line for later and moves it back @nojs', async ({
  page,
  request,
}) => {
  const { details, variant, path } = await productAwayFromHome(request, 81, 3);
  await page.goto(path);
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\?added=/);
  await page.goto('/en-us/cart');
  await page.getByRole('button', { name: `Save for later: ${details.name}` }).click();
  await expect(page).toHaveURL(/\/en-us\/cart\?saved=1$/);
  await expect(savedSection(page).getByRole('link', { name: details.name })).toBeVisible();
  await savedSection(page)
    .getByRole('button', { name: `Move to cart: ${details.name}` })
    .click();
  await expect(page).toHaveURL(/\/en-us\/cart\?movedToCart=1$/);
  await expect(savedSection(page)).toContainText('Nothing saved for later.');
});
