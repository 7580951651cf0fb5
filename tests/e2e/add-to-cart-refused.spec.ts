/**
 * AUT498 (commerce spec section 8) from every island that adds to the cart: the BFF refused the
 * cart as another customer's (and already replaced it), so the island says so in a toast, leaves
 * the mini cart shut and reloads the page after CART_INVALID_RELOAD_MS. The BFF's answer is
 * replaced in the browser: the BFF side of AUT498 has its own workerd test (cart-changes.test.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import { CART_INVALID_RELOAD_MS } from '../../shared/constants';
import { islandsHydrated, islandsWatched, quickShop } from './helpers';

const RESET = 'Your session is no longer valid. Your cart has been reset.';

/** The next add (either add route) answers AUT498, as the BFF does for a cart that is not this shopper's. */
const refuseNextAdd = (page: Page) =>
  page.route(
    /\/api\/(cart\/items|customs\/items)\?/,
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            json: { errorDetails: [{ errorId: 'AUT498', message: 'Invalid customer' }] },
          })
        : route.fallback(),
    { times: 1 },
  );

/** After `add`, the toast shows, the mini cart stays shut, and the page reloads after the delay. */
const expectResetAndReload = async (page: Page, add: () => Promise<void>) => {
  await refuseNextAdd(page);
  const started = Date.now();
  const reloaded = page.waitForEvent('load', { timeout: CART_INVALID_RELOAD_MS + 10_000 });
  await add();
  // The toast region's alert, not only the island's own error line (which says the same).
  await expect(page.locator('.toasts').getByRole('alert').filter({ hasText: RESET })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeHidden();
  await reloaded;
  expect(Date.now() - started).toBeGreaterThanOrEqual(CART_INVALID_RELOAD_MS - 500);
};

test('quick shop: a refused cart (AUT498) shows the reset toast and reloads', async ({ page }) => {
  await page.goto('/en-us/c/men-1100?sort=rating');
  await islandsWatched(page, 'QuickShop', 'MiniCart', 'Toasts');
  await quickShop(page).first().click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Add to cart' }) });
  await dialog.locator('.size input:not([disabled])').first().check();
  await expectResetAndReload(page, () => dialog.getByRole('button', { name: 'Add to cart' }).click());
});

test('gift card: a refused cart (AUT498) shows the reset toast and reloads', async ({ page }) => {
  await page.goto('/en-us/p/ridgeline-e-gift-card-RLGIFTCDRED');
  await islandsHydrated(page, 'GiftCardBuy', 'MiniCart', 'Toasts');
  await page.getByRole('group', { name: 'Amount' }).getByRole('radio', { name: '$50.00' }).check();
  await page.getByLabel('Recipient e-mail').fill('grace@example.com');
  await expectResetAndReload(page, () => page.getByRole('button', { name: 'Add gift card to cart' }).click());
});

test('customised cap: a refused cart (AUT498) shows the reset toast and reloads', async ({ page }) => {
  await page.goto('/en-us/p/custom-summit-cap-RLCUSTCPBLK');
  await islandsHydrated(page, 'Customize', 'MiniCart', 'Toasts');
  await page.getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize your Custom Summit Cap' });
  await dialog.getByLabel('Your text (up to 12 characters)').fill('ADA');
  await expectResetAndReload(page, () =>
    dialog.getByRole('button', { name: 'Add customized item to cart' }).click(),
  );
});
