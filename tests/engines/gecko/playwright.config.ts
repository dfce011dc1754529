import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { FIREFOX, GECKO_PORT } from './browser';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The visitor journeys in Gecko: Debian's Firefox ESR, driven over WebDriver BiDi (Playwright's
 * `moz-firefox` channel). This package pins the Playwright version that can drive that Firefox
 * (README.md here). It serves the `dist/` that `npm test` has built, on its own port.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Firefox takes four to five times Chromium's CPU per test: one per core.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `${root}reports/gecko.json` }]],
  outputDir: `${root}test-results/gecko`,
  use: {
    baseURL: `http://localhost:${GECKO_PORT}`,
    // A French-speaking browser: an English one is sent from the site root to /en before paint.
    locale: 'fr-FR',
    browserName: 'firefox',
    channel: 'moz-firefox',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: FIREFOX,
      // Overlay scrollbars as on a phone or a Mac: headless Firefox otherwise keeps 12 px for them.
      firefoxUserPrefs: {
        'ui.useOverlayScrollbars': 1,
        // Off the internet without intercepting a request (each would pass through this process):
        // every host but this machine's goes to a proxy on a closed port, and fails at once.
        'network.proxy.type': 1,
        'network.proxy.http': '127.0.0.1',
        'network.proxy.http_port': 9,
        'network.proxy.ssl': '127.0.0.1',
        'network.proxy.ssl_port': 9,
        'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
      },
    },
    // No trace: with tracing on, locators in Firefox stop resolving after a few actions (1.64.1).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // `npm test` has built the site; run alone, build first.
    command: `${process.env.BUILT ? '' : 'npm run build && '}npx astro preview --port ${GECKO_PORT} --ignore-lock`,
    cwd: root,
    url: `http://localhost:${GECKO_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
