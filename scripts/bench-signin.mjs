// `node scripts/bench-signin.mjs`: only the sign-in row of `npm run bench` (sign-in through the
// BFF as `npm start` serves it: signin, token exchange and the merge of a one-line guest cart),
// p50 and p90 over 60 rounds, and how the time splits between the storefront and the sandbox's
// calls (each BFF answer's Server-Timing). For a quick look at one change; the bench is the record.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { benchMember, jsonSender, signInLatency } from './bench-member.mjs';
import { BENCH_VARS, build, ensureInstalled, prepareSandbox, root, serve } from './local.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8777);
const base = `http://127.0.0.1:${PORT}`;

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
  vars: BENCH_VARS,
  registryPath: path.join(root, '.wrangler', 'bench-registry'),
});

const timings = [];
const send = jsonSender(base, (p, res) => {
  if (p.startsWith('/api/auth/sign-in')) timings.push(res.headers['server-timing'] ?? '');
});

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.floor((p / 100) * values.length)];

try {
  const search = (await send('GET', '/en-us/search?q=jacket')).body.toString();
  const pdp = /href="(\/en-us\/p\/[^"]+)"/.exec(search)?.[1];
  const page = (await send('GET', pdp)).body.toString();
  const sku = /name="productId" value="([^"]+)"(?![^>]*disabled)/.exec(page)?.[1];
  const member = await benchMember(send);
  const times = await signInLatency(send, { email: member.email, sku });
  console.log(
    `sign-in through the BFF: p50 ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms (${times.length} rounds)`,
  );
  console.log(`Server-Timing of the last sign-in: ${timings.at(-1)}`);
} finally {
  servers.stop();
}
