import { defineConfig } from 'vitest/config';

// Three projects: plain unit tests in Node, and two workerd projects (the sandbox on its own, the
// storefront with the built sandbox as an auxiliary worker).
export default defineConfig({
  test: {
    // Two at once on this 2-core machine (vitest's default is one fewer than the cores): the
    // workerd tests wait on timers and I/O as much as they compute.
    maxWorkers: 2,
    projects: ['./vitest.unit.config.ts', './sandbox/vitest.config.ts', './worker/vitest.config.ts'],
  },
});
