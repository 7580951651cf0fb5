import { expect, test } from '@playwright/test';

test.describe('pages without results', () => {
  test('a search that finds nothing shows no sort or filters, says so and offers a way back', async ({
    page,
  }) => {
    await page.goto('/en-us/search?q=qzxwvj');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No results for “qzxwvj”');
    await expect(page.getByLabel('Sort by')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/en-us$/);
  });

  test('a category filtered to nothing keeps the way back to its products, without sort or filters @mobile', async ({
    page,
  }) => {
    await page.goto('/en-us/c/men-1100?min=99999');
    await expect(page.getByText('No products match')).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear all' }).first().click();
    await expect(page).toHaveURL(/\/en-us\/c\/men-1100$/);
    await expect(page.getByLabel('Sort by')).toBeVisible();
  });
});
