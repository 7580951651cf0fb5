/**
 * Content blocks A (issue 15): every group A type visible on the seeded pages, the article grid
 * filtered and read further, a carousel by keyboard, the benefit bar closed for good, the mega menu
 * on a phone. Screenshots of the pages go to test-results/ for a person to look at.
 */
import { expect, test } from '@playwright/test';
import { islandsHydrated, lookAt } from './helpers';

test('every group A block is visible on the home, stories and campaign pages @mobile', async ({ page }) => {
  await page.goto('/en-us');
  await expect(
    page.getByRole('complementary', { name: 'Free standard shipping from $150.00' }),
  ).toBeVisible();
  await expect(page.getByText('Repair week: free zip and seam repairs')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Into the high country' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Packed for a week, weighed for a day' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Gift cards/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Find your trail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore by activity' })).toBeVisible();
  await expect(page.getByText('How do repairs work?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our promise' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Need a hand?' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Follow us' })).toBeVisible();
  await lookAt(page, 'content-a-home');

  // The accordion opens without script (<details>) and its answer is the sanitised rich text.
  await page.getByText('How do repairs work?').click();
  await expect(page.getByText('free label')).toBeVisible();

  await page.goto('/en-us/stories');
  await expect(page.getByRole('region', { name: 'All stories' })).toBeVisible();
  await lookAt(page, 'content-a-stories');

  await page.goto('/en-us/campaign');
  await expect(page.getByRole('navigation', { name: 'The campaign at a glance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Three ways up' })).toBeVisible();
  await lookAt(page, 'content-a-campaign');
});

test('the article grid is filtered by a tag, then loaded further', async ({ page }) => {
  await page.goto('/en-us/stories');
  const grid = page.getByRole('region', { name: 'All stories' });
  await expect(grid.getByRole('status')).toHaveText('6 of 32 articles');
  await islandsHydrated(page, 'ArticleGridEnhancer');
  // Past 4 facets on a phone (10 on a tablet, 20 on a desktop) the rest wait behind "See more".
  const seeMore = grid.getByText('See more');
  if (await seeMore.isVisible()) {
    await seeMore.click();
    await expect(grid.getByText('See less')).toBeVisible();
  }
  await grid.getByRole('link', { name: /^Hiking \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/componentstories-grid%5BtagId%5D=hiking/);
  await expect(grid.getByRole('link', { name: 'Clear all (1)' })).toBeVisible();
  const status = await grid.getByRole('status').textContent();
  const found = Number(/of (\d+)/.exec(status ?? '')?.[1]);
  expect(found).toBeLessThan(32);
  await expect(grid.getByRole('link', { name: 'Read more' })).toBeVisible();
  await grid.getByRole('link', { name: 'Read more' }).click();
  await expect(grid.getByRole('status')).toHaveText(`${Math.min(12, found)} of ${found} articles`);
  await expect(page).toHaveURL(/componentstories-grid%5Boffset%5D=6/);
  // The first new article has the focus (keyboard users continue where the list grew).
  await expect(grid.locator('li#article-grid-stories-grid-7 a')).toBeFocused();
  await grid.getByRole('link', { name: 'Clear all (1)' }).click();
  await expect(grid.getByRole('status')).toHaveText('6 of 32 articles');
});

test('a carousel is usable by keyboard @desktop-only', async ({ page }) => {
  await page.goto('/en-us');
  const carousel = page.getByRole('region', { name: 'Find your trail' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('sf-island[name="Carousel"]')).toHaveAttribute('status', 'hydrated');
  const track = carousel.locator('.carousel__track');
  /** Where the track comes to rest: scrollLeft once it has not moved for 400 ms. */
  const restingLeft = () =>
    track.evaluate(
      (el) =>
        new Promise<number>((resolve) => {
          let last = el.scrollLeft;
          let still = 0;
          const timer = setInterval(() => {
            still = el.scrollLeft === last ? still + 1 : 0;
            last = el.scrollLeft;
            if (still >= 4) {
              clearInterval(timer);
              resolve(last);
            }
          }, 100);
        }),
    );
  await track.focus();
  await page.keyboard.press('ArrowRight');
  expect(await restingLeft()).toBeGreaterThan(0);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  expect(await restingLeft()).toBeLessThan(5);
  await carousel.getByRole('button', { name: 'Next slide' }).press('Enter');
  expect(await restingLeft()).toBeGreaterThan(0);
  // Right then left at once (mid-scroll) comes back to the start; it does not wrap to the end.
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  expect(await restingLeft()).toBeLessThan(5);
  await track.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  expect(await restingLeft()).toBeLessThan(5);
});

test('carousel dots go to slide N on a phone @mobile-only', async ({ page }) => {
  await page.goto('/en-us');
  const carousel = page.getByRole('region', { name: 'Find your trail' });
  await carousel.scrollIntoViewIfNeeded();
  // Its island waits for a touch on a phone (it does not autoplay there): the tap is held for it.
  await expect(carousel.locator('sf-island[name="Carousel"]')).toHaveAttribute(
    'status',
    /^(pending|hydrated)$/,
  );
  await carousel.getByRole('link', { name: 'Go to slide 3' }).click();
  await expect(carousel.getByRole('link', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
});

test('the benefit bar, once closed, stays closed', async ({ page }) => {
  await page.goto('/en-us');
  const bar = page.getByRole('complementary', { name: 'Free standard shipping from $150.00' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Close the benefit bar' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Repair week: free zip and seam repairs')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Free standard shipping from $150.00' })).toHaveCount(
    0,
  );
});

test('the mega menu on a phone: L1 and L2 accordions, L3 links, shop all @mobile-only', async ({ page }) => {
  await page.goto('/en-us');
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.locator('#mobile-nav');
  await expect(nav).toBeVisible();
  await nav.getByText('Men', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Shop all Men' })).toBeVisible();
  await nav.getByText('Jackets', { exact: true }).first().click();
  await expect(nav.getByRole('link', { name: 'Rain' }).first()).toBeVisible();
  await nav.getByRole('link', { name: 'Rain' }).first().click();
  await expect(page).toHaveURL(/\/en-us\/c\/men-clothing-jackets-rain-\d+/);
  await expect(page.locator('#mobile-nav')).toBeHidden();
});
