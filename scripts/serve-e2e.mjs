// The Playwright web server: a fresh sandbox state on its own ports (E2E_PORT, sandbox on the next
// port), so journeys never see a developer's carts. Assumes `npm run build` ran (npm test does).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { prepareSandbox, root, serve } from './local.mjs';

const port = Number(process.env.E2E_PORT ?? 8797);
const persistTo = path.join(root, '.wrangler', `e2e-state-${port}`);
rmSync(persistTo, { recursive: true, force: true });
prepareSandbox(persistTo);
await serve({
  port,
  sandboxPort: port + 1,
  persistTo,
  quiet: true,
  registryPath: path.join(persistTo, 'registry'),
});
console.log('e2e servers ready');
