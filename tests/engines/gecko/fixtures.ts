import { readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import en from '../../../src/i18n/en.json' with { type: 'json' };
import fr from '../../../src/i18n/fr.json' with { type: 'json' };
import { localizedPath } from '../../../src/i18n/url';
import { DEFAULT_QUERY, type ReadingQuery } from '../../../src/lib/readings/filters';
import { parseReadingList } from '../../../src/lib/readings/items';
import { prepareReadings } from '../../../src/lib/readings/prepared';
import { selectReadings } from '../../../src/lib/readings/select';
import { LOCALES, type Locale } from '../../../src/structure';

export { expect, LOCALES, localizedPath, type Locale };
export const STRINGS = { fr, en } as const;

/** The reading list as the build wrote it (`npm test` builds before the browser suites). */
const all = parseReadingList(JSON.parse(readFileSync(new URL('../../../dist/readings.json', import.meta.url), 'utf8')));

/** The ids the explorer must show for a query, by the list logic itself (unit-tested separately). */
export function expectedIds(locale: Locale, query: Partial<ReadingQuery>, pages = 1): string[] {
  return selectReadings(prepareReadings(all, locale), { ...DEFAULT_QUERY, ...query }, pages).items.map((i) => i.id);
}

export const list = (page: Page) => page.locator('.re-list > li');
export const shownIds = (page: Page) => list(page).evaluateAll((lis) => lis.map((li) => li.getAttribute('data-id')));
export const searchBox = (page: Page, locale: Locale) => page.getByLabel(STRINGS[locale]['readings.search'], { exact: true });
export const themeButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: new RegExp(`^${STRINGS[locale]['theme.label']}`) });
export const menuItem = (page: Page, locale: Locale, choice: 'system' | 'dark' | 'light') =>
  page.getByRole('menuitemradio', { name: new RegExp(`^${STRINGS[locale][`theme.${choice}`]}`) });
export const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: STRINGS[locale]['nav.label'] });

/** Waits for the page's platform script, which the page adds once it has loaded and painted. */
export const platformReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-platform', 'ready');

/**
 * The reading list's explorer, live: it hydrates on the visitor's first activity (a pointer move
 * here) and is interactive once the full list has arrived.
 */
export async function explorerReady(page: Page) {
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 300);
  await expect(page.locator('.re[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
}

/**
 * Types as a visitor does. Playwright's `fill()` sets a value in Firefox that React's change
 * handler never sees; key presses go through the page's own events.
 */
export async function type(field: Locator, text: string) {
  await field.click();
  await field.pressSequentially(text, { delay: 20 });
}

/**
 * Goes back one entry. Playwright's `goBack()` never resolves in Firefox over WebDriver BiDi
 * (the browser does go back): the test checks the page it lands on instead.
 */
export const back = (page: Page) => page.evaluate(() => history.back());

/** The address of the document in the page (empty while one document replaces another). */
export const address = (page: Page) => page.evaluate(() => location.pathname + location.search + location.hash).catch(() => '');

/**
 * `test` whose page never reaches the internet (every other host goes through a proxy that is
 * not there: playwright.config.ts) and whose `errors` fixture collects uncaught exceptions and
 * console errors of the site. Left out, as caused by the test itself: the failed loads of
 * external requests, and a 404 page's own status.
 */
export const test = base.extend<{ errors: string[] }>({
  errors: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const isExternal = (url: string) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('about:');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      const failedLoad = /Failed to load resource|NS_ERROR_|NetworkError/.test(message.text());
      if (failedLoad && (url === page.url() || isExternal(url))) return;
      errors.push(`console.error: ${message.text()} (${url})`);
    });
    await use(errors);
  },
});
