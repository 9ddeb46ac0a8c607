import { defineConfig } from 'vitest/config';

// The reliability suite (`npm run reliability`): long, load-heavy, timing-bound checks that
// stay out of `npm test`. One file at a time: they measure elapsed time and load the machine.
export default defineConfig({
  test: {
    // Named *.reliability.ts so that npm test's include (test/**/*.test.ts) never picks them up.
    include: ['test/reliability/**/*.reliability.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
    reporters: ['default'],
  },
});
