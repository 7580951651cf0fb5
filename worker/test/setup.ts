// Before each test file: the sandbox's D1 migrations (read in Node by the config), then the seed
// through the sandbox's own admin endpoint, as a developer or demo would reseed it.
import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { beforeAll } from 'vitest';
import { env } from './helpers';

beforeAll(async () => {
  await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
  const seeded = await env.DB.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>();
  if (seeded?.n) return;
  const response = await env.SANDBOX.fetch('https://sandbox.internal/__admin/seed', {
    method: 'POST',
    headers: { 'x-sandbox-admin': env.TEST_ADMIN_KEY },
  });
  if (!response.ok) throw new Error(`sandbox seed failed: ${response.status} ${await response.text()}`);
}, 60_000);
