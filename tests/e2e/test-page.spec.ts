import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { expect, LOCALES, localizedPath, test } from './fixtures';
import { axeViolations, expectTheme } from './quality/checks';

const STRINGS = { fr, en } as const;

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  const path = localizedPath(locale, 'test', '/');

  test.describe(`test page ${path}`, () => {
    test('is not indexed and shows the site components; shows the theme state live from the store; no axe violation once live, light and dark; the loading bar button runs without error', async ({ page, errors }) => {
      // The page's timers run as usual; the loading bar's run is played through at once.
      await page.clock.install();
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await test.step('is not indexed and shows the site components', async () => {
        await expect.soft(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        for (const key of ['test.typography', 'test.buttons', 'test.badges', 'test.stars', 'test.icons', 'test.cards', 'test.island'] as const) {
          await expect.soft(page.getByRole('heading', { level: 2, name: t[key] })).toBeVisible();
        }
        await expect.soft(page.locator('.badge[data-tone]')).toHaveCount(5);
        await expect.soft(page.getByRole('img', { name: t['readings.stars'].replace('{{score}}', '4'), exact: true })).toBeAttached();
        await expect.soft(page.locator('svg[data-icon="mdi:github"]').first()).toBeVisible();
        await expect.soft(page.locator('[data-project]')).toHaveCount(1);
      });

      await test.step('shows the theme state live from the store; no axe violation once live, light and dark', async () => {
        const state = page.locator('[data-theme-state]');
        await state.scrollIntoViewIfNeeded();
        await expect(page.locator('[data-playground][data-hydrated]')).toBeAttached();
        const shown = JSON.parse((await state.textContent()) ?? '') as Record<string, unknown>;
        expect(Object.keys(shown)).toEqual(['preference', 'value', 'forced', 'unknown']);
        expect(['system', 'light', 'dark']).toContain(shown.preference);
        expect(['light', 'dark']).toContain(shown.value);
        expect(typeof shown.forced).toBe('boolean');
        expect(typeof shown.unknown).toBe('boolean');
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await expectTheme(page, scheme);
          expect(await axeViolations(page), scheme).toEqual([]);
        }
      });

      await test.step('the loading bar button runs without error', async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        const run = page.getByRole('button', { name: t['test.loadingBar.run'] });
        await run.scrollIntoViewIfNeeded();
        await expect(run).toBeEnabled();
        await run.click();
        // Past the demo's load and the bar's finish.
        await page.clock.runFor(1500);
        await expect(run).toBeEnabled();
      });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('test page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('is readable, the island waits for the browser', async ({ page }) => {
    await page.goto('/en/test/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-theme-state]')).toHaveText(en['test.pending']);
    await expect(page.getByRole('button', { name: en['test.error.throw'] })).toBeDisabled();
  });
});
