// Seeds the auxiliary sandbox once per test file (the sandbox makes a repeated seed a no-op).
import { env } from 'cloudflare:workers';
import { beforeAll } from 'vitest';

beforeAll(async () => {
  const testEnv = env as unknown as { SANDBOX: Fetcher; TEST_ADMIN_KEY: string };
  const response = await testEnv.SANDBOX.fetch('https://sandbox.internal/__admin/seed', {
    method: 'POST',
    headers: { 'x-sandbox-admin': testEnv.TEST_ADMIN_KEY },
  });
  if (!response.ok) throw new Error(`sandbox seed failed: ${response.status} ${await response.text()}`);
}, 60_000);
