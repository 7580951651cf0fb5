import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// The sandbox worker inside workerd, with its own D1 and Durable Objects. The setup file applies
// the migrations (read here, in Node) and seeds the catalogue once.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: path.join(import.meta.dirname, 'wrangler.toml') },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      name: 'sandbox',
      root: import.meta.dirname,
      include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
    },
  };
});
