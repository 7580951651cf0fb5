// `node scripts/bench-cpu-compare.mjs BASE [path ...]`: isolate CPU per request of each page on
// commit BASE and on HEAD (COMPARE_WITH), each built in a temporary worktree (so editing this
// checkout meanwhile cannot restart a dev server mid-measurement), served side by side and
// measured in alternating batches so that the machine's drift falls on both alike. It is how a
// rendering change shows what it saves, and judges nothing. COMPARE_AS_MEMBER=1 asks as a member
// signed up on each side, with one saved address (e.g. /en-us/account/addresses);
// COMPARE_CART_FROM=/en-us/p/… as a guest with two sizes of that product in the cart (/en-us/cart).
import { isolateProfiler, runtimePidOn } from './bench-cpu.mjs';
import { addAddress, benchMember, guestWithTwoLines, jsonSender } from './bench-member.mjs';
import { serveCommit } from './bench-previous.mjs';
import { ensureInstalled, root } from './local.mjs';

const [base, ...given] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/bench-cpu-compare.mjs BASE_COMMIT [path ...]');
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT ?? 8777);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 7);
const SIZE = 50;

ensureInstalled();
const there = await serveCommit({ root, port: PORT + 2, sha: base });
const here = await serveCommit({ root, port: PORT, sha: process.env.COMPARE_WITH ?? 'HEAD' });

const firstProduct = async (origin) => {
  const home = await (await fetch(`${origin}/en-us/search?q=jacket`)).text();
  const found = /href="(\/en-us\/p\/[^"]+)"/.exec(home)?.[1];
  if (!found) throw new Error(`no product link on ${origin}`);
  return found;
};

const percentile50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const origins = [`http://127.0.0.1:${PORT + 2}`, `http://127.0.0.1:${PORT}`];
  const paths = given.length
    ? given
    : [
        '/en-us',
        '/en-us/c/men-1100',
        '/en-us/search?q=jacket',
        await firstProduct(origins[1]),
        '/en-us/campaign',
      ];
  const perRound = paths.map(() => [[], []]);
  const headers = await Promise.all(
    origins.map(async (origin) => {
      if (process.env.COMPARE_CART_FROM)
        return {
          cookie: (await guestWithTwoLines(jsonSender(origin), process.env.COMPARE_CART_FROM)).cookie,
        };
      if (!process.env.COMPARE_AS_MEMBER) return {};
      const member = await addAddress(origin, await benchMember(jsonSender(origin)));
      return { cookie: member.cookie };
    }),
  );
  for (const [side, origin] of origins.entries())
    for (const p of paths) for (let i = 0; i < 30; i++) await fetch(origin + p, { headers: headers[side] });
  const profilers = await Promise.all(
    origins.map((origin) => isolateProfiler(runtimePidOn(Number(new URL(origin).port)), 'storefront')),
  );
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [k, p] of paths.entries()) {
        for (const [side, origin] of origins.entries())
          perRound[k][side].push(await profilers[side].cpuPerRequest(origin + p, SIZE, headers[side]));
      }
      console.error(`round ${round + 1} of ${ROUNDS}`);
    }
  } finally {
    for (const profiler of profilers) profiler.close();
  }
  console.log(`\n| page | ${there.sha} isolate CPU p50 ms | ${here.sha} | change |`);
  console.log('| --- | ---: | ---: | ---: |');
  for (const [k, p] of paths.entries()) {
    const [before, after] = perRound[k].map(percentile50);
    const change = ((after - before) / before) * 100;
    console.log(
      `| ${p} | ${before.toFixed(2)} | ${after.toFixed(2)} | ${change >= 0 ? '+' : ''}${change.toFixed(0)} % |`,
    );
  }
} finally {
  here.stop();
  there.stop();
}
