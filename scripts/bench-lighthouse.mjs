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
    const { categories, audits } = result.lhr;
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
    for (let i = 0; i < runs; i++) results.push(await runOnce(page.url, page.cookie));
    const m = (key) => median(results.map((r) => r[key]));
    lines.push(
      `| ${page.name} | ${m('performance')} | ${m('accessibility')} | ${m('best-practices')} | ${page.indexable ? m('seo') : 'n/a (noindex)'} | ${m('cls').toFixed(3)} | ${Math.round(m('lcp'))} |`,
    );
  }
  return lines;
};
