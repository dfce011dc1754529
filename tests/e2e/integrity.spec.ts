import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { expect, localizedPath, test } from './fixtures';

/** The reading list's explorer once live (it hydrates at once for an address with a query). */
const LIVE = { timeout: 15_000 };

test.describe('addresses that cannot break a page', () => {
  test('a search cut at 200 characters inside an emoji keeps the reading list (no error screen)', async ({ page, errors }) => {
    await page.goto(`${localizedPath('en', 'readings', '/')}?search=${'a'.repeat(199)}%F0%9F%98%80`);
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible(LIVE);
    await expect(page.locator('[data-error-screen]:visible')).toHaveCount(0);
    const search = page.getByLabel(en['readings.search'], { exact: true });
    await expect(search).toHaveValue(`${'a'.repeat(199)}😀`);
    // Typing more writes an address that reads back the same text.
    await search.press('End');
    await search.press('Backspace');
    await expect(page).toHaveURL(new RegExp(`\\?search=a{199}$`));
    expect(errors).toEqual([]);
  });

  for (const tag of ['__proto__', 'constructor', 'toString']) {
    test(`tags=${tag}: the filter panel opens with a number on every chip`, async ({ page, errors }) => {
      await page.goto(`${localizedPath('fr', 'readings', '/')}?tags=${tag}&search=zzzz-nothing-matches`);
      await expect(page.locator('.re[data-state="ready"]')).toBeVisible(LIVE);
      await page.getByText(fr['readings.filters'], { exact: true }).click();
      const counts = page.locator('.re-sheet-body .re-chip-count');
      await expect(counts.first()).toBeVisible();
      for (const text of await counts.allTextContents()) expect(text).toMatch(/^\d+$/);
      await expect(page.locator('[data-error-screen]:visible')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('a malformed percent-encoding on the 404 page: the path is shown as typed, nothing fails', async ({ page, errors }) => {
    // `astro preview` itself fails on such an address; a static host serves its 404 document, as here.
    await page.route(/\/x%E0%A4%A$/, (route) => route.fulfill({ status: 404, path: 'dist/404.html', contentType: 'text/html' }));
    await page.goto('/x%E0%A4%A');
    const path = page.locator('[data-not-found-path]:visible');
    await expect(path).toHaveText('/x%E0%A4%A');
    await expect(page.locator('[data-not-found-message]')).toBeVisible();
    await expect(page.locator('[data-loading-bar]').first()).not.toHaveAttribute('data-state', 'error');
    expect(errors).toEqual([]);
  });
});

test.describe("a 404 page's language switch", () => {
  for (const [path, target, home] of [
    ['/en/no/such-page', 'fr', '/'],
    ['/no/such-page', 'en', '/en/'],
  ] as const) {
    test(`${path}: goes to the ${target} home page, before and after the switch is live`, async ({ page, errors }) => {
      await page.goto(path);
      const link = page.locator(`[data-locale-switch][hreflang^="${target}"]:visible`);
      await expect(link).toHaveAttribute('href', home);
      // Reaching for it makes it live (and once live it used to point at the same missing path).
      await link.hover();
      await link.focus();
      await expect(link).toHaveAttribute('data-hydrated', '');
      await expect(link).toHaveAttribute('href', home);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${home.replaceAll('/', '\\/')}$`));
      expect(errors).toEqual([]);
    });
  }
});
