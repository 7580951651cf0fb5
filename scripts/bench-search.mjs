// `npm run bench:search`: the sandbox's search at benchmark scale. Seeds 50,000 products into a
// local D1 of its own (reused while the seed is unchanged), serves the sandbox alone with
// `wrangler dev`, then measures filtered product searches and autosuggest over HTTP, sequentially
// and warm: p50/p99 side by side with the targets, appended to docs/bench/latest.md.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './local.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 8803);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const dir = path.join(root, '.wrangler', `bench-search-${PRODUCTS}`);
const persistTo = path.join(dir, 'state');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
};
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
};

// The seed is deterministic: it is rebuilt only when the generator or the migrations change.
const stamp = [
  ...['catalog.ts', 'search.ts', 'sql.ts', 'content.ts'].map((f) =>
    readFileSync(path.join(root, 'sandbox', 'seed', f), 'utf8'),
  ),
  ...['0001_catalog.sql', '0002_search.sql'].map((f) =>
    readFileSync(path.join(root, 'sandbox', 'migrations', f), 'utf8'),
  ),
]
  .join('')
  .length.toString();
const stampFile = path.join(dir, 'stamp');
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  mkdirSync(dir, { recursive: true });
  const sql = path.join(dir, 'seed.sql');
  console.log(`› generating ${PRODUCTS} products`);
  let t = Date.now();
  run('node', [
    path.join(root, 'scripts', 'seed.mjs'),
    '--products',
    String(PRODUCTS),
    '--out',
    path.relative(root, sql),
  ]);
  console.log(`  ${((Date.now() - t) / 1000).toFixed(0)} s; applying to local D1 (takes a few minutes)`);
  t = Date.now();
  const common = ['-c', 'sandbox/wrangler.toml', '--local', '--persist-to', persistTo];
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', ...common]);
  run(bin('wrangler'), ['d1', 'execute', 'DB', ...common, '--file', sql, '--yes']);
  console.log(`  applied in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  writeFileSync(stampFile, stamp);
}

const server = spawn(
  bin('wrangler'),
  [
    'dev',
    '-c',
    'sandbox/wrangler.toml',
    '--port',
    String(PORT),
    '--inspector-port',
    String(PORT + 1000),
    '--persist-to',
    persistTo,
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env },
);
const base = `http://127.0.0.1:${PORT}`;
const headers = { 'x-api-key': 'sandbox-access-key', siteId: 'RL-US', accept: 'application/json' };
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {}
  if (i > 200) throw new Error('sandbox did not start');
  await new Promise((r) => setTimeout(r, 300));
}

const timed = async (url) => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, body };
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

// What shoppers do on listing pages: a category or a term plus one to three refinements, a sort.
const SEARCHES = [
  'categoryId=11002&color=BLK',
  'categoryId=1200&size=M&sort=price-low-high',
  'categoryId=11001&color=NVY&size=L',
  'categoryId=1400&activity=hiking&sort=rating',
  'categoryId=12001&gender=women&priceMin=10000&priceMax=20000',
  'q=jacket&color=RED',
  'q=rain%20jacket&size=M&sort=price-high-low',
  'q=boot&gender=men&sort=newest',
  'q=merino&activity=skiing',
  'q=summit%20pro&start=48',
  'categoryId=1500&color=OLV&color=SND',
  'q=trail&categoryId=1100&size=10',
];
const SUGGEST = ['ja', 'boo', 'rain j', 'sum', 'tra', 'gl', 'pa', 'her', 'fle', 'soc', 'merino', 'cir'];

const measure = async (paths) => {
  for (const p of paths) await timed(base + p); // warm
  const ms = [];
  for (let r = 0; r < ROUNDS; r++) for (const p of paths) ms.push((await timed(base + p)).ms);
  return ms;
};
const totals = [];
for (const q of SEARCHES)
  totals.push((await timed(`${base}/products/v2/search/productSearch?${q}`)).body.total);
const search = await measure(SEARCHES.map((q) => `/products/v2/search/productSearch?${q}&count=48`));
const suggest = await measure(
  SUGGEST.map((q) => `/products/v2/search/autoSuggest?q=${encodeURIComponent(q)}`),
);
// The floor: the sandbox's index document (no D1), so the rows above read as floor + work.
const floor = await measure(['/']);
// Terms and prefixes this sandbox has not seen yet: the text match is read from D1 (FTS5), not
// from the isolate's memory of recent terms. Each once, no warm-up.
const FRESH = [
  'fleece',
  'beanie',
  'gloves',
  'sandal',
  'storm',
  'thermal',
  'alpine',
  'cornice',
  'glacier',
  'granite',
];
const FRESH_SORTS = ['', '&color=BLK', '&sort=price-low-high', '&size=M&sort=newest'];
const fresh = [];
for (const [i, t] of FRESH.entries())
  fresh.push(
    (
      await timed(
        `${base}/products/v2/search/productSearch?q=${t}${FRESH_SORTS[i % FRESH_SORTS.length]}&count=48`,
      )
    ).ms,
  );
const FRESH_PREFIXES = ['be', 'cu', 'sn', 'wa', 'du', 'bo', 'ri', 'sa', 'ta', 'ca'];
const freshSuggest = [];
for (const q of FRESH_PREFIXES)
  freshSuggest.push((await timed(`${base}/products/v2/search/autoSuggest?q=${q}`)).ms);
server.kill('SIGTERM');

const f = (n) => n.toFixed(1);
const rows = [
  [
    'filtered productSearch (48 cards, facet counts)',
    f(percentile(search, 50)),
    f(percentile(search, 99)),
    '≤ 15 / ≤ 50',
  ],
  [
    'autoSuggest (terms, categories, 4 cards)',
    f(percentile(suggest, 50)),
    f(percentile(suggest, 99)),
    '≤ 5 / —',
  ],
  ['floor: `GET /` (no D1, workerd HTTP only)', f(percentile(floor, 50)), f(percentile(floor, 99)), '—'],
  [
    `productSearch, first-time terms (${fresh.length}, FTS read from D1)`,
    f(percentile(fresh, 50)),
    f(percentile(fresh, 99)),
    '— (cold path)',
  ],
  [
    `autoSuggest, first-time prefixes (${freshSuggest.length})`,
    f(percentile(freshSuggest, 50)),
    f(percentile(freshSuggest, 99)),
    '— (cold path)',
  ],
];
const lines = [
  '| query | p50 ms | p99 ms | target p50 / p99 |',
  '| --- | ---: | ---: | --- |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
];
const report = [
  '',
  `## Search at ${PRODUCTS.toLocaleString('en-US')} products (sandbox)`,
  '',
  `Run ${new Date().toISOString()}: \`npm run bench:search\`. The sandbox alone under \`wrangler dev\` (local workerd, D1 with FTS5), ${search.length} filtered searches over ${SEARCHES.length} queries (results ${Math.min(...totals)}–${Math.max(...totals)} products) and ${suggest.length} autosuggest calls, sequential, warm, measured over HTTP on this machine (so the numbers include workerd's HTTP handling and the local D1 round trips).`,
  '',
  ...lines,
  '',
].join('\n');
const latest = path.join(root, 'docs', 'bench', 'latest.md');
mkdirSync(path.dirname(latest), { recursive: true });
appendFileSync(latest, report);
console.log(`${lines.join('\n')}\n\nappended to docs/bench/latest.md`);
process.exit(0);
