import { defineConfig } from 'vitest/config';

/**
 * The build tier (`npm run test:build`): tests that run the Astro CLI (`astro build`, `astro sync`)
 * on fixture content or a changed site, each file in a copy of the project of its own
 * (tests/support/project-copy.ts: its own content store), so nothing else in the project waits on
 * them: `npm test` runs `astro check` beside them. One file at a time: an Astro run keeps about a
 * core busy.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/build.json' },
  },
});
