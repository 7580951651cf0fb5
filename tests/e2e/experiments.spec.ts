/**
 * The home page's hero experiment (decision service experience 1001), forced to its variant for
 * everyone by the sandbox's admin call: the server renders the variant's hero, so the HTML and a
 * page without JavaScript already show it (no anti-flicker script), and nothing moves as the page
 * loads (CLS 0). Desktop only: the phone renders the same hero.
 */
import { expect, test } from '@playwright/test';
import { SANDBOX_URL } from './helpers';

const ADMIN = { 'x-sandbox-admin': 'sandbox-admin-key' };
const SEEDED_SPLIT = [
  { label: 'Baseline', weight: 50, actionId: 10011 },
  { label: 'Experiment', weight: 50, actionId: 10012, json: { heroVariant: 'A' } },
];
const VARIANT_HERO = 'Out the door by sunrise';
const BASELINE_HERO = 'Made for the long way up';

test.afterEach(async ({ request }) => {
  await request.put(`${SANDBOX_URL}/__admin/decision/experiences/1001`, {
    headers: ADMIN,
    data: { status: 'running', variants: SEEDED_SPLIT },
  });
});

test('the home hero experiment is in the first paint, and nothing moves (CLS 0)', async ({
  browser,
  request,
}) => {
  const forced = await request.put(`${SANDBOX_URL}/__admin/decision/experiences/1001`, {
    headers: ADMIN,
    data: { variants: SEEDED_SPLIT.map((v) => ({ ...v, weight: v.label === 'Experiment' ? 100 : 0 })) },
  });
  expect(forced.status()).toBe(200);

  // The HTML itself carries the variant's hero (a decision past its 150 ms budget renders the
  // baseline, a correct answer on a busy machine: a new shopper asks again).
  await expect
    .poll(async () => {
      const html = await (await request.get('/en-us', { headers: { cookie: '' } })).text();
      return html.includes(VARIANT_HERO) && !html.includes(BASELINE_HERO);
    })
    .toBe(true);

  // Without JavaScript: what the server rendered is what shows.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await expect(async () => {
    await still.context().clearCookies();
    await still.goto('/en-us');
    await expect(still.getByRole('heading', { name: VARIANT_HERO })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(still.getByRole('heading', { name: BASELINE_HERO })).toHaveCount(0);
  await noScript.close();

  // With JavaScript, watching layout shifts from the first paint on.
  const context = await browser.newContext();
  const page = await context.newPage();
  type Shift = { value: number; hadRecentInput: boolean };
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as Shift;
        shifts.push({ value: shift.value, hadRecentInput: shift.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await expect(async () => {
    await context.clearCookies();
    await page.goto('/en-us');
    await expect(page.getByRole('heading', { name: VARIANT_HERO })).toBeVisible({ timeout: 1000 });
  }).toPass();
  const hero = page.getByRole('img', { name: VARIANT_HERO });
  await expect.poll(() => hero.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
  await page.waitForLoadState('load');
  const shifts = await page.evaluate(() =>
    (window as unknown as { __shifts: Shift[] }).__shifts.filter((s) => !s.hadRecentInput),
  );
  expect(
    shifts.reduce((sum, s) => sum + s.value, 0),
    JSON.stringify(shifts),
  ).toBe(0);
  await context.close();
});
