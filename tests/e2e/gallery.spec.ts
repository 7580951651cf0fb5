/**
 * The product page's images: enlarged in a dialog (2x zoom where the shopper points, previous and
 * next), and on a phone a swipe strip whose dots say which image is in view.
 */
import { expect, test } from '@playwright/test';
import { productAwayFromHome, reachIslands } from './helpers';

test('a shopper enlarges a product image, zooms in and steps through the images @mobile', async ({
  page,
  request,
}) => {
  const { path } = await productAwayFromHome(request, 45);
  await page.goto(path);
  await reachIslands(page, 'ProductGallery');
  const gallery = page.getByRole('region', { name: 'Product images' });
  const images = gallery.getByRole('link', { name: /^Enlarge image/ });
  const count = await images.count();
  expect(count).toBeGreaterThan(1);

  await images.first().click();
  const dialog = page.getByRole('dialog', { name: `Image 1 of ${count}` });
  await expect(dialog).toBeVisible();
  const zoom = dialog.getByRole('button', { name: 'Zoom in' });
  await zoom.click();
  await expect(dialog.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: `Image 2 of ${count}` })).toBeVisible();
  // A new image starts unzoomed.
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(images.first()).toBeFocused();
});

test('on a phone, the dots follow the image in view @mobile-only', async ({ page, request }) => {
  const { path } = await productAwayFromHome(request, 46);
  await page.goto(path);
  await reachIslands(page, 'ProductGallery');
  const gallery = page.getByRole('region', { name: 'Product images' });
  const dots = gallery.getByRole('list').last().getByRole('link');
  const count = await dots.count();
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await gallery.getByRole('link', { name: `Image 2 of ${count}`, exact: true }).click();
  await expect(gallery.getByRole('link', { name: `Image 2 of ${count}`, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('link', { name: `Enlarge image 2 of ${count}` })).toBeInViewport();
});
