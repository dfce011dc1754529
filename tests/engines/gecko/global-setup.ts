import { firefox } from '@playwright/test';
import { FIREFOX, FIREFOX_FOUND } from './browser';

/**
 * Starts Firefox once, with a context and a page, before any test: a browser that is missing, or
 * that this Playwright cannot drive (a new Firefox ESR), fails the suite with one line saying so,
 * instead of every test failing with a protocol trace.
 */
export default async function globalSetup() {
  const version = (await import('@playwright/test/package.json', { with: { type: 'json' } })).default.version;
  if (!FIREFOX_FOUND) {
    throw new Error(`Gecko: no Firefox at ${FIREFOX}. Install Debian's firefox-esr (apt-get install firefox-esr), or set FIREFOX_ESR.`);
  }
  try {
    const browser = await firefox.launch({ channel: 'moz-firefox', executablePath: FIREFOX, timeout: 60_000 });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.setContent('<p>ready</p>');
    } finally {
      await browser.close();
    }
  } catch (error) {
    const reason = String((error as Error).message).split('\n')[0];
    throw new Error(
      `Gecko: Firefox at ${FIREFOX} cannot be driven by @playwright/test ${version} (${reason}). See tests/engines/gecko/README.md.`,
    );
  }
}
