// Seeds the auxiliary sandbox once per test file (the sandbox makes a repeated seed a no-op).
import { beforeAll } from 'vitest';
import { env } from './helpers';

beforeAll(async () => {
  const response = await env.SANDBOX.fetch('https://sandbox.internal/__admin/seed', {
    method: 'POST',
    headers: { 'x-sandbox-admin': env.TEST_ADMIN_KEY },
  });
  if (!response.ok) throw new Error(`sandbox seed failed: ${response.status} ${await response.text()}`);
}, 60_000);
