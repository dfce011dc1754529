// A node:test reporter that writes the run's counts as Playwright's JSON reporter does
// (`stats.expected`, `unexpected`, `flaky`, `skipped`), for .ci/summary.mjs: `--test-reporter=./report.mjs`.
export default async function* report(source) {
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  const failures = [];
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { name, details, skip, todo } = event.data;
    if (details.type === 'suite') {
      // A suite whose hook failed (the browser did not start) reports the reason once.
      if (event.type === 'test:fail' && details.error?.failureType === 'hookFailed') failures.push(`${name}: ${details.error.cause?.message ?? details.error.message}`);
      continue;
    }
    if (skip || todo) stats.skipped++;
    else if (event.type === 'test:pass') stats.expected++;
    else {
      stats.unexpected++;
      failures.push(`${name}: ${String(details.error?.cause?.message ?? details.error?.message).split('\n')[0]}`);
    }
  }
  yield `${JSON.stringify({ stats, failures: [...new Set(failures)] }, null, 2)}\n`;
}
