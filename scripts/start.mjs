// `npm start`: install what is missing, build, prepare and seed the sandbox, serve everything.
import path from 'node:path';
import { build, ensureInstalled, prepareSandbox, root, serve } from './local.mjs';

ensureInstalled();
build();
const persistTo = path.join(root, '.wrangler', 'state');
prepareSandbox(persistTo);
const port = Number(process.env.PORT ?? 8787);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8788);
await serve({ port, sandboxPort, persistTo });
console.log(
  `\n  Storefront: http://localhost:${port}/en-us\n  Sandbox:    http://localhost:${sandboxPort}/\n`,
);
