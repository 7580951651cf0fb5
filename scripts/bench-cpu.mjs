// How the bench measures server CPU on local workerd, two ways.
//
// Process CPU: the CPU time of the workerd runtime process. It counts everything the dev runtime
// does for a request, including work Cloudflare does not bill as the worker's CPU: HTTP parsing,
// wrangler's entry worker, and Miniflare's assets, cache and outbound workers (JavaScript isolates
// of their own). The static floor row shows that share.
//
// Isolate CPU: the time the storefront worker's own V8 isolate runs, sampled by the V8 profiler over
// the runtime's inspector. V8 records a sample only while the profiled isolate is entered, so the
// other isolates in the process (Miniflare's, the sandbox's) and the time spent waiting on I/O are
// not counted. This is what Cloudflare reports as a Worker's CPU time, and the budgets are compared
// with it. Sampling adds a little work of its own, so it errs high.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const drain = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.on('data', () => {});
        res.on('end', resolve);
      })
      .on('error', reject);
  });

const batch = async (url, size, headers) => {
  for (let i = 0; i < size; i++) await drain(url, headers);
};

/**
 * The workerd process that runs the worker serving `port`. `wrangler dev` starts two: a proxy
 * that listens on the port and forwards, and the runtime (started with an inspector) where the
 * worker's code runs. Its CPU is the worker's; the proxy's is not.
 */
export const runtimePidOn = (port) => {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const proxy = /pid=(\d+)/.exec(out)?.[1];
  if (!proxy) throw new Error(`no process listens on ${port}`);
  const wrangler = readFileSync(`/proc/${proxy}/stat`, 'utf8').split(') ')[1].split(' ')[1];
  const siblings = execFileSync('pgrep', ['-P', wrangler, '-x', 'workerd']).toString().trim().split('\n');
  const runtime = siblings.find(
    (pid) => pid !== proxy && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--inspector-addr'),
  );
  if (!runtime) throw new Error(`no workerd runtime beside the proxy on ${port}`);
  return runtime;
};

/** CPU milliseconds (user + system) the process has used so far. */
export const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
};

/**
 * Process CPU per request of each URL: rounds of one batch of sequential requests per URL,
 * interleaved, so that a page and its floor see the same machine (this VM's speed drifts by tens of
 * percent between minutes); the runtime's CPU delta per batch, p50 over the rounds. /proc counts
 * CPU in 10 ms ticks: batches of 100 resolve 0.1 ms per request.
 */
export const processCpuPerRequest = async (pid, urls, { rounds = 9, size = 100, headers = {} } = {}) => {
  const perRequest = urls.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [k, url] of urls.entries()) {
      const before = cpuMs(pid);
      await batch(url, size, headers);
      perRequest[k].push((cpuMs(pid) - before) / size);
    }
  }
  return perRequest.map((values) => percentile(values, 50));
};

/**
 * The runtime's inspector endpoint for one worker (wrangler starts it on a random port). The
 * runtime's listening sockets are tried in the order it opened them (entry, inspector, then the
 * Cap'n Proto debug port, which logs a warning when it is sent HTTP), stopping at the inspector.
 */
export const inspectorUrlFor = async (pid, worker) => {
  const sockets = execFileSync('ss', ['-ltnpH']).toString();
  const ports = [...sockets.matchAll(new RegExp(`:(\\d+)\\s.*pid=${pid},fd=(\\d+)`, 'g'))]
    .sort((a, b) => Number(a[2]) - Number(b[2]))
    .map((m) => m[1]);
  for (const port of ports) {
    try {
      const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
      const target = targets.find((t) => t.id === `core:user:${worker}`);
      if (target) return target.webSocketDebuggerUrl;
    } catch {
      // the entry socket: a page, not the inspector's JSON
    }
  }
  throw new Error(`no inspector target for ${worker} in workerd ${pid}`);
};

/** A DevTools protocol session with one worker's isolate. */
export const openSession = async (url) => {
  // The inspector takes one session per worker: a session just closed may still hold it.
  for (let attempt = 0; attempt < 10; attempt++) {
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = reject;
    });
    let id = 0;
    const pending = new Map();
    ws.onmessage = (message) => {
      const data = JSON.parse(message.data);
      pending.get(data.id)?.resolve(data);
      pending.delete(data.id);
    };
    // Another session took the inspector, or the runtime restarted: fail, never wait forever.
    ws.onclose = (event) => {
      for (const { reject } of pending.values()) reject(new Error(`the inspector closed (${event.code})`));
      pending.clear();
    };
    const send = (method, params = {}) =>
      new Promise((resolve, reject) => {
        id += 1;
        pending.set(id, { resolve, reject });
        ws.send(JSON.stringify({ id, method, params }));
      });
    const answered = await Promise.race([
      send('Profiler.enable').then(
        () => true,
        () => false,
      ),
      new Promise((resolve) => setTimeout(() => resolve(false), 2000)),
    ]);
    if (answered) return { send, close: () => ws.close() };
    ws.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the inspector at ${url} did not answer`);
};

const SAMPLING_INTERVAL_US = 100;

/**
 * Isolate CPU milliseconds of one profile: the samples taken while the isolate ran, times the
 * sampler's real period. The period is read from the profile (the gaps between back-to-back
 * samples), because the sampler thread runs slower than asked on a busy machine.
 */
export const isolateMs = (profile) => {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const backToBack = profile.timeDeltas.filter((d) => d > 0 && d < 10 * SAMPLING_INTERVAL_US);
  const period = percentile(backToBack, 50);
  return (profile.samples.filter((s) => !idle.has(s)).length * period) / 1000;
};

// A long batch is profiled in slices, so that no single profile message grows without bound.
const PROFILE_SLICE = 50;

/** `size` sequential requests to `url`, profiled: one profile per slice of requests. */
const profiledBatch = async (session, url, size, headers) => {
  const profiles = [];
  for (let done = 0; done < size; done += PROFILE_SLICE) {
    await session.send('Profiler.start');
    await batch(url, Math.min(PROFILE_SLICE, size - done), headers);
    const { result } = await session.send('Profiler.stop');
    profiles.push(result.profile);
  }
  return profiles;
};

/**
 * Isolate CPU per request of each URL, for `worker` in the runtime workerd `pid`: interleaved
 * batches as above, each profiled on its own.
 */
export const isolateCpuPerRequest = async (
  pid,
  worker,
  urls,
  { rounds = 5, size = 100, headers = {} } = {},
) => {
  const profiler = await isolateProfiler(pid, worker);
  const perRequest = urls.map(() => []);
  try {
    for (let r = 0; r < rounds; r++) {
      for (const [k, url] of urls.entries())
        perRequest[k].push(await profiler.cpuPerRequest(url, size, headers));
    }
  } finally {
    profiler.close();
  }
  return perRequest.map((values) => percentile(values, 50));
};

/**
 * A profiling session with `worker`'s isolate, kept open across measurements: isolate CPU per
 * request of `size` sequential requests to a URL. The inspector holds one session per worker, and
 * wrangler's own inspector proxy (console output) now and then takes it back, which closes ours:
 * the session is then opened again and the measurement repeated.
 */
export const isolateProfiler = async (pid, worker) => {
  const open = async () => {
    const session = await openSession(await inspectorUrlFor(pid, worker));
    await session.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    return session;
  };
  let session = await open();
  return {
    cpuPerRequest: async (url, size, headers = {}) => {
      for (let attempt = 1; ; attempt++) {
        try {
          const profiles = await profiledBatch(session, url, size, headers);
          return profiles.reduce((sum, profile) => sum + isolateMs(profile), 0) / size;
        } catch (error) {
          if (attempt === 10 || !String(error.message).startsWith('the inspector closed')) throw error;
          session.close();
          await new Promise((resolve) => setTimeout(resolve, 500));
          session = await open();
        }
      }
    },
    close: () => session.close(),
  };
};

/**
 * V8 CPU profiles of `size` sequential requests to `url` in `worker`'s isolate (one per slice):
 * where a page's CPU goes (scripts/profile-page.mjs prints it by function).
 */
export const profileRequests = async (pid, worker, url, { size = 200, headers = {} } = {}) => {
  const session = await openSession(await inspectorUrlFor(pid, worker));
  try {
    await session.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await batch(url, 20, headers);
    return await profiledBatch(session, url, size, headers);
  } finally {
    session.close();
  }
};
