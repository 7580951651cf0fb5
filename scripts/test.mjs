// `npm test`: every check, in the order a failure is cheapest to find.
import { build, ensureInstalled, run } from './local.mjs';
import path from 'node:path';
import { root } from './local.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
ensureInstalled();
console.log('› typecheck');
run(bin('tsc'), ['--noEmit', '-p', '.']);
run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.node.json']);
console.log('› lint and format');
run(bin('biome'), ['check', '.']);
build();
console.log('› unit and workerd integration tests');
run(bin('vitest'), ['run']);
console.log('› end-to-end journeys in Chromium');
run(bin('playwright'), ['test']);
