/**
 * One presentation of totals: the cart page, the mini cart and the checkout show the same basket
 * with the same rows and amounts (subtotal of the lines, discounts, shipping, tax, total).
 */
import { expect, type Locator, test } from '@playwright/test';
import { chooseSize, islandsHydrated, productAwayFromHome, reachIslands } from './helpers';

/**
 * The rows of the totals list in `scope` as a shopper reads them: "Subtotal: $120.00". Waits for
 * the list: the mini cart loads its lines (totals included) when it first opens.
 */
const rows = async (scope: Locator): Promise<string[]> => {
  const first = scope.getByRole('term').first();
  await expect(first).toBeVisible();
  const list = first.locator('xpath=ancestor::dl');
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return terms.map((term, i) => `${term.trim()}: ${values[i]?.trim()}`);
};

test('the cart, the mini cart and the checkout show the same totals for the same basket', async ({
  page,
  request,
}) => {
  const { variant, path } = await productAwayFromHome(request, 45);
  await page.goto(path);
  await reachIslands(page, 'AddToCart');
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

  await page.goto('/en-us/cart');
  await islandsHydrated(page, 'CartView', 'MiniCart');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await summary.getByLabel('Coupon code').fill('SAVE10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByRole('list', { name: 'Applied coupons' })).toContainText('SAVE10');
  const cartRows = await rows(summary);
  expect(cartRows[0]).toMatch(/^Subtotal: \$/);
  expect(cartRows[1]).toMatch(/^Discounts: −\$/);

  await page.getByRole('button', { name: /^Cart/ }).click();
  const mini = page.getByRole('dialog', { name: 'Your cart' });
  await expect(mini).toBeVisible();
  expect(await rows(mini)).toEqual(cartRows);
  await page.keyboard.press('Escape');

  await page.goto('/en-us/checkout');
  const side = page.getByRole('complementary').filter({ has: page.getByRole('term') });
  expect(await rows(side)).toEqual(cartRows);
});
