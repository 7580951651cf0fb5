// `npm test`: every check, in the order a failure is cheapest to find. Each stage starts with a
// "› " line (the bench times the stages of two commits by these lines); a table of each stage's
// wall time ends the run.

import path from 'node:path';
import { build, ensureInstalled, root, run } from './local.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const stages = [];
/** Starts a stage: its "› " line (unless the step prints its own) and its clock. */
const stage = (title, { printed = false } = {}) => {
  if (!printed) console.log(`› ${title}`);
  stages.push({ title, start: performance.now() });
};
const started = performance.now();
process.on('exit', (code) => {
  if (code !== 0 || stages.length === 0) return;
  const ends = [...stages.slice(1).map((s) => s.start), performance.now()];
  console.log('\nwall time of each stage:');
  for (const [i, { title, start }] of stages.entries())
    console.log(`  ${((ends[i] - start) / 1000).toFixed(0).padStart(5)} s  ${title}`);
  console.log(`  ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`);
});

ensureInstalled();
stage('typecheck');
// Every tsconfig project (worker, client, sandbox, tests, node): declarations go to .tmp/tsc.
run(bin('tsc'), ['-b']);
stage('lint and format');
run(bin('biome'), ['check', '.']);
stage('import circles (type-only imports count)');
run('node', [path.join(root, 'scripts', 'circles.mjs')]);
stage('building client and sandbox', { printed: true });
build();
stage('deployable: generated Env up to date, dry-run bundles within the Workers size limit');
run(bin('wrangler'), ['types', 'worker/worker-configuration.d.ts', '--include-runtime', 'false', '--check']);
run('node', [path.join(root, 'scripts', 'deploy-check.mjs')]);
stage('unit and workerd integration tests');
run(bin('vitest'), ['run']);
stage('end-to-end journeys in Chromium');
run(bin('playwright'), ['test']);
