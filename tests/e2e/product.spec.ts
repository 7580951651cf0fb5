/**
 * Product page extras as a shopper uses them: colour switch, store stock in the store picker,
 * reviews (read, sort, vote helpful, write: REV410 then a valid one), ask a question, notify me for
 * an out-of-stock size, the store locator, and the price of a chosen size (with and without
 * script). Products are picked from the sandbox (port + 1): one with reviews on several pages and
 * an out-of-stock size in its first colour, one in one size, one whose sizes cost different amounts.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  chooseSize,
  holdIslandCode,
  islandsHydrated,
  rangedProduct,
  reachIslands,
  SANDBOX_URL,
} from './helpers';

const SANDBOX = SANDBOX_URL;
const KEY = { 'x-api-key': 'sandbox-access-key' };

type Pick = { url: string; name: string };
let picked: Pick | undefined;
/** State persists across runs and projects: what a test writes carries a unique tag. */
const tag = () => `${test.info().project.name}-${Date.now().toString(36)}`;

const pickProduct = async (request: import('@playwright/test').APIRequestContext): Promise<Pick> => {
  if (picked) return picked;
  // Styles carried by the Boulder store, with at least 6 reviews and a size out of stock online.
  for (let offset = 0; offset < 40 && !picked; offset++) {
    const res = await request.get(
      `${SANDBOX}/products/v2/search/productSearch?count=48&start=${offset * 48}`,
      { headers: KEY },
    );
    if (!res.ok()) break;
    const body = (await res.json()) as { products?: { id: string; url: string; title: string }[] };
    for (const card of body.products ?? []) {
      const styleId = card.id.slice(0, 8);
      const details = await (
        await request.get(`${SANDBOX}/products/v2/products/${styleId}/details`, { headers: KEY })
      ).json();
      const first = details.colors[0];
      if (details.rating.count < 6 || !first.variants.some((v: { stock: number }) => v.stock === 0)) continue;
      picked = { url: `/en-us/p/${details.slug}-${first.productId}`, name: details.name };
      break;
    }
  }
  if (!picked) throw new Error('no suitable product in the seed');
  return picked;
};

const openProduct = async (page: Page) => {
  const product = await pickProduct(page.request);
  await page.goto(product.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  // The extras bar hydrates on first interaction: its buttons are clicked straight away below.
  await reachIslands(page, 'AddToCart');
  return product;
};

test('switch colour and check store stock in the store picker @mobile', async ({ page }) => {
  await openProduct(page);
  const swatches = page.getByRole('list', { name: /Color/ }).getByRole('link');
  await swatches.nth(1).click();
  await expect(page).toHaveURL(/-[A-Z0-9]{11}$/);
  // Store stock is for a size: the shopper chooses one first (the buy box shares it).
  await reachIslands(page, 'AddToCart');
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { disabled: false })
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Check store stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Postal code').fill('80302');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  const boulder = dialog.getByRole('listitem').filter({ hasText: 'Ridgeline Boulder' });
  await expect(boulder).toContainText(/in stock|Not in stock/);
  await boulder.getByRole('button', { name: /Set as my store/ }).click();
  await expect(boulder.getByText('My store')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('open the size chart, in English and in French @mobile', async ({ page }) => {
  const product = await openProduct(page);
  await page.getByRole('button', { name: 'Size chart' }).click();
  const chart = page.getByRole('dialog', { name: 'Size chart' });
  await expect(chart.getByRole('columnheader', { name: 'Size' })).toBeVisible();
  expect(await chart.getByRole('row').count()).toBeGreaterThan(1);
  await page.keyboard.press('Escape');
  await expect(chart).toBeHidden();

  // The same product on the French Canadian site: the chart's headings in French.
  await page.goto(product.url.replace('/en-us/', '/fr-ca/'));
  await reachIslands(page, 'AddToCart');
  await page.getByRole('button', { name: 'Guide des tailles' }).click();
  const guide = page.getByRole('dialog', { name: 'Guide des tailles' });
  await expect(guide.getByRole('columnheader', { name: 'Taille' })).toBeVisible();
  expect(await guide.getByRole('row').count()).toBeGreaterThan(1);
});

test('read, sort and vote on reviews; write one too long (REV410), then a valid one', async ({ page }) => {
  await openProduct(page);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.scrollIntoViewIfNeeded();
  await islandsHydrated(page, 'Reviews');
  await expect(reviews.getByText(/Based on \d+ reviews/)).toBeVisible();
  await reviews.getByRole('link', { name: 'Lowest rating' }).click();
  await expect(reviews.getByRole('link', { name: 'Lowest rating' })).toHaveAttribute('aria-current', 'true');
  const first = reviews
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  const yes = first.getByRole('button', { name: /^Yes \(\d+\)$/ });
  const before = Number((await yes.textContent())!.match(/\d+/)![0]);
  await yes.click();
  // The page's count may be a cached read that another shopper's vote has since passed: the
  // answer's count is the live one, at least one more than the page showed.
  const count = async () => Number((await yes.textContent())!.match(/\d+/)![0]);
  await expect.poll(count).toBeGreaterThanOrEqual(before + 1);
  await yes.click();
  await expect(first.getByText('You already voted.')).toBeVisible();

  const title = `Long-winded ${tag()}`;
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await dialog.getByLabel('4 stars').check();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Nickname').fill('E2E Hiker');
  await dialog.getByLabel('Review').fill('Great fit. '.repeat(120));
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByText('Must not be longer than 1000 characters')).toBeVisible();
  await dialog.getByLabel('Review').fill('Warm, light and it fits well. Wore it on three cold ridge walks.');
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog).toBeHidden();
  await expect(reviews.getByText('Thank you! Your review was posted.')).toBeVisible();
  await expect(reviews.getByRole('heading', { name: title })).toBeVisible();
});

test('"Write a review" works as soon as it shows, before the reviews\' code has arrived', async ({
  page,
}) => {
  // The reviews hydrate when scrolled near; on a slow phone the button shows before its code.
  const release = await holdIslandCode(page, 'Reviews');
  await openProduct(page);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.scrollIntoViewIfNeeded();
  const write = reviews.getByRole('button', { name: 'Write a review' });
  // Never a visible, disabled control: the click is taken now and answered once the code is here.
  await expect(write).toBeEnabled();
  const first = reviews
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  await expect(first.getByRole('button', { name: /^Yes \(\d+\)$/ })).toBeEnabled();
  await expect(first.getByRole('button', { name: 'Report' })).toBeEnabled();
  await write.click();
  release();
  await expect(page.getByRole('dialog', { name: 'Write a review' })).toBeVisible();
});

test('ask a question, then see the success dialog', async ({ page }) => {
  await openProduct(page);
  const questions = page.getByRole('region', { name: 'Questions & answers' });
  await questions.scrollIntoViewIfNeeded();
  await islandsHydrated(page, 'Questions');
  await questions.getByRole('button', { name: 'Ask a question' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask a question' });
  await ask.getByLabel('Your question').fill('Short?');
  await ask.getByLabel('Nickname').fill('Quinn');
  await ask.getByRole('button', { name: 'Submit question' }).click();
  await expect(ask.getByText('Must be at least 10 characters')).toBeVisible();
  const question = `Does it have a two-way front zip? (${tag()})`;
  await ask.getByLabel('Your question').fill(question);
  await ask.getByLabel('Nickname').fill('Curious Climber');
  await ask.getByRole('button', { name: 'Submit question' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thanks for your question' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).last().click();
  await expect(questions.getByText(question)).toBeVisible();
});

test('notify me when an out-of-stock size is back', async ({ page }) => {
  await openProduct(page);
  await page.getByRole('button', { name: 'Notify me when back in stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify me when back in stock' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(dialog.getByText('Email is not valid')).toBeVisible();
  await dialog.getByLabel('Email').fill('hiker@example.com');
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(dialog.getByText("We'll email you when it's back.")).toBeVisible();
});

test('without JavaScript: sort and page reviews with links, check store stock in the locator @nojs', async ({
  page,
}) => {
  const product = await pickProduct(page.request);
  await page.goto(product.url);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('link', { name: 'Lowest rating' }).click();
  await expect(page).toHaveURL(/reviewsSort=lowestRating/);
  await expect(reviews.getByRole('link', { name: 'Lowest rating' })).toHaveAttribute('aria-current', 'true');
  await reviews.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(reviews.getByText(/^Page 2 of \d+$/)).toBeVisible();
  // Writing one needs script: not offered, rather than a button that stays disabled.
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toBeHidden();
  // Nor any other of the islands' buttons (votes, report, translate, ask a question).
  await expect(reviews.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Questions & answers' }).getByRole('button')).toHaveCount(0);

  // The dialogs of the buy box need script, so they are not offered; the store locator is.
  await expect(page.getByRole('button', { name: 'Check store stock' })).toBeHidden();
  await page.getByRole('link', { name: 'Find a store' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store locator');
  await page.getByLabel('Postal code').fill('80302');
  await page.getByRole('button', { name: 'Find stores' }).click();
  const boulder = page.getByRole('list', { name: 'Find a store' }).getByRole('listitem').first();
  await expect(boulder).toContainText('Ridgeline Boulder');
  await expect(boulder).toContainText(/in stock|Not in stock/);
});

test('find a store in the store locator', async ({ page }) => {
  await page.goto('/en-us/store-locator');
  await page.getByLabel('Postal code').fill('80302');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page).toHaveURL(/postalCode=80302/);
  const stores = page.getByRole('list', { name: 'Find a store' }).getByRole('listitem');
  await expect(stores.first()).toContainText('Ridgeline Boulder');
  // As a US shopper reads it: the address in the US order, miles, a phone to dial.
  await expect(stores.first()).toContainText('1320 Pearl St, Boulder, CO 80302 · 0 mi');
  await expect(stores.first().getByRole('link', { name: '(303) 555-0114' })).toHaveAttribute(
    'href',
    'tel:+13035550114',
  );
  await expect(stores.nth(1)).toContainText('Denver, CO 80202 · 23.5 mi');
  await stores.first().getByText('Opening hours').click();
  await expect(stores.first().getByText('Monday')).toBeVisible();
});

/** A product whose first colour comes in one size, in stock (a pack, a cap). */
const oneSizeProduct = async (request: import('@playwright/test').APIRequestContext) => {
  const res = await request.get(`${SANDBOX}/products/v2/search/productSearch?q=pack&count=48`, {
    headers: KEY,
  });
  for (const card of ((await res.json()) as { products: { id: string }[] }).products) {
    const details = await (
      await request.get(`${SANDBOX}/products/v2/products/${card.id.slice(0, 8)}/details`, { headers: KEY })
    ).json();
    const first = details.colors[0];
    if (first.variants.length === 1 && first.variants[0].stock > 0)
      return { path: `/p/${details.slug}-${first.productId}`, name: details.name as string };
  }
  throw new Error('no one-size product in the seed');
};

test('a product in one size has it chosen: Add to cart adds it at once, and its chip fits in French @mobile', async ({
  page,
}) => {
  const product = await oneSizeProduct(page.request);
  await page.goto(`/en-us${product.path}`);
  await reachIslands(page, 'AddToCart', 'MiniCart');
  const size = page.getByRole('group', { name: 'Size' }).getByRole('radio');
  await expect(size).toHaveCount(1);
  await expect(size).toBeChecked();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart).toContainText(product.name);

  await page.goto(`/fr-ca${product.path}`);
  const chip = page.getByText('Taille unique', { exact: true });
  await expect(chip).toBeVisible();
  expect(await chip.evaluate((text) => text.scrollWidth <= text.clientWidth)).toBe(true);
});

test('without JavaScript a product in one size is added without choosing it @nojs', async ({ page }) => {
  const product = await oneSizeProduct(page.request);
  await page.goto(`/en-us${product.path}`);
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio')).toBeChecked();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
});

/** The cart page's line of the product shows the price the buy box showed. */
const cartLineShows = async (page: Page, name: string, price: string) => {
  await page.goto('/en-us/cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(line).toContainText(price);
};

test('choosing a dearer size shows its price at once, without moving the button, and the cart charges it', async ({
  page,
}) => {
  const product = await rangedProduct(page.request);
  await page.goto(product.path);
  await reachIslands(page, 'AddToCart');
  const price = page.getByRole('status', { name: 'Price' });
  await expect(price).toContainText(product.range);
  const button = page.getByRole('button', { name: 'Add to cart' });
  const before = await button.boundingBox();

  await chooseSize(page, product.size);
  await expect(price).toContainText(product.price);
  await expect(price).not.toContainText(product.range);
  expect((await button.boundingBox())?.y).toBe(before?.y);

  await button.click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toContainText(product.price);
  await cartLineShows(page, product.name, product.price);
});

test('without JavaScript the price of a chosen size is one click away, and the cart charges it @nojs', async ({
  page,
}) => {
  const product = await rangedProduct(page.request);
  await page.goto(product.path);
  const price = page.getByRole('status', { name: 'Price' });
  await expect(price).toContainText(product.range);
  await chooseSize(page, product.size);
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'See the price of this size' }).click();
  await expect(page).toHaveURL(new RegExp(`${product.path}\\?sku=[A-Z0-9]+-[A-Z0-9]+&qty=2$`));
  await expect(price).toContainText(product.price);
  await expect(price).not.toContainText(product.range);
  await expect(
    page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: product.size, exact: true }),
  ).toBeChecked();
  await expect(page.getByLabel('Quantity')).toHaveValue('2');

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await cartLineShows(page, product.name, product.price);
});
