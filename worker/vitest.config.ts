import path from 'node:path';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

// The storefront inside workerd, with the sandbox (built by `npm run build:sandbox`) as the
// auxiliary worker behind the SANDBOX service binding, exactly as in local development.
export default defineConfig({
  root,
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(root, 'wrangler.toml') },
      miniflare: {
        bindings: { ENVIRONMENT: 'test', TEST_ADMIN_KEY: 'sandbox-admin-key' },
        workers: [
          {
            name: 'storefront-sandbox',
            modules: true,
            scriptPath: path.join(root, 'dist/sandbox/index.js'),
            compatibilityDate: '2026-08-01',
            compatibilityFlags: ['nodejs_compat'],
            d1Databases: ['DB'],
            durableObjects: { BASKET: 'Basket' },
            bindings: {
              TOKEN_SECRET: 'sandbox-token-secret-0123456789abcdef0123456789abcdef',
              API_KEY: 'sandbox-access-key',
              ADMIN_KEY: 'sandbox-admin-key',
            },
          },
        ],
      },
    }),
  ],
  test: {
    name: 'worker',
    include: ['worker/**/*.test.ts'],
    exclude: ['worker/render/**'],
    setupFiles: ['worker/test/setup.ts'],
  },
});
