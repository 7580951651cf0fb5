// The deploy gate: `wrangler deploy --dry-run` of each worker's deployed environment (the
// storefront's `production`, the sandbox's `demo`), then the size Cloudflare counts against the
// Workers limit (the gzip of the uploaded modules). Fails on a broken bundle or one over the limit.
// `npm test` runs it after the build; `npm run bench` prints its sizes. Run alone: after
// `npm run build`, `node scripts/deploy-check.mjs`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin');
// wrangler runs on the Node pinned in node_modules (the `node` package), as in scripts/local.mjs.
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };

/**
 * The Workers Free plan's limit: 3 MiB after compression (Paid allows 10 MiB). The stricter one,
 * so the shop deploys on either plan and a bundle that doubles is caught long before it matters.
 */
export const SIZE_LIMIT_BYTES = 3 * 1024 * 1024;

/** The workers deployed, each with the environment it is deployed as. */
export const WORKERS = [
  { name: 'storefront', config: 'wrangler.toml', env: 'production' },
  { name: 'sandbox', config: 'sandbox/wrangler.toml', env: 'demo' },
];

/**
 * The modules wrangler would upload from its `--outdir`: every file but source maps and the README
 * it writes there. Sizes in bytes, raw and gzip (what the limit counts).
 */
export const bundleSizes = (outdir) => {
  const files = readdirSync(outdir, { recursive: true })
    .map((file) => path.join(outdir, String(file)))
    .filter((file) => statSync(file).isFile() && !/\.map$|(^|\/)README\.md$/.test(file));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files: files.length, raw, gzip };
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The verdict on one worker's bundle, with the line that reports it. */
export const sizeVerdict = ({ name, raw, gzip }, limit = SIZE_LIMIT_BYTES) => {
  if (!Number.isFinite(gzip) || gzip <= 0) {
    return { ok: false, line: `✗ ${name}: the dry run produced no bundle` };
  }
  const share = `${((gzip / limit) * 100).toFixed(0)} % of the ${kib(limit)} limit`;
  const sizes = `${kib(raw)} raw, ${kib(gzip)} gzip`;
  return gzip <= limit
    ? { ok: true, line: `✓ ${name}: ${sizes} (${share})` }
    : { ok: false, line: `✗ ${name}: ${sizes}, over the limit (${share})` };
};

/** `wrangler deploy --dry-run` of one worker into a fresh folder: its sizes, or why it failed. */
export const dryRun = ({ name, config, env: target }) => {
  const outdir = mkdtempSync(path.join(tmpdir(), `deploy-check-${name}-`));
  try {
    const result = spawnSync(
      path.join(bin, 'wrangler'),
      ['deploy', '--dry-run', '-c', config, '--env', target, '--outdir', outdir],
      { cwd: root, encoding: 'utf8', env },
    );
    if (result.status !== 0) {
      return {
        name,
        ok: false,
        line: `✗ ${name}: wrangler deploy --dry-run --env ${target} failed`,
        output: `${result.stdout}${result.stderr}`,
      };
    }
    const sizes = { name, ...bundleSizes(outdir) };
    return { ...sizes, ...sizeVerdict(sizes) };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
};

export const deployCheck = () => WORKERS.map(dryRun);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = deployCheck();
  for (const result of results) {
    console.log(result.line);
    if (result.output) console.error(result.output);
  }
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}
