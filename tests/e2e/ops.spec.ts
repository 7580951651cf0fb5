/**
 * Operators: after some shopping traffic, an operator signs in to /ops with the development
 * OPS_SECRET of wrangler.toml and reads the numbers of that traffic; anyone else gets the
 * sign-in form (401), never data. The dashboard needs no script.
 */
import { expect, type Page, test } from '@playwright/test';
import { lookAt, openFirstProduct } from './helpers';

const DEV_OPS_SECRET = 'dev-only-ops-secret-0123456789abcdef';

const shop = async (page: Page) => {
  await page.goto('/en-us');
  await openFirstProduct(page);
  await page.goto('/en-us/search?q=jacket');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

const signIn = async (page: Page, secret = DEV_OPS_SECRET) => {
  await page.getByLabel('Operator secret').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const expectNumbers = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront operations' })).toBeVisible();
  const hour = page.getByRole('region', { name: 'Last hour' });
  await expect(page.getByRole('region', { name: 'Last day' })).toBeVisible();
  const requests = hour
    .getByRole('term')
    .filter({ hasText: /^Requests$/ })
    .locator('xpath=following-sibling::dd[1]');
  expect(Number((await requests.textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(3);
  const routes = hour.getByRole('table', {
    name: 'Last hour: route latency (time to headers) and error rate',
  });
  await expect(routes.getByRole('rowheader', { name: '/:locale', exact: true })).toBeVisible();
  await expect(routes.getByRole('rowheader', { name: '/:locale/p/:segment', exact: true })).toBeVisible();
  await expect(routes.getByRole('rowheader', { name: '/:locale/search', exact: true })).toBeVisible();
  await expect(
    hour.getByRole('img', { name: 'Last hour: time to headers p50, p95 and p99 per slice' }),
  ).toBeVisible();
  await expect(
    hour
      .getByRole('table', { name: 'Last hour: upstream time per request and page render time' })
      .getByRole('rowheader', {
        name: 'content',
      }),
  ).toBeVisible();
  // The home page the shopper saw was decided into the hero experiment: its variant is counted
  // (more traffic in the window may have shown both).
  await expect(
    hour
      .getByRole('table', {
        name: 'Last hour: pages per experiment variant, its share of the experiment and time to headers',
      })
      .getByRole('rowheader', { name: /^1001 · (A|Baseline)$/ })
      .first(),
  ).toBeVisible();
  await expect(hour.getByRole('term').filter({ hasText: 'Decision timeouts' })).toBeVisible();
  await expect(hour.getByRole('term').filter({ hasText: '401 recoveries' })).toBeVisible();
  await expect(hour.getByRole('term').filter({ hasText: 'Refresh failures' })).toBeVisible();
};

test.describe('operator dashboard', () => {
  test('an operator signs in after some shopping and sees the numbers of that traffic', async ({ page }) => {
    await shop(page);
    const refused = await page.goto('/ops');
    expect(refused!.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL(/\/ops$/);
    await expectNumbers(page);
    await lookAt(page, 'ops');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status')).toHaveText('You are signed out.');
    const again = await page.goto('/ops');
    expect(again!.status()).toBe(401);
  });

  test('a shopper without the operator cookie gets the sign-in form, and a wrong secret shows no data', async ({
    page,
  }) => {
    await shop(page);
    const response = await page.goto('/ops');
    expect(response!.status()).toBe(401);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    expect(response!.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.getByRole('region', { name: 'Last hour' })).toHaveCount(0);
    await signIn(page, 'a guess');
    await expect(page.getByRole('alert')).toHaveText('That secret is not right. Try again.');
    await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
    await expect(page.getByText('Time to headers p50')).toHaveCount(0);
    await lookAt(page, 'ops-sign-in', { fullPage: false });
  });

  test('works without script @nojs', async ({ page }) => {
    await shop(page);
    await page.goto('/ops/sign-in');
    await signIn(page);
    await expectNumbers(page);
  });
});
