import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { expect, LOCALES, localizedPath, test } from './fixtures';
import { axeViolations, expectTheme } from './quality/checks';

const STRINGS = { fr, en } as const;

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  const path = localizedPath(locale, 'test', '/');

  test.describe(`island error boundary ${path}`, () => {
    test('the static error screen has the same texts and structure as the island one; an error thrown while an island renders shows the error screen in place of that island only, with no axe violation in light and dark', async ({ page, errors }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      const classes = (selector: string) =>
        page.locator(selector).evaluate((el) => [...el.querySelectorAll('*')].map((c) => c.className).filter((c) => typeof c === 'string' && c.startsWith('error-screen')));
      let staticClasses: string[] = [];
      await test.step('the static error screen has the texts of the island one', async () => {
        const sample = page.locator('[data-error-screen]').last();
        await expect.soft(sample.getByRole('heading', { name: t['error.title'] })).toBeVisible();
        await expect.soft(sample.getByText(t['error.intro'])).toBeVisible();
        await expect.soft(sample.getByText(t['error.sorry'])).toBeVisible();
        await expect.soft(sample.locator('pre')).toContainText(t['test.error.message']);
        await expect.soft(sample.getByRole('link', { name: t['error.home'] })).toHaveAttribute('href', localizedPath(locale, 'index', '/'));
        staticClasses = await classes('[data-error-screen] >> nth=-1');
      });

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

      await test.step('an error thrown while an island renders shows the error screen in place of that island only', async () => {
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

      await test.step('the static error screen has the same structure as the island one', async () => {
        await expect(page.locator('[data-island-host] [data-error-screen]')).toBeVisible();
        expect(await classes('[data-island-host] [data-error-screen]')).toEqual(staticClasses);
      });

      await test.step('the error screen shown by an island has no axe violation in light and dark', async () => {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          // Once the colours have finished changing: axe must not read a blend of two themes.
          await expectTheme(page, colorScheme);
          expect.soft(await axeViolations(page, '[data-island-host]'), colorScheme).toEqual([]);
        }
      });
    });
  });
}
