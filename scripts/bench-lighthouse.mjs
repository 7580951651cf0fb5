// Lighthouse rows of `npm run bench`: the pinned `lighthouse` package in Debian's Chromium, default
// mobile settings (throttled), the median of `runs` runs per page. Each run opens a fresh Chromium so
// no cache or service worker carries over. Cart and checkout are read with a shopper's cookie, the
// account page with a signed-in member's.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const runOnce = async (url, cookie) => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      cookie ? { extends: 'lighthouse:default', settings: { extraHeaders: { Cookie: cookie } } } : undefined,
    );
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not complete (a protocol timeout; no largest paint seen, which leaves
    // performance without a score) would count as 0: it says nothing of the page, so it is named
    // and run again rather than counted.
    if (runtimeError) return { failed: `${runtimeError.code}: ${runtimeError.message}` };
    if (categories.performance?.score == null)
      return { failed: audits['largest-contentful-paint']?.errorMessage ?? 'no performance score' };
    return {
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    };
  } finally {
    await chrome.kill();
  }
};

/** `pages`: [{ name, url, cookie? }]. Returns markdown table lines. */
export const lighthouseRows = async (pages, runs = 5) => {
  const lines = [
    '| page | performance | accessibility | best practices | SEO | CLS | LCP ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const page of pages) {
    console.error(`› lighthouse ${page.name}`);
    const results = [];
    let failures = 0;
    while (results.length < runs) {
      const run = await runOnce(page.url, page.cookie);
      if (!run.failed) results.push(run);
      else if (++failures > runs) throw new Error(`lighthouse ${page.name}: ${run.failed}`);
      else console.error(`  lighthouse ${page.name}: a run failed (${run.failed}); running it again`);
    }
    const m = (key) => median(results.map((r) => r[key]));
    lines.push(
      `| ${page.name}${failures ? ` (${failures} failed run${failures > 1 ? 's' : ''} run again)` : ''} | ${m('performance')} | ${m('accessibility')} | ${m('best-practices')} | ${page.indexable ? m('seo') : 'n/a (noindex)'} | ${m('cls').toFixed(3)} | ${Math.round(m('lcp'))} |`,
    );
  }
  return lines;
};
