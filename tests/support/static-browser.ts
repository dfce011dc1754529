/**
 * A built site in a browser without a server or a port: Chromium (Debian's, with the flags of the
 * end-to-end tests) whose requests to `ORIGIN` are answered from a `dist` folder as a static host
 * does (a folder's `index.html`, else `404.html` with status 404); every other request fails.
 * For build-tier tests that check a build of their own in a browser.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM as executablePath } from '../../tools/chromium.mjs';

export const ORIGIN = 'http://site.test';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

/** The same executable and flags as playwright.config.ts: the headless shell where installed, else the full browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS });
}

/** A browser context (French-speaking, as the end-to-end tests) whose `ORIGIN` is the `dist` folder. */
export async function staticSite(browser: Browser, dist: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort('internetdisconnected');
    let file = join(dist, normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      return route.fulfill({ status: 404, contentType: TYPES['.html'], body: readFileSync(join(dist, '404.html')) });
    }
    return route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
  });
  return context;
}
