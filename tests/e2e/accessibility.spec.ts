/**
 * axe-core on every page kind a shopper walks through, hydrated, at desktop and phone width: no
 * serious or critical violation (WCAG 2.2 A and AA rules, colour contrast included).
 */
import { expect, test } from '@playwright/test';
import { signUpAndIn } from './account-helpers';
import { seriousViolations } from './axe';
import { addOneItem, payByCard, shipTo, uniqueEmail } from './checkout-steps';

test('every page a shopper walks through has no serious accessibility violation @mobile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const check = async (name: string, url?: string) => {
    if (url) await page.goto(url);
    await page.waitForLoadState('load');
    found.push(...(await seriousViolations(page, name)));
  };

  await check('home', '/en-us');
  await check('home fr-ca', '/fr-ca');
  await check('search', '/en-us/search?q=jacket');
  await check('no results', '/en-us/search?q=zzzzqqqq');
  await check('not found', '/en-us/no-such-page');
  await check('associate sign-in', '/en-us/associate-login');
  await page.goto('/en-us');
  const categoryUrl = await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Men' })
    .first()
    .getAttribute('href');
  await check('category', categoryUrl!);
  await addOneItem(page, true);
  await page.keyboard.press('Escape');
  await check('product');
  await check('cart', '/en-us/cart');
  await check('checkout', '/en-us/checkout');
  await shipTo(page, uniqueEmail('axe'));
  await check('billing');
  await payByCard(page, '4242424242424242');
  await check('summary');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=/);
  await check('confirmation');

  // The club page of a new member: the join form, then the welcome dialog open over the page.
  const password = 'Ridgeline-2026!';
  const signedUp = await page.request.post('/api/auth/sign-up', {
    data: {
      email: uniqueEmail('axe-club'),
      password,
      confirmPassword: password,
      firstName: 'Ax',
      lastName: 'E',
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signedUp.status()).toBe(201);
  await check('club join', '/en-us/account/club');
  await page.getByRole('button', { name: 'Join the Ridgeline club' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to the club' })).toBeVisible();
  await check('club welcome');
  await check('club points', '/en-us/account/club');

  expect(found).toEqual([]);
});

test('the customer service pages have no serious accessibility violation @mobile', async ({ page }) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  const check = async (name: string, url: string) => {
    await page.goto(url);
    await page.waitForLoadState('load');
    found.push(...(await seriousViolations(page, name)));
  };
  await check('contact us', '/en-us/contact-us');
  await check('contact us fr-ca', '/fr-ca/contact-us');
  // A refused message: the form again with its messages.
  await page.getByRole('main').getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  found.push(...(await seriousViolations(page, 'contact us refused')));
  await signUpAndIn(page);
  await check('warranty', '/en-us/account/warranty');
  await check('privacy', '/en-us/account/privacy');
  expect(found).toEqual([]);
});
