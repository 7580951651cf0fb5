/**
 * The site's pop-ups (`popups/{siteId}`) on every shopper page: the newsletter pop-up arrives
 * minimized on a category page, expands after its delay, is closed for good (the `dismissedPopups`
 * cookie) and does not come back on another page or after a reload; the next pop-up takes its place.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { islandsHydrated, openFirstProduct, watchScripts } from './helpers';

const CATEGORY = '/en-us/c/men-1100';
const NEWSLETTER = 'Get 10% off your first order';
const REGISTRATION = 'Create an account, earn points';

test('the newsletter pop-up opens minimized, expands, and once closed stays closed on every page @mobile', async ({
  page,
}) => {
  // The journeys start with the site's pop-ups dismissed (playwright.config.ts): this one wants them.
  await page.context().clearCookies({ name: 'dismissedPopups' });
  // Minimized as the page arrives (checked on the HTML: a loaded page may already be 2 s old).
  const html = await (await page.request.get(CATEGORY)).text();
  expect(html).toMatch(/<aside class="popup popup--minimized"[^>]*><details class="popup__details">/);

  await page.goto(CATEGORY);
  const popup = page.getByRole('complementary', { name: NEWSLETTER, exact: true });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Get 10% off', { exact: true })).toBeVisible();
  await islandsHydrated(page, 'Popup');
  // Expands on its own after 2000 ms.
  await expect(popup.getByRole('heading', { name: 'Join the Ridgeline newsletter' })).toBeVisible({
    timeout: 5000,
  });
  const events = () =>
    page.evaluate(() =>
      (
        window as unknown as { dataLayer: { event: string; popupType?: string; popupName?: string }[] }
      ).dataLayer
        .filter((e) => e.event.startsWith('popup'))
        .map((e) => `${e.event}:${e.popupType}:${e.popupName}`),
    );
  expect(await events()).toEqual([
    'popupImpression:Newsletter:Get 10% off',
    'popupExpand:Newsletter:Get 10% off',
  ]);

  // What it says reads on its dark green (axe: contrast).
  const { violations } = await new AxeBuilder({ page })
    .include('aside.popup')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await popup.getByRole('button', { name: 'Close pop-up' }).click();
  await expect(popup).toHaveCount(0);
  expect(await events()).toContain('popupClose:Newsletter:Get 10% off');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'dismissedPopups')?.value)
    .toContain('popup-newsletter');

  // Another page: not the newsletter again, the next pop-up (registration) instead.
  await page.goto('/en-us');
  await expect(page.getByRole('complementary', { name: REGISTRATION, exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: NEWSLETTER, exact: true })).toHaveCount(0);
  // And after a reload of the category page.
  await page.goto(CATEGORY);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('complementary', { name: REGISTRATION, exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: NEWSLETTER, exact: true })).toHaveCount(0);
});

test('closing the pop-up from the keyboard puts the focus back where the shopper was, else on main', async ({
  page,
}) => {
  await page.context().clearCookies({ name: 'dismissedPopups' });
  await page.goto(CATEGORY);
  const newsletter = page.getByRole('complementary', { name: NEWSLETTER, exact: true });
  await islandsHydrated(page, 'Popup');
  await expect(newsletter.getByRole('heading', { name: 'Join the Ridgeline newsletter' })).toBeVisible({
    timeout: 5000,
  });
  // It opened on its own with the focus nowhere: the shopper goes to its close button and presses it.
  await newsletter.getByRole('button', { name: 'Close pop-up' }).focus();
  await page.keyboard.press('Enter');
  await expect(newsletter).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  // The dismissal reaches the BFF after the pop-up has gone: the next page waits for its cookie.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'dismissedPopups')?.value)
    .toContain('popup-newsletter');

  // The next pop-up, reached from a link of the page: Escape closes it and the focus goes back there.
  await page.goto('/en-us');
  const registration = page.getByRole('complementary', { name: REGISTRATION, exact: true });
  await islandsHydrated(page, 'Popup');
  const logo = page.getByRole('banner').getByRole('link', { name: 'Ridgeline', exact: true });
  await logo.focus();
  await registration.locator('summary').focus();
  await page.keyboard.press('Escape');
  await expect(registration).toHaveCount(0);
  await expect(logo).toBeFocused();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'dismissedPopups')?.value)
    .toContain('popup-registration');
});

test('a page with the pop-up still loads only the island loader before its load event', async ({ page }) => {
  await page.context().clearCookies({ name: 'dismissedPopups' });
  const watch = watchScripts(page);
  for (const path of ['/en-us', CATEGORY]) {
    watch.restart();
    await page.goto(path);
    const popup = page.getByRole('complementary', { name: NEWSLETTER, exact: true });
    await expect(popup).toBeVisible();
    await islandsHydrated(page, 'Popup');
    // Hydrated when the page was idle, and still expanded about 2 s after the page began.
    await expect(popup.getByRole('heading', { name: 'Join the Ridgeline newsletter' })).toBeVisible({
      timeout: 5000,
    });
    expect(watch.beforeLoad(), path).toEqual([expect.stringMatching(/^\/assets\/entry-[\w-]+\.js$/)]);
  }
});

test('nothing moves as a page with the pop-up loads, its logo arrives and it expands (CLS 0) @mobile', async ({
  page,
}) => {
  await page.context().clearCookies({ name: 'dismissedPopups' });
  // Layout shifts not caused by the shopper, from the first paint on (Lighthouse's CLS counts these).
  // Each shift keeps what moved, so a failure says where to look.
  type Shift = { value: number; hadRecentInput: boolean; moved: string[] };
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as Omit<Shift, 'moved'> & { sources?: { node?: Node | null }[] };
        const moved = (shift.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `${node.localName}.${[...node.classList].join('.')}`
            : String(node?.nodeName),
        );
        shifts.push({ value: shift.value, hadRecentInput: shift.hadRecentInput, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const expectStill = async (where: string) => {
    const popup = page.getByRole('complementary', { name: NEWSLETTER, exact: true });
    await expect(popup.getByRole('heading', { name: 'Join the Ridgeline newsletter' })).toBeVisible({
      timeout: 5000,
    });
    // The logo (declared 120 × 24) has arrived in the bar and in the panel.
    await expect
      .poll(() =>
        popup.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);
    // The expanded bar still reads its title where the logo was.
    const title = popup.getByText('Get 10% off', { exact: true });
    const [bar, shown] = await Promise.all([popup.locator('summary').boundingBox(), title.boundingBox()]);
    expect(Math.abs(shown!.x - bar!.x - 16), where).toBeLessThan(2);
    const shifts = await page.evaluate(() =>
      (window as unknown as { __shifts: Shift[] }).__shifts.filter((s) => !s.hadRecentInput),
    );
    const shifted = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(shifted, `${where}: ${JSON.stringify(shifts)}`).toBe(0);
  };
  await page.goto('/en-us');
  await expectStill('home');
  await openFirstProduct(page);
  await expectStill('product page');
});
