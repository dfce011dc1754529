import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Every Node process of the tier (the test workers, `astro-jobs.ts`, the owner tools the tests run as
// commands) keeps the code V8 compiled for the modules it loaded, in Node's compile cache, and the
// next one reads it back instead of compiling Astro, Vite and the tools again: about 0.4 s of a
// `npm run readings` command's 1.3 s here. The Astro CLI already does so, in the same folder.
process.env.NODE_COMPILE_CACHE ||= join(tmpdir(), 'node-compile-cache');

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
