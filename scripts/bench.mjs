// `npm run bench`: the production build on local workerd under load. For home and PDP it prints
// requests per second, p50/p99 latency, time to first byte, HTML bytes, JavaScript (gzip) loaded
// before any interaction, and server CPU per page for the streamed path beside plain
// renderToString of the same page; the same HTML served as a static asset by the same worker is
// the floor. Numbers are compared side by side in one run; nothing here is a pass/fail test.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { benchChartSvg } from './bench-chart.mjs';
import { isolateCpuPerRequest, processCpuPerRequest, runtimePidOn } from './bench-cpu.mjs';
import { lighthouseRows } from './bench-lighthouse.mjs';
import { loadTargets, mixedLoad } from './bench-load.mjs';
import { loyaltyRows } from './bench-loyalty.mjs';
import { addAddress, benchMember, guestWithTwoLines, jsonSender, signInLatency } from './bench-member.mjs';
import { personalizationRows } from './bench-personalization.mjs';
import { checkoutPrevious, servePrevious } from './bench-previous.mjs';
import { sharedHomeRows, sharedHomeShopper } from './bench-shared-home.mjs';
import { stageRows, timeTestStages } from './bench-test-stages.mjs';
import { deployCheck, SIZE_LIMIT_BYTES } from './deploy-check.mjs';
import { BENCH_VARS, build, ensureInstalled, prepareSandbox, root, serve } from './local.mjs';

// Durations and ports can be overridden to try the script quickly (e.g. BENCH_SECONDS=1
// LOAD_SECONDS=5 LIGHTHOUSE_RUNS=1); the report says what was used.
const PORT = Number(process.env.BENCH_PORT ?? 8777);
const SANDBOX_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
// Fewer CPU rounds only to try the script: the medians need the default rounds.
const cpuRounds = process.env.BENCH_CPU_ROUNDS ? { rounds: Number(process.env.BENCH_CPU_ROUNDS) } : {};
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const LOAD_CONNECTIONS = (process.env.LOAD_CONNECTIONS ?? '1,50,200').split(',').map(Number);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;

ensureInstalled();
build();
const persistTo = path.join(root, '.wrangler', 'bench-state');
rmSync(persistTo, { recursive: true, force: true });
prepareSandbox(persistTo);

const get = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let ttfb;
    const chunks = [];
    http
      .get(url, { headers }, (res) => {
        res.on('data', (chunk) => {
          ttfb ??= Number(process.hrtime.bigint() - started) / 1e6;
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks), ttfb, headers: res.headers }),
        );
      })
      .on('error', reject);
  });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const load = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

/**
 * JavaScript (gzip bytes) a real Chromium loads for the page without any interaction: requested
 * before the load event (the budget: only the island loader), and in all once the page is idle
 * (idle islands hydrated, early halves fetched).
 */
const javaScriptLoaded = async (browser, url, headers = {}) => {
  const page = await browser.newPage({ extraHTTPHeaders: headers });
  const scripts = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const beforeLoad = !loaded;
    scripts.push(
      request
        .response()
        .then(async (response) => ({ beforeLoad, bytes: gzipSync(await response.body()).length }))
        .catch(() => ({ beforeLoad, bytes: 0 })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const all = await Promise.all(scripts);
  await page.close();
  const sum = (list) => list.reduce((a, s) => a + s.bytes, 0);
  return { beforeLoad: sum(all.filter((s) => s.beforeLoad)), total: sum(all) };
};

const benchServe = (sandboxInProcess) =>
  serve({
    port: PORT,
    sandboxPort: SANDBOX_PORT,
    persistTo,
    quiet: true,
    vars: BENCH_VARS,
    sandboxInProcess,
    // Its own dev registry: the previous commit's servers (bench-previous.mjs) register the same names.
    registryPath: path.join(root, '.wrangler', 'bench-registry'),
  });
// First the product as `npm start` serves it (the sandbox in the storefront's workerd): the floor
// pages are captured and add to cart is timed.
const servers = await benchServe(true);

// Find a product page from the home page's first product link.
const findProductPath = async () => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const home = await get(`${base}/en-us`);
    const found = /href="(\/en-us\/p\/[^"]+)"/.exec(home.body.toString())?.[1];
    if (found) return found;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no product link on the home page');
};
const pdpPath = await findProductPath();
// Category: the first page of a level-1 category (24 product cards); search: a results page.
const pages = {
  // Rendered every time, as before the shared copy (a query keeps a page the shopper's own): the
  // copy and a first visit have their own rows (bench-shared-home.mjs).
  home: '/en-us?shared=no',
  pdp: pdpPath,
  category: '/en-us/c/men-1100',
  search: '/en-us/search?q=jacket',
  // Content-heavy: the campaign landing page carries every content block type of the seed.
  campaign: '/en-us/campaign',
};

// Add to cart through the BFF (the island's JSON POST): latency over sequential requests on one
// session whose cart already has two lines; every 20 adds the line goes back to 1 (maxQty).
const send = jsonSender(base);
/** The sizes a product page offers to add (its add-to-cart form's enabled values). */
const addToCartLatency = async ({ cookie, sku }) => {
  const adds = [];
  for (let i = 0; i < 220; i++) {
    const r = await send('POST', '/api/cart/items?locale=en-us', { productId: sku, qty: 1 }, { cookie });
    if (r.status !== 200) throw new Error(`add to cart answered ${r.status}: ${r.body}`);
    if (i >= 20) adds.push(r.ms); // the first 20 warm up
    if (i % 20 === 19) {
      const { cart } = JSON.parse(r.body.toString());
      const line = cart.items.find((item) => item.productId === sku);
      await send('PATCH', `/api/cart/items/${line.id}?locale=en-us`, { qty: 1 }, { cookie });
    }
  }
  return { p50: percentile(adds, 50), p99: percentile(adds, 99) };
};

// The floor: the same HTML bytes as static assets served by the same worker.
const floorDir = path.join(root, 'dist', 'client', 'assets', 'bench');
mkdirSync(floorDir, { recursive: true });
for (const [name, p] of Object.entries(pages))
  writeFileSync(path.join(floorDir, `${name}.html`), (await get(base + p)).body);
const inProcessShopper = await guestWithTwoLines(send, pages.pdp);
const addsInProcess = await addToCartLatency(inProcessShopper);
// Sign-in through the BFF as `npm start` serves it; the member's session then opens the account page.
console.error('› sign-in');
const member = await benchMember(send);
const signIns = await signInLatency(send, { email: member.email, sku: inProcessShopper.sku });
servers.stop();
await new Promise((r) => setTimeout(r, 1500));
// Then the sandbox as a dev server of its own, so the storefront runtime's CPU is the storefront's.
const again = await benchServe(false);

/**
 * A CPU measurement of the runtime serving PORT. Should `wrangler dev` restart that runtime mid-run
 * (a new pid and inspector), the measurement is taken again on the new runtime, with its caches
 * warmed first. (A session taken back by wrangler's own inspector proxy is reopened inside
 * bench-cpu.mjs.)
 */
const onRuntime = async (warmUrls, measure, headers = {}) => {
  for (let attempt = 1; ; attempt++) {
    try {
      for (const url of warmUrls) for (let i = 0; i < 30; i++) await get(url, headers);
      return await measure(runtimePidOn(PORT));
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`  the dev runtime went away (${error.message}); measuring again`);
      await new Promise((r) => setTimeout(r, 3000));
    }
  }
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const rows = [];
for (const [name, p] of Object.entries(pages)) {
  const variants = [
    { label: `${name} (streamed)`, url: base + p },
    { label: `${name} (renderToString)`, url: `${base}${p}${p.includes('?') ? '&' : '?'}render=string` },
    { label: `${name} (static floor)`, url: `${base}/assets/bench/${name}.html` },
  ];
  console.error(`› ${name}`);
  const urls = variants.map((v) => v.url);
  const [cpus, isolateCpus] = await onRuntime(urls, async (pid) => [
    await processCpuPerRequest(pid, urls, cpuRounds),
    await isolateCpuPerRequest(pid, 'storefront', urls, cpuRounds),
  ]);
  for (const [k, v] of variants.entries()) {
    const ttfbs = [];
    let bytes = 0;
    for (let i = 0; i < 40; i++) {
      const r = await get(v.url);
      ttfbs.push(r.ttfb);
      bytes = r.body.length;
    }
    const cpu = cpus[k];
    const js = v.label.includes('streamed') ? await javaScriptLoaded(browser, v.url) : undefined;
    const result = await load(v.url);
    rows.push({
      page: v.label,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      ttfb: percentile(ttfbs, 50).toFixed(2),
      cpu,
      isolateCpu: isolateCpus[k].toFixed(2),
      html: bytes,
      jsBeforeLoad: js ? (js.beforeLoad / 1024).toFixed(1) : '',
      jsTotal: js ? (js.total / 1024).toFixed(1) : '',
    });
  }
}
// Home: its shared copy against rendering it for the same shopper, and a first visit.
console.error('› home shared copy');
const homeUrl = `${base}/en-us`;
const sharedCookie = { headers: { cookie: await sharedHomeShopper(get, homeUrl) } };
const sharedHomeUrls = [homeUrl, `${homeUrl}?shared=no`];
const [[sharedHomeCpu, renderedHomeCpu], [firstVisitCpu]] = await onRuntime(
  sharedHomeUrls,
  async (pid) => [
    await isolateCpuPerRequest(pid, 'storefront', sharedHomeUrls, { ...sharedCookie, ...cpuRounds }),
    await isolateCpuPerRequest(pid, 'storefront', [homeUrl], cpuRounds),
  ],
  sharedCookie.headers,
);
const sharedHome = sharedHomeRows({
  shared: sharedHomeCpu,
  rendered: renderedHomeCpu,
  firstVisit: firstVisitCpu,
});

// Personalization: the home page's decision against none, and a slow decision service's effect.
console.error('› personalization');
const personalization = await onRuntime([`${homeUrl}?shared=no`], (pid) =>
  personalizationRows({
    base,
    sandboxBase: `http://127.0.0.1:${SANDBOX_PORT}`,
    pid,
    rounds: cpuRounds.rounds,
  }),
);

// Cart: the cart page of a shopper with two lines (the storefront runtime's CPU per request).
console.error('› cart');
const cartShopper = await guestWithTwoLines(send, pages.pdp);
const cartUrl = `${base}/en-us/cart`;
// The cart page interleaved with the home page's floor (the cookie changes nothing there).
const cartUrls = [cartUrl, `${base}/assets/bench/home.html`];
const withCart = { headers: { cookie: cartShopper.cookie } };
const [[cartCpu, cartFloorCpu], [cartIsolateCpu]] = await onRuntime(
  cartUrls,
  async (pid) => [
    await processCpuPerRequest(pid, cartUrls, { ...withCart, ...cpuRounds }),
    await isolateCpuPerRequest(pid, 'storefront', cartUrls, { ...withCart, ...cpuRounds }),
  ],
  withCart.headers,
);
const cartTtfb = [];
for (let i = 0; i < 100; i++) cartTtfb.push((await get(cartUrl, withCart.headers)).ttfb);
const addsTwoServers = await addToCartLatency(cartShopper);

// Account: each page of the signed-in member's account area (isolate CPU beside the static floor,
// with one saved address so the address book shows a card and its add form), and the script a
// browser loads for the profile page.
console.error('› account');
const ACCOUNT_PAGES = [
  'account',
  'account/addresses',
  'account/payment-methods',
  'account/orders',
  'account/saved-for-later',
  'favorites',
];
const accountUrl = `${base}/en-us/account`;
const accountPageUrls = ACCOUNT_PAGES.map((p) => `${base}/en-us/${p}`);
const accountUrls = [...accountPageUrls, `${base}/assets/bench/home.html`];
const asMember = { headers: { cookie: (await addAddress(base, member)).cookie } };
const [[accountCpu, accountFloorCpu], accountIsolateCpus] = await onRuntime(
  accountUrls,
  async (pid) => [
    await processCpuPerRequest(pid, [accountUrl, accountUrls.at(-1)], { ...asMember, ...cpuRounds }),
    await isolateCpuPerRequest(pid, 'storefront', accountPageUrls, { ...asMember, ...cpuRounds }),
  ],
  asMember.headers,
);
const accountIsolateCpu = accountIsolateCpus[0];
const accountJs = await javaScriptLoaded(browser, accountUrl, asMember.headers);
// Loyalty: a club member's account page beside a member outside the club, and a voucher applied.
console.error('› loyalty');
const loyalty = await onRuntime([`${base}/en-us`], (pid) =>
  loyaltyRows({ base, sandboxBase: `http://127.0.0.1:${SANDBOX_PORT}`, pid, rounds: cpuRounds.rounds }),
);

// The load run: the shoppers' mix at each connection count, on the storefront runtime alone (the
// sandbox is its own dev server here, so the CPU per request is the storefront's).
console.error('› load');
const { paths: loadPaths, skus: loadSkus } = await loadTargets((p) => get(base + p), pages);
// The previous report's commit on the next two ports, measured level by level right after this
// one (BENCH_COMPARE=0 leaves it out).
const previousServer =
  process.env.BENCH_COMPARE === '0' ? undefined : await servePrevious({ root, port: PORT + 2 });
const previousBase = `http://127.0.0.1:${PORT + 2}`;
const previousTargets = previousServer && (await loadTargets((p) => get(previousBase + p), pages));
const loadLevels = [];
const previousLevels = [];
for (const connections of LOAD_CONNECTIONS) {
  console.error(`  ${connections} connections, ${LOAD_SECONDS} s`);
  const level = { connections, duration: LOAD_SECONDS };
  loadLevels.push(
    await mixedLoad({ ...level, origin: base, paths: loadPaths, skus: loadSkus, pid: runtimePidOn(PORT) }),
  );
  if (previousServer) {
    console.error(`  the same on ${previousServer.sha}`);
    const { paths, skus } = previousTargets;
    previousLevels.push(
      await mixedLoad({ ...level, origin: previousBase, paths, skus, pid: runtimePidOn(PORT + 2) }),
    );
  }
}
previousServer?.stop();
const loadRow = (label) => (l) =>
  `| ${label} | ${l.connections} | ${l.requests} | ${Math.round(l.rps)} | ${l.p50} | ${l.p99} | ${l.errors === 0 ? '0' : `**${l.errors}** ✗ (${l.timeouts} timed out)`} | ${l.cpuPerRequest.toFixed(2)} | ${Number.isNaN(l.cacheHitRatio) ? 'n/a' : `${(l.cacheHitRatio * 100).toFixed(1)} %`} |`;
const loadRows = loadLevels.flatMap((l, i) => [
  loadRow(`this (${commit})`)(l),
  ...(previousLevels[i] ? [loadRow(`previous report (${previousServer.sha})`)(previousLevels[i])] : []),
]);
const cartRows = [
  `| cart page (streamed, 2 lines; its cart read crosses the dev registry to the sandbox) | isolate CPU/req ${cartIsolateCpu.toFixed(2)} ms (budget ≤ 4); process CPU/req ${cartCpu.toFixed(2)} ms, ${(cartCpu - cartFloorCpu).toFixed(2)} ms above the static floor | TTFB p50 ${percentile(cartTtfb, 50).toFixed(2)} ms |`,
  `| add to cart through the BFF, sandbox in the storefront's workerd (as \`npm start\` serves) | p50 ${addsInProcess.p50.toFixed(2)} ms (budget ≤ 15) | p99 ${addsInProcess.p99.toFixed(2)} ms |`,
  `| add to cart through the BFF, sandbox as a second dev server (reference) | p50 ${addsTwoServers.p50.toFixed(2)} ms | p99 ${addsTwoServers.p99.toFixed(2)} ms |`,
];
const memberRows = [
  `| sign-in through the BFF (signin + token exchange + cart merge of a one-line guest cart), sandbox in the storefront's workerd | p50 ${percentile(signIns, 50).toFixed(2)} ms (budget ≤ 60) | p99 ${percentile(signIns, 99).toFixed(2)} ms |`,
  `| account page (streamed, a signed-in member) | isolate CPU/req ${accountIsolateCpu.toFixed(2)} ms (budget ≤ 3); process CPU/req ${accountCpu.toFixed(2)} ms, ${(accountCpu - accountFloorCpu).toFixed(2)} ms above the static floor | JS ${(accountJs.beforeLoad / 1024).toFixed(1)} KB gzip before load, ${(accountJs.total / 1024).toFixed(1)} KB in all |`,
  ...ACCOUNT_PAGES.slice(1).map(
    (p, i) =>
      `| /en-us/${p} (streamed, the same member) | isolate CPU/req ${accountIsolateCpus[i + 1].toFixed(2)} ms (budget ≤ 3) | |`,
  ),
];
await browser.close();
// Lighthouse last: it loads the machine with a browser per run, which would disturb the rows above.
const lighthouse = await lighthouseRows(
  [
    ...Object.entries(pages).map(([name, p]) => ({ name, url: base + p, indexable: true })),
    { name: 'cart', url: cartUrl, cookie: cartShopper.cookie },
    { name: 'checkout', url: `${base}/en-us/checkout`, cookie: cartShopper.cookie },
    { name: 'account', url: accountUrl, cookie: asMember.headers.cookie },
  ],
  Number(process.env.LIGHTHOUSE_RUNS ?? 5),
);
again.stop();

// `npm test` stage by stage, on this checkout and then on the previous report's commit, after every
// server above has stopped (BENCH_TESTS=0 leaves it out: each suite takes minutes).
const testStages =
  process.env.BENCH_TESTS === '0'
    ? undefined
    : await (async () => {
        console.error('› npm test, stage by stage, on this checkout');
        const current = await timeTestStages(root);
        const previous = process.env.BENCH_COMPARE === '0' ? undefined : checkoutPrevious(root);
        if (!previous) return { current };
        try {
          console.error(`› npm test, stage by stage, on ${previous.sha}`);
          return { current, previous: await timeTestStages(previous.dir), sha: previous.sha };
        } finally {
          previous.remove();
        }
      })();
const testRows = testStages ? stageRows(testStages.current, testStages.previous) : [];

// Checkout islands: the islands the checkout page components render, with every chunk they import
// (transitively) except React's, gzip-summed from the build manifest (budget: ≤ 40 KB beyond React).
const checkoutRow = (() => {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'dist', 'client', '.vite', 'manifest.json'), 'utf8'),
  );
  const pagesDir = path.join(root, 'client', 'pages');
  const sources = [
    path.join(pagesDir, 'CheckoutPage.tsx'),
    ...readdirSync(path.join(pagesDir, 'checkout')).map((f) => path.join(pagesDir, 'checkout', f)),
  ];
  const names = new Set(
    sources.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/name="([A-Z]\w+)"/g)].map((m) => m[1])),
  );
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file) || /(^|\/)_?react-/.test(key)) return;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  for (const name of names) visit(`client/islands/${name}.tsx`);
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(root, 'dist', 'client', file))).length,
    0,
  );
  return `| checkout islands (${[...names].sort().join(', ')}) | ${(bytes / 1024).toFixed(1)} KB gzip beyond React (budget ≤ 40) | ${files.size} chunks |`;
})();
rmSync(floorDir, { recursive: true, force: true });

// The bundles as deployed (dry runs of both workers' deployed environments).
const bundles = deployCheck();
const bundleRows = bundles.map((b) =>
  b.raw === undefined
    ? `| ${b.name} | ✗ dry run failed | | |`
    : `| ${b.name} | ${(b.raw / 1024).toFixed(1)} | ${(b.gzip / 1024).toFixed(1)} | ${((b.gzip / SIZE_LIMIT_BYTES) * 100).toFixed(0)} % |`,
);

const floorOf = (label) => rows.find((r) => r.page === `${label.split(' ')[0]} (static floor)`);
const header =
  '| page | req/s | vs floor | p50 ms | p99 ms | TTFB p50 ms | isolate CPU/req p50 ms | process CPU/req p50 ms | process CPU above floor ms | HTML bytes | JS KB gzip before load | JS KB gzip without interaction |';
const lines = [
  header,
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.rps} | ${(r.rps / floorOf(r.page).rps).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.ttfb} | ${r.isolateCpu} | ${r.cpu.toFixed(2)} | ${(r.cpu - floorOf(r.page).cpu).toFixed(2)} | ${r.html} | ${r.jsBeforeLoad} | ${r.jsTotal} |`,
  ),
];
const isolateOf = (name, variant) => Number(rows.find((r) => r.page === `${name} (${variant})`).isolateCpu);
const chart = benchChartSvg({
  load: loadLevels,
  previous: previousLevels,
  cpu: Object.keys(pages).map((name) => ({
    page: name,
    streamed: isolateOf(name, 'streamed'),
    renderToString: isolateOf(name, 'renderToString'),
    floor: isolateOf(name, 'static floor'),
  })),
  caption: `commit ${commit}, ${new Date().toISOString().slice(0, 16)} UTC, ${LOAD_SECONDS} s per load level`,
});
const loadErrors = loadLevels.reduce((sum, l) => sum + l.errors, 0);
const report = [
  '# Benchmark',
  '',
  `Commit ${commit}.`,
  '',
  '![Latency against load; isolate CPU per page beside renderToString and the static floor](latest.svg)',
  '',
  `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}, ${DURATION}s per row with 10 connections (autocannon) against \`wrangler dev\` (local workerd) serving the production build; the sandbox runs as its own dev server for the CPU rows. CPU is p50 over interleaved batches of 100 sequential requests with warm caches (a page's batches alternate with its floor's, because this VM's speed drifts between minutes), measured two ways (scripts/bench-cpu.mjs). **Isolate CPU** is the time the storefront worker's own V8 isolate runs, sampled by the V8 profiler through the runtime's inspector: what Cloudflare counts as a Worker's CPU time, and what the CPU targets are compared with (sampling adds a little, so it errs high). **Process CPU** is the whole workerd runtime process: it adds the dev runtime's own work (HTTP, wrangler's entry worker, Miniflare's assets, cache and outbound workers), about 2 ms here; the static floor row (the same bytes served as an asset by the same worker) is that share. Targets: CPU p50 ≤ 3 ms for home and PDP, ≤ 4 ms for the cart page; JS requested before the load event ≤ 3.25 KB gzip (the island loader); PDP ≤ 60 KB gzip in all without interaction (no React until the shopper reaches an island).`,
  '',
  ...lines,
  '',
  '| home, shared | measure | |',
  '| --- | --- | --- |',
  ...sharedHome,
  '',
  ...personalization,
  '',
  '| cart | measure | |',
  '| --- | --- | --- |',
  ...cartRows,
  checkoutRow,
  '',
  '| member | measure | |',
  '| --- | --- | --- |',
  ...memberRows,
  '',
  ...loyalty,
  '',
  '## Load',
  '',
  `autocannon for ${LOAD_SECONDS} s per row on the mix home 30 % (four locales), category 25 %, product 30 %, search 10 %, add to cart 5 % (a new shopper's first item: guest token and basket made on the way), drawn from a seeded sequence over ${Object.values(loadPaths).flat().length} URLs and ${loadSkus.length} items. Errors (must be 0) count every answer other than 2xx, socket errors and timeouts (after 10 s), each counted once. The cache hit ratio counts each answer's \`x-cache\` (the most telling outcome of its cached reads): HIT and STALE (served while it revalidates) over HIT, STALE and MISS; add to cart reads nothing cacheable (BYPASS). CPU per request is the storefront runtime process's CPU over the run divided by the requests it answered (process CPU, so the dev runtime's own share is in it; the sandbox runs in its own process). ${previousServer ? `Each level ran on this commit, then at once on the previous report's commit (${previousServer.sha}, built in a temporary worktree, served on the next ports), so both rows are from the same minutes of the same machine.` : 'No earlier report commit to compare with (or BENCH_COMPARE=0).'}`,
  '',
  '| commit | connections | requests | req/s | p50 ms | p99 ms | errors | process CPU/req ms | cache hit ratio |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...loadRows,
  '',
  '## Bundles',
  '',
  `\`wrangler deploy --dry-run\` of each worker's deployed environment (scripts/deploy-check.mjs); the limit is the Workers Free plan's ${SIZE_LIMIT_BYTES / 1024 / 1024} MiB compressed.`,
  '',
  '| worker | KiB | KiB gzip | of the limit |',
  '| --- | ---: | ---: | ---: |',
  ...bundleRows,
  '',
  '## npm test',
  '',
  testStages
    ? `Wall time of each stage of \`npm test\` (scripts/test.mjs) in seconds, on this commit and then on ${testStages.sha ? `the previous report's commit (${testStages.sha}, in a temporary worktree)` : 'nothing else (no earlier report commit, or BENCH_COMPARE=0)'}, one after the other on this machine.`
    : 'Not measured in this run (BENCH_TESTS=0).',
  '',
  ...(testStages
    ? [
        `| stage | this commit (s) | previous report${testStages.sha ? ` (${testStages.sha})` : ''} (s) |`,
        '| --- | ---: | ---: |',
        ...testRows,
      ]
    : []),
  '',
  '## Lighthouse',
  '',
  `Mobile defaults (simulated throttling), the pinned \`lighthouse\` package in Debian's Chromium, median of ${process.env.LIGHTHOUSE_RUNS ?? 5} runs per page, each in a fresh browser. Targets: performance ≥ 98, accessibility and best practices 100, SEO 100 on indexable pages, CLS 0.`,
  '',
  ...lighthouse,
  '',
].join('\n');
mkdirSync(path.join(root, 'docs', 'bench'), { recursive: true });
const latest = path.join(root, 'docs', 'bench', 'latest.md');
// `npm run bench:search` appends its sections to the same file: keep them.
const previous = existsSync(latest) ? readFileSync(latest, 'utf8') : '';
const searchAt = previous.indexOf('## Search at ');
writeFileSync(latest, searchAt >= 0 ? `${report}\n${previous.slice(searchAt)}` : report);
writeFileSync(path.join(root, 'docs', 'bench', 'latest.svg'), chart);
console.log(
  `\n${lines.join('\n')}\n\n${sharedHome.join('\n')}\n\n${cartRows.join('\n')}\n${checkoutRow}\n\n${memberRows.join('\n')}\n\n${loyalty.join('\n')}\n\n${personalization.join('\n')}\n\n${loadRows.join('\n')}\n\n${bundles.map((b) => b.line).join('\n')}\n\n${testRows.join('\n')}\n\n${lighthouse.join('\n')}\n\nwritten to docs/bench/latest.md and latest.svg`,
);
// A phone's taps (scripts/bench-interaction.mjs, also `npm run bench:interaction` alone), after
// every server above has stopped: it appends its own section. BENCH_INTERACTION=0 leaves it out.
if (process.env.BENCH_INTERACTION !== '0')
  execFileSync('node', [path.join(root, 'scripts', 'bench-interaction.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
if (loadErrors) console.error(`\n✗ the load run had ${loadErrors} errors (must be 0)`);
process.exit(loadErrors || bundles.some((b) => !b.ok) ? 1 : 0);
