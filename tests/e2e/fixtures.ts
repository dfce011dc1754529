import { test as base, expect } from '@playwright/test';
import { LOCALES, localizedPath, ROUTES, type Locale, type Route } from '../../src/i18n';

export { expect };
export { LOCALES, ROUTES, localizedPath, type Locale, type Route };

/** Every page of the site: route × locale. */
export const PAGES = LOCALES.flatMap((locale) => ROUTES.map((route) => ({ locale, route, path: localizedPath(locale, route, '/') })));

/**
 * `test` with a page that fails the test on any uncaught error or console error, and never
 * reaches the internet (every request outside the preview server is aborted).
 */
export const test = base.extend<{ errors: string[] }>({
  errors: async ({ page, baseURL }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A 404 page's own status is reported as a failed load of the document itself.
      if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return;
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    await page.context().route(
      (url) => !url.href.startsWith(baseURL ?? 'http://localhost'),
      (route) => route.abort('internetdisconnected'),
    );
    await use(errors);
  },
});
