// The loyalty rows of `npm run bench` (issue 47's budgets), against the bench's storefront and its
// sandbox on their own ports:
// - the account page of a club member with points and vouchers beside the same page of a member
//   outside the club (isolate CPU p50, alternating batches; budget ≤ 1.1×), and the club page;
// - applying a voucher through the BFF (`PUT /api/cart/reward`), timed like add to cart (≤ 15 ms).
// The club member joins through the account's form and gets 3,000 points from the sandbox's
// customer-service call (`POST /__admin/loyalty/{email}/points`).
// Alone: `npm run bench:loyalty` builds, seeds and serves its own pair as the bench does
// (BENCH_LOYALTY_PORT, default 8792 and the next; BENCH_CPU_ROUNDS) and prints the rows.
import { pathToFileURL } from 'node:url';
import { runAlone } from './bench-alone.mjs';
import { isolateProfiler } from './bench-cpu.mjs';
import { applySetCookie, benchMember, jsonSender } from './bench-member.mjs';
import { median } from './bench-personalization.mjs';

/** The sandbox's admin key in local development (sandbox/wrangler.toml). */
const ADMIN = { 'x-sandbox-admin': 'sandbox-admin-key', 'content-type': 'application/json' };
const GRANTED_POINTS = 3000;

/** Joins the club through the account's no-script form; the member with the session's new cookies. */
const joinClub = async (base, member) => {
  const response = await fetch(`${base}/en-us/account/club`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie: member.cookie },
    body: '_action=join',
  });
  if (response.status !== 303) throw new Error(`joining the club answered ${response.status}`);
  return { ...member, cookie: applySetCookie(member.cookie, response.headers.getSetCookie()) };
};

/** A size in stock of the first product a search for jackets lists. */
const anySku = async (base) => {
  const results = await (await fetch(`${base}/en-us/search?q=jacket`)).text();
  const product = /href="(\/en-us\/p\/[^"]+)"/.exec(results)?.[1];
  if (!product) throw new Error('no product in the search results');
  const pdp = await (await fetch(base + product)).text();
  const sku = /name="productId" value="([^"]+)"(?![^>]*disabled)/.exec(pdp)?.[1];
  if (!sku) throw new Error(`no size to add on ${product}`);
  return sku;
};

export const loyaltyRows = async ({ base, sandboxBase, pid, rounds = 5 }) => {
  const send = jsonSender(base);
  const plain = await benchMember(send);
  const club = await joinClub(base, await benchMember(send));
  const granted = await fetch(`${sandboxBase}/__admin/loyalty/${encodeURIComponent(club.email)}/points`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ points: GRANTED_POINTS }),
  });
  if (!granted.ok) throw new Error(`granting points answered ${granted.status}`);

  // The account page of each member, and the club page, in alternating batches.
  const account = `${base}/en-us/account`;
  const clubPage = `${base}/en-us/account/club`;
  const as = (member) => ({ cookie: member.cookie });
  for (const [url, member] of [
    [account, club],
    [account, plain],
    [clubPage, club],
  ])
    for (let i = 0; i < 20; i++) await (await fetch(url, { headers: as(member) })).text();
  const profiler = await isolateProfiler(pid, 'storefront');
  const samples = { club: [], plain: [], clubPage: [] };
  try {
    for (let r = 0; r < rounds; r++) {
      samples.club.push(await profiler.cpuPerRequest(account, 100, as(club)));
      samples.plain.push(await profiler.cpuPerRequest(account, 100, as(plain)));
      samples.clubPage.push(await profiler.cpuPerRequest(clubPage, 100, as(club)));
    }
  } finally {
    profiler.close();
  }
  const [clubCpu, plainCpu, clubPageCpu] = [samples.club, samples.plain, samples.clubPage].map(median);

  // A voucher applied through the BFF, then removed (untimed), so every round applies the same one;
  // the session's cookies as the browser keeps them.
  let jar = club.cookie;
  const cartSend = jsonSender(base, (_, res) => {
    jar = applySetCookie(jar, res.headers['set-cookie']);
  });
  const sku = await anySku(base);
  const added = await cartSend(
    'POST',
    '/api/cart/items?locale=en-us',
    { productId: sku, qty: 1 },
    { cookie: jar },
  );
  if (added.status !== 200) throw new Error(`add to cart answered ${added.status}: ${added.body}`);
  const applies = [];
  for (let i = 0; i < 70; i++) {
    const applied = await cartSend('PUT', '/api/cart/reward?locale=en-us', { points: 500 }, { cookie: jar });
    if (applied.status !== 200)
      throw new Error(`applying a voucher answered ${applied.status}: ${applied.body}`);
    if (i >= 10) applies.push(applied.ms);
    await cartSend('DELETE', '/api/cart/reward?locale=en-us', undefined, { cookie: jar });
  }
  const sorted = [...applies].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))];
  return [
    '| loyalty | measure | |',
    '| --- | --- | --- |',
    `| account page of a club member (${GRANTED_POINTS} points, vouchers) beside a member outside the club | isolate CPU/req p50 ${clubCpu.toFixed(2)} ms against ${plainCpu.toFixed(2)} ms: ${(clubCpu / plainCpu).toFixed(2)}× (budget ≤ 1.1×) | |`,
    `| /en-us/account/club (points, vouchers, history) | isolate CPU/req p50 ${clubPageCpu.toFixed(2)} ms (budget ≤ 3) | |`,
    `| a voucher applied through the BFF (\`PUT /api/cart/reward\`), sandbox as a second dev server | p50 ${median(applies).toFixed(2)} ms (budget ≤ 15) | p99 ${p99.toFixed(2)} ms |`,
  ];
};

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  await runAlone('loyalty', Number(process.env.BENCH_LOYALTY_PORT ?? 8792), loyaltyRows);
