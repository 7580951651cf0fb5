// Where a page's server CPU goes: serves the production build as the bench does (the sandbox in a
// dev server of its own, so none of its work is counted), profiles sequential requests to each
// path in the storefront's isolate, and prints self and inclusive time per function.
//
//   node scripts/profile-page.mjs /en-us /en-us/c/men-1100      (PROFILE_REQUESTS=200)
// PROFILE_RUNNING=1 profiles the servers already on BENCH_PORT (started the same way) instead;
// PROFILE_LINES=100 prints more functions per list; PROFILE_AS_MEMBER=1 requests the pages as a
// member just signed up, with one saved address as the bench's (e.g. /en-us/account); PROFILE_CART_FROM=/en-us/p/… as a guest whose cart
// holds two sizes of that product (e.g. /en-us/cart). PROFILE_FOCUS=headerSegment counts only the
// samples under that function, so its lists say where that function's time goes; PROFILE_CALLERS=jsonForScript
// prints which callers that function's time (its own and below) is spent for.
// Self time is also summed per source module, read from the dev bundle's `// path` comments.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { isolateMs, profileRequests, runtimePidOn } from './bench-cpu.mjs';
import { addAddress, benchMember, guestWithTwoLines, jsonSender } from './bench-member.mjs';
import { BENCH_VARS, build, ensureInstalled, prepareSandbox, root, serve } from './local.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8777);
const size = Number(process.env.PROFILE_REQUESTS ?? 200);
// How many functions each list prints (PROFILE_LINES).
const lines = Number(process.env.PROFILE_LINES ?? 40);
const paths = process.argv.slice(2);
const focus = process.env.PROFILE_FOCUS;
if (!paths.length) {
  console.error('usage: node scripts/profile-page.mjs <path> [<path> ...]');
  process.exit(2);
}

const startServers = async () => {
  ensureInstalled();
  build();
  const persistTo = path.join(root, '.wrangler', 'bench-state');
  rmSync(persistTo, { recursive: true, force: true });
  prepareSandbox(persistTo);
  return serve({
    port: PORT,
    sandboxPort: PORT + 1,
    persistTo,
    quiet: true,
    vars: BENCH_VARS,
    sandboxInProcess: false,
    registryPath: path.join(root, '.wrangler', 'bench-registry'),
  });
};
const servers = process.env.PROFILE_RUNNING ? { stop() {} } : await startServers();

const name = (frame) => {
  const file = frame.url.split('/').slice(-2).join('/');
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
};

/** Self and inclusive milliseconds per request for each function, over the slices' profiles. */
const byFunction = (profiles) => {
  const self = new Map();
  const total = new Map();
  const callers = new Map();
  for (const profile of profiles) addProfile(profile, self, total, callers);
  const perRequest = (map) => [...map].map(([key, ms]) => [key, ms / size]).sort((a, b) => b[1] - a[1]);
  return { self: perRequest(self), total: perRequest(total), callers: perRequest(callers) };
};

/** Whether a sample is under the PROFILE_FOCUS function (every sample without one). */
const inFocus = (sample, nodes, parent) => {
  if (!focus) return true;
  for (let id = sample; id !== undefined; id = parent.get(id))
    if (nodes.get(id).callFrame.functionName === focus) return true;
  return false;
};

const callersOf = process.env.PROFILE_CALLERS;

/** The caller of the innermost `callersOf` frame in a sample's stack, if there is one. */
const callerIn = (sample, nodes, parent) => {
  for (let id = sample; id !== undefined; id = parent.get(id))
    if (nodes.get(id).callFrame.functionName === callersOf) {
      const up = parent.get(id);
      return up === undefined ? '(root)' : name(nodes.get(up).callFrame);
    }
  return undefined;
};

const addProfile = (profile, self, total, callers) => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const busy = profile.samples.filter((s) => nodes.get(s).callFrame.functionName !== '(idle)').length;
  const period = busy ? isolateMs(profile) / busy : 0;
  for (const sample of profile.samples) {
    const frame = nodes.get(sample).callFrame;
    if (frame.functionName === '(idle)' || !inFocus(sample, nodes, parent)) continue;
    self.set(name(frame), (self.get(name(frame)) ?? 0) + period);
    const caller = callersOf && callerIn(sample, nodes, parent);
    if (caller) callers.set(caller, (callers.get(caller) ?? 0) + period);
    const seen = new Set();
    for (let id = sample; id !== undefined; id = parent.get(id)) {
      const key = name(nodes.get(id).callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + period);
    }
  }
};

/**
 * The module of each line of the storefront's dev bundle: esbuild writes `// path` before each
 * module. The newest bundle holding the segment renderer is the storefront's.
 */
const bundleModules = () => {
  const tmp = path.join(root, '.wrangler', 'tmp');
  const bundle = readdirSync(tmp)
    .map((dir) => path.join(tmp, dir, 'index.js'))
    .filter((file) => statSync(file, { throwIfNoEntry: false }))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .find((file) => readFileSync(file, 'utf8').includes('function renderSegment('));
  if (!bundle) return () => '(unknown)';
  const modules = [];
  let current = '(bundle)';
  for (const line of readFileSync(bundle, 'utf8').split('\n')) {
    if (/^\/\/ [\w@.-]+\/[\w@./-]+$/.test(line)) current = line.slice(3).replace(/^node_modules\//, '');
    modules.push(current);
  }
  return (frame) => (frame.url ? (modules[frame.lineNumber] ?? '(unknown)') : '(runtime)');
};

const byModule = (profiles, moduleOf) => {
  const self = new Map();
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const busy = profile.samples.filter((s) => nodes.get(s).callFrame.functionName !== '(idle)').length;
    const period = busy ? isolateMs(profile) / busy : 0;
    for (const sample of profile.samples) {
      const frame = nodes.get(sample).callFrame;
      if (frame.functionName === '(idle)' || !inFocus(sample, nodes, parent)) continue;
      const key = moduleOf(frame);
      self.set(key, (self.get(key) ?? 0) + period);
    }
  }
  return [...self].map(([key, ms]) => [key, ms / size]).sort((a, b) => b[1] - a[1]);
};

const send = jsonSender(`http://127.0.0.1:${PORT}`);

try {
  const pid = runtimePidOn(PORT);
  const headers = process.env.PROFILE_AS_MEMBER
    ? { cookie: (await addAddress(`http://127.0.0.1:${PORT}`, await benchMember(send))).cookie }
    : process.env.PROFILE_CART_FROM
      ? { cookie: (await guestWithTwoLines(send, process.env.PROFILE_CART_FROM)).cookie }
      : {};
  for (const pagePath of paths) {
    const profiles = await profileRequests(pid, 'storefront', `http://127.0.0.1:${PORT}${pagePath}`, {
      size,
      headers,
    });
    const { self, total, callers } = byFunction(profiles);
    const ms = profiles.reduce((sum, profile) => sum + isolateMs(profile), 0) / size;
    console.log(`\n${pagePath}: isolate CPU ${ms.toFixed(2)} ms per request`);
    console.log('  self ms/req');
    for (const [key, ms] of self.slice(0, Math.round(lines * 0.6))) console.log(`  ${ms.toFixed(3)}  ${key}`);
    console.log('  inclusive ms/req');
    for (const [key, ms] of total.slice(0, lines)) console.log(`  ${ms.toFixed(3)}  ${key}`);
    if (callersOf) {
      console.log(`  ${callersOf} (and below) ms/req by caller`);
      for (const [key, ms] of callers.slice(0, lines)) console.log(`  ${ms.toFixed(3)}  ${key}`);
    }
    console.log('  self ms/req by module');
    for (const [key, ms] of byModule(profiles, bundleModules()).slice(0, 40))
      console.log(`  ${ms.toFixed(3)}  ${key}`);
  }
} finally {
  servers.stop();
}
