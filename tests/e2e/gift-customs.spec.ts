import { expect, test } from '@playwright/test';
import { enterCard, fillAddress } from './checkout-steps';
import { holdIslandCode, islandsHydrated, lookAt, SANDBOX_URL } from './helpers';

/** The sandbox's outbox (live reset links, gift card PINs) answers only its admin key. */
const SANDBOX_ADMIN = { headers: { 'x-sandbox-admin': 'sandbox-admin-key' } };

const GIFT_CARD = '/en-us/p/ridgeline-e-gift-card-RLGIFTCDRED';
const CUSTOM_CAP = '/en-us/p/custom-summit-cap-RLCUSTCPBLK';

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a digital gift card with a gift message', async ({ page, request }) => {
  const recipient = unique('grace');
  const buyer = unique('buyer');
  await page.goto(GIFT_CARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Ridgeline E-Gift Card' })).toBeVisible();
  await islandsHydrated(page, 'GiftCardBuy');

  // Nothing is added without an amount and a valid recipient e-mail.
  await page.getByRole('button', { name: 'Add gift card to cart' }).click();
  await expect(page.getByText('Choose an amount.')).toBeVisible();
  await expect(page.getByText('Enter the recipient e-mail.')).toBeVisible();
  await page.getByRole('group', { name: 'Amount' }).getByRole('radio', { name: '$50.00' }).check();
  await page.getByLabel('Recipient e-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Add gift card to cart' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();

  await page.getByLabel('Recipient e-mail').fill(recipient);
  await page.getByLabel('Recipient name (optional)').fill('Grace');
  const message = 'Happy trails, Grace! See you on the ridge.';
  await page.getByLabel('Message (optional)').fill(message);
  await expect(page.getByText(`${200 - message.length} characters left`)).toBeVisible();
  await lookAt(page, 'gift-customs-pdp');
  await page.getByRole('button', { name: 'Add gift card to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

  await page.goto('/en-us/cart');
  await expect(page.getByText(`E-gift card for Grace (${recipient})`)).toBeVisible();
  await expect(page.getByText(`Message: “${message}”`)).toBeVisible();
  // The message can still be changed on the cart line (a plain form).
  await page.getByText('Change recipient or message').click();
  const edited = 'Happy trails, Grace! Changed my mind.';
  await page.getByLabel('Message (optional)').fill(edited);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Message: “${edited}”`)).toBeVisible();
  await page.getByText('Change recipient or message').click();
  await lookAt(page, 'gift-customs-gift-cart');

  // Only gift cards: checkout starts at billing, without a shipping address or method.
  await page.goto('/en-us/checkout');
  await expect(page).toHaveURL(/\/en-us\/checkout$/);
  await expect(page.getByText(/nothing is shipped/)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toHaveCount(0);
  await page.getByLabel('E-mail (for your receipt)').fill(buyer);
  await fillAddress(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await lookAt(page, 'gift-customs-billing');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/step=summary/);
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const items = page.getByRole('complementary', { name: 'Items' });
  await expect(items.getByText(`E-gift card for Grace (${recipient})`)).toBeVisible();
  await lookAt(page, 'gift-customs-confirmation');

  const outbox = await (
    await request.get(`${SANDBOX_URL}/__outbox?to=${encodeURIComponent(recipient)}`, SANDBOX_ADMIN)
  ).json();
  expect(outbox.messages).toHaveLength(1);
  expect(outbox.messages[0].kind).toBe('gift-card');
  expect(outbox.messages[0].body).toContain(edited);
  expect(outbox.messages[0].body).toContain('worth $50.00.');
  expect(outbox.messages[0].body).toMatch(/Card number: \d{16}/);
});

test('a gift message typed while the cart is still loading its script is the one saved', async ({ page }) => {
  const recipient = unique('early');
  await page.goto(GIFT_CARD);
  await islandsHydrated(page, 'GiftCardBuy');
  await page.getByRole('group', { name: 'Amount' }).getByRole('radio', { name: '$25.00' }).check();
  await page.getByLabel('Recipient e-mail').fill(recipient);
  await page.getByLabel('Message (optional)').fill('First words.');
  await page.getByRole('button', { name: 'Add gift card to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

  // The cart's island code is held back until the shopper has typed: a slow phone's order of events.
  const release = await holdIslandCode(page, 'CartView');
  await page.goto('/en-us/cart');
  await page.getByText('Change recipient or message').click();
  const changed = 'Typed before the page was ready.';
  await page.getByLabel('Message (optional)').fill(changed);
  release();
  await islandsHydrated(page, 'CartView');
  await expect(page.getByLabel('Message (optional)')).toHaveValue(changed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Message: “${changed}”`)).toBeVisible();
});

test('a customised cap: design it in the dialog, add it, see the design in the cart @mobile', async ({
  page,
}) => {
  await page.goto(CUSTOM_CAP);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Summit Cap' })).toBeVisible();
  await islandsHydrated(page, 'Customize');
  const open = page.getByRole('button', { name: 'Customize' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Customize your Custom Summit Cap' });
  await expect(dialog).toBeVisible();
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();

  const text = dialog.getByLabel('Your text (up to 12 characters)');
  await expect(text).toBeFocused();
  await text.fill('ADA');
  await dialog.getByRole('radio', { name: 'Gold' }).check();
  await dialog.getByLabel('Placement').selectOption({ label: 'left side' });
  await expect(dialog.getByRole('img', { name: 'Preview of your design: ADA' })).toBeVisible();
  await expect(dialog.getByText('9 characters left')).toBeVisible();
  await lookAt(page, 'gift-customs-customize');
  await dialog.getByRole('button', { name: 'Add customized item to cart' }).click();
  await expect(dialog).toBeHidden();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible();
  await miniCart.getByRole('button', { name: 'Close' }).first().click();
  // Back on the button that opened the customization, not at the top of the page.
  await expect(open).toBeFocused();

  await page.goto('/en-us/cart');
  await expect(page.getByText('Your design: “ADA”, Gold, left side')).toBeVisible();
  await expect(page.getByText('Made to order: ships in 10-14 business days')).toBeVisible();
  await lookAt(page, 'gift-customs-cart');
});

test('a gift card can be added without JavaScript @nojs', async ({ page }) => {
  const recipient = unique('nojs');
  await page.goto(GIFT_CARD);
  await page.getByRole('group', { name: 'Amount' }).getByRole('radio', { name: '$25.00' }).check();
  await page.getByLabel('Recipient e-mail').fill(recipient);
  await page.getByLabel('Message (optional)').fill('No script needed');
  await page.getByRole('button', { name: 'Add gift card to cart' }).click();
  await expect(page).toHaveURL(/\?added=RLGIFTCDRED-025/);
  await page.goto('/en-us/cart');
  await expect(page.getByText(`E-gift card for ${recipient}`)).toBeVisible();
  await expect(page.getByText('Message: “No script needed”')).toBeVisible();
});
