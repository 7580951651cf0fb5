/**
 * The site's pop-ups (`popups/{siteId}`) on every shopper page: the newsletter pop-up arrives
 * minimized on a category page, expands after its delay, is closed for good (the `dismissedPopups`
 * cookie) and does not come back on another page or after a reload; the next pop-up takes its place.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, test } from '@playwright/test';
import { holdIslandCode, islandsHydrated, islandsWatched, openFirstProduct, watchScripts } from './helpers';

const CATEGORY = '/en-us/c/men-1100';
const NEWSLETTER = 'Get 10% off your first order';
const REGISTRATION = 'Create an account, earn points';

test('the newsletter pop-up opens minimized, expands, and once closed stays closed on every page', async ({
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
  await islandsHydrated(page, 'NewsletterPopup');
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
  await islandsHydrated(page, 'NewsletterPopup');
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
    await islandsHydrated(page, 'NewsletterPopup');
    // Hydrated when the page was idle, and still expanded about 2 s after the page began.
    await expect(popup.getByRole('heading', { name: 'Join the Ridgeline newsletter' })).toBeVisible({
      timeout: 5000,
    });
    expect(watch.beforeLoad(), path).toEqual([expect.stringMatching(/^\/assets\/entry-[\w-]+\.js$/)]);
  }
});

test('nothing moves as a page with the pop-up loads, its logo arrives and it expands (CLS 0) @mobile', async ({
  page,
  isMobile,
}) => {
  await page.context().clearCookies({ name: 'dismissedPopups' });
  // Layout shifts not caused by the shopper, from the first paint on (Lighthouse's CLS counts these).
  // Each shift keeps what moved, so a failure says where to look.
  type Shift = { value: number; hadRecentInput: boolean; startTime: number; moved: string[] };
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
        shifts.push({
          value: shift.value,
          hadRecentInput: shift.hadRecentInput,
          startTime: shift.startTime,
          moved,
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const expectStill = async (where: string) => {
    const popup = page.getByRole('complementary', { name: NEWSLETTER, exact: true });
    // A phone's tab opens when tapped: what moves from the tap on is the shopper's doing. (Its code
    // waits for the tap, held and replayed; on a busy machine the replay can come later than the
    // browser's 500 ms "recent input", so shifts are counted up to the tap.)
    let tappedAt = Number.POSITIVE_INFINITY;
    if (isMobile) {
      await islandsWatched(page, 'NewsletterPopup');
      tappedAt = await page.evaluate(() => performance.now());
      await popup.getByText('Get 10% off', { exact: true }).click();
    }
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
    const shifts = await page.evaluate(
      (before) =>
        (window as unknown as { __shifts: Shift[] }).__shifts.filter(
          (s) => !s.hadRecentInput && s.startTime < before,
        ),
      tappedAt,
    );
    const shifted = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(shifted, `${where}: ${JSON.stringify(shifts)}`).toBe(0);
  };
  await page.goto('/en-us');
  await expectStill('home');
  await openFirstProduct(page);
  await expectStill('product page');
});

/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  return box!;
};

test('a toast and the pop-up never cover each other, minimized or expanded', async ({ page }) => {
  await page.context().clearCookies({ name: 'dismissedPopups' });
  // The pop-up's code waits: minimized, as the server sent it, until released.
  const release = await holdIslandCode(page, 'NewsletterPopup');
  // Back from signing in with a cart merged: the page opens with a toast, the pop-up in its corner.
  await page.goto(`${CATEGORY}?signedIn=merged`);
  await islandsHydrated(page, 'Toasts');
  const toast = page.getByRole('status').filter({ hasText: 'Your cart now also holds the items' });
  const popup = page.getByRole('complementary', { name: NEWSLETTER, exact: true });
  await expect(toast).toBeVisible();
  await expect(popup).toBeVisible();
  expect(overlap(await boxOf(toast), await boxOf(popup)), 'minimized').toBe(false);
  release();
  await islandsHydrated(page, 'NewsletterPopup');
  await expect(popup.getByRole('heading', { name: 'Join the Ridgeline newsletter' })).toBeVisible({
    timeout: 5000,
  });
  await expect(popup.getByLabel('Email')).toBeVisible();
  // The toast moved above the expanded pop-up and is whole on the screen.
  await expect
    .poll(async () => overlap(await boxOf(toast), await boxOf(popup)), { timeout: 3000 })
    .toBe(false);
  expect((await boxOf(toast)).y).toBeGreaterThanOrEqual(0);
});

test('the newsletter pop-up signs the shopper up, says so, and does not come back', async ({ page }) => {
  await page.context().clearCookies({ name: 'dismissedPopups' });
  await page.goto(CATEGORY);
  const popup = page.getByRole('complementary', { name: NEWSLETTER, exact: true });
  await islandsHydrated(page, 'NewsletterPopup');
  await expect(popup.getByRole('heading', { name: 'Join the Ridgeline newsletter' })).toBeVisible({
    timeout: 5000,
  });
  await popup.getByLabel('Email').fill(`popup-${Date.now()}@example.com`);
  await popup.getByRole('checkbox', { name: /I have read the privacy policy/ }).check();
  await popup.getByRole('button', { name: 'Sign up' }).click();
  await expect(popup.getByRole('status')).toHaveText(/Thank you! You are now subscribed to our newsletter./);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'dismissedPopups')?.value)
    .toContain('popup-newsletter');
  await page.goto('/en-us');
  await expect(page.getByRole('complementary', { name: REGISTRATION, exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: NEWSLETTER, exact: true })).toHaveCount(0);
});

test('without script the pop-up opens, signs up, comes back to the page saying so, and then stays away @nojs', async ({
  page,
}) => {
  await page.context().clearCookies({ name: 'dismissedPopups' });
  await page.goto(CATEGORY);
  const popup = page.getByRole('complementary', { name: NEWSLETTER, exact: true });
  await popup.getByText('Get 10% off', { exact: true }).click();
  await popup.getByLabel('Email').fill(`popup-nojs-${Date.now()}@example.com`);
  await popup.getByRole('checkbox', { name: /I have read the privacy policy/ }).check();
  await popup.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(
    /\/en-us\/c\/men-1100\?newsletter=subscribed&newsletterForm=nl-popup-popup-newsletter/,
  );
  await expect(popup.getByRole('status')).toHaveText(/Thank you! You are now subscribed to our newsletter./);
  await page.goto(CATEGORY);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('complementary', { name: NEWSLETTER, exact: true })).toHaveCount(0);
});

test('on a phone the pop-up is a small tab off the buy box and the first row, until tapped @mobile-only', async ({
  page,
}) => {
  await page.context().clearCookies({ name: 'dismissedPopups' });
  const popup = page.getByRole('complementary', { name: NEWSLETTER, exact: true });
  const tab = popup.getByText('Get 10% off', { exact: true });
  const heading = popup.getByRole('heading', { name: 'Join the Ridgeline newsletter' });
  const viewport = page.viewportSize()!;

  // A category page: the tab is clear of every card of the grid's first row.
  await page.goto(CATEGORY);
  await islandsWatched(page, 'NewsletterPopup');
  const cards = page.getByRole('list', { name: /products/ }).getByRole('listitem');
  const first = await boxOf(cards.first());
  const tabBox = await boxOf(popup);
  expect(tabBox.width * tabBox.height, 'a small tab').toBeLessThan((viewport.width * viewport.height) / 20);
  for (const card of await cards.all()) {
    const box = await boxOf(card);
    if (Math.abs(box.y - first.y) > 1) break;
    expect(overlap(tabBox, box), 'first row').toBe(false);
  }
  // Still a tab past its delay.
  await page.waitForTimeout(2500);
  await expect(heading).toBeHidden();

  // A product page: the tab is clear of the buy box, and opens into the form when tapped.
  await page.goto('/en-us');
  await openFirstProduct(page);
  await islandsWatched(page, 'NewsletterPopup');
  const buyBox = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add to cart' }) });
  expect(overlap(await boxOf(popup), await boxOf(buyBox)), 'buy box').toBe(false);
  await page.waitForTimeout(2500);
  await expect(heading).toBeHidden();
  await tab.click();
  await expect(heading).toBeVisible();
  await expect(popup.getByLabel('Email')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Sign up' })).toBeVisible();
});
