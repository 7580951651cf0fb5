// The Playwright web server: a fresh sandbox state on its own ports, so journeys never see a
// developer's carts. Assumes `npm run build` ran (the test script does it first).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { prepareSandbox, root, serve } from './local.mjs';

const persistTo = path.join(root, '.wrangler', 'e2e-state');
rmSync(persistTo, { recursive: true, force: true });
prepareSandbox(persistTo);
await serve({
  port: Number(process.env.PORT ?? 8797),
  sandboxPort: Number(process.env.SANDBOX_PORT ?? 8798),
  persistTo,
  quiet: true,
});
console.log('e2e servers ready');
