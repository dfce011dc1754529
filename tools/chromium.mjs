// Where the tests and the audit find Chromium, and the flags every one of them launches it with.
import { existsSync } from 'node:fs';

/**
 * Off the sandbox (containers), the GPU, QUIC and everything Chromium fetches or updates on its own:
 * the tests and audits see only the site's own requests.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const installed = (path) => (existsSync(path) ? path : undefined);

/**
 * Debian's full Chromium where installed, for what the headless shell lacks (Lighthouse, the
 * back/forward cache); otherwise undefined (the caller's own browser).
 */
export const FULL_CHROMIUM = installed('/usr/bin/chromium');

/**
 * Debian's Chromium where installed (CI): its headless shell, the lighter build Playwright itself
 * runs headless tests in, else the full browser; otherwise undefined (Playwright's own browser).
 */
export const TEST_CHROMIUM = installed('/usr/bin/chromium-headless-shell') ?? FULL_CHROMIUM;
