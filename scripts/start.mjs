// `npm start`: install what is missing, build, prepare and seed the sandbox, serve everything.
// Local state survives restarts; `npm start -- --fresh` deletes it and seeds anew.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, ensureInstalled, prepareSandbox, root, serve } from './local.mjs';

ensureInstalled();
build();
const persistTo = path.join(root, '.wrangler', 'state');
if (process.argv.includes('--fresh')) rmSync(persistTo, { recursive: true, force: true });
prepareSandbox(persistTo);
const port = Number(process.env.PORT ?? 8787);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8788);
// A dev registry of this server's own: with the machine's shared one, the gateway on the sandbox
// port binds to whichever `npm start` registered its sandbox last (another checkout's, say).
await serve({ port, sandboxPort, persistTo, registryPath: path.join(root, '.wrangler', `registry-${port}`) });

// Miniflare runs no cron triggers, so this makes the sandbox's minute cron call itself
// (sandbox/src/scheduled.ts): a scheduled content version's purge reaches this storefront when it
// goes live. The admin key is the development value of sandbox/wrangler.toml.
setInterval(() => {
  fetch(`http://127.0.0.1:${sandboxPort}/__admin/content/purges/deliver`, {
    method: 'POST',
    headers: { 'x-sandbox-admin': 'sandbox-admin-key' },
  })
    .then((response) => response.body?.cancel())
    .catch(() => {});
}, 60_000);

console.log(
  `\n  Storefront: http://localhost:${port}/en-us\n  Sandbox:    http://localhost:${sandboxPort}/\n`,
);
