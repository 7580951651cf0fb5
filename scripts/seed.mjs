#!/usr/bin/env node
/**
 * Writes the sandbox seed as SQL, from the same TypeScript generator the sandbox worker uses
 * (bundled on the fly with esbuild, so no TypeScript loader is needed).
 *
 *   node scripts/seed.mjs [--out .wrangler/seed.sql] [--products 320] [--seed 20261121]
 *
 * Then: npx wrangler d1 migrations apply DB --local -c sandbox/wrangler.toml
 *       npx wrangler d1 execute DB --local -c sandbox/wrangler.toml --file .wrangler/seed.sql
 * Re-running is safe: the SQL deletes and replaces every seeded row.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '.wrangler/seed.sql' },
    products: { type: 'string' },
    seed: { type: 'string' },
  },
});

const toInt = (name, value) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer, got ${value}`);
  return n;
};

const tmpDir = resolve(root, '.wrangler/tmp');
await mkdir(tmpDir, { recursive: true });
const bundle = resolve(tmpDir, `seed-generator-${process.pid}.mjs`);
await build({
  entryPoints: [resolve(root, 'sandbox/seed/sql.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: bundle,
  logLevel: 'warning',
});
try {
  const { generateSeed, seedSql } = await import(pathToFileURL(bundle).href);
  const seed = generateSeed({
    productCount: toInt('products', values.products),
    seed: toInt('seed', values.seed),
  });
  const out = resolve(root, values.out);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, seedSql(seed));
  console.log(
    `seed: ${seed.products.length} products, ${seed.variants.length} variants, ${seed.categories.length} categories, ` +
      `${seed.stores.length} stores, ${seed.content.length} content documents -> ${values.out}`,
  );
} finally {
  await rm(bundle, { force: true });
}
