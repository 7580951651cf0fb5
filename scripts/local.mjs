// Shared steps for running the product locally: build, prepare the sandbox databases, serve both
// workers. Used by `npm start`, the Playwright web server and the bench.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// Tools run on the Node pinned in node_modules (the `node` package), whatever started this script.
const env = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  // Wrangler's own local tracing streams every invocation (the sandbox's subrequests too) to a
  // collector that writes it to SQLite: a bench run left 236 MB of it, and under 50 connections it
  // was what timed out. The storefront records its own data points for /ops (docs/ARCHITECTURE.md).
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
};

/**
 * The storefront's vars under the bench and the profilers: the `?render=string` comparison path,
 * and production's info-log sampling (`LOG_SAMPLING`), so the CPU they measure is not development's
 * one log line per upstream call, each also handed to the inspector the profiler works through.
 */
export const BENCH_VARS = { BENCH: '1', LOG_SAMPLING: 'production' };

export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} exited with ${result.status}`);
    process.exit(result.status ?? 1);
  }
};

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export const ensureInstalled = () => {
  if (existsSync(path.join(root, 'node_modules', '.bin', 'wrangler'))) return;
  console.log('› installing dependencies');
  run('npm', ['install', '--no-audit', '--no-fund']);
};

export const build = () => {
  console.log('› building client and sandbox');
  run(bin('vite'), ['build', '--logLevel', 'warn']);
  run(
    bin('wrangler'),
    // `--env ''`: the top-level (development) sandbox, which the storefront's tests run beside.
    [
      'deploy',
      '--dry-run',
      '-c',
      'sandbox/wrangler.toml',
      '--env',
      '',
      '--outdir',
      path.join(root, 'dist', 'sandbox'),
    ],
    {
      stdio: ['inherit', 'ignore', 'inherit'],
    },
  );
};

/** Whether the local sandbox database at `persistTo` already holds a catalogue. */
const catalogueSeeded = (persistTo) => {
  const result = spawnSync(
    bin('wrangler'),
    [
      'd1',
      'execute',
      'DB',
      ...['-c', 'sandbox/wrangler.toml', '--local', '--persist-to', persistTo],
      '--command',
      'SELECT count(*) AS n FROM products',
      '--json',
    ],
    { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  if (result.status !== 0) return false;
  try {
    return JSON.parse(result.stdout)[0].results[0].n > 0;
  } catch {
    return false;
  }
};

/**
 * Applies the D1 migrations (new ones included), then the deterministic seed, but only to a
 * database without a catalogue: local state (carts, orders, accounts, stock they consumed) is
 * kept across restarts, a crash included. Starting over is deleting `persistTo` first
 * (`npm start -- --fresh`).
 */
export const prepareSandbox = (persistTo) => {
  console.log(`› preparing sandbox databases in ${path.relative(root, persistTo)}`);
  const common = ['-c', 'sandbox/wrangler.toml', '--local', '--persist-to', persistTo];
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', ...common], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (catalogueSeeded(persistTo)) {
    console.log('› keeping the local state it holds (`npm start -- --fresh` starts over)');
    return;
  }
  run('node', [path.join(root, 'scripts', 'seed.mjs')]);
  run(
    bin('wrangler'),
    ['d1', 'execute', 'DB', ...common, '--file', path.join(root, '.wrangler', 'seed.sql'), '--yes'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
};

const waitFor = async (url, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
};

/**
 * Serves the storefront with the sandbox in one workerd process (`wrangler dev` with both configs),
 * so the SANDBOX service binding is an in-process call as it is on Cloudflare, not an HTTP hop
 * between two dev servers. Only the first config gets a port there, so a second process serves the
 * small gateway worker (`sandbox/gateway/`) that exposes the sandbox on `sandboxPort` for tests,
 * demos and developers (outbox, admin calls) through wrangler's dev registry.
 *
 * `sandboxInProcess: false` serves the sandbox as its own dev server instead (the bench uses it to
 * measure the storefront's CPU without the sandbox's). Resolves once both answer.
 */
export const serve = async ({
  port,
  sandboxPort,
  persistTo,
  quiet = false,
  vars = {},
  registryPath,
  sandboxInProcess = true,
}) => {
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  // A registry of this server's own names only its own processes: after an unclean stop (a crash,
  // an out-of-memory kill, a closed terminal) it still names the dead ones, and the gateway's
  // binding to the sandbox would reach for them and never come up.
  if (registryPath) rmSync(registryPath, { recursive: true, force: true });
  // Several servers at once (e2e ports) each need their own dev registry: the gateway's binding to
  // `storefront-sandbox` would otherwise reach whichever sandbox registered last.
  const childEnv = registryPath ? { ...env, WRANGLER_REGISTRY_PATH: registryPath } : env;
  const common = ['--persist-to', persistTo, '--ip', '127.0.0.1', '--show-interactive-dev-session=false'];
  const dev = (configs, listen, extra = []) =>
    spawn(
      bin('wrangler'),
      [
        'dev',
        ...configs.flatMap((config) => ['-c', config]),
        '--port',
        String(listen),
        '--inspector-port',
        String(listen + 1000),
        ...common,
        ...extra,
      ],
      { cwd: root, stdio, env: childEnv },
    );
  // Links the worker writes (reset e-mails, canonical links) name the port it is served on here.
  const storefrontVars = Object.entries({ PUBLIC_ORIGIN: `http://localhost:${port}`, ...vars }).flatMap(
    ([k, v]) => ['--var', `${k}:${v}`],
  );
  const children = [];
  if (sandboxInProcess) {
    children.push(dev(['wrangler.toml', 'sandbox/wrangler.toml'], port, storefrontVars));
    await waitFor(`http://127.0.0.1:${port}/en-us`, 90_000);
    children.push(dev(['sandbox/gateway/wrangler.toml'], sandboxPort));
  } else {
    children.push(dev(['sandbox/wrangler.toml'], sandboxPort));
    await waitFor(`http://127.0.0.1:${sandboxPort}/`, 60_000);
    children.push(dev(['wrangler.toml'], port, storefrontVars));
  }
  let stopping = false;
  const stop = () => {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  process.on('SIGTERM', () => {
    stop();
    process.exit(143);
  });
  process.on('exit', stop);
  for (const child of children) {
    child.on('exit', (code) => {
      if (code && !stopping) {
        console.error(`wrangler exited with ${code}`);
        stop();
        process.exit(code);
      }
    });
  }
  await Promise.all([
    waitFor(`http://127.0.0.1:${port}/en-us`, 90_000),
    waitFor(`http://127.0.0.1:${sandboxPort}/`, 60_000),
  ]);
  return { stop };
};
