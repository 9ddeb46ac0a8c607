import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Servers bind port 0 and databases are per-test schemas, so files can run in parallel.
    pool: 'forks',
  },
});
