import { expect, type Page, test } from '@playwright/test';
import { addItemPriced120, addOneItem, payByCard, shipTo, uniqueEmail } from './checkout-steps';
import {
  chooseSize,
  islandsHydrated,
  lookAt,
  openFirstProduct,
  productAwayFromHome,
  reachIslands,
  setVariant,
} from './helpers';

/** Adds the first two in-stock sizes of the first product of the home page; returns its name. */
const addTwoItems = async (page: Page, js: boolean): Promise<string> => {
  await page.goto('/en-us');
  const name = await openFirstProduct(page);
  if (js) await reachIslands(page, 'AddToCart', 'MiniCart');
  for (const n of [0, 1]) {
    const size = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).nth(n);
    await size.check({ force: true });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    if (js) {
      const dialog = page.getByRole('dialog', { name: 'Your cart' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
    } else {
      await expect(page).toHaveURL(/\?added=/);
    }
  }
  return name;
};

/** The paid lines of the cart page (a free gift line has no quantity field). */
const lines = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('spinbutton') });
const shippingMessage = (page: Page) => page.getByText(/more for free shipping/);

test('a shopper changes quantities, hits the maximum, uses coupons and empties the cart @mobile', async ({
  page,
}) => {
  const name = await addTwoItems(page, true);
  await page.goto('/en-us/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await islandsHydrated(page, 'CartView');
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).first()).toContainText(name);
  await expect(lines(page).first()).toContainText(/Color: .+ · Size: .+/);

  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const total = summary.locator('.totals__row--total dd');
  const before = await total.textContent();
  const threshold = (await shippingMessage(page).count()) ? await shippingMessage(page).textContent() : null;

  // Change a quantity (in the page: the closed mini cart names its quantity the same way).
  const qty = page.getByRole('main').getByLabel(`Quantity for ${name}`).first();
  await qty.fill('2');
  await lines(page).first().getByRole('button', { name: 'Update' }).click();
  await expect(total).not.toHaveText(before!);
  await expect(qty).toHaveValue('2');
  // The free-shipping countdown follows (or disappears once the threshold is reached).
  if (threshold)
    await expect(shippingMessage(page).or(page.getByText('Free', { exact: true }))).not.toHaveText(threshold);

  // Above the stock: INV408 with the maximum, next to the line.
  await qty.fill('5000');
  await lines(page).first().getByRole('button', { name: 'Update' }).click();
  await expect(lines(page).first().getByRole('alert')).toHaveText(/You can buy at most \d+ of this item\./);

  // A bad coupon code, then a good one.
  const code = summary.getByLabel('Coupon code');
  await code.fill('NOSUCHCODE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('This coupon code is not valid.')).toBeVisible();
  await code.fill('SAVE10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByRole('list', { name: 'Applied coupons' })).toContainText('SAVE10');
  await expect(summary.getByText('This coupon code is not valid.')).toBeHidden();
  await expect(summary.getByRole('term').filter({ hasText: 'Discounts' })).toBeVisible();

  // Remove the lines one by one (the mini cart count follows); then the empty state.
  await page
    .getByRole('button', { name: `Remove ${name}` })
    .first()
    .click();
  await expect(lines(page)).toHaveCount(1);
  await page
    .getByRole('button', { name: `Remove ${name}` })
    .first()
    .click();
  await expect(page.getByRole('main').getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByText('Your cart is empty.')).toBeVisible();
});

test('a coupon: removed, the total comes back; applied, the order is placed with its discount', async ({
  page,
}) => {
  await addOneItem(page, true);
  await page.goto('/en-us/cart');
  await islandsHydrated(page, 'CartView');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const total = summary.locator('.totals__row--total dd');
  const discounts = summary.getByRole('term').filter({ hasText: /^Discounts/ });
  const before = await total.textContent();

  const apply = async () => {
    await summary.getByLabel('Coupon code').fill('SAVE10');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByRole('list', { name: 'Applied coupons' })).toContainText('SAVE10');
    await expect(discounts).toBeVisible();
  };
  await apply();
  await expect(total).not.toHaveText(before!);
  await summary.getByRole('button', { name: 'Remove coupon SAVE10' }).click();
  await expect(summary.getByRole('list', { name: 'Applied coupons' })).toBeHidden();
  await expect(discounts).toBeHidden();
  await expect(total).toHaveText(before!);

  await apply();
  await shipTo(page, uniqueEmail('coupon'));
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('term').filter({ hasText: 'Discounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^−/ }).first()).toBeVisible();
});

test('@nojs a shopper without JavaScript changes a quantity and applies a coupon with plain forms', async ({
  page,
}) => {
  const name = await addTwoItems(page, false);
  await page.goto('/en-us/cart');
  await expect(lines(page)).toHaveCount(2);

  const qty = page.getByRole('main').getByLabel(`Quantity for ${name}`).first();
  await qty.fill('2');
  await lines(page).first().getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByRole('main').getByLabel(`Quantity for ${name}`).first()).toHaveValue('2');

  await page.getByRole('main').getByLabel(`Quantity for ${name}`).first().fill('5000');
  await lines(page).first().getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/cartError=INV408/);
  await expect(lines(page).first()).toContainText(/You can buy at most \d+ of this item\./);

  await page.getByLabel('Coupon code').fill('EXPIRED-OR-NOT');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/couponError=PRM130/);
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
  await page.getByLabel('Coupon code').fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByRole('list', { name: 'Applied coupons' })).toContainText('SAVE10');
});

test('a price that drops while the item waits in the cart: the cart page says so and shows the new price', async ({
  page,
  request,
}) => {
  const { name, label, setPrice } = await addItemPriced120(page, request, 170);

  await setPrice(9900);
  await page.goto('/en-us/cart');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveText(
    `The price of ${label} has changed from $120.00 to $99.00.`,
  );
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(line).toContainText('$99.00');
  await expect(line).not.toContainText('$120.00');
  await lookAt(page, 'cart-price-changed');
  // Told once: the next visit has no notice and keeps the new price.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Notifications' })).toHaveCount(0);
  await expect(line).toContainText('$99.00');
});

test('a size taken off sale while its page is open: add to cart says why (INV406, the server message)', async ({
  page,
  request,
}) => {
  const { details, color, variant, path } = await productAwayFromHome(request, 190, 1);
  await page.goto(path);
  await reachIslands(page, 'AddToCart');
  await chooseSize(page, variant.size);
  expect((await setVariant(request, variant.sku, { online: false })).ok()).toBe(true);
  try {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const why = `${details.name} (${color.name}, ${variant.size}) is not sold online on this site`;
    // Next to the button, and in a toast (the mini cart had opened on the line at once).
    const toast = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
    await expect(
      page.getByRole('alert').filter({ hasText: why }).filter({ hasNotText: 'Dismiss' }),
    ).toHaveText(why);
    await expect(toast).toContainText(why);
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeHidden();
  } finally {
    await setVariant(request, variant.sku, { online: true });
  }
});

test('an add shows its line in the mini cart before the BFF answers (the cart page waits for it); one over the stock rolls back with its toast', async ({
  page,
  request,
}) => {
  const { details, variant, path } = await productAwayFromHome(request, 64);
  // The first add's answer waits until the line has been seen: a slow network, made certain.
  let answer!: () => void;
  const seen = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(
    '**/api/cart/items?*',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await seen;
      return route.fallback();
    },
    { times: 1 },
  );
  await page.goto(path);
  await reachIslands(page, 'AddToCart', 'MiniCart', 'Toasts');
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // Not answered yet: the dialog says it is adding, the line shows without its steppers (a change
  // now would count the add twice).
  const adding = page.getByRole('dialog', { name: 'Adding to cart…' });
  await expect(adding.getByRole('link', { name: details.name })).toBeVisible();
  await expect(adding).toContainText('Qty 1');
  await expect(adding.getByRole('button', { name: /^Increase quantity/ })).toHaveCount(0);
  // Off to the cart before the answer: the link waits for it, so the cart page holds the line.
  await adding.getByRole('link', { name: 'View cart' }).click();
  await expect(adding).toBeVisible();
  answer();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByRole('main').getByLabel(`Quantity for ${details.name}`).first()).toHaveValue('1');

  await page.goto(path);
  await reachIslands(page, 'AddToCart', 'MiniCart', 'Toasts');
  await chooseSize(page, variant.size);
  // More than the stock: the BFF refuses (INV408 with the maximum); the line goes back to one.
  await page.getByLabel('Quantity', { exact: true }).fill('5000');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const toast = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
  await expect(toast).toContainText('You can buy at most');
  await expect(
    page.getByRole('alert').filter({ hasText: 'You can buy at most' }).filter({ hasNotText: 'Dismiss' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  // (A promotion may have added a gift line: the badge counts it too.)
  await page.getByRole('button', { name: /^Cart, / }).click();
  await expect(
    page.getByRole('dialog', { name: 'Your cart' }).getByLabel(`Quantity for ${details.name}`),
  ).toHaveText('1');
});

test('the mini cart shows the quantity between its − and + buttons @mobile', async ({ page }) => {
  await page.goto('/en-us');
  const name = await openFirstProduct(page);
  await reachIslands(page, 'AddToCart', 'MiniCart');
  await page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first().check({
    force: true,
  });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  // A labelled value, named like the cart page's quantity field.
  const qty = dialog.getByLabel(`Quantity for ${name}`);
  await expect(qty).toHaveText('1');
  await dialog.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(qty).toHaveText('2');
  await dialog.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
  await expect(qty).toHaveText('1');
});

test('on a phone the fr-ca cart fits the screen: nothing scrolls sideways @mobile-only', async ({ page }) => {
  // French labels are among the longest ("Mettre à jour", "Supprimer", "Appliquer").
  await page.goto('/en-us');
  await openFirstProduct(page);
  await page.goto(page.url().replace('/en-us/', '/fr-ca/'));
  await reachIslands(page, 'AddToCart');
  await page.getByRole('group', { name: 'Taille' }).getByRole('radio', { disabled: false }).first().check({
    force: true,
  });
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
  await page.goto('/fr-ca/cart');
  await islandsHydrated(page, 'CartView');
  await expect(page.getByRole('button', { name: 'Appliquer' })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  // The line's actions and the coupon button end inside the page's margin, not at its edge.
  for (const control of [
    page.getByRole('button', { name: /^Supprimer/ }).first(),
    page.getByRole('button', { name: 'Appliquer' }),
  ]) {
    const box = await control.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(widths.client - 8);
  }
});
