import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests `npm run mutation` (stryker.config.mjs) runs against each mutant: the rules of
 * src/domain and the use cases of src/application, plus the adapter tests that drive domain code
 * without a build (the WordPress mappers, the teaser-list route). Nothing here needs `dist/`, a
 * browser or a container, so a mutant is judged in milliseconds.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // replaces the base list (mergeConfig would append to it)
    include: [
      'test/domain/**/*.test.ts',
      'test/application/**/*.test.ts',
      'test/adapters/wordpress/**/*.test.ts',
      'test/adapters/http/teaser-list.routes.test.ts',
    ],
  },
});
