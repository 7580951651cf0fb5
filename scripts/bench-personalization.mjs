// The personalization rows of `npm run bench` (issue 46's budgets), against the bench's storefront
// (BENCH=1) and its sandbox on their own ports:
// - the home page's isolate CPU with its decision call (every running experience decided) beside
//   the same page with personalization switched off (`?personalization=off`, honoured only under
//   the bench: no decision call, no vendor list), interleaved batches as every CPU row;
// - with the decision service slowed to 300 ms by the sandbox's fault switch: how long after the
//   first byte the head and the header have arrived, and when the page is complete, against the
//   decision budget plus 20 ms.
// Alone: `npm run bench:personalization` builds, seeds and serves its own pair as the bench
// does (BENCH_PERSONALIZATION_PORT, default 8794 and the next; BENCH_CPU_ROUNDS) and prints the rows.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { runAlone } from './bench-alone.mjs';
import { isolateCpuPerRequest } from './bench-cpu.mjs';

/** The sandbox's admin key in local development (sandbox/wrangler.toml). */
const ADMIN = { 'x-sandbox-admin': 'sandbox-admin-key', 'content-type': 'application/json' };
/** The storefront's decision budget when DECISION_BUDGET_MS is not set (worker/upstream/decision.ts). */
export const DEFAULT_DECISION_BUDGET_MS = 150;
const SLOW_DECISION_MS = 300;

/** Timings of one streamed GET: first byte, the header's end (`</header>`) and the end. */
export const streamTimings = (url) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte;
    let header;
    let seen = '';
    http
      .get(url, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          const now = performance.now() - started;
          firstByte ??= now;
          if (header === undefined) {
            seen += chunk;
            if (seen.includes('</header>')) header = now;
          }
        });
        res.on('end', () => resolve({ firstByte, header, complete: performance.now() - started }));
      })
      .on('error', reject);
  });

export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** How many experiments the home page's data layer says were decided (one request). */
const decidedOnHome = async (base) => {
  const html = await (await fetch(`${base}/en-us?shared=no`)).text();
  const event = /"event":"experiments","experiments":(\[[^\]]*\])/.exec(html);
  return event ? JSON.parse(event[1]).length : 0;
};

const setSlowDecisions = (sandboxBase, on) =>
  fetch(`${sandboxBase}/__admin/faults${on ? '/decision' : ''}`, {
    method: on ? 'PUT' : 'DELETE',
    headers: ADMIN,
    ...(on ? { body: JSON.stringify({ kind: 'slow', delayMs: SLOW_DECISION_MS }) } : {}),
  });

/**
 * The rows, as markdown table lines. `pid` is the storefront's runtime (for the isolate profiler);
 * `budgetMs` the decision budget it runs with.
 */
export const personalizationRows = async ({
  base,
  sandboxBase,
  pid,
  rounds,
  budgetMs = DEFAULT_DECISION_BUDGET_MS,
}) => {
  // Rendered each time (any query keeps the home page from the shared copy).
  const home = `${base}/en-us?shared=no`;
  // A new guest's usual answer: decided, then the shared copy of the variants decided (no render).
  const shared = `${base}/en-us`;
  const urls = [home, `${base}/en-us?personalization=off`, shared];
  for (const url of urls) for (let i = 0; i < 30; i++) await (await fetch(url)).text();
  const decided = await decidedOnHome(base);
  const [withDecision, off, fromCopy] = await isolateCpuPerRequest(
    pid,
    'storefront',
    urls,
    rounds ? { rounds } : {},
  );
  const ratio = withDecision / off;
  await setSlowDecisions(sandboxBase, true);
  const timings = [];
  try {
    for (let i = 0; i < 20; i++) timings.push(await streamTimings(home));
  } finally {
    await setSlowDecisions(sandboxBase, false);
  }
  const headerAfterFirstByte = median(timings.map((t) => t.header - t.firstByte));
  const complete = median(timings.map((t) => t.complete));
  return [
    '| personalization | measure | |',
    '| --- | --- | --- |',
    `| home with its decision call (${decided} experiments decided) beside personalization off | isolate CPU/req p50 ${withDecision.toFixed(2)} ms against ${off.toFixed(2)} ms: ${ratio.toFixed(2)}× (budget ≤ 1.15×) | |`,
    `| the same, answered from the shared copy of the variants decided (a new guest's usual answer) | isolate CPU/req p50 ${fromCopy.toFixed(2)} ms: ${(fromCopy / off).toFixed(2)}× personalization off | |`,
    `| home with the decision service slowed to ${SLOW_DECISION_MS} ms (fault switch), median of 20 | head and header ${headerAfterFirstByte.toFixed(1)} ms after the first byte (budget ≤ 10) | complete at ${complete.toFixed(0)} ms (budget ≤ ${budgetMs + 20}: the decision budget + 20) |`,
  ];
};

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  await runAlone(
    'personalization',
    Number(process.env.BENCH_PERSONALIZATION_PORT ?? 8794),
    personalizationRows,
  );
