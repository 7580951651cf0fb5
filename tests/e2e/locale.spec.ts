import { expect, test } from '@playwright/test';
import { islandsHydrated } from './helpers';

test.describe('locales and static pages', () => {
  test('changes country to Canada in French with the location selector: CAD and French text @mobile', async ({
    page,
  }) => {
    await page.goto('/en-us/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Ridgeline');
    await page.getByRole('link', { name: /Change location/ }).click();
    await expect(page).toHaveURL(/\/en-us\/location-selector$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your location');
    // Ireland is served by the UK site in pounds: the selector says so before the choice.
    await expect(
      page.getByText('We ship to Ireland from our United Kingdom site. Prices in £.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Canada – Français' }).click();
    // The equivalent page of the French Canadian site.
    await expect(page).toHaveURL(/\/fr-ca\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos de Ridgeline');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    // Coming back by the bare address keeps the choice, whatever the browser's language.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr-ca$/);
    await page.goto('/fr-ca/about');
    await page.getByRole('link', { name: 'Ridgeline', exact: true }).first().click();
    await expect(page).toHaveURL(/\/fr-ca$/);
    await expect(page.getByRole('region', { name: 'Nouveautés' })).toBeVisible();
    await expect(page.locator('.price__current').first()).toContainText('CAD');
    await expect(page.getByRole('link', { name: /Changer de pays/ })).toBeVisible();
  });

  test('opens a static page and its child pages', async ({ page }) => {
    await page.goto('/en-us/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help');
    const section = page.getByRole('navigation', { name: 'In this section' });
    await section.getByRole('link', { name: 'Returns' }).click();
    await expect(page).toHaveURL(/\/en-us\/help\/returns$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns');
    await page
      .getByRole('navigation', { name: 'In this section' })
      .getByRole('link', { name: 'How to return' })
      .click();
    await expect(page).toHaveURL(/\/en-us\/help\/returns\/how-to-return$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Returns' })).toBeVisible();
    await crumbs.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/en-us\/help$/);
  });

  test('an unknown static page is the 404 error page', async ({ page }) => {
    const response = await page.goto('/en-us/help/no-such-page');
    expect(response?.status()).toBe(404);
  });
});

test.describe('location confirmation on a first visit from another country', () => {
  test.use({ extraHTTPHeaders: { 'x-sf-country': 'CA' } });

  test('stay: the dialog closes and does not come back @mobile', async ({ page }) => {
    await page.goto('/en-us/help');
    const dialog = page.getByRole('dialog', { name: 'Shopping from Canada?' });
    await expect(dialog).toBeVisible();
    await islandsHydrated(page, 'LocationPrompt');
    // Remembered the moment the shopper clicks, not when the dialog's close event comes (a task
    // later): a reload right after the click must not ask again.
    const remembered = await dialog
      .getByRole('link', { name: 'Stay on United States' })
      .evaluate((link: HTMLElement) => {
        link.click();
        return document.cookie;
      });
    expect(remembered).toContain('sf_location=');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en-us\/help$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.getByRole('dialog', { name: 'Shopping from Canada?' })).toHaveCount(0);
  });

  test('Escape dismisses it for good', async ({ page }) => {
    await page.goto('/en-us/about');
    const dialog = page.getByRole('dialog', { name: 'Shopping from Canada?' });
    await islandsHydrated(page, 'LocationPrompt');
    await expect(dialog.getByRole('link', { name: 'Go to Canada' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Remembered as Escape is pressed: the very next page asks nothing.
    await page.goto('/en-us/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('go: lands on the same page of the Canadian site', async ({ page }) => {
    await page.goto('/en-us/about');
    await page
      .getByRole('dialog', { name: 'Shopping from Canada?' })
      .getByRole('link', { name: 'Go to Canada' })
      .click();
    await expect(page).toHaveURL(/\/en-ca\/about$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ extraHTTPHeaders: { 'x-sf-country': 'FR' } });

  test('picks a country and language with the location selector @nojs', async ({ page }) => {
    await page.goto('/en-gb/help');
    // The confirmation is an open panel whose choices are plain links.
    const prompt = page.getByRole('dialog', { name: 'Shopping from France?' });
    await prompt.getByRole('link', { name: 'Stay on United Kingdom' }).click();
    await expect(page).toHaveURL(/\/en-gb\/help$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: /Change location/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your location');
    await page.getByRole('link', { name: 'France – Français' }).click();
    await expect(page).toHaveURL(/\/fr-fr\/help$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aide');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'Ridgeline', exact: true }).first().click();
    await expect(page.locator('.price__current').first()).toContainText('€');
  });
});
