import { expect, test } from '@playwright/test';
import {
  addItemPriced120,
  addOneItem,
  fillShipping,
  payByCard,
  payWithTokenWithoutScript,
  shipTo,
  uniqueEmail,
} from './checkout-steps';
import {
  chooseSize,
  islandsHydrated,
  lookAt,
  productAwayFromHome,
  reachIslands,
  SANDBOX_URL,
  setVariant,
} from './helpers';

/** The sandbox's outbox (live reset links, gift card PINs) answers only its admin key. */
const SANDBOX_ADMIN = { headers: { 'x-sandbox-admin': 'sandbox-admin-key' } };

test('a guest checks out with home delivery and a card @mobile', async ({ page }) => {
  await addOneItem(page, true);
  const email = uniqueEmail('guest');
  await fillShipping(page, email);
  // With script the phone follows the country's mask and a field is checked when it is left.
  await islandsHydrated(page, 'AddressForm');
  await page.getByLabel('Phone').fill('');
  await page.getByLabel('Phone').pressSequentially('3035550182');
  await expect(page.getByLabel('Phone')).toHaveValue('(303) 555-0182');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByLabel('First name').focus();
  await expect(page.getByText('Email is not valid')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  // A bad postal code and a PO box are refused in place.
  await page.getByLabel('Postal code').fill('ABC');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByText('Postal code is not valid')).toBeVisible();
  await page.getByLabel('Postal code').fill('80202');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('PO Box 42');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'PO box' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1550 Wynkoop St');
  await page.getByRole('radio', { name: /Express delivery/ }).check();
  await lookAt(page, 'checkout-shipping');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page).toHaveURL(/step=billing/);
  await expect(page.getByLabel('Same as shipping address')).toBeChecked();
  await lookAt(page, 'checkout-billing');
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText('Express delivery (1-2 business days)')).toBeVisible();
  await lookAt(page, 'checkout-summary');
  // The terms of sale are one click away before the shopper commits, and open as a page.
  const terms = page.getByRole('link', { name: 'terms of sale' });
  await expect(terms).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'returns policy' })).toBeVisible();
  const termsPage = await page.request.get(await terms.evaluate((a: HTMLAnchorElement) => a.href));
  expect(termsPage.status()).toBe(200);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(/Order number RL\d{10}/)).toBeVisible();
  await expect(page.getByText(`A confirmation has been sent to ${email}.`)).toBeVisible();
  await lookAt(page, 'checkout-confirmation');
  // The cart is new: the next checkout starts again from the cart.
  await page.goto('/en-us/checkout');
  await expect(page).toHaveURL(/\/en-us\/cart$/);
});

test('a 3DS challenge opens in a dialog: closing it places nothing, one that fails returns to billing with the cart, one that passes places the order @mobile', async ({
  page,
}) => {
  await addOneItem(page, true);
  await fillShipping(page, uniqueEmail('tds'));
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await payByCard(page, '4000 0000 0000 3220');
  await islandsHydrated(page, 'PlaceOrderButton');
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your payment' });
  await expect(dialog).toBeVisible();
  const bank = dialog.getByTitle('Card verification by your bank').contentFrame();
  await expect(bank.getByRole('heading', { name: 'Sandbox Bank: verify this payment' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await lookAt(page, 'checkout-challenge');

  // Closed without an answer: still on the summary, told that nothing was placed.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/step=summary/);
  await expect(page.getByRole('alert').filter({ hasText: 'your order has not been placed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeFocused();
  // Placing again shows the same challenge; Escape pressed on the bank's page closes it too.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'your order has not been placed' })).toBeHidden();
  await bank.getByRole('button', { name: 'Pass verification' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'your order has not been placed' })).toBeVisible();

  await page.getByRole('button', { name: 'Place order' }).click();
  await bank.getByRole('button', { name: 'Fail verification' }).click();
  await expect(page).toHaveURL(/step=billing&checkoutError=PYT402/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment was not authorized' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Items' }).getByRole('listitem')).not.toHaveCount(0);
  // The shopper's choice of billing address comes back with the cart.
  await expect(page.getByLabel('Same as shipping address')).toBeChecked();
  await payByCard(page, '4000 0000 0000 3220');
  await islandsHydrated(page, 'PlaceOrderButton');
  await page.getByRole('button', { name: 'Place order' }).click();
  await bank.getByRole('button', { name: 'Pass verification' }).click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=RL\d{10}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});

test('with script, a refused order is left to the form: a declined card returns to billing with the message', async ({
  page,
}) => {
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('declined'));
  await payByCard(page, '4000 0000 0000 0002');
  await islandsHydrated(page, 'PlaceOrderButton');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/step=billing&checkoutError=PYT402/);
  const refused = page.getByRole('alert').filter({ hasText: 'Your payment was not authorized' });
  await expect(refused).toBeVisible();
  // The page opens on what went wrong, for the keyboard and the screen reader, not on <body>.
  await expect(refused).toBeFocused();
});

test('the card expiry reads as a shopper types it: the slash comes by itself, an impossible month is named on the expiry', async ({
  page,
}) => {
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('expiry'));
  await islandsHydrated(page, 'CardField');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  const expiry = page.getByLabel('Expiry (MM/YY)');
  await expiry.pressSequentially('1330');
  await expect(expiry).toHaveValue('13/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Review order' }).click();
  // Nothing is sent: the expiry says what it needs and has the focus; the card number is not blamed.
  await expect(page.getByRole('alert').filter({ hasText: 'Enter the expiry date as MM/YY' })).toBeVisible();
  await expect(expiry).toBeFocused();
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Card number')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/step=billing/);
  await expiry.fill('');
  await expiry.pressSequentially('1230');
  await expect(expiry).toHaveValue('12/30');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/step=summary/);
});

test('without JavaScript a 3DS challenge is a page of its own and back: failing returns to billing, passing places the order @nojs', async ({
  page,
  request,
}) => {
  await addOneItem(page, false);
  await shipTo(page, uniqueEmail('nojs-tds'));
  await payWithTokenWithoutScript(page, request, '4000000000003220');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payments\/v1\/challenge\/ch_[a-f0-9]{32}\?returnUrl=/);
  await expect(page.getByRole('heading', { name: 'Sandbox Bank: verify this payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail verification' }).click();
  await expect(page).toHaveURL(/step=billing&checkoutError=PYT402/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment was not authorized' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Items' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByLabel('Same as shipping address')).toBeChecked();

  await payWithTokenWithoutScript(page, request, '4000000000003220');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('button', { name: 'Pass verification' }).click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=RL\d{10}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});

test('a double click on place order gives one order and one e-mail', async ({ page, request }) => {
  await addOneItem(page, true);
  const email = uniqueEmail('double');
  await fillShipping(page, email);
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await payByCard(page, '4242424242424242');
  await islandsHydrated(page, 'PlaceOrderButton');
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const number = (await page.getByText(/Order number RL\d{10}/).textContent())!.match(/RL\d{10}/)![0];
  const outbox = await (
    await request.get(`${SANDBOX_URL}/__outbox?to=${encodeURIComponent(email)}`, SANDBOX_ADMIN)
  ).json();
  expect(outbox.messages).toHaveLength(1);
  expect(outbox.messages[0].subject).toContain(number);
});

test('the shipping step works without JavaScript and the card step says it needs it @nojs', async ({
  page,
}) => {
  await addOneItem(page, false);
  await fillShipping(page, uniqueEmail('nojs'));
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page).toHaveURL(/step=billing/);
  await expect(page.getByText(/Card payment needs JavaScript/)).toBeVisible();
});

test('an item that runs out before place order: the cart says what happened and the shopper takes what is left', async ({
  page,
  request,
}) => {
  // A product away from the home page, so that no other journey shops the same size meanwhile.
  const { details, variant, path } = await productAwayFromHome(request, 150);
  const setStock = (stock: number) => setVariant(request, variant.sku, { stock });
  expect((await setStock(5)).ok()).toBe(true);

  await page.goto(path);
  await reachIslands(page, 'AddToCart');
  await chooseSize(page, variant.size);
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

  await fillShipping(page, uniqueEmail('oos'));
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await payByCard(page, '4242424242424242');
  // While the shopper reads the summary, another order takes all but one unit.
  expect((await setStock(1)).ok()).toBe(true);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/en-us\/cart\?cartError=INV409/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some items ran out while you were checking out.' }),
  ).toBeVisible();
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: details.name }) });
  await expect(line.getByRole('status')).toHaveText(/Only 1 left in this size\./);
  await lookAt(page, 'checkout-cart-ran-out');
  await islandsHydrated(page, 'CartView');
  await line.getByRole('button', { name: 'Change to 1' }).click();
  await expect(line.getByLabel(`Quantity for ${details.name}`)).toHaveValue('1');
  await expect(line.getByText('Only 1 left in this size.')).toBeHidden();

  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.goto('/en-us/checkout?step=summary');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});

test('a price that rises while the shopper reads the summary: place order shows the cart with the new price first', async ({
  page,
  request,
}) => {
  const { name, label, setPrice } = await addItemPriced120(page, request, 210);
  await shipTo(page, uniqueEmail('price'));
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('main')).toContainText('$120.00');

  // A sale ends while the summary is open: nothing is charged at a price the shopper was not shown.
  await setPrice(13500);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart\?cartError=PRC409/);
  await expect(page.getByRole('alert').filter({ hasText: 'A price in your cart changed' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveText(
    `The price of ${label} has changed from $120.00 to $135.00.`,
  );
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(line).toContainText('$135.00');
  await lookAt(page, 'checkout-price-changed');

  await page.goto('/en-us/checkout?step=summary');
  await expect(page.getByRole('main')).toContainText('$135.00');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('$135.00');
});

test('a cart changed in another tab while the summary is open: place order shows the new total first', async ({
  page,
  context,
}) => {
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('reviewed'));
  await payByCard(page, '4242424242424242');
  await islandsHydrated(page, 'PlaceOrderButton');
  const reviewed = await page.locator('input[name="reviewed"]').inputValue();

  // Tab B (same browser) sets the line's quantity to 3 through the cart BFF.
  const other = await context.newPage();
  await other.goto('/en-us/cart');
  const status = await other.evaluate(async () => {
    const read = await fetch('/api/checkout?locale=en-us', { headers: { accept: 'application/json' } });
    const { cart } = (await read.json()) as { cart: { items: { id: string }[] } };
    const changed = await fetch(`/api/cart/items/${cart.items[0]!.id}?locale=en-us`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ qty: 3 }),
    });
    return changed.status;
  });
  expect(status).toBe(200);
  await other.close();

  // Back in tab A without reloading: nothing is placed; the summary comes back with the new total.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/step=summary&checkoutError=CHK409/);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your cart changed. Check the new total, then place the order.' }),
  ).toBeVisible();
  await expect(page.locator('input[name="reviewed"]')).not.toHaveValue(reviewed);
  await islandsHydrated(page, 'PlaceOrderButton');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});
