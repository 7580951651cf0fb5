/**
 * The account area as a member uses it: edit the profile, add, edit and delete an address, save a
 * card (once: the same card again is refused) and check out in one step (express checkout to the
 * summary, then place the order with the saved card). The same
 * journeys run at phone width (mobile project); the last one checks the pages fit it.
 */
import { expect, type Page, test } from '@playwright/test';
import { signUpAndIn } from './account-helpers';
import { addOneItem, enterCard, fillAddress } from './checkout-steps';
import { islandsHydrated } from './helpers';

const addShippingAddress = async (page: Page) => {
  await page.goto('/en-us/account/addresses');
  const form = page.getByRole('region', { name: 'Add an address' });
  await form.getByRole('radio', { name: 'Shipping' }).check();
  await fillAddress(form);
  await form.getByLabel('Phone').fill('3035550182');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The address has been saved.' })).toBeVisible();
};

const saveCard = async (page: Page) => {
  await page.goto('/en-us/account/payment-methods');
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The card has been saved.' })).toBeVisible();
};

test('a member edits the profile', async ({ page }) => {
  await signUpAndIn(page, { firstName: 'Kim' });
  await page.goto('/en-us/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('First name').fill('Grace');
  // The number is grouped as it is typed, as at checkout.
  await islandsHydrated(page, 'PhoneGrouping');
  await page.getByLabel('Mobile phone').pressSequentially('3035550182');
  await expect(page.getByLabel('Mobile phone')).toHaveValue('(303) 555-0182');
  await page.getByLabel('Birth date').fill('12/09/1906');
  await page.getByRole('checkbox', { name: 'Hiking' }).check();
  await page.getByLabel('Preferred shoe size').selectOption('9.5');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Mobile phone')).toHaveValue('(303) 555-0182');
  await expect(page.getByLabel('Birth date')).toHaveValue('12/09/1906');
  await expect(page.getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
  // A date that does not exist is refused in place, with what was typed.
  await page.getByLabel('Birth date').fill('02/31/1990');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter a valid date')).toBeVisible();
  await expect(page.getByLabel('Birth date')).toHaveValue('02/31/1990');
  // Newsletter: the opt-in shows the day it began.
  await page.getByRole('checkbox', { name: 'Email newsletter' }).check();
  await page.getByRole('button', { name: 'Save subscriptions' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your subscriptions have been saved.' }),
  ).toBeVisible();
  await expect(page.getByText(/^Subscribed since /)).toBeVisible();
});

test('a member adds, edits and deletes an address', async ({ page }) => {
  await signUpAndIn(page);
  await addShippingAddress(page);
  const shipping = page.getByRole('region', { name: 'Shipping addresses' });
  await expect(shipping).toContainText('1550 Wynkoop St');
  await expect(shipping).toContainText('Default');
  await shipping.getByRole('link', { name: 'Edit Ada Lovelace, 1550 Wynkoop St' }).click();
  const editing = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Edit address' }) });
  // The page opens on the form it was asked for, not at the top of the address book.
  await expect(page).toHaveURL(/\?edit=[\w-]+#edit-address$/);
  await expect(page.getByRole('heading', { name: 'Edit address' })).toBeInViewport();
  // A refusal comes back on the field to put right.
  await editing.getByLabel('Postal code').fill('ABC');
  await editing.getByRole('button', { name: 'Save address' }).click();
  await expect(editing.getByLabel('Postal code')).toBeFocused();
  await expect(editing.getByLabel('Postal code')).toBeInViewport();
  await editing.getByLabel('City').fill('Golden');
  await editing.getByLabel('Postal code').fill('80401');
  // Sent from the keyboard, as a shopper who has just typed the postal code does. (Twice on CI,
  // under load, a pointer click here sent nothing and was never seen again locally; see the
  // issue note.)
  await editing.getByLabel('Postal code').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The address has been saved.' })).toBeVisible();
  await expect(shipping).toContainText('Golden');
  await shipping.getByRole('button', { name: 'Delete Ada Lovelace, 1550 Wynkoop St' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The address has been deleted.' })).toBeVisible();
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();
});

test('a member saves a card once; the same card again is refused', async ({ page }) => {
  await signUpAndIn(page);
  await saveCard(page);
  await expect(page.getByRole('region', { name: 'Saved cards' })).toContainText('Visa ending in 4242');
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This card is already saved in your account.' }),
  ).toBeVisible();
});

test('express checkout takes a member with a default card and address straight to the summary and places the order', async ({
  page,
}) => {
  await signUpAndIn(page);
  await addShippingAddress(page);
  await saveCard(page);
  await addOneItem(page, true);
  await page.goto('/en-us/checkout');
  await expect(page).toHaveURL(/\/en-us\/checkout\?step=summary$/);
  await expect(page.getByText('1550 Wynkoop St').first()).toBeVisible();
  await islandsHydrated(page, 'PlaceOrderButton');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=RL\d{10}$/);
});

test('the account pages fit the screen and keep their navigation @mobile', async ({ page }) => {
  await signUpAndIn(page);
  for (const path of [
    '/en-us/account',
    '/en-us/account/addresses',
    '/en-us/account/payment-methods',
    '/en-us/account/warranty',
    '/en-us/account/privacy',
  ]) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Account' });
    for (const name of [
      'Profile',
      'Addresses',
      'Payment methods',
      'Orders',
      'Favorites',
      'Saved for later',
      'Warranty',
      'Privacy',
    ])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
