// Adds up the Vitest and Playwright JSON reports into the closing line "N passed, N failed".
// A suite that did not run (its report is missing) counts as one failure, so an empty run shows.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;

// Unit tests, then the build tier (tests that run the Astro CLI). A failed run with no failed test
// (a file that did not load, a failed hook) counts as one failure.
for (const file of ['reports/unit.json', 'reports/build.json']) {
  const vitest = read(file);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += Math.max(vitest.numFailedTests, vitest.success ? 0 : 1);
  } else failed += 1;
}

const e2e = read('reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
} else failed += 1;

// Lighthouse (`npm run audit`) runs after the end-to-end tests; counted when it ran.
const audit = read('reports/lighthouse.json');
if (audit) {
  passed += audit.stats.expected + audit.stats.flaky;
  failed += audit.stats.unexpected;
}

console.log(`${passed} passed, ${failed} failed`);
