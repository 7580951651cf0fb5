/**
 * The product page's buy box as a shopper uses it before (or without) script, and the store stock
 * of the size the shopper chose. Products come from deep in the sandbox's catalogue so no other
 * journey shops them meanwhile.
 */
import { expect, type Page, test } from '@playwright/test';
import { chooseSize, holdIslandCode, islandsHydrated, productAwayFromHome, reachIslands } from './helpers';

/** Chooses a size, adds, and sees the page come back saying so with that size still chosen. */
const addAsPlainForm = async (page: Page, size: string) => {
  await chooseSize(page, size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\?added=/);
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: size, exact: true }),
  ).toBeChecked();
};

test('without JavaScript, Add to cart comes back saying so, with the size still chosen @nojs', async ({
  page,
  request,
}) => {
  const { color, variant, path } = await productAwayFromHome(request, 41);
  await page.goto(path);
  await addAsPlainForm(page, variant.size);
  await expect(page).toHaveURL(new RegExp(`${color.productId}\\?added=`));
});

test('Add to cart clicked before the page is interactive comes back saying so @mobile', async ({
  page,
  request,
}) => {
  const { variant, path } = await productAwayFromHome(request, 42);
  // The page's scripts are held back: the click lands on the plain form, as on a slow phone.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(path);
  await addAsPlainForm(page, variant.size);
});

test('a size picked while the buy box is still loading its script stays picked, and is the one added @mobile', async ({
  page,
  request,
}) => {
  const { variant, path } = await productAwayFromHome(request, 48);
  // The buy box's code is held back until the shopper has picked: a slow phone's order of events.
  const release = await holdIslandCode(page, 'AddToCart');
  await page.goto(path);
  await chooseSize(page, variant.size);
  release();
  await islandsHydrated(page, 'AddToCart');
  const size = page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: variant.size, exact: true });
  await expect(size).toBeChecked();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByText(`Size: ${variant.size}`)).toBeVisible();
});

test('Check store stock asks for a size first, then looks up the size the shopper chose @mobile', async ({
  page,
  request,
}) => {
  const { color, path } = await productAwayFromHome(request, 43);
  const inStock = color.variants.filter((v) => v.stock > 0);
  const chosen = inStock[inStock.length - 1]!;
  await page.goto(path);
  await reachIslands(page, 'AddToCart');

  await page.getByRole('button', { name: 'Check store stock' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a size first' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pick up in store' })).toBeHidden();

  // Checked as a shopper's tap would (not forced): from there, the phone's sticky header may hide
  // the size, and only an unforced tap scrolls it out from under the header first.
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: chosen.size, exact: true })
    .check();
  await page.getByRole('button', { name: 'Check store stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Choose a size' })).toHaveValue(chosen.sku);
  const search = page.waitForRequest(/\/api\/stores\/search/);
  await dialog.getByLabel('Postal code').fill('80302');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  expect(new URL((await search).url()).searchParams.get('productId')).toBe(chosen.sku);
});

test('without JavaScript, a refused Add to cart says why and keeps the size chosen @nojs', async ({
  page,
  request,
}) => {
  const { variant, path } = await productAwayFromHome(request, 44);
  await page.goto(path);
  await chooseSize(page, variant.size);
  await page.getByLabel('Quantity').fill(String(variant.stock + 50));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\?cartError=/);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: variant.size, exact: true }),
  ).toBeChecked();
});

// French strings are longer: the held place must be as tall as the line wraps in either language.
for (const { locale, start, text } of [
  {
    locale: 'en-us',
    start: 96,
    text: {
      size: 'Size',
      add: 'Add to cart',
      added: 'Added to cart',
      refused: 'Please select a size.',
      favorite: 'Add to favorites',
      cart: 'Your cart',
    },
  },
  {
    locale: 'fr-ca',
    start: 97,
    text: {
      size: 'Taille',
      add: 'Ajouter au panier',
      added: 'Ajouté au panier',
      refused: 'Veuillez choisir une taille.',
      favorite: 'Ajouter aux favoris',
      cart: 'Votre panier',
    },
  },
] as const) {
  test(`"${text.refused}" and "${text.added}" show without moving the buy button or the favourites button (${locale}) @mobile`, async ({
    page,
    request,
  }) => {
    const { variant, path } = await productAwayFromHome(request, start, 4);
    await page.goto(path.replace(/^\/en-us\//, `/${locale}/`));
    await reachIslands(page, 'AddToCart', 'MiniCart');
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    // The buy box's own heart (the upsell's cards have theirs), named by its title.
    const favorite = page.getByRole('button', {
      name: text.favorite,
      description: new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    });
    const add = page.getByRole('button', { name: text.add });
    await favorite.scrollIntoViewIfNeeded();
    // Both, as the shopper sees them: on a scrolled page the browser's scroll anchoring may hold one
    // still and move the other instead.
    const boxes = async () => ({ add: await add.boundingBox(), favorite: await favorite.boundingBox() });
    const before = await boxes();
    expect(before.favorite).not.toBeNull();

    // No size chosen: the refusal shows where its place was held.
    await add.click();
    await expect(page.getByRole('alert').filter({ hasText: text.refused })).toBeVisible();
    expect(await boxes()).toEqual(before);

    // By keyboard: focus brings the size clear of the sticky header, as the refusal left the page.
    const size = page
      .getByRole('group', { name: text.size })
      .getByRole('radio', { name: variant.size, exact: true });
    await size.focus();
    await page.keyboard.press('Space');
    await expect(size).toBeChecked();
    await favorite.scrollIntoViewIfNeeded();
    const chosen = await boxes();
    await add.click();
    await expect(page.getByRole('dialog', { name: text.cart })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: text.added })).toHaveText(text.added);
    expect(await boxes()).toEqual(chosen);
  });
}
