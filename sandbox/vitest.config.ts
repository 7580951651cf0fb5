import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => new URL(path, import.meta.url).pathname;

// The sandbox worker inside workerd, with its own D1 and Durable Objects. The setup file applies
// the migrations (read here, in Node) and seeds the catalogue once.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(here('./migrations'));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: here('./wrangler.toml') },
        // No purge webhook: a publish in a test must not reach a storefront running on this machine.
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, PURGE_WEBHOOK_URL: '' } },
      }),
    ],
    test: {
      name: 'sandbox',
      // Files share a workerd and its storage (a workerd per file cost ~4 s each): test/setup.ts
      // gives each the seeded state again.
      isolate: false,
      root: here('.'),
      include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
    },
  };
});
