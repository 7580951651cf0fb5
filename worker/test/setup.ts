// Before each test file, ahead of the file's own imports. The files share one workerd, its isolate
// and its storage (`isolate: false` in the config: a workerd of its own cost every file about 4 s of
// start-up), so each file starts as if it ran alone: the seeded catalogue and content rows written
// again (the seed replaces every row it owns), no injected fault, every module-level memo empty,
// real timers, a Cache API of its own, and its own names in the Durable Object namespaces addressed
// by name (rate budgets keyed by an address or a card, the operators' store, the purge log).
// Objects addressed by a new id (a basket, a consumer, a session's gates) are a file's own already.
import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { vi } from 'vitest';
import { clearMemos } from '../../shared/contract/memo';
import type { Env } from '../env';
import { env } from './helpers';

const BY_NAME = ['RATE_BUDGET', 'OPS_STORE', 'PURGE_LOG'] as const;
type ByName = Pick<Env, (typeof BY_NAME)[number]>;

/** `namespace` with every name prefixed by `file`: the objects this file addresses by name are its own. */
type Named = { idFromName(name: string): DurableObjectId; get(id: DurableObjectId): unknown };
const ownNames = <T extends Named>(namespace: T, file: string): T =>
  new Proxy(namespace, {
    get: (target, property) => {
      if (property === 'idFromName') return (name: string) => target.idFromName(`${file}/${name}`);
      if (property === 'getByName') return (name: string) => target.get(target.idFromName(`${file}/${name}`));
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

// The namespaces as the runtime made them, kept once for every later file.
const runtime = globalThis as { byNameNamespaces?: ByName };
runtime.byNameNamespaces ??= Object.fromEntries(BY_NAME.map((name) => [name, env[name]])) as ByName;

await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
const admin = { method: 'POST', headers: { 'x-sandbox-admin': env.TEST_ADMIN_KEY } };
for (const [path, init] of [
  ['/__admin/seed', admin],
  ['/__admin/faults', { ...admin, method: 'DELETE' }],
] as const) {
  const response = await env.SANDBOX.fetch(`https://sandbox.internal${path}`, init);
  if (!response.ok) throw new Error(`sandbox ${path} failed: ${response.status} ${await response.text()}`);
}
clearMemos();
vi.useRealTimers();
const file = crypto.randomUUID();
for (const name of BY_NAME) {
  const namespace = runtime.byNameNamespaces[name];
  if (namespace) Object.assign(env, { [name]: ownNames(namespace, file) });
}
// `caches.default`, the edge cache the worker reads, is this file's own cache.
Object.defineProperty(caches, 'default', {
  value: await caches.open(`test-file-${file}`),
  configurable: true,
});
