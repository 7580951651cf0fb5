// `npm test`: every check, in the order a failure is cheapest to find.

import path from 'node:path';
import { build, ensureInstalled, root, run } from './local.mjs';

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
