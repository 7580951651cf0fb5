// `npm test`: every check, in the order a failure is cheapest to find.

import path from 'node:path';
import { build, ensureInstalled, root, run } from './local.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
ensureInstalled();
console.log('› typecheck');
// Every tsconfig project (worker, client, sandbox, tests, node): declarations go to .tmp/tsc.
run(bin('tsc'), ['-b']);
console.log('› lint and format');
run(bin('biome'), ['check', '.']);
console.log('› import circles (type-only imports count)');
run('node', [path.join(root, 'scripts', 'circles.mjs')]);
build();
console.log('› deployable: generated Env up to date, dry-run bundles within the Workers size limit');
run(bin('wrangler'), ['types', 'worker/worker-configuration.d.ts', '--include-runtime', 'false', '--check']);
run('node', [path.join(root, 'scripts', 'deploy-check.mjs')]);
console.log('› unit and workerd integration tests');
run(bin('vitest'), ['run']);
console.log('› end-to-end journeys in Chromium');
run(bin('playwright'), ['test']);
