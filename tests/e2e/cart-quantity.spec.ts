/**
 * The cart's quantity field as a shopper uses it: typing a number and leaving the field updates
 * the line (no Enter, no button), a refused quantity leaves the field at what the cart has, and 0
 * removes the line.
 */
import { expect, test } from '@playwright/test';
import { chooseSize, islandsHydrated, productAwayFromHome, reachIslands } from './helpers';

test('a quantity typed then left updates the line; a refused one goes back to what the cart has; 0 removes it', async ({
  page,
  request,
}) => {
  const { details, variant, path } = await productAwayFromHome(request, 44, 3);
  await page.goto(path);
  await reachIslands(page, 'AddToCart');
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

  await page.goto('/en-us/cart');
  await islandsHydrated(page, 'CartView');
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: details.name });
  const qty = line.getByLabel(`Quantity for ${details.name}`);
  const lineTotal = line.locator('.cart-line__total');
  const before = await lineTotal.textContent();

  await qty.fill('2');
  await qty.blur();
  await expect(lineTotal).not.toHaveText(before!);
  await expect(qty).toHaveValue('2');

  await qty.fill('5000');
  await qty.blur();
  await expect(line.getByRole('alert')).toHaveText(/You can buy at most \d+ of this item\./);
  await expect(qty).toHaveValue('2');

  // None: 0 takes the line out of the cart.
  await qty.fill('0');
  await qty.blur();
  await expect(line).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: details.name })).toHaveCount(0);
});
