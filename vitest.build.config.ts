import { defineConfig } from 'vitest/config';

/**
 * The build tier (`npm run test:build`): tests that run the Astro CLI (`astro build`, `astro sync`)
 * on a copy of the site or on fixture content. One file at a time: the runs share the content
 * store in node_modules/.astro, and each keeps a core busy.
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
