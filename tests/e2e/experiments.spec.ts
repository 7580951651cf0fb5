/**
 * The home page's hero experiment (decision service experience 1001), forced to its variant for
 * everyone by the sandbox's admin call: the server renders the variant's hero, so the HTML and a
 * page without JavaScript already show it (no anti-flicker script), and nothing moves as the page
 * loads (CLS 0). Desktop only: the phone renders the same hero.
 * The home page's cart nudge (experience 1005, for carts with lines): decided again in the page
 * when the cart changes (the recalculate event), without a reload; on the phone, a home restored
 * from the back/forward cache after an add elsewhere decides it again without loading React.
 * And the product page's upsell (experience 1003): its add to cart and a recorded rec click.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { chooseSize, islandsHydrated, productAwayFromHome, reachIslands, SANDBOX_URL } from './helpers';

const ADMIN = { 'x-sandbox-admin': 'sandbox-admin-key' };
const SEEDED_SPLIT = [
  { label: 'Baseline', weight: 50, actionId: 10011 },
  { label: 'Experiment', weight: 50, actionId: 10012, json: { heroVariant: 'A' } },
];
const VARIANT_HERO = 'Out the door by sunrise';
const BASELINE_HERO = 'Made for the long way up';

const NUDGE_SPLIT = [
  { label: 'Baseline', weight: 50, actionId: 10051 },
  { label: 'Experiment', weight: 50, actionId: 10052, json: { nudge: 'complete-order' } },
];

const UPSELL_SPLIT = [
  { label: 'Baseline', weight: 50, actionId: 10031, recs: { strategy: 'similar', count: 3 } },
  { label: 'Experiment', weight: 50, actionId: 10032, recs: { strategy: 'complete-the-look', count: 3 } },
];

test.afterEach(async ({ request }) => {
  await request.put(`${SANDBOX_URL}/__admin/decision/experiences/1001`, {
    headers: ADMIN,
    data: { status: 'running', variants: SEEDED_SPLIT },
  });
  await request.put(`${SANDBOX_URL}/__admin/decision/experiences/1003`, {
    headers: ADMIN,
    data: { status: 'running', variants: UPSELL_SPLIT },
  });
  await request.put(`${SANDBOX_URL}/__admin/decision/experiences/1005`, {
    headers: ADMIN,
    data: { status: 'running', variants: NUDGE_SPLIT },
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

/**
 * Everyone in the nudge's variant (the audience still asks for a cart with lines): the nudge and
 * the line it replaces, on `page`.
 */
const forceCartNudge = async (page: Page, request: APIRequestContext) => {
  const forced = await request.put(`${SANDBOX_URL}/__admin/decision/experiences/1005`, {
    headers: ADMIN,
    data: { variants: NUDGE_SPLIT.map((v) => ({ ...v, weight: v.label === 'Experiment' ? 100 : 0 })) },
  });
  expect(forced.status()).toBe(200);
  return {
    nudge: page.getByRole('link', { name: 'Complete your order' }),
    returnsLine: page.getByText('Free returns within 30 days', { exact: true }),
  };
};

test('the cart nudge follows the cart on the home page, without a reload', async ({ page, request }) => {
  const { nudge, returnsLine } = await forceCartNudge(page, request);
  const lastLabels = () =>
    page.evaluate(
      () =>
        ((window as unknown as { dataLayer: { event: string; experiments?: unknown[] }[] }).dataLayer ?? [])
          .filter((e) => e.event === 'experiments')
          .at(-1)?.experiments,
    );

  // A new shopper has no cart: everyone is in the nudge's variant, yet it is not theirs to see.
  await page.goto('/en-us');
  await expect(returnsLine).toBeVisible();
  await expect(nudge).toHaveCount(0);

  // A line added in another tab of the same browser: this page cannot know until told.
  const { variant, path } = await productAwayFromHome(request, 250);
  const shop = await page.context().newPage();
  await shop.goto(path);
  await reachIslands(shop, 'AddToCart');
  await chooseSize(shop, variant.size);
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shop.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await shop.close();
  await expect(nudge).toHaveCount(0);

  // Anyone may fire the recalculate event: the slot is decided again and swapped in place.
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('p13n:recalculate')));
  await expect(nudge).toBeVisible();
  await expect(returnsLine).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
  expect(await lastLabels()).toEqual([expect.objectContaining({ experienceId: 1005, variant: 'A' })]);

  // A page made now shows the nudge from the start: its decision heard the cart (a decision past
  // its budget renders the baseline on a busy machine: ask again).
  await expect(async () => {
    await page.goto('/en-us');
    await expect(nudge).toBeVisible({ timeout: 1000 });
  }).toPass();

  // The line removed in the home page's own mini cart: the cart tells the page, the returns line
  // comes back in place, and the mini cart stays open (no reload).
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });
  // A link until React comes (its tap brings it and is replayed), a button from then on.
  const cartButton = { name: 'Cart, 1 item', exact: true };
  await page.getByRole('button', cartButton).or(page.getByRole('link', cartButton)).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible();
  await miniCart.getByRole('button', { name: /^Remove / }).click();
  await expect(returnsLine).toBeVisible();
  await expect(nudge).toHaveCount(0);
  await expect(miniCart).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
  expect(await lastLabels()).toEqual([expect.objectContaining({ experienceId: 1005, variant: 'Baseline' })]);
});

/**
 * Chromium as Playwright starts it keeps no page in the back/forward cache; a shopper's does, and
 * the guest's home may enter it (`private, no-cache`, no `unload`).
 */
const withBackForwardCache = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    },
    { scope: 'worker' },
  ],
});

// The phone only: on a desktop the home's hero carousel hydrates as it shows, and React with it.
withBackForwardCache(
  'back to the home from the back/forward cache: the cart nudge follows the cart, and no React comes @mobile-only',
  async ({ page, request }) => {
    const { nudge, returnsLine } = await forceCartNudge(page, request);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const fetched = (chunk: string) => scripts.filter((path) => path.startsWith(`/assets/${chunk}-`));

    await page.goto('/en-us');
    await expect(returnsLine).toBeVisible();
    await expect(nudge).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });
    expect(fetched('react')).toEqual([]);

    // A line added on another page, then back: the page comes back as it was left, and decides again.
    const { variant, path } = await productAwayFromHome(request, 98, 2);
    await page.goto(path);
    await reachIslands(page, 'AddToCart');
    await chooseSize(page, variant.size);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    scripts.length = 0;
    // A restored page fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    await expect(nudge).toBeVisible();
    await expect(returnsLine).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
      true,
    );
    expect(fetched('recalculate')).toHaveLength(1);
    // Neither React nor the islands' stores (`app`): a recalculation needs the BFF fetch alone.
    expect([...fetched('react'), ...fetched('app')]).toEqual([]);
  },
);

test('the product page upsell: complete the look, its add to cart, and a rec click recorded', async ({
  page,
  request,
}) => {
  const forced = await request.put(`${SANDBOX_URL}/__admin/decision/experiences/1003`, {
    headers: ADMIN,
    data: { variants: UPSELL_SPLIT.map((v) => ({ ...v, weight: v.label === 'Experiment' ? 100 : 0 })) },
  });
  expect(forced.status()).toBe(200);
  const product = await productAwayFromHome(request, 310);
  const upsell = page.getByRole('region', { name: 'Complete the look' });
  // A decision past its budget shows no upsell (a correct answer on a busy machine): ask again.
  await expect(async () => {
    await page.context().clearCookies();
    await page.goto(product.path);
    await expect(upsell).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  await upsell.scrollIntoViewIfNeeded();
  await islandsHydrated(page, 'Upsell');
  const titles = upsell.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(3);
  const name = (await titles.first().textContent())!.trim();
  // Seen once it is in view: its impressions reach the data layer, in the order shown.
  const pushed = (event: string) =>
    page.evaluate(
      (name) =>
        (
          (window as unknown as { dataLayer: { event: string; ecommerce?: unknown }[] }).dataLayer ?? []
        ).filter((e) => e.event === name),
      event,
    );
  await expect
    .poll(async () => {
      const [impressions] = (await pushed('upsellImpressions')) as {
        ecommerce: { impressions: { name: string; list: string; position: number }[] };
      }[];
      return impressions?.ecommerce.impressions.map(({ name, list, position }) => ({ name, list, position }));
    })
    .toEqual([
      { name, list: 'Upsell', position: 1 },
      expect.objectContaining({ list: 'Upsell', position: 2 }),
      expect.objectContaining({ list: 'Upsell', position: 3 }),
    ]);

  // Its own add to cart: the item lands in the cart.
  await upsell.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart).toContainText(name);
  await miniCart.getByRole('button', { name: 'Close' }).first().click();

  // A click on the card goes to its page and the service hears of it, for this shopper.
  const monetateId = (await page.context().cookies()).find((c) => c.name === 'mt.v')!.value;
  // The click is pushed as the upsell's product click (the page is kept to read it, then followed).
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }));
  await titles.first().getByRole('link').click();
  expect(await pushed('productClick')).toEqual([
    {
      event: 'productClick',
      ecommerce: {
        click: {
          actionField: { list: 'Upsell' },
          products: [expect.objectContaining({ name, position: 1 })],
        },
      },
    },
  ]);
  await page.goto((await titles.first().getByRole('link').getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect
    .poll(async () => {
      const answer = await request.get(`${SANDBOX_URL}/__admin/decision/events?monetateId=${monetateId}`, {
        headers: ADMIN,
      });
      const { events } = (await answer.json()) as { events: { eventType: string }[] };
      return events.filter((e) => e.eventType === 'monetate:record:RecClicks').length;
    })
    .toBe(1);
});

test('a category page’s recommendations: impressions recorded once seen, a click recorded, no React', async ({
  page,
  request,
}) => {
  // React asked for by the category page (the product page the click leads to may ask for it).
  const react: string[] = [];
  page.on('request', (r) => {
    if (
      /\/assets\/react-[\w-]+\.js$/.test(new URL(r.url()).pathname) &&
      /\/c\//.test(r.headers().referer ?? '')
    )
      react.push(r.url());
  });
  const recs = page.getByRole('region', { name: 'Recommended for you' });
  // A decision past its budget shows no recommendations (a correct answer on a busy machine).
  await expect(async () => {
    await page.context().clearCookies();
    await page.goto('/en-us/c/men-1100');
    await expect(recs).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  const monetateId = (await page.context().cookies()).find((c) => c.name === 'mt.v')!.value;
  const recorded = async (eventType: string) => {
    const answer = await request.get(`${SANDBOX_URL}/__admin/decision/events?monetateId=${monetateId}`, {
      headers: ADMIN,
    });
    const { events } = (await answer.json()) as { events: { eventType: string; event: unknown }[] };
    return events.filter((e) => e.eventType === eventType).map((e) => e.event);
  };
  // Below the results: nothing is reported until the shopper scrolls to it.
  await page.waitForTimeout(500);
  expect(await recorded('monetate:record:RecImpressions')).toEqual([]);
  await recs.scrollIntoViewIfNeeded();
  // One token per card shown, in their order, each this shopper's (it names their `mt.v`).
  const cards = await recs.getByRole('article').count();
  expect(cards).toBeGreaterThan(0);
  await expect.poll(() => recorded('monetate:record:RecImpressions')).toHaveLength(1);
  const [impressions] = (await recorded('monetate:record:RecImpressions')) as { recImpressions: string[] }[];
  expect(impressions!.recImpressions).toHaveLength(cards);
  for (const token of impressions!.recImpressions)
    expect(token).toMatch(new RegExp(`^rt:1002\\d:.+:${monetateId.replaceAll('.', '\\.')}$`));
  const card = recs.getByRole('link').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(new URL(href, page.url()).href);
  // The first card's click is the first card's token.
  await expect
    .poll(() => recorded('monetate:record:RecClicks'))
    .toEqual([{ eventType: 'monetate:record:RecClicks', recClicks: [impressions!.recImpressions[0]] }]);
  // Seen once: the category's impressions were not reported again (the product page has its own).
  const category = (await recorded('monetate:record:RecImpressions')).filter((e) =>
    (e as { recImpressions: string[] }).recImpressions[0]!.startsWith('rt:1002'),
  );
  expect(category).toHaveLength(1);
  expect(react).toEqual([]);
});
