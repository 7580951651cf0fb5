import { expect, test } from '@playwright/test';
import { islandsHydrated } from './helpers';

// The menu button is the phone header (desktop has the menu bar): the mobile project only.
test.describe('the header menu on a phone @mobile-only', () => {
  test('opens with the Menu button, opens Men under it, and closes with Escape back on the button', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await islandsHydrated(page, 'MenuKeys');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    // Nothing else in the header may lie over the open menu: the tap reaches "Men".
    await nav.getByText('Men', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Shop all Men' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // The keyboard alone: Enter opens, Escape closes and gives the focus back.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
