/**
 * Code a shopper may never need arrives when they reach for it: the enlarged image when one is
 * enlarged, the newsletter form only with a pop-up that has one, the mini cart's lines when it
 * opens (on a page with an add to cart, as soon as the shopper reaches its buy box: the tap that
 * adds shows the line at once). What the page loads without interaction is the product page's
 * script budget (≤ 60 KB gzip, `npm run bench`); this journey keeps each of these out of it.
 */
import { expect, test } from '@playwright/test';
import {
  chooseSize,
  islandsHydrated,
  islandsWatched,
  productAwayFromHome,
  quickShop,
  reachIslands,
  watchScripts,
} from './helpers';

test('a product page loads the code of the enlarged image and the mini cart when the shopper opens them', async ({
  page,
  request,
  baseURL,
}) => {
  // The registration pop-up shows (the journeys start with both dismissed; the newsletter one, with
  // its form, stays so): it has no form, so no form code.
  await page
    .context()
    .addCookies([{ name: 'dismissedPopups', value: 'popup-newsletter', url: baseURL!, httpOnly: true }]);
  const { path } = await productAwayFromHome(request, 46);
  const watch = watchScripts(page);
  const loaded = (chunk: string) => watch.scripts.some((s) => s.url.startsWith(`/assets/${chunk}-`));
  await page.goto(path);
  await reachIslands(page, 'AddToCart', 'Popup', 'ProductGallery', 'MiniCart');
  await page.waitForLoadState('networkidle');
  expect(loaded('PopupPanel')).toBe(true);
  expect(loaded('NewsletterForm')).toBe(false);
  expect(loaded('GalleryZoom')).toBe(false);
  // A page with an add to cart, its buy box reached: the lines' code is here before the shopper can tap.
  expect(loaded('MiniCartLines')).toBe(true);
  const popup = page.getByRole('complementary', { name: 'Create an account, earn points' });
  // Closed once it has expanded (after 2 s): a click while it grows can land beside the button.
  await expect(popup.getByRole('heading', { name: 'Create an account, earn points' })).toBeVisible({
    timeout: 5000,
  });
  await popup.getByRole('button', { name: 'Close pop-up' }).click();
  await expect(popup).toHaveCount(0);

  const images = page
    .getByRole('region', { name: 'Product images' })
    .getByRole('link', { name: /^Enlarge image/ });
  await images.first().click();
  await expect(page.getByRole('dialog', { name: /^Image 1 of/ })).toBeVisible();
  expect(loaded('GalleryZoom')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(images.first()).toBeFocused();
  // Opened again, from the code already here.
  await images.first().click();
  await expect(page.getByRole('dialog', { name: /^Image 1 of/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Cart, 0 items' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toContainText('Your cart is empty.');
  expect(loaded('MiniCartLines')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeFocused();
});

test("a page with an add to cart fetches the mini cart's code before the tap, so the cart opens with the line", async ({
  page,
  request,
}) => {
  const { path, variant, details } = await productAwayFromHome(request, 52);
  const watch = watchScripts(page);
  const loaded = () => watch.scripts.some((s) => s.url.startsWith('/assets/MiniCartLines-'));
  // A slow network: the add takes half a second to answer.
  let loadedBeforeAnswer: boolean | undefined;
  await page.route('**/api/cart/items?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    loadedBeforeAnswer = loaded();
    await route.continue();
  });
  await page.goto(path);
  await reachIslands(page, 'AddToCart', 'MiniCart');
  await expect.poll(loaded).toBe(true);
  // Whether any dialog ever says "Loading…", however briefly.
  await page.evaluate(() => {
    const seen = window as unknown as { sawLoading?: string };
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('dialog'))
        if (dialog.open && dialog.textContent?.includes('Loading')) seen.sawLoading = dialog.textContent;
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart.getByRole('link', { name: details.name })).toBeVisible();
  await expect(miniCart.getByRole('link', { name: 'View cart' })).toBeVisible();
  expect(loadedBeforeAnswer).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { sawLoading?: string }).sawLoading),
  ).toBeUndefined();
});

test('when that code cannot be fetched, the mini cart still leads to the cart and the image still opens', async ({
  page,
  request,
}) => {
  await page.route(/\/assets\/(MiniCartLines|GalleryZoom)-[\w-]+\.js$/, (route) => route.abort());
  const { path } = await productAwayFromHome(request, 46);
  await page.goto(path);
  await reachIslands(page, 'ProductGallery', 'MiniCart');

  await page.getByRole('button', { name: 'Cart, 0 items' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toContainText('Something went wrong. Please try again.');
  await expect(miniCart.getByRole('link', { name: 'View cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();

  const image = page
    .getByRole('region', { name: 'Product images' })
    .getByRole('link', { name: /^Enlarge image 1/ });
  const href = await image.getAttribute('href');
  await image.click();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
});

test('a listing page and the home page fetch no React until the shopper reaches an island that needs it; the menu and carousels need none @mobile', async ({
  page,
  isMobile,
}) => {
  const watch = watchScripts(page);
  const react = () => watch.scripts.some((s) => /^\/assets\/react-[\w-]+\.js$/.test(s.url));
  /** The page as a shopper who has not touched it yet: every island watched, nothing more fetched. */
  const untouched = async (path: string, ...islands: string[]) => {
    watch.restart();
    await page.goto(path);
    await islandsWatched(page, 'MenuKeys', 'MiniCart', 'Toasts', ...islands);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(react(), `React on ${path} before any interaction`).toBe(false);
  };
  const LISTING = '/en-us/c/men-1100';

  // The menu, by keyboard: its first key brings the island (a plain one: no React), and it works.
  await untouched(LISTING, 'QuickShop', 'ListingEnhancer');
  if (isMobile) {
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
  } else {
    const bar = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    const toggle = bar.getByRole('button', { name: 'Men menu', exact: true });
    await bar.getByRole('link', { name: 'Men', exact: true }).focus();
    await expect(toggle).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('link', { name: 'Shop all Men' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await islandsHydrated(page, 'MenuKeys');
  expect(react()).toBe(false);

  // Quick shop, by a click on a fresh page: the click that brings it opens the dialog.
  await untouched(LISTING, 'QuickShop', 'ListingEnhancer');
  const link = quickShop(page).first();
  const name = (await link.textContent())!.replace('Quick shop ', '').trim();
  await link.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  expect(react()).toBe(true);
  // React came: the mini cart and the toasts, which waited for it, hydrate with it.
  await islandsHydrated(page, 'QuickShop', 'MiniCart', 'Toasts');

  // The cart, by a first click: still a link to the cart page, it becomes the mini cart's button as
  // React comes, and the click opens the mini cart rather than leaving the page.
  await untouched(LISTING, 'QuickShop', 'ListingEnhancer');
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));

  // The home page, its carousels in view: on a large screen their arrows and autoplay run at once,
  // without React (on a phone they wait for a touch).
  await untouched('/en-us');
  if (!isMobile)
    await expect(page.locator('sf-island[name="Carousel"][status="hydrated"]').first()).toBeAttached();
});
