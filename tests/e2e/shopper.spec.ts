import { expect, test } from '@playwright/test';
import { addFirstSize } from './checkout-steps';
import {
  islandsHydrated,
  islandsWatched,
  openFirstProduct,
  reachIslands,
  watchOutsideRequests,
  watchScripts,
} from './helpers';

test('a shopper lands on the home page, picks a product, colour and size, and adds it to the cart @mobile', async ({
  page,
  isMobile,
}) => {
  const outside = watchOutsideRequests(page);

  await page.goto('/');
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
  // The hero experiment's baseline or variant, whichever this new shopper is in.
  await expect(
    page.getByRole('heading', { name: /^(Made for the long way up|Out the door by sunrise)$/ }),
  ).toBeVisible();
  // Nothing may widen the page beyond the screen (carousels scroll inside themselves).
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  // The tab shows the brand's icon, served by the storefront itself.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const iconResponse = await page.request.get(icon!);
  expect(iconResponse.status()).toBe(200);
  expect(iconResponse.headers()['content-type']).toContain('image/svg+xml');

  // The mega menu from the content API: bar on desktop, accordion on mobile.
  if (isMobile) {
    await page.getByLabel('Menu', { exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await nav.getByText('Women', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Shop all Women' })).toBeVisible();
    await page.getByLabel('Menu', { exact: true }).click();
    await expect(nav).toBeHidden();
  } else {
    const main = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await main.getByRole('link', { name: 'Women', exact: true }).hover();
    await expect(main.getByRole('link', { name: 'Insulated' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
  }

  const name = await openFirstProduct(page);
  await reachIslands(page, 'AddToCart', 'MiniCart');

  // Switch colour: the page follows without a reload.
  const colours = page.getByRole('list', { name: /Color/ }).getByRole('link');
  if ((await colours.count()) > 1) {
    const second = colours.nth(1);
    const colourName = (await second.textContent())!.trim();
    const href = (await second.getAttribute('href'))!;
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByText(`Color: ${colourName}`)).toBeVisible();
  }

  const sizes = page.getByRole('group', { name: 'Size' });
  const size = sizes.getByRole('radio', { disabled: false }).first();
  await size.check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();

  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart).toContainText(name);
  await expect(miniCart).toContainText(/\$\d+\.\d{2}/);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeFocused();

  // A reload keeps the cart (the session lives in HttpOnly cookies). The product page brings no
  // React until the shopper reaches it: the cart's link, pressed, brings the mini cart, which
  // hydrates while the button is still down and makes the link its button under the pointer. The
  // browser sends no click for a press whose element was replaced: the release opens it all the same.
  await page.reload();
  const link = page.getByRole('link', { name: 'Cart, 1 item' });
  await expect(link).toBeVisible();
  await islandsWatched(page, 'MiniCart');
  await link.hover();
  await page.mouse.down();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(link).toHaveCount(0);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toContainText(name);
  await expect(page).toHaveURL(/\/p\//);

  // No script can read a token: every session cookie is HttpOnly.
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(outside).toEqual([]);
});

test('an unknown path shows the error page with status 404', async ({ page }) => {
  const response = await page.goto('/en-us/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/can.t find/i);
  const product = await page.goto('/en-us/p/no-such-product-ZZZZZZZZ');
  expect(product?.status()).toBe(404);
});

test('an address typed with capitals or a trailing slash opens the page at its one URL', async ({ page }) => {
  await page.goto('/EN-US/');
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/En-Us/c/men-1100/?sort=price-low-high');
  await expect(page).toHaveURL(/\/en-us\/c\/men-1100\?sort=price-low-high$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the home page loads only the island loader before its load event; React arrives when the shopper reaches an island', async ({
  page,
}) => {
  const { scripts, beforeLoad } = watchScripts(page);
  await page.goto('/en-us');
  await page.waitForLoadState('load');
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await islandsHydrated(page, 'MiniCart');

  expect(beforeLoad()).toHaveLength(1);
  expect(beforeLoad()[0]).toMatch(/^\/assets\/entry-[\w-]+\.js$/);
  const react = scripts.find((s) => /\/assets\/react-[\w-]+\.js$/.test(s.url));
  expect(react?.afterLoad).toBe(true);
});

test('@nojs a shopper without JavaScript adds to the cart with the plain form', async ({ page }) => {
  await page.goto('/en-us');
  const name = await openFirstProduct(page);
  await addFirstSize(page, false);
  await expect(page).toHaveURL(/\/en-us\/p\/.+\?added=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
