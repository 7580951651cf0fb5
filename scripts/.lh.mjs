import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const r = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
await chrome.kill();
const a = r.lhr.audits;
console.log('score', r.lhr.categories.performance.score * 100);
for (const k of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
])
  console.log(k, a[k]?.numericValue, a[k]?.score);
console.log(
  JSON.stringify(
    a['mainthread-work-breakdown']?.details?.items?.map((i) => [i.group, Math.round(i.duration)]),
  ),
);
console.log(
  JSON.stringify(
    a['bootup-time']?.details?.items?.map((i) => [i.url, Math.round(i.total), Math.round(i.scripting)]),
  ),
);
console.log(
  JSON.stringify(
    a['long-tasks']?.details?.items?.map((i) => [i.url, Math.round(i.startTime), Math.round(i.duration)]),
  ),
);
console.log(
  JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet),
);
if (process.argv[3]) (await import('node:fs')).writeFileSync(process.argv[3], JSON.stringify(r.lhr));
