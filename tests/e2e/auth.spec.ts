/** Identity journeys: sign up, sign out from a protected page, cart merge at sign-in, password reset. */
import { expect, test } from '@playwright/test';
import { MEMBER_PASSWORD, signInFromHeader, signOutFromHeader, signUpAndIn } from './account-helpers';
import { addFirstSize, uniqueEmail } from './checkout-steps';
import {
  chooseSize,
  openFirstProduct,
  productAwayFromHome,
  reachIslands,
  SANDBOX_URL,
  setVariant,
} from './helpers';

/** The sandbox's outbox (live reset links, gift card PINs) answers only its admin key. */
const SANDBOX_ADMIN = { headers: { 'x-sandbox-admin': 'sandbox-admin-key' } };

test('a shopper signs up, is greeted in the header, and signs out from the cart to the home page @mobile', async ({
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

test('items sold out before sign-in stay out of the merged cart, and the shopper is told', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The member already has a cart (from another browser), so the guest's lines merge into it.
  const other = await browser.newPage();
  const member = await signUpAndIn(other);
  await other.goto('/en-us');
  await openFirstProduct(other);
  await addFirstSize(other, true);
  await other.close();

  // Products no other journey shops, one pair per project.
  const start = testInfo.project.name === 'mobile' ? 130 : 120;
  const kept = await productAwayFromHome(request, start);
  const soldOut = await productAwayFromHome(request, start + 1);
  for (const item of [kept, soldOut]) {
    await page.goto(item.path);
    await reachIslands(page, 'AddToCart');
    await chooseSize(page, item.variant.size);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  // While the shopper decides to sign in, the second item sells out.
  expect((await setVariant(request, soldOut.variant.sku, { stock: 0 })).ok()).toBe(true);

  await signInFromHeader(page, member);
  await expect(
    page.getByRole('status').filter({ hasText: 'except some that are sold out or no longer available' }),
  ).toBeVisible();
  await page.goto('/en-us/cart');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: kept.details.name }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: soldOut.details.name })).toHaveCount(0);
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
    await request.get(`${SANDBOX_URL}/__outbox?to=${encodeURIComponent(member.email)}`, SANDBOX_ADMIN)
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

test('a refused sign-in or sign-up keeps what was typed but the password, and opens on the error', async ({
  page,
}) => {
  const other = await page.context().browser()!.newPage();
  const member = await signUpAndIn(other, { email: uniqueEmail('refused'), firstName: 'Sasha' });
  await other.close();

  // A wrong password: the page again, focus on the message, the e-mail kept, the password not.
  await page.goto('/en-us/sign-in?returnTo=%2Fen-us%2Fcart');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await form.getByRole('button', { name: 'Sign in' }).click();
  const refused = form.getByRole('alert');
  await expect(refused).toHaveText('This e-mail and password do not match an account.');
  await expect(refused).toBeFocused();
  // Still the sign-in page's own address (an /api/ one would be a dead end to bookmark or share).
  await expect(page).toHaveURL(/\/en-us\/sign-in$/);
  await expect(form.getByLabel('E-mail')).toHaveValue(member.email);
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  // The password put right on the same form: signed in, on to where the shopper was going.
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart(\?|$)/);
  await expect(page.getByRole('banner').getByText('Hi Sasha')).toBeVisible();
  await signOutFromHeader(page);

  // An e-mail that has an account already: the sign-up form keeps the e-mail and the names.
  await page.goto('/en-us/sign-up');
  await form.getByLabel('E-mail').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await form.getByLabel('Confirm password').fill(MEMBER_PASSWORD);
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByRole('button', { name: 'Create account' }).click();
  const taken = form.getByRole('alert');
  await expect(taken).toHaveText('This e-mail already has an account: sign in instead.');
  await expect(taken).toBeFocused();
  await expect(page).toHaveURL(/\/en-us\/sign-up$/);
  await expect(form.getByLabel('E-mail')).toHaveValue(member.email);
  await expect(form.getByLabel('First name')).toHaveValue('Robin');
  await expect(form.getByLabel('Last name')).toHaveValue('Okafor');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Confirm password')).toHaveValue('');
});

test('two tabs kept open across an access-token expiry both stay signed in', async ({ page, context }) => {
  // Sign-up, a cart line and two tabs loading twice: more than one journey's usual time.
  test.setTimeout(120_000);
  const member = await signUpAndIn(page);
  await openFirstProduct(page);
  await addFirstSize(page, true);
  await page.keyboard.press('Escape');
  const second = await context.newPage();
  await second.goto('/en-us/cart');
  const greeting = `Hi ${member.firstName}`;
  await expect(second.getByRole('banner').getByText(greeting)).toBeVisible();

  // The access token runs out: the browser no longer has it (as at its expiry), only the refresh
  // token. Both tabs come back at the same moment, so both renew with the same refresh token.
  await context.clearCookies({ name: '__Host-sf_at' });
  await Promise.all([page.goto('/en-us/cart'), second.reload()]);
  for (const tab of [page, second]) {
    await expect(tab.getByRole('banner').getByText(greeting)).toBeVisible();
    await expect(tab.locator('main').getByRole('listitem').first()).toBeVisible();
  }
  // The rotated refresh token is the one both tabs hold now: the next expiry renews again.
  await context.clearCookies({ name: '__Host-sf_at' });
  await Promise.all([page.reload(), second.reload()]);
  for (const tab of [page, second]) await expect(tab.getByRole('banner').getByText(greeting)).toBeVisible();
});

test("a member's greeting fits the header: whole on a desktop, a person icon on a phone @mobile", async ({
  page,
}, info) => {
  await signUpAndIn(page, { firstName: 'Alexandrine' });
  for (const locale of ['fr-ca', 'de-de', 'en-us']) {
    await page.goto(`/${locale}`);
    const banner = page.getByRole('banner');
    const greeting = banner.getByText(/^(Bonjour|Hallo|Hi) Alexandrine$/);
    await expect(greeting).toBeAttached();
    // The cart's link is replaced by its button when the mini cart wakes; a box read while the
    // swap happens is null, so the measures are taken again until one whole set agrees.
    await expect(async () => {
      const logo = (await banner.getByRole('link', { name: 'Ridgeline' }).boundingBox())!;
      const cartName = { name: /^(Cart|Panier|Warenkorb),/ };
      const cart = (await banner
        .getByRole('link', cartName)
        .or(banner.getByRole('button', cartName))
        .boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(cart.x + cart.width).toBeLessThanOrEqual(viewport.width);
      if (info.project.name === 'mobile') {
        // The greeting is the menu's name for assistive technology; nothing of it is half shown.
        const icon = (await banner.getByRole('group').filter({ hasText: 'Alexandrine' }).boundingBox())!;
        expect(icon.x).toBeGreaterThanOrEqual(logo.x + logo.width);
        expect(icon.width).toBeLessThan(80);
      } else {
        // Not cut with an ellipsis.
        expect(await greeting.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
        const box = (await greeting.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(cart.x);
      }
    }).toPass();
  }
});
