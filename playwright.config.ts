import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM as executablePath } from './tools/chromium.mjs';

/** Each checkout may use its own port (PORT) so several test runs can share a machine. */
const PORT = Number(process.env.PORT ?? 4322);
/** `npm run audit` (AUDIT=1): only the Lighthouse project, one page at a time, with its own report. */
const AUDIT = Boolean(process.env.AUDIT);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core: 354 tests here took 375 s and 620 core-seconds with 2 workers, 363 s and
  // 679 core-seconds with 3 (a third browser, and every wait polled under more contention).
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Guards against a hung step, not targets: on two cores at load 12-19 (helpers and a second
  // checkout's tests beside), page loads and navigations took past 7 s and whole tests past 30 s.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `reports/${AUDIT ? 'lighthouse' : 'e2e'}.json` }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A French-speaking browser: an English one is sent from the site root to /en before paint.
    locale: 'fr-FR',
    trace: process.env.TRACE ? 'retain-on-failure' : 'on-first-retry',
  },
  projects: AUDIT ? [{ name: 'lighthouse', testMatch: /lighthouse\.spec\.ts$/, workers: 1 }] : [
    {
      name: 'chromium',
      testIgnore: /lighthouse\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          // Off the internet without intercepting a request (an intercepted one passes through this
          // process, and interception turns the browser's cache off): every other host is unknown.
          args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
        },
      },
    },
  ],
  webServer: {
    // `npm test` builds once for both runs (BUILT=1); run alone, each builds first.
    command: `${process.env.BUILT ? '' : 'npm run build && '}npx astro preview --port ${PORT} --ignore-lock`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
