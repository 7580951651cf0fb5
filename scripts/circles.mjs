// `npm run circles`: fails when source files import each other in a circle (worker/, client/,
// shared/, sandbox/). Type-only imports count: a circle of types still ties two modules together
// (neither can move or be read alone), and `worker/env.ts` grew one that way. Imports are read and
// resolved by the TypeScript compiler itself (the project's `Bundler` resolution and path rules),
// then each strongly connected component of more than one file is one circle, printed with a path
// around it. There are no exceptions: every circle fails, and is broken by moving what both sides
// need into a module of its own or passing it as an argument or a prop (worker/env.ts says how).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './local.mjs';

const FOLDERS = ['worker', 'client', 'shared', 'sandbox'];

const SKIP = new Set(['node_modules', 'dist', '.wrangler', '.tmp']);

const sources = (dir, out = []) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(file, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(file);
  }
  return out;
};

const options = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
  ts.sys,
  root,
).options;
const files = FOLDERS.flatMap((folder) => sources(path.join(root, folder)));
const project = new Set(files);

/** file → the project files it imports (static, type-only, re-exports and dynamic `import()`). */
const graph = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (resolved && project.has(path.resolve(resolved))) targets.add(path.resolve(resolved));
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components, iteratively (no recursion limit on long chains).
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
let counter = 0;
for (const start of files) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const next = graph.get(node)[i];
    if (next !== undefined) {
      frame[1] += 1;
      if (!index.has(next)) {
        index.set(next, counter);
        low.set(next, counter++);
        stack.push(next);
        onStack.add(next);
        work.push([next, 0]);
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  }
}

/** One way around a component: a shortest path from its first file back to itself. */
const cycleIn = (component) => {
  const inside = new Set(component);
  const [first] = component.sort();
  const previous = new Map();
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node)) {
      if (!inside.has(next)) continue;
      if (next === first) {
        const cycle = [node];
        while (cycle[0] !== first) cycle.unshift(previous.get(cycle[0]));
        return [...cycle, first];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [first];
};

const rel = (file) => path.relative(root, file);
if (components.length === 0) {
  console.log(`no import circles among ${files.length} files`);
} else {
  console.error(`✗ ${components.length} import circle(s) among ${files.length} files:`);
  for (const component of components) {
    console.error(`\n  ${component.length} files: ${cycleIn(component).map(rel).join(' → ')}`);
    if (component.length > 2) console.error(`  all of them: ${component.map(rel).sort().join(', ')}`);
  }
  console.error(
    '\nBreak each one: move what both sides need into a module of its own, or pass it as an argument or a prop.',
  );
  process.exit(1);
}
