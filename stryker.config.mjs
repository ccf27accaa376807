// @ts-check
/**
 * Mutation testing (`npm run mutation`, not part of `npm test`): StrykerJS changes the rules of
 * src/domain and the use cases of src/application one small edit at a time and runs the tests of
 * vitest.mutation.config.ts against each change; a change no test notices is a rule no test pins.
 * Narrow a run with `npm run mutation -- --mutate 'src/domain/paywall/**\/*.ts'`; add `--incremental`
 * to test again only the mutants whose code or tests changed since the last incremental run (its
 * results are kept in reports/stryker-incremental.json).
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['src/domain/**/*.ts', 'src/application/**/*.ts'],
  coverageAnalysis: 'perTest',
  // At most two test workers: a run must not take every core of a shared machine.
  concurrency: 2,
  reporters: ['html', 'clear-text', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'coverage', 'reports', '.cognito', 'test-results', '.stryker-tmp-http'],
};
