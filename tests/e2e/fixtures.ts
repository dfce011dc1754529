import { test as base, expect, type BrowserContext, type BrowserType, type Page } from '@playwright/test';
import { LOCALES, ROUTES, type Locale, type Route } from '../../src/structure';
import { localizedPath } from '../../src/i18n/url';
import { CHROMIUM_FLAGS, FULL_CHROMIUM } from '../../tools/chromium.mjs';

export { expect };
export { LOCALES, ROUTES, localizedPath, type Locale, type Route };

/** Every page of the site: route × locale. */
export const PAGES = LOCALES.flatMap((locale) =>
  ROUTES.map((route) => ({ locale, route, path: localizedPath(locale, route, '/') })),
);

/** The 404 screen in each locale, reached through a path that is no page of the site. */
export const NOT_FOUND_PAGES = LOCALES.map((locale) => ({
  locale,
  route: '404' as const,
  path: `${localizedPath(locale, 'index', '/')}no/such-page`,
}));

/** Every screen the quality gates measure: each page of `PAGES`, then the 404 screen per locale. */
export const SCREENS: readonly { locale: Locale; route: Route | '404'; path: string }[] = [...PAGES, ...NOT_FOUND_PAGES];

/** The phone visitors arrive on: 390×844, touch (`test.use(PHONE)`, or `PHONE.viewport` to resize). */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** The colour schemes a visitor's system may prefer (emulated with `test.use({ colorScheme })`). */
export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** A 1×1 grey SVG served in place of every external image, so pages render offline. */
const PLACEHOLDER_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1" fill="#888"/></svg>';

/**
 * `test` whose page never reaches the internet (the browser knows no host but this machine's:
 * playwright.config.ts), and whose `errors` fixture collects uncaught exceptions and console
 * errors (except the failed loads of external requests, and a 404 page's own status). A spec
 * asserts `expect(errors).toEqual([])`.
 * Specs that mock an API register their own `page.route` handlers, which take precedence.
 */
/**
 * Keeps a browser context off the internet: requests outside `origin` get the placeholder when
 * they are images and fail as a disconnected network otherwise. Returns the test for "external".
 */
export async function blockExternalRequests(context: BrowserContext, origin: string) {
  const isExternal = (url: string) => !url.startsWith(origin) && !url.startsWith('data:');
  await context.route(
    (url) => isExternal(url.href),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE })
        : route.abort('internetdisconnected'),
  );
  return isExternal;
}

/**
 * Starts recording the page loads from now on (documents; data files such as `*.json` are no page
 * loads). A change an island applies in place records none.
 */
export function recordPageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    const isPage = request.resourceType() === 'document' && !/\.json$/.test(new URL(request.url()).pathname);
    if (isPage) loads.push(request.url());
  });
  return loads;
}

/** Waits for the page's platform script, which the page adds once it has loaded and painted. */
export const platformReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-platform', 'ready');

/**
 * The full Chromium, with the back/forward cache on, as visitors have it: the headless shell the
 * other tests run in has no back/forward cache and no view transitions, and Playwright turns the
 * cache off by default.
 */
export function launchFullChromium(browserType: BrowserType) {
  return browserType.launch({
    ...(FULL_CHROMIUM ? { executablePath: FULL_CHROMIUM } : { channel: 'chromium' }),
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: CHROMIUM_FLAGS,
  });
}

export const test = base.extend<{ errors: string[] }>({
  errors: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    // The browser resolves no host but this machine's (playwright.config.ts): an external request fails at once.
    const isExternal = (url: string) => !url.startsWith(origin) && !url.startsWith('data:');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      const failedLoad = message.text().startsWith('Failed to load resource');
      if (failedLoad && (url === page.url() || isExternal(url))) return;
      errors.push(`console.error: ${message.text()} (${url})`);
    });
    await use(errors);
  },
});
