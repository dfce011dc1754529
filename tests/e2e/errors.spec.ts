import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { expect, LOCALES, localizedPath, test } from './fixtures';
import { axeViolations, expectTheme } from './quality/checks';

const STRINGS = { fr, en } as const;

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  const path = localizedPath(locale, 'test', '/');

  test.describe(`island error boundary ${path}`, () => {
    test('an error thrown while an island renders shows the error screen in place of that island only', async ({ page, errors }) => {
      await page.goto(path);
      await page.evaluate(() => {
        const w = window as unknown as { appErrors: string[] };
        w.appErrors = [];
        window.addEventListener('app:error', (event) => w.appErrors.push(String((event as CustomEvent).detail)));
      });
      const host = page.locator('[data-island-host]');
      const button = host.getByRole('button', { name: t['test.error.throw'] });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeEnabled();
      await button.click();

      const screen = host.getByRole('alert');
      await expect(screen).toBeVisible();
      await expect(screen.getByRole('heading', { level: 2, name: t['error.title'] })).toBeVisible();
      await expect(screen.getByText(t['test.error.message'], { exact: true })).toBeVisible();
      await expect(screen.getByText(t['error.intro'])).toBeVisible();
      await expect(screen.getByText(t['error.sorry'])).toBeVisible();
      await expect(screen.locator('pre')).toContainText(`Error: ${t['test.error.message']}`);
      await expect(screen.getByRole('link', { name: t['error.home'] })).toHaveAttribute('href', localizedPath(locale, 'index', '/'));
      await expect(screen.getByRole('link', { name: t['error.readings'] })).toHaveAttribute('href', localizedPath(locale, 'readings', '/'));
      await expect(screen.getByRole('link', { name: t['error.lab'] })).toHaveAttribute('href', localizedPath(locale, 'lab', '/'));
      // The island is gone, the rest of the page is intact.
      await expect(host.locator('[data-playground]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: t['test.icons'] })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t['nav.label'] }).getByRole('link')).toHaveCount(4);
      // The loading bar is told, and the error is logged (React's caught-error report) and nothing else.
      expect(await page.evaluate(() => (window as unknown as { appErrors: string[] }).appErrors)).toEqual([
        `Error: ${t['test.error.message']}`,
      ]);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((e) => e.includes(t['test.error.message']))).toBe(true);
    });

    test('the static error screen has the same texts and structure as the island one', async ({ page }) => {
      await page.goto(path);
      const sample = page.locator('[data-error-screen]').last();
      await expect(sample.getByRole('heading', { name: t['error.title'] })).toBeVisible();
      await expect(sample.getByText(t['error.intro'])).toBeVisible();
      await expect(sample.getByText(t['error.sorry'])).toBeVisible();
      await expect(sample.locator('pre')).toContainText(t['test.error.message']);
      await expect(sample.getByRole('link', { name: t['error.home'] })).toHaveAttribute('href', localizedPath(locale, 'index', '/'));
      const classes = (selector: string) =>
        page.locator(selector).evaluate((el) => [...el.querySelectorAll('*')].map((c) => c.className).filter((c) => typeof c === 'string' && c.startsWith('error-screen')));
      const staticClasses = await classes('[data-error-screen] >> nth=-1');
      const button = page.getByRole('button', { name: t['test.error.throw'] });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeEnabled();
      await button.click();
      await expect(page.locator('[data-island-host] [data-error-screen]')).toBeVisible();
      expect(await classes('[data-island-host] [data-error-screen]')).toEqual(staticClasses);
    });
  });
}

test('the error screen shown by an island has no axe violation in light and dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en/test/');
  const button = page.getByRole('button', { name: en['test.error.throw'] });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.locator('[data-island-host] [data-error-screen]')).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Once the colours have finished changing: axe must not read a blend of two themes.
    await expectTheme(page, colorScheme);
    expect(await axeViolations(page, '[data-island-host]'), colorScheme).toEqual([]);
  }
});
