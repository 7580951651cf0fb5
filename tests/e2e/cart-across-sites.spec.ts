import { expect, type Page, test } from '@playwright/test';
import { addFirstSize } from './checkout-steps';
import { lookAt, openFirstProduct, reachIslands } from './helpers';

/** Adds the first in-stock size of the first new arrival on the French Canadian site. */
const addOnFrenchCanada = async (page: Page): Promise<string> => {
  await page.goto('/fr-ca');
  const link = page
    .getByRole('region', { name: 'Nouveautés' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/fr-ca\/p\//);
  await reachIslands(page, 'AddToCart', 'MiniCart');
  await page
    .getByRole('group', { name: 'Taille' })
    .getByRole('radio', { disabled: false })
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('CAD');
  await page.keyboard.press('Escape');
  return name;
};

/** The cart page with the notice, as the shopper sees it, at 1366 px on a desktop too. */
const shot = async (page: Page, locale: string) => {
  if (!process.env.SHOTS) return;
  await lookAt(page, `cart-across-sites-${locale}`);
  if (page.viewportSize()!.width > 1000) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await lookAt(page, `cart-across-sites-${locale}-1366`);
  }
};

test('a cart made in Canada follows the shopper to the US site, in US dollars, with a notice', async ({
  page,
}) => {
  await addOnFrenchCanada(page);

  // The shopper moves to the United States with the site's location selector.
  await page
    .getByRole('link', { name: /Changer de pays/ })
    .first()
    .click();
  await page.getByRole('link', { name: /^(États-Unis|United States) – (English|anglais)$/i }).click();
  await expect(page).toHaveURL(/\/en-us\//);

  await page.goto('/en-us/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  const notices = page.getByRole('list', { name: 'Notifications' });
  await expect(notices).toContainText(
    'Your cart was moved to our United States site (USD): prices are in US dollars.',
  );
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('$');
  await expect(summary).not.toContainText('CAD');
  await expect(page.getByRole('main').getByRole('spinbutton')).toHaveCount(1);

  await shot(page, 'en-us');

  // Told once: the next visit has no notice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notifications' })).toHaveCount(0);

  // Back in Canada: the cart is in Canadian dollars again, the notice in French.
  await page.goto('/fr-ca/cart');
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText(
    /Votre panier a été transféré sur notre site Canada \(CAD\)/,
  );
  await expect(page.getByRole('complementary', { name: 'Récapitulatif' })).toContainText('CAD');
  await shot(page, 'fr-ca');
});

test('adding on the US site after Canada says so in the mini cart, once', async ({ page }) => {
  await addOnFrenchCanada(page);
  await page.goto('/en-us');
  await openFirstProduct(page);
  await addFirstSize(page, true);
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await expect(dialog).toContainText(
    'Your cart was moved to our United States site (USD): prices are in US dollars.',
  );
  await expect(dialog).not.toContainText('CAD');
  await page.keyboard.press('Escape');

  // Told in the mini cart: the cart page does not say it again.
  await page.goto('/en-us/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notifications' })).toHaveCount(0);
});
