// Adds up the Vitest, Playwright and engine-suite JSON reports into the closing line "N passed, N failed".
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

/** The titles of a Playwright report's tests that passed only on their retry. */
const flakyTitles = (suite, path = []) => [
  ...(suite.suites ?? []).flatMap((child) => flakyTitles(child, [...path, child.title])),
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.filter((t) => t.status === 'flaky').map(() => [...path, spec.title].filter(Boolean).join(' › ')),
  ),
];
const flaky = [];
const countPlaywright = (report) => {
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  flaky.push(...(report.suites ?? []).flatMap((suite) => flakyTitles(suite, [suite.title])));
};

const e2e = read('reports/e2e.json');
if (e2e) countPlaywright(e2e);
else failed += 1;

// Lighthouse (`npm run audit`) runs after the end-to-end tests; counted when it ran.
const audit = read('reports/lighthouse.json');
if (audit) countPlaywright(audit);

// The Gecko and WebKit suites (`npm run test:engines`) run last; both always belong to a run. A
// missing report, or one of a suite that ran no test (its browser did not start), is a failure.
// Gecko's is Playwright's; WebKit's has the same counts (it retries no test).
for (const file of ['reports/gecko.json', 'reports/webkit.json']) {
  const engine = read(file);
  const ran = engine ? engine.stats.expected + engine.stats.flaky + engine.stats.unexpected : 0;
  if (ran === 0) failed += 1;
  else countPlaywright(engine);
}

// A test that passed only on its retry counts as passed, and is named: it is a flaky test to fix.
if (flaky.length) console.log(`passed only on retry (${flaky.length}):\n${flaky.map((t) => `  ${t}`).join('\n')}`);

console.log(`${passed} passed, ${failed} failed`);
