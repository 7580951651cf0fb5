// `node scripts/bench-compare-pdp.mjs BEFORE_URL AFTER_URL`: the product page of a shopper with a
// cart, on two running storefronts side by side (for example the last release and this commit,
// each started with `npm start` on its own PORT). Requests alternate between the two so the
// machine's drift falls on both alike. It prints time to first byte and time until the buy box
// (the add-to-cart form) has arrived, p50 and p90 over SAMPLES requests each. Measures, judges
// nothing.
import http from 'node:http';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node scripts/bench-compare-pdp.mjs BEFORE_URL AFTER_URL');
  process.exit(2);
}
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const BUY_BOX = 'action="/api/cart/items';

const request = (url, { method = 'GET', headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const since = () => Number(process.hrtime.bigint() - started) / 1e6;
    let ttfb;
    let buyBox;
    let text = '';
    const req = http.request(url, { method, headers }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        ttfb ??= since();
        text += chunk;
        if (buyBox === undefined && text.includes(BUY_BOX)) buyBox = since();
      });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text, ttfb, buyBox }));
    });
    req.on('error', reject);
    req.end(body);
  });

/** A product page path, and the cookie of a shopper whose cart holds one of its sizes. */
const shopper = async (origin) => {
  const search = await request(`${origin}/en-us/search?q=jacket`);
  const pdp = search.text.match(/href="(\/en-us\/p\/[^"]+)"/)?.[1];
  if (!pdp) throw new Error(`no product link on ${origin}`);
  const page = await request(origin + pdp);
  const sku = page.text.match(/name="productId" value="([^"]+)"(?![^>]*disabled)/)?.[1];
  const added = await request(`${origin}/api/cart/items?locale=en-us`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ productId: sku, qty: 1 }),
  });
  if (added.status !== 200) throw new Error(`add to cart on ${origin} answered ${added.status}`);
  const cookie = (added.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return { url: origin + pdp, cookie };
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const sides = [
  { name: 'before', ...(await shopper(before)), ttfb: [], buyBox: [] },
  { name: 'after', ...(await shopper(after)), ttfb: [], buyBox: [] },
];
for (const side of sides)
  for (let i = 0; i < 10; i++) await request(side.url, { headers: { cookie: side.cookie } });
for (let i = 0; i < SAMPLES; i++) {
  for (const side of i % 2 ? sides : [...sides].reverse()) {
    const r = await request(side.url, { headers: { cookie: side.cookie } });
    if (r.status !== 200 || r.buyBox === undefined) throw new Error(`${side.name}: status ${r.status}`);
    side.ttfb.push(r.ttfb);
    side.buyBox.push(r.buyBox);
  }
}
console.log(
  `| PDP with a cart cookie (${SAMPLES} requests each, alternating) | TTFB p50 | TTFB p90 | buy box p50 | buy box p90 |`,
);
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const s of sides) {
  const f = (v) => `${v.toFixed(2)} ms`;
  console.log(
    `| ${s.name} (${s.name === 'before' ? before : after}) | ${f(percentile(s.ttfb, 50))} | ${f(percentile(s.ttfb, 90))} | ${f(percentile(s.buyBox, 50))} | ${f(percentile(s.buyBox, 90))} |`,
  );
}
