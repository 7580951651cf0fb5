/**
 * axe-core on every page kind a shopper walks through, hydrated, at desktop and phone width: no
 * serious or critical violation (WCAG 2.2 A and AA rules, colour contrast included).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { addOneItem, payByCard, shipTo, uniqueEmail } from './checkout-steps';

/** "page: rule (impact) on target, …" for every serious or critical violation of the current page. */
const seriousViolations = async (page: Page, name: string): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

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
