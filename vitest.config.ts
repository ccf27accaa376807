import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on a 2-core CI machine, where the
    // browser and stack tests spend most of their time waiting on their own processes. Two keep
    // the whole CI run (.ci/run) under 30 minutes.
    maxWorkers: 2,
  },
});
