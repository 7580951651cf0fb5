/**
 * A session at its edges, as a shopper meets them: a member signed out on another device who goes
 * on shopping here, and a new shopper whose first two actions leave the browser together.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { signOutFromHeader, signUpAndIn } from './account-helpers';
import { chooseSize, islandsWatched, productAwayFromHome, reachIslands } from './helpers';

/** The buy box (the page's recommendation cards have hearts of their own). */
const buyBox = (page: Page) => page.locator('.pdp__info');

test('signed out on another device, a member who adds to the cart here still gets the item in a cart', async ({
  page,
  browser,
  request,
}) => {
  const { details, variant, path } = await productAwayFromHome(request, 80);
  await signUpAndIn(page);

  // The same session on another device: signing out there ends it for both.
  const elsewhere = await browser.newContext();
  await elsewhere.addCookies(await page.context().cookies());
  const other = await elsewhere.newPage();
  await other.goto('/en-us');
  await signOutFromHeader(other);
  await expect(other.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await elsewhere.close();

  await page.goto(path);
  await reachIslands(page, 'AddToCart', 'MiniCart');
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByText(details.name)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /session is no longer valid/i })).toHaveCount(0);

  // From then on the shopper is a guest whose cart holds the item.
  await page.goto('/en-us/cart');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: details.name })).toBeVisible();
});

test("a new shopper's favorite and add to cart sent at once are both kept", async ({ page, request }) => {
  const { details, variant, path } = await productAwayFromHome(request, 88);
  await page.goto(path);
  await reachIslands(page, 'AddToCart');
  await islandsWatched(page, 'FavoriteToggle');

  // A slow network: each write takes half a second, so the second click comes while the first
  // is on its way.
  const writes: string[] = [];
  const slow = async (route: Route) => {
    writes.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  };
  await page.route('**/api/cart/items?*', slow);
  await page.route('**/api/favorites/products/*', slow);

  await chooseSize(page, variant.size);
  await buyBox(page).getByRole('button', { name: 'Add to favorites' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  const heart = buyBox(page).getByRole('button', { name: 'Remove from favorites' });
  await expect(heart).toBeVisible();
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  expect(writes).toHaveLength(2);
  await page.unrouteAll();

  // Whichever answer the browser kept last, the session holds both: the heart stays pressed, the
  // cart has the line.
  await page.goto(path);
  await expect(buyBox(page).getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await page.goto('/en-us/cart');
  await expect(page.getByRole('main').getByRole('link', { name: details.name })).toBeVisible();
});
