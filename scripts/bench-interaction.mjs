// `npm run bench:interaction` (also run by `npm run bench`): the shopper's taps on a phone. Real
// Chromium with the CPU slowed 4× and slow 4G (150 ms round trip, 1.6 Mbps down, 750 Kbps up,
// through CDP), a 412 px touch screen, median of BENCH_RUNS (3) runs, each in a fresh browser
// context (nothing cached):
// - add to cart: from the tap on "Add to cart" to the line in the mini cart, and to the BFF's
//   cart shown (no line still marked busy), with the scripts the tap had to fetch;
// - the slowest event of each interaction (the INP candidate, Event Timing entries grouped by
//   interactionId): open the menu (home), pick a size and add to cart (product page), open the
//   filters (listing); every frame is taken, as a display would (`showFrames`);
// - JavaScript loaded without any interaction (gzip KB of every script, the load event, idle
//   islands and 3 s more), and whether React was among it: home, a listing and a product page.
// The same is measured on the BENCH_BEFORE commit (default: the last commit that changed the
// report), built in a temporary worktree and served on the same port first, so both columns come
// from the same minutes of the same machine. BENCH_BEFORE=none measures this checkout only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { checkoutCommit, previousReportCommit } from './bench-previous.mjs';
import { root } from './local.mjs';

const PORT = Number(process.env.BENCH_INTERACTION_PORT ?? 8790);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const base = `http://127.0.0.1:${PORT}`;
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The phone: CPU 4× slower, slow 4G (Lighthouse's mobile figures, as CDP takes them). */
export const PHONE = {
  cpuRate: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: 750e3 / 8,
  },
  viewport: { width: 412, height: 915 },
};
// Journeys start with the site's pop-ups dismissed: one expanding over the buy box would take the tap.
const POPUPS_DISMISSED = 'newsletter-10|popup-newsletter|popup-registration';

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Every Event Timing entry of an interaction, and the tap's own time, kept in the page. */
const instrument = () => {
  const w = /** @type {any} */ (window);
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        w.__events.push({
          id: e.interactionId,
          name: e.name,
          duration: e.duration,
          start: e.startTime,
          processing: e.processingEnd - e.processingStart,
          delay: e.processingStart - e.startTime,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener(
    'pointerdown',
    (e) => {
      w.__tap = e.timeStamp;
    },
    { capture: true },
  );
};

/**
 * Takes every frame the page presents, as a phone's display does. Headless Chromium has no display:
 * under the slowed CPU it drops frames no one takes, and an interaction whose only change is small
 * (a size chip checked natively) then lasts, in Event Timing, until the next frame that is
 * presented: React's render a second later, or an unrelated change made 700 ms later with every
 * script blocked. A tiny screencast (acknowledged at once) makes every frame presented.
 */
const showFrames = async (cdp) => {
  cdp.on('Page.screencastFrame', ({ sessionId }) => {
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 1, maxWidth: 64, maxHeight: 64 });
};

const phoneContext = async (browser, { throttle = true, dismissed = true } = {}) => {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  if (dismissed) await context.addCookies([{ name: 'dismissedPopups', value: POPUPS_DISMISSED, url: base }]);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await showFrames(cdp);
  }
  return { context, page };
};

/**
 * Taps `locator` (scrolled into view first, as a thumb would, and the page settled again) and
 * answers the longest event of that interaction (0: none reached 16 ms). Its entries come after
 * its next paint, which a busy page can hold back: they are awaited by interaction id.
 */
const inpOf = async (page, locator) => {
  await locator.scrollIntoViewIfNeeded();
  await settle(page);
  const seen = await page.evaluate(() => /** @type {any} */ (window).__events.map((e) => e.id));
  await locator.tap();
  const fresh = () =>
    page.evaluate((ids) => /** @type {any} */ (window).__events.filter((e) => !ids.includes(e.id)), seen);
  // A click under 16 ms has no entry: wait 3 s at most.
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline && !(await fresh()).some((e) => e.name === 'click'))
    await page.waitForTimeout(200);
  await page.waitForTimeout(300);
  const entries = await fresh();
  if (process.env.BENCH_DEBUG) console.error(JSON.stringify(entries));
  return entries.reduce((max, e) => Math.max(max, e.duration), 0);
};

/** Settles a page as a shopper who waits before tapping: loaded, idle islands hydrated. */
const settle = async (page) => {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
};

const sizeRadios = (page) => page.getByRole('group', { name: 'Size' }).getByRole('radio');

/** One run on the product page: pick a size, add to cart; timings from the tap. */
const addToCartRun = async (browser, pdpPath) => {
  const { context, page } = await phoneContext(browser);
  const scripts = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push({ url: new URL(r.url()).pathname, at: Date.now() });
  });
  await page.goto(base + pdpPath, { waitUntil: 'load' });
  await settle(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()).trim();
  // The first size in stock: its label (the radio itself is styled away).
  const radios = sizeRadios(page);
  const count = await radios.count();
  let size;
  for (let i = 0; i < count; i++) {
    if (!(await radios.nth(i).isDisabled())) {
      size = radios.nth(i);
      break;
    }
  }
  const sizeLabel = size.locator('xpath=ancestor::label[1]');
  const pickSize = await inpOf(page, sizeLabel);
  const addButton = page.getByRole('button', { name: 'Add to cart' });
  await addButton.scrollIntoViewIfNeeded();
  await settle(page);
  let addCall = Number.NaN;
  page.on('requestfinished', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart/items')
      addCall = r.timing().responseEnd;
  });
  await page.evaluate((lineName) => {
    const w = /** @type {any} */ (window);
    w.__tap = undefined;
    w.__cart = new Promise((resolve) => {
      let line;
      const check = (now) => {
        const dialog = document.querySelector('dialog[open]');
        const names = dialog ? [...dialog.querySelectorAll('a')].map((a) => a.textContent?.trim()) : [];
        if (line === undefined && names.includes(lineName)) line = now;
        if (line !== undefined && !dialog?.querySelector('[aria-busy="true"]'))
          return resolve({ line: line - w.__tap, confirmed: now - w.__tap });
        if (w.__tap !== undefined && now - w.__tap > 15_000)
          return resolve({ line: Number.NaN, confirmed: Number.NaN });
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, name);
  const tappedAt = Date.now();
  const addInp = await inpOf(page, addButton);
  const times = await page.evaluate(() => /** @type {any} */ (window).__cart);
  const fetched = scripts.filter((s) => s.at >= tappedAt).map((s) => s.url.replace(/^\/assets\//, ''));
  await context.close();
  return { ...times, addCall, pickSize, addInp, fetched };
};

/** Opens the phone menu on the home page and the filters on a listing: the longest event of each. */
const popoverRun = async (browser, pages) => {
  const home = await phoneContext(browser);
  await home.page.goto(base + pages.home, { waitUntil: 'load' });
  await settle(home.page);
  const menu = await inpOf(home.page, home.page.getByRole('button', { name: 'Menu' }));
  await home.context.close();
  const listing = await phoneContext(browser);
  await listing.page.goto(base + pages.listing, { waitUntil: 'load' });
  await settle(listing.page);
  const filters = await inpOf(listing.page, listing.page.getByRole('button', { name: /^Filters/ }).first());
  await listing.context.close();
  return { menu, filters };
};

/** Scripts a first visit loads without any interaction (no pop-up dismissed, nothing scrolled). */
const javaScriptWithoutInteraction = async (browser, url) => {
  const { context, page } = await phoneContext(browser, { throttle: false, dismissed: false });
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length }))
        .catch(() => ({ url: response.url(), gzip: 0 })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const scripts = await Promise.all(bodies);
  await context.close();
  return {
    kb: scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024,
    react: scripts.some((s) => /\/assets\/react-/.test(s.url)),
  };
};

/** A product page: the home page's first product link. */
const findProductPath = async () => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const home = await (await fetch(`${base}/en-us`)).text();
    const found = /href="(\/en-us\/p\/[^"]+)"/.exec(home)?.[1];
    if (found) return found;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no product link on the home page');
};

/** Every figure of this report for the server on `base`. */
export const measure = async (browser) => {
  const pages = { home: '/en-us', listing: '/en-us/c/men-1100', pdp: await findProductPath() };
  const js = {};
  for (const [name, p] of Object.entries(pages))
    js[name] = await javaScriptWithoutInteraction(browser, base + p);
  const adds = [];
  const popovers = [];
  for (let i = 0; i < RUNS; i++) {
    console.error(`  run ${i + 1}/${RUNS}`);
    adds.push(await addToCartRun(browser, pages.pdp));
    popovers.push(await popoverRun(browser, pages));
  }
  return {
    pdp: pages.pdp,
    line: median(adds.map((a) => a.line)),
    confirmed: median(adds.map((a) => a.confirmed)),
    addCall: median(adds.map((a) => a.addCall)),
    fetched: adds.at(-1).fetched,
    inp: {
      menu: median(popovers.map((p) => p.menu)),
      size: median(adds.map((a) => a.pickSize)),
      add: median(adds.map((a) => a.addInp)),
      filters: median(popovers.map((p) => p.filters)),
    },
    js,
  };
};

/** Builds and serves the checkout at `dir` (this one, or a temporary worktree) on PORT. */
const serveAt = async (dir) => {
  const local = await import(pathToFileURL(path.join(dir, 'scripts', 'local.mjs')).href);
  local.build();
  const persistTo = path.join(dir, '.wrangler', 'bench-interaction-state');
  local.prepareSandbox(persistTo);
  return local.serve({
    port: PORT,
    sandboxPort: PORT + 1,
    persistTo,
    quiet: true,
    registryPath: path.join(dir, '.wrangler', 'bench-interaction-registry'),
  });
};

const measureAt = async (dir) => {
  const servers = await serveAt(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    return await measure(browser);
  } finally {
    await browser.close();
    servers.stop();
    await new Promise((r) => setTimeout(r, 2000));
  }
};

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
const inp = (v) => (v > 0 ? `${Math.round(v)} ms` : '< 16 ms');
const kb = (j) => `${j.kb.toFixed(1)} KB${j.react ? ' (React)' : ' (no React)'}`;

export const reportRows = (after, before) => {
  const row = (label, f, target) => `| ${label} | ${before ? f(before) : ''} | ${f(after)} | ${target} |`;
  return [
    row('add to cart: tap → line in the mini cart (median)', (r) => ms(r.line), '≤ 400 ms'),
    row("add to cart: tap → the BFF's cart shown (median)", (r) => ms(r.confirmed), 'one round trip'),
    row('the add call itself, request to last byte (median)', (r) => ms(r.addCall), ''),
    row('scripts fetched after the tap (last run)', (r) => r.fetched.join(', ') || 'none', 'none'),
    row('slowest event: open the menu (home)', (r) => inp(r.inp.menu), '≤ 100 ms'),
    row('slowest event: pick a size (product page)', (r) => inp(r.inp.size), '≤ 100 ms'),
    row('slowest event: add to cart (product page)', (r) => inp(r.inp.add), '≤ 100 ms'),
    row('slowest event: open the filters (listing)', (r) => inp(r.inp.filters), '≤ 100 ms'),
    row('JS gzip without interaction: home', (r) => kb(r.js.home), 'no React'),
    row('JS gzip without interaction: listing', (r) => kb(r.js.listing), 'no React'),
    row('JS gzip without interaction: product page', (r) => kb(r.js.pdp), '≤ 60 KB'),
  ];
};

const SECTION = '## Interaction on a phone';

// BENCH_RUNNING=1: only measure the server already on the port (`npm start` there), printing the figures.
if (process.env.BENCH_RUNNING) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  console.log(await measure(browser));
  await browser.close();
} else if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const head = git('rev-parse', 'HEAD');
  const beforeRef =
    process.env.BENCH_BEFORE ??
    previousReportCommit(head, git('log', '-1', '--format=%H', '--', 'docs/bench/latest.md'));
  let before;
  let beforeSha;
  if (beforeRef && beforeRef !== 'none') {
    const checkout = checkoutCommit({ root, sha: beforeRef });
    beforeSha = checkout.sha;
    console.error(`› interaction on ${beforeSha} (before)`);
    try {
      before = await measureAt(checkout.dir);
    } finally {
      checkout.remove();
    }
  }
  const commit = `${head.slice(0, 7)}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
  console.error(`› interaction on ${commit}`);
  const after = await measureAt(root);
  const rows = reportRows(after, before);
  const section = [
    SECTION,
    '',
    `Run ${new Date().toISOString()}: real Chromium as a phone (412 px touch screen), CPU slowed ${PHONE.cpuRate}× and slow 4G (150 ms round trip, 1.6 Mbps down, 750 Kbps up) through CDP, each run in a fresh context (nothing cached, the site's pop-ups dismissed as in the journeys), median of ${RUNS} runs (scripts/bench-interaction.mjs, \`npm run bench:interaction\`). The shopper waits for the page to settle, picks the first size in stock, waits again and taps "Add to cart" on ${after.pdp}. "Slowest event" is the longest Event Timing entry of the interaction (its INP candidate; entries under 16 ms are not reported), every frame taken by a tiny screencast as a phone's display would (headless Chromium otherwise drops some and stretches the entry to the next one presented). JavaScript without interaction: a first visit (no pop-up dismissed), gzip KB of every script requested until 3 s after the network is idle, nothing tapped or scrolled. ${before ? `Before: ${beforeSha}, built in a temporary worktree and served on the same port just before.` : 'No earlier commit measured.'}`,
    '',
    `| measure | before${beforeSha ? ` (${beforeSha})` : ''} | after (${commit}) | target |`,
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  console.log(`\n${section}`);
  const latest = path.join(root, 'docs', 'bench', 'latest.md');
  const previous = existsSync(latest) ? readFileSync(latest, 'utf8') : '# Benchmark\n';
  const at = previous.indexOf(SECTION);
  let kept = previous;
  if (at >= 0) {
    const next = previous.indexOf('\n## ', at + SECTION.length);
    kept = previous.slice(0, at) + (next >= 0 ? previous.slice(next + 1) : '');
  }
  writeFileSync(latest, `${kept.trimEnd()}\n\n${section}`);
  console.error('written to docs/bench/latest.md');
}
