// @ts-check
import base from './stryker.config.mjs';

/**
 * Mutation testing of the HTTP adapter (`npm run mutation:http`, not part of `npm test`): the
 * routes, plugins and replies of src/adapters/http, judged by the tests of
 * vitest.mutation-http.config.ts. Those tests render pages with the real renderer, so the run
 * needs `npm run build` first and copies `dist/` into its sandbox. It is long (most tests compose
 * the whole app): split it with `--mutate` on a few files and `--incremental`, e.g.
 * `npm run mutation:http -- --mutate src/adapters/http/csrf.ts --incremental`.
 * Mutants of module-level constants are static (each one reruns every test for a minute or more):
 * `--ignoreStatic` skips them. Code a test file runs in `beforeAll` (composing the app, so
 * registering routes and plugins) is judged unreliably: csrf.ts's cookie options were reported
 * surviving although test/security/csrf.origin.test.ts fails when they are changed by hand. Check a
 * surviving registration-time mutant by hand before writing a test for it.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-http.config.ts' },
  mutate: ['src/adapters/http/**/*.ts'],
  htmlReporter: { fileName: 'reports/mutation-http/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-http/mutation.json' },
  incrementalFile: 'reports/stryker-http-incremental.json',
  thresholds: { high: 90, low: 80, break: 80 },
  // the first run of every test, before any mutant, takes minutes
  dryRunTimeoutMinutes: 30,
  // A mutant's tests compose the whole app and some listen on real sockets: on a busy machine they
  // run several times slower than in the first run. Stryker's default 5 s margin judged such slow
  // runs as timeouts (counted as detected, and each one restarts a test worker); 20 s does not.
  timeoutMS: 20_000,
  // dist/ is copied: the page tests render with the client build
  ignorePatterns: (base.ignorePatterns ?? []).filter((pattern) => pattern !== 'dist'),
};
