import { defineConfig } from 'vitest/config';

// Three projects: plain unit tests in Node, and two workerd projects (the sandbox on its own, the
// storefront with the built sandbox as an auxiliary worker).
export default defineConfig({
  test: {
    projects: ['./vitest.unit.config.ts', './sandbox/vitest.config.ts', './worker/vitest.config.ts'],
  },
});
