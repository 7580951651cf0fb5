import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'unit',
    environment: 'node',
    include: [
      'shared/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      'worker/render/**/*.test.{ts,tsx}',
      'scripts/**/*.test.mjs',
    ],
  },
});
