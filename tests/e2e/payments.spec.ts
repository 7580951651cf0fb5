import { expect, type Page, test } from '@playwright/test';
import { signUpAndIn } from './account-helpers';
import {
  addFirstSize,
  addOneItem,
  enterCard,
  fillAddress,
  payByCard,
  shipTo,
  uniqueEmail,
} from './checkout-steps';
import { islandsHydrated, lookAt, SANDBOX_URL } from './helpers';

/** Each project spends its own seeded test gift card and reward code (sandbox/README.md). */
const GIFT_CARDS: Record<string, string> = {
  desktop: '6006000000000001',
  mobile: '6006000000000002',
  'no-javascript': '6006000000000003',
};
const REWARDS: Record<string, string> = {
  desktop: 'REWARDUS1',
  mobile: 'REWARDUS2',
  'no-javascript': 'REWARDUS3',
};

/** The card's balance as the sandbox's balance call tells it (a guest token of its own). */
const balanceOf = async (request: import('@playwright/test').APIRequestContext, number: string) => {
  const headers = { 'x-api-key': 'sandbox-access-key' };
  const token = (await (
    await request.post(`${SANDBOX_URL}/token/v2/auth/token`, { headers, data: { type: 'Guest' } })
  ).json()) as { accessToken: string };
  const answer = await request.post(`${SANDBOX_URL}/cart/v1/giftcard/balance`, {
    headers: { ...headers, authorization: `Bearer ${token.accessToken}` },
    data: { number, pin: '1234' },
  });
  return ((await answer.json()) as { balance: number }).balance;
};

const applyGiftCard = async (page: Page, number: string, pin = '1234') => {
  await page.getByLabel('Gift card', { exact: true }).fill(number);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Apply gift card' }).click();
};

test('paying partly with a gift card', async ({ page, request }, info) => {
  const number = GIFT_CARDS[info.project.name]!;
  const before = await balanceOf(request, number);
  expect(before).toBe(5000);
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('giftcard'));
  // A wrong PIN is refused next to the input; the balance can be checked first.
  await applyGiftCard(page, number, '0000');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The gift card number or PIN is not correct.' }),
  ).toBeVisible();
  await page.getByLabel('Gift card', { exact: true }).fill(number);
  await page.getByLabel('PIN', { exact: true }).fill('1234');
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gift card •••• ' })).toContainText(
    'balance $50.00',
  );
  await applyGiftCard(page, number);
  const applied = page.getByRole('list').filter({ hasText: `Gift card •••• ${number.slice(-4)}` });
  await expect(applied).toContainText('$50.00');
  // The page's own summary: the mini cart (a closed dialog in the header) shows the same totals.
  await expect(page.getByRole('main').getByText('Remaining to pay', { exact: true }).first()).toBeVisible();
  await lookAt(page, 'payments-billing');
  await payByCard(page, '4242 4242 4242 4242');
  const payments = page.getByRole('list').filter({ hasText: 'Visa ending in 4242' });
  await expect(payments).toContainText(`Gift card •••• ${number.slice(-4)}`);
  await expect(payments).toContainText('$50.00');
  await lookAt(page, 'payments-summary');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const confirmed = page.getByRole('list').filter({ hasText: 'Visa ending in 4242' });
  await expect(confirmed).toContainText(`Gift card •••• ${number.slice(-4)}`);
  await expect(confirmed.getByRole('listitem')).toHaveCount(2);
  await lookAt(page, 'payments-confirmation');
  expect(await balanceOf(request, number)).toBe(0);
});

test('Klarna: a declined approval shows the PAY400 message, an approved one pays the order', async ({
  page,
}) => {
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('klarna'));
  await page.getByRole('radio', { name: 'Klarna' }).check();
  await islandsHydrated(page, 'KlarnaButton');
  const opener = page.getByRole('button', { name: 'Continue with Klarna' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Pay later with Klarna' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$');
  // Escape closes it and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The payment was not authorized. Please choose another payment method.',
  );
  await lookAt(page, 'payments-klarna-declined');
  await dialog.getByRole('button', { name: 'Approve with Klarna' }).click();
  await expect(page).toHaveURL(/step=summary/);
  await expect(page.getByRole('list').filter({ hasText: 'Klarna' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Klarna' }).getByRole('listitem')).toHaveCount(1);
});

test('with PayPal chosen the billing form goes to its approval: no "Review order" until it is approved, Enter included', async ({
  page,
}) => {
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('wallet-review'));
  const review = page.getByRole('button', { name: 'Review order' });
  await expect(review).toBeVisible();
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(review).toBeHidden();
  await expect(page.getByRole('button', { name: 'Continue with PayPal' })).toBeVisible();
  // Enter in a billing field sends the form as "Review order" would: to PayPal with the address.
  await page.getByLabel('Same as shipping address').uncheck();
  const billing = page.getByRole('group', { name: 'Billing address' });
  await fillAddress(billing);
  await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Pearl St');
  await billing.getByLabel('City').fill('Boulder');
  await billing.getByLabel('Postal code').fill('80302');
  await billing.getByLabel('Postal code').press('Enter');
  await expect(page.getByRole('heading', { name: 'PayPal sandbox: approve this payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/step=summary/);
  await expect(page.getByRole('main')).toContainText('1 Pearl St');
  // Back on billing the approved wallet is kept, and "Review order" goes on with it.
  await page.goto('/en-us/checkout?step=billing');
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await expect(page.getByText('PayPal approved: you can review your order.')).toBeVisible();
  // Switching to the card without entering one: the approved PayPal does not pay for the card.
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await review.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please add a payment method.' })).toBeVisible();
  await expect(page).not.toHaveURL(/step=summary/);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(page.getByLabel('Card number')).toBeHidden();
  await review.click();
  await expect(page).toHaveURL(/step=summary/);
  await expect(page.getByRole('list').filter({ hasText: 'PayPal' })).toBeVisible();
});

test("a member's saved cards are offered with the card and hidden while a wallet is chosen", async ({
  page,
}) => {
  await signUpAndIn(page);
  await page.goto('/en-us/account/payment-methods');
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The card has been saved.' })).toBeVisible();
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('saved-card-wallet'));
  const saved = page.getByRole('group', { name: 'Saved cards' });
  await expect(saved.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Klarna' }).check();
  await expect(saved).toBeHidden();
  await expect(page.getByLabel('Card number')).toBeHidden();
  await lookAt(page, 'payments-billing-klarna-member');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await expect(saved).toBeVisible();
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/step=summary/);
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
});

test('Enter in the card fields reviews the order with the card, never opens Klarna', async ({ page }) => {
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('card-enter'));
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Security code').press('Enter');
  await expect(page).toHaveURL(/step=summary/);
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pay later with Klarna' })).toBeHidden();
});

test('a card the provider refuses is not saved to the account, so it never becomes the default', async ({
  page,
}) => {
  await signUpAndIn(page);
  await page.goto('/en-us/account/payment-methods');
  await enterCard(page, '4000 0000 0000 0069');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await expect(page.getByLabel('Make this my default card')).toBeChecked();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The card could not be saved. Check its details or use another card.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved cards' })).toContainText('No saved cards yet.');
  // Without a default card there is no express checkout to stop: the shopper starts at shipping.
  await addOneItem(page, true);
  await page.goto('/en-us/checkout');
  await expect(page).toHaveURL(/\/en-us\/checkout$/);
  await expect(page.getByRole('button', { name: 'Continue to billing' })).toBeVisible();
});

test('a reward code pays part of the order', async ({ page }, info) => {
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('reward'));
  await page.getByLabel('Reward code or reward card').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply reward' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This reward code is not valid.' })).toBeVisible();
  const code = REWARDS[info.project.name]!;
  await page.getByLabel('Reward code or reward card').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply reward' }).click();
  await expect(page.getByRole('list').filter({ hasText: `Reward code ${code}` })).toContainText('$10.00');
  await page.getByRole('button', { name: `Remove Reward code ${code}` }).click();
  await expect(page.getByText(`Reward code ${code}`)).toHaveCount(0);
  await page.getByLabel('Reward code or reward card').fill(code);
  await page.getByRole('button', { name: 'Apply reward' }).click();
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('list').filter({ hasText: 'Visa ending in 4242' })).toContainText(
    `Reward code ${code}`,
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: `Reward code ${code}` })).toContainText('$10.00');
});

test('without JavaScript: a gift card and PayPal pay the order @nojs', async ({ page, request }, info) => {
  const number = GIFT_CARDS[info.project.name]!;
  await addOneItem(page, false);
  await shipTo(page, uniqueEmail('nojs-pay'));
  await applyGiftCard(page, number);
  await expect(
    page.getByRole('list').filter({ hasText: `Gift card •••• ${number.slice(-4)}` }),
  ).toContainText('$50.00');
  await page.getByRole('radio', { name: 'PayPal' }).check();
  // Without script too the wallet's own button is the way on (CSS :has hides "Review order").
  await expect(page.getByRole('button', { name: 'Review order' })).toBeHidden();
  await page.getByRole('button', { name: 'Continue with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal sandbox: approve this payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/step=summary/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const confirmed = page.getByRole('list').filter({ hasText: 'PayPal' });
  await expect(confirmed).toContainText(`Gift card •••• ${number.slice(-4)}`);
  expect(await balanceOf(request, number)).toBe(0);
});

test('on a site with the captcha setting on (en-gb) the forms carry the token and the order is placed', async ({
  page,
}) => {
  await page.goto('/en-gb');
  const carousel = page.getByRole('region', { name: 'New arrivals' });
  await carousel.getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en-gb\/p\//);
  await addFirstSize(page, true);
  await page.goto('/en-gb/checkout');
  await expect(page.locator('input[name="recaptcha_response"]')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('gb'));
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('10 Downing St');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postal code').fill('SW1A 2AA');
  await page.getByLabel('Phone').fill('020 7946 0958');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page).toHaveURL(/step=billing/);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.locator('input[name="recaptcha_response"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});
