/** Identity journeys: sign up, sign out from a protected page, cart merge at sign-in, password reset. */
import { expect, test } from '@playwright/test';
import { MEMBER_PASSWORD, signInFromHeader, signOutFromHeader, signUpAndIn } from './account-helpers';
import { addFirstSize, uniqueEmail } from './checkout-steps';
import { openFirstProduct, SANDBOX_URL } from './helpers';

test('a shopper signs up, is greeted in the header, and signs out from the cart to the home page', async ({
  page,
}) => {
  await signUpAndIn(page, { firstName: 'Robin', returnTo: '/en-us/cart' });
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await signOutFromHeader(page);
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Hi Robin')).toHaveCount(0);
});

test('a guest cart merges into the member cart at sign-in, with the notice', async ({ page, browser }) => {
  // The member exists already (signed up in another browser), with an empty cart.
  const other = await browser.newPage();
  const member = await signUpAndIn(other);
  await other.close();

  await page.goto('/en-us');
  await openFirstProduct(page);
  await addFirstSize(page, true);
  await page.keyboard.press('Escape');
  await signInFromHeader(page, member);
  await expect(page.getByRole('status').filter({ hasText: 'also holds the items you added' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(`Hi ${member.firstName}`)).toBeVisible();
  await page.goto('/en-us/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
});

test('a shopper resets a forgotten password with the e-mailed link, which works once', async ({
  page,
  request,
}) => {
  const other = await page.context().browser()!.newPage();
  const member = await signUpAndIn(other, { email: uniqueEmail('forgot') });
  await other.close();

  await page.goto('/en-us/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByRole('main').getByLabel('E-mail').fill(member.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a link to choose a new password' })).toBeVisible();

  const outbox = await (
    await request.get(`${SANDBOX_URL}/__outbox?to=${encodeURIComponent(member.email)}`)
  ).json();
  const link = JSON.stringify(outbox.messages).match(
    /https?:\/\/[^"\s\\]+\/en-us\/reset-password\?token=[\w.~-]+/,
  );
  expect(link).not.toBeNull();
  const resetPath = new URL(link![0]).pathname + new URL(link![0]).search;
  await page.goto(resetPath);
  const newPassword = `${MEMBER_PASSWORD}x`;
  await page.getByRole('main').getByLabel('New password').fill(newPassword);
  await page.getByRole('main').getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sign in with the new one' })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByText(`Hi ${member.firstName}`)).toBeVisible();

  await page.goto(resetPath);
  await page.getByRole('main').getByLabel('New password').fill(newPassword);
  await page.getByRole('main').getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'expired or was used already' })).toBeVisible();
});
