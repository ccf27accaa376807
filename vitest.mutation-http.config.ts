import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests `npm run mutation:http` (stryker.http.config.mjs) runs against each mutant of
 * src/adapters/http: the route and plugin tests that drive the composed app through
 * `app.inject` over in-memory ports, and the security suites that do the same. They need the
 * client build in `dist/` (the real renderer) but no browser, Redis or container. The fuzz suite
 * is left out: its random inputs would judge a mutant differently from run to run.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // replaces the base list (mergeConfig would append to it)
    include: [
      'test/adapters/http/**/*.test.ts',
      'test/security/csrf.test.ts',
      'test/security/error-scopes.test.ts',
      'test/security/hostile-input.test.ts',
      'test/security/redirects.test.ts',
    ],
  },
});
