import { defineConfig } from 'vitest/config';

/**
 * The build tier (`npm run test:build`): tests that run the Astro CLI (`astro build`, `astro sync`)
 * on fixture content or a changed site, each file in a copy of the project of its own
 * (tests/support/project-copy.ts: its own content store), so files run two at a time, and
 * `npm test` runs `astro check` beside them (2 lanes + check: 86 s here).
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // Guards against a hung build, above the commands' own limit (tests/support/astro-cli.ts).
    testTimeout: 900_000,
    hookTimeout: 900_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/build.json' },
  },
});
