/**
 * The desktop menu bar by keyboard (WAI-ARIA disclosure navigation with top-level links): Tab walks
 * the bar, each section's toggle opens its panel, Escape closes it back on the toggle. Without the
 * island the panels open on focus instead (every link in the Tab order, but every link reachable).
 */
import { expect, test } from '@playwright/test';
import { islandsHydrated, islandsWatched } from './helpers';

test('a keyboard shopper walks the menu bar, opens Men with its toggle and closes it with Escape @desktop-only', async ({
  page,
}) => {
  await page.goto('/en-us');
  await islandsWatched(page, 'MenuKeys');
  const bar = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  const men = bar.getByRole('link', { name: 'Men', exact: true });
  const toggle = bar.getByRole('button', { name: 'Men menu', exact: true });
  const panelLink = bar.getByRole('link', { name: 'Shop all Men' });

  // The keyboard reaching the bar brings the island (focus alone opens a panel until it is here).
  await men.focus();
  await islandsHydrated(page, 'MenuKeys');
  await expect(panelLink).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Past a shut panel, Tab goes on to the next section, not into Men's links.
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('link', { name: 'Women', exact: true })).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panelLink).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(bar.locator(':focus')).toHaveAttribute('href', /\/en-us\/c\//);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panelLink).toBeHidden();

  // Space opens it too; the focus moving on past the panel closes it.
  await page.keyboard.press('Space');
  await expect(panelLink).toBeVisible();
  await panelLink.focus();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('link', { name: 'Women', exact: true })).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panelLink).toBeHidden();

  // The mouse still opens a panel by hovering.
  await bar.getByRole('link', { name: 'Women', exact: true }).hover();
  await expect(bar.getByRole('link', { name: 'Shop all Women' })).toBeVisible();
});

test('the menu bar stands still when its toggles appear @desktop-only', async ({ page }) => {
  const last = page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Packs & Gear', exact: true });
  // Before the island: the page as it paints from its HTML (no script ran).
  await page.route('**/assets/entry-*.js', (route) => route.abort());
  await page.goto('/en-us');
  const before = await last.boundingBox();
  await page.unroute('**/assets/entry-*.js');
  await page.goto('/en-us');
  await last.focus();
  await islandsHydrated(page, 'MenuKeys');
  expect(await last.boundingBox()).toEqual(before);
});
