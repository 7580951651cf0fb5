/**
 * Checkout details shoppers tripped on (issue 12): an empty "Name on card" is named, a gift card's
 * balance check keeps the number and PIN for "Apply gift card", choosing Express shows its price
 * in the order summary at once, a US address and its phone are written the US way, and a
 * required-field message goes as the field is filled (not on blur, which moved the button).
 */
import { expect, type Page, test } from '@playwright/test';
import {
  addOneItem,
  enterCard,
  fillAddress,
  fillShipping,
  payByCard,
  shipTo,
  uniqueEmail,
} from './checkout-steps';
import { islandsHydrated } from './helpers';

/** Seeded USD cards of 50.00 no other journey uses (sandbox/README.md); nothing is spent here. */
const GIFT_CARDS: Record<string, string> = {
  desktop: '6006000000000004',
  mobile: '6006000000000005',
  'no-javascript': '6006000000000006',
};

test('an empty "Name on card" is named, marked invalid and focused', async ({ page }) => {
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('holder'));
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill('');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter the name on the card' })).toBeVisible();
  await expect(page.getByText('Card number is not valid')).toHaveCount(0);
  const holder = page.getByLabel('Name on card');
  await expect(holder).toBeFocused();
  await expect(holder).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Card number')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/step=billing/);
});

const checkThenApply = async (page: Page, number: string, afterBalance?: () => Promise<void>) => {
  await page.getByLabel('Gift card', { exact: true }).fill(number);
  await page.getByLabel('PIN', { exact: true }).fill('1234');
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gift card •••• ' })).toContainText(
    'balance $50.00',
  );
  await expect(page.getByLabel('Gift card', { exact: true })).toHaveValue(number);
  await expect(page.getByLabel('PIN', { exact: true })).toHaveValue('1234');
  await afterBalance?.();
  await page.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(
    page.getByRole('list').filter({ hasText: `Gift card •••• ${number.slice(-4)}` }),
  ).toContainText('$50.00');
};

test('checking a gift card balance keeps number and PIN, so "Apply gift card" works right after', async ({
  page,
}, info) => {
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('balance'));
  await islandsHydrated(page, 'GiftCardBalance');
  // No reload: a marker set on this document survives the balance check.
  await page.evaluate(() => Object.assign(window, { beforeBalance: true }));
  await checkThenApply(page, GIFT_CARDS[info.project.name]!, async () => {
    expect(await page.evaluate(() => 'beforeBalance' in window)).toBe(true);
  });
});

test('without JavaScript: a balance check keeps number and PIN for "Apply gift card" @nojs', async ({
  page,
}, info) => {
  await addOneItem(page, false);
  await shipTo(page, uniqueEmail('nojs-balance'));
  await checkThenApply(page, GIFT_CARDS[info.project.name]!);
  // The PIN never travels in an address.
  expect(page.url()).not.toContain('1234');
});

test('choosing Express shows its price in the order summary before the step is sent', async ({ page }) => {
  await addOneItem(page, true);
  await fillShipping(page, uniqueEmail('express'));
  const summary = page.getByRole('complementary');
  const amountOf = (term: string) =>
    summary
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  const shippingLine = amountOf('Shipping');
  const total = amountOf('Total');
  const before = await total.textContent();
  await islandsHydrated(page, 'ShippingSummary');
  const express = page.getByRole('radio', { name: /Express/ });
  const price = (await page.locator('label', { has: express }).textContent())?.match(/\$[\d.,]+/)?.[0];
  expect(price).toBeTruthy();
  await express.check();
  await expect(shippingLine).toHaveText(price!);
  await expect(total).not.toHaveText(before ?? '');
});

test('a US address reads "Denver, CO 80202, United States" and its phone "(303) 555-0182" at billing, in the summary and on the confirmation', async ({
  page,
}) => {
  await addOneItem(page, true);
  await shipTo(page, uniqueEmail('address'));
  const billing = page.getByRole('group', { name: 'Billing address' });
  // The shipping address shown above the billing fields (an <address>, no ARIA role of its own).
  const shown = billing.locator('address');
  await expect(shown).toContainText('Denver, CO 80202');
  await expect(shown).toContainText('United States');
  await expect(shown).not.toContainText(', US');
  // The phone as the form showed it, not as it is stored (+13035550182).
  await expect(shown).toContainText('(303) 555-0182');
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.locator('address').first()).toContainText('(303) 555-0182');
  await expect(page.getByText('+13035550182')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Denver, CO 80202').first()).toBeVisible();
  await expect(page.getByText('80202 Denver')).toHaveCount(0);
  await expect(page.getByText('(303) 555-0182').first()).toBeVisible();
  await expect(page.getByText('+13035550182')).toHaveCount(0);
});

test('required-field messages go as the fields are filled, so one tap on "Continue to billing" sends the step @mobile', async ({
  page,
}) => {
  await addOneItem(page, true);
  await page.goto('/en-us/checkout');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  // The server's answer: every required field named, the page with the form again.
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await islandsHydrated(page, 'AddressForm');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('retyped'));
  await fillAddress(page);
  await page.getByLabel('Phone').fill('3035550182');
  // Still in the phone field: every message is already gone, nothing moves when focus leaves.
  await expect(page.getByLabel('Phone')).toBeFocused();
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page).toHaveURL(/step=billing/);
});
