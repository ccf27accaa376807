import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests `npm run mutation:http` (stryker.http.config.mjs) runs against each mutant of
 * src/adapters/http: the route and plugin tests that drive the composed app through
 * `app.inject` over in-memory ports, and the security suites that do the same. They need the
 * client build in `dist/` (the real renderer) but no browser, Redis or container. The fuzz suite
 * is left out: its random inputs would judge a mutant differently from run to run.
 *
 * The whole list takes minutes a run; `MUTATION_HTTP_TESTS` (comma-separated globs) narrows it to
 * the tests of the files a run mutates, e.g.
 * `MUTATION_HTTP_TESTS=test/security/csrf.test.ts npm run mutation:http -- --mutate src/adapters/http/csrf.ts`.
 * Mutants only other tests would kill then count as surviving or uncovered: a narrowed score is a
 * lower bound.
 */
const narrowed = process.env.MUTATION_HTTP_TESTS?.split(',').filter((glob) => glob !== '');
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // replaces the base list (mergeConfig would append to it)
    include: narrowed ?? [
      'test/adapters/http/**/*.test.ts',
      'test/security/csrf.test.ts',
      'test/security/error-scopes.test.ts',
      'test/security/hostile-input.test.ts',
      'test/security/redirects.test.ts',
    ],
  },
});
