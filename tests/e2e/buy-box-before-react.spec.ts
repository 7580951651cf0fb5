/**
 * The product page ships no React until the shopper reaches an island: its buy box and gallery work
 * from the server's HTML, and React (with the buy box, the gallery, the mini cart and the toasts)
 * comes with the first interaction. An "Add to cart" tapped before React is here is sent at once
 * by the buy box's early half, added once, and shown by the mini cart (or its refusal by a toast)
 * as they hydrate. Products come from deep in the catalogue, so no other journey shops them.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  chooseSize,
  holdIslandCode,
  islandsHydrated,
  islandsWatched,
  productAwayFromHome,
  setVariant,
  watchScripts,
} from './helpers';

const isAdd = (request: { method(): string; url(): string }) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart/items';

/** Hydration that did not match the server's HTML (React recovered by rendering it again). */
const watchRecoveries = (page: Page) => {
  const recovered: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('recovered from')) recovered.push(message.text());
  });
  return recovered;
};

test('no React before the shopper reaches the page; a size picked, then added, is listed in the mini cart with no script fetched after the tap @mobile', async ({
  page,
  request,
}) => {
  const { details, variant, path } = await productAwayFromHome(request, 54);
  const watch = watchScripts(page);
  const fetched = (chunk: string) => watch.scripts.some((s) => s.url.startsWith(`/assets/${chunk}-`));
  /** Waits until no script has been requested for half a second. */
  const scriptsSettled = async () => {
    let seen: number;
    do {
      seen = watch.scripts.length;
      await page.waitForTimeout(500);
    } while (watch.scripts.length !== seen);
  };
  await page.goto(path);
  await islandsWatched(page, 'AddToCart', 'ProductGallery', 'MiniCart', 'Toasts');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  for (const chunk of ['react', 'AddToCart', 'ProductGallery', 'MiniCart', 'Toasts', 'MiniCartLines'])
    expect(fetched(chunk), `${chunk} before any interaction`).toBe(false);

  await chooseSize(page, variant.size);
  await islandsHydrated(page, 'AddToCart', 'ProductGallery', 'MiniCart', 'Toasts');
  await expect(
    page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: variant.size, exact: true }),
  ).toBeChecked();
  await scriptsSettled();
  const beforeTap = watch.scripts.length;
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart.getByRole('link', { name: details.name })).toBeVisible();
  await expect(miniCart.getByRole('link', { name: 'View cart' })).toBeVisible();
  expect(
    watch.scripts.slice(beforeTap).map((s) => s.url),
    'scripts fetched after the tap',
  ).toEqual([]);
});

test('an add tapped (twice) before React has come is sent at once, added once, and shown as the mini cart hydrates @mobile', async ({
  page,
  request,
}) => {
  const { details, variant, path } = await productAwayFromHome(request, 56);
  const adds: string[] = [];
  page.on('request', (r) => {
    if (isAdd(r)) adds.push(r.url());
  });
  const recovered = watchRecoveries(page);
  // React is held back until after the tap: a slow phone's order of events.
  const releaseReact = await holdIslandCode(page, 'react');
  await page.goto(path);
  await islandsWatched(page, 'AddToCart', 'MiniCart', 'Toasts');
  await chooseSize(page, variant.size);
  const sent = page.waitForRequest(isAdd);
  await page.getByRole('button', { name: 'Add to cart' }).dblclick();
  await sent;
  // Sent while the buy box was still its server HTML.
  await expect(page.locator('sf-island[name="AddToCart"]')).toHaveAttribute('status', 'pending');
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  releaseReact();
  await islandsHydrated(page, 'AddToCart', 'MiniCart');
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart.getByRole('link', { name: details.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: variant.size, exact: true }),
  ).toBeChecked();
  expect(adds).toHaveLength(1);
  expect(recovered).toEqual([]);

  // The cart holds the one unit.
  await page.goto('/en-us/cart');
  await expect(page.getByRole('main').getByLabel(`Quantity for ${details.name}`).first()).toHaveValue('1');
});

test('an add refused before React has come shows its toast and its reason by the button once they hydrate @mobile', async ({
  page,
  request,
}) => {
  const { variant, path } = await productAwayFromHome(request, 58);
  const releaseReact = await holdIslandCode(page, 'react');
  await page.goto(path);
  await islandsWatched(page, 'AddToCart', 'MiniCart', 'Toasts');
  // One unit is left, fewer than the shopper asks for: the BFF refuses the add (INV408).
  expect((await setVariant(request, variant.sku, { stock: 1 })).ok()).toBe(true);
  await chooseSize(page, variant.size);
  await page.getByLabel('Quantity').fill('2');
  const answered = page.waitForResponse((response) => isAdd(response.request()));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  expect((await answered).status()).toBe(400);

  releaseReact();
  await islandsHydrated(page, 'AddToCart', 'Toasts');
  // The toast and the buy box's own line say the same.
  await expect(
    page.getByRole('alert').filter({ hasText: 'You can buy at most 1 of this item.' }),
  ).toHaveCount(2);
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
});
