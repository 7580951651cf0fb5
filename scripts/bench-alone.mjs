// One group of the bench's rows on its own (`npm run bench:loyalty`, `bench:personalization`):
// builds, seeds and serves a storefront and its sandbox as `npm run bench` does for its CPU rows
// (the sandbox a dev server of its own, so the storefront runtime's CPU is the storefront's), and
// prints the rows.
import path from 'node:path';
import { runtimePidOn } from './bench-cpu.mjs';
import { BENCH_VARS, build, ensureInstalled, prepareSandbox, root, serve } from './local.mjs';

/** `rows({ base, sandboxBase, pid, rounds })` against a fresh pair on `port` and the next. */
export const runAlone = async (name, port, rows) => {
  ensureInstalled();
  build();
  const persistTo = path.join(root, '.wrangler', `bench-${name}-state`);
  prepareSandbox(persistTo);
  const servers = await serve({
    port,
    sandboxPort: port + 1,
    persistTo,
    quiet: true,
    vars: BENCH_VARS,
    sandboxInProcess: false,
    registryPath: path.join(root, '.wrangler', `bench-${name}-registry`),
  });
  try {
    const printed = await rows({
      base: `http://127.0.0.1:${port}`,
      sandboxBase: `http://127.0.0.1:${port + 1}`,
      pid: runtimePidOn(port),
      rounds: process.env.BENCH_CPU_ROUNDS ? Number(process.env.BENCH_CPU_ROUNDS) : undefined,
    });
    console.log(printed.join('\n'));
  } finally {
    servers.stop();
  }
};
