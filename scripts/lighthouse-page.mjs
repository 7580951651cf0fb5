// `node scripts/lighthouse-page.mjs /en-us/search?q=jacket [...]`: why a page scores what it does
// in the bench's Lighthouse rows. Serves the production build as the bench does, runs Lighthouse
// (mobile defaults, Debian's Chromium) LIGHTHOUSE_RUNS times per path (default 3) and prints, for
// the median run, each metric with its score and the audits that cost the most time.
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, ensureInstalled, prepareSandbox, root, serve } from './local.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8777);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const paths = process.argv.slice(2);
if (!paths.length) {
  console.error('usage: node scripts/lighthouse-page.mjs <path> [<path> ...]');
  process.exit(2);
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
];

const runOnce = async (url) => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return lhr;
  } finally {
    await chrome.kill();
  }
};

ensureInstalled();
build();
const persistTo = path.join(root, '.wrangler', 'bench-state');
rmSync(persistTo, { recursive: true, force: true });
prepareSandbox(persistTo);
const servers = await serve({
  port: PORT,
  sandboxPort: PORT + 1,
  persistTo,
  quiet: true,
  registryPath: path.join(root, '.wrangler', 'bench-registry'),
});
try {
  for (const p of paths) {
    const url = `http://127.0.0.1:${PORT}${p}`;
    await fetch(url);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runOnce(url));
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    console.log(
      `\n${p}: performance ${runs.map((r) => Math.round(r.categories.performance.score * 100)).join(', ')} (median run below)`,
    );
    for (const id of METRICS) {
      const audit = lhr.audits[id];
      console.log(`  ${id}: ${audit.displayValue} (score ${audit.score})`);
    }
    const costly = Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' || a.metricSavings)
      .map((a) => ({
        id: a.id,
        title: a.title,
        ms: a.details?.overallSavingsMs ?? a.metricSavings?.LCP ?? 0,
        value: a.displayValue,
      }))
      .filter((a) => a.ms > 0 || a.value)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12);
    for (const a of costly)
      console.log(`  - ${a.id}: ${a.value ?? ''} ${a.ms ? `(~${Math.round(a.ms)} ms)` : ''}`);
    const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
    for (const t of tasks.slice(0, 8))
      console.log(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms: ${t.url}`);
    const mainThread = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
    console.log(
      `  main thread: ${mainThread.map((m) => `${m.groupLabel} ${Math.round(m.duration)}`).join(', ')}`,
    );
  }
} finally {
  servers.stop();
}
