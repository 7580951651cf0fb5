import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const migrations = await readD1Migrations(new URL('../sandbox/migrations', import.meta.url).pathname);

// The storefront inside workerd with the sandbox's bindings (D1, the Basket Durable Object) beside
// it; tests reach the sandbox through the same Fetcher interface as the SANDBOX service binding.
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './test/entry.ts',
      miniflare: {
        compatibilityDate: '2026-08-01',
        compatibilityFlags: ['nodejs_compat'],
        bindings: {
          ENVIRONMENT: 'test',
          // The origin tests request (worker/test/helpers ORIGIN): links are built on it, not on Host.
          PUBLIC_ORIGIN: 'https://shop.test',
          SESSION_SECRET: 'test-session-secret-0123456789abcdef0123456789abcdef',
          COMMERCE_API_KEY: 'sandbox-access-key',
          SERVER_TRUST_ID: 'storefront-test',
          OPS_SECRET: 'test-ops-secret-0123456789abcdef',
          TOKEN_SECRET: 'sandbox-token-secret-0123456789abcdef0123456789abcdef',
          API_KEY: 'sandbox-access-key',
          ADMIN_KEY: 'sandbox-admin-key',
          TEST_ADMIN_KEY: 'sandbox-admin-key',
          CACHE_PURGE_SECRET: 'test-cache-purge-secret',
          TEST_MIGRATIONS: migrations,
        },
        d1Databases: ['DB'],
        durableObjects: {
          BASKET: { className: 'Basket', useSQLite: true },
          CONSUMER: { className: 'Consumer', useSQLite: true },
          REFRESH_GATE: { className: 'RefreshGate', useSQLite: true },
          OPS_STORE: { className: 'OpsStore', useSQLite: true },
          PURGE_LOG: { className: 'PurgeLogStore', useSQLite: true },
          REQUEST_GATE: { className: 'RequestGate', useSQLite: true },
          RATE_BUDGET: { className: 'RateBudget', useSQLite: true },
        },
      },
    }),
  ],
  test: {
    name: 'worker',
    // Files share a workerd and its storage (a workerd per file cost ~4 s each, two thirds of the
    // suite): test/setup.ts gives each file the state it would have alone.
    isolate: false,
    // Paths are relative to this folder. render/ tests are plain unit tests (the `unit` project).
    include: ['**/*.test.ts'],
    exclude: ['render/**', 'node_modules/**'],
    setupFiles: ['./test/setup.ts'],
  },
});
