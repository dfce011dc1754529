import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COLOR_SCHEMES, expect, LOCALES, localizedPath, SCREENS, test } from '../fixtures';

/* axe (WCAG 2.0–2.2 A and AA rules) on every screen in both colour schemes, then on the states
   that only exist after a query or a click: the reading list filtered and empty, the open theme menu. */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations as readable lines: rule, impact, help, then each offending element. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

/** Loads a page and waits until its islands settled and its theme class is the expected one. */
async function open(page: Page, path: string, scheme: 'light' | 'dark') {
  await page.goto(path, { waitUntil: 'networkidle' });
  const forced = await page.locator('html').getAttribute('data-force-theme');
  const expected = forced === 'light' || forced === 'dark' ? forced : scheme;
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${expected}\\b`));
}

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`axe, ${colorScheme}`, () => {
    test.use({ colorScheme });

    for (const { path } of SCREENS) {
      test(`${path} has no violation (${colorScheme})`, async ({ page, errors }) => {
        await open(page, path, colorScheme);
        expect(await violations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }

    for (const locale of LOCALES) {
      const readings = localizedPath(locale, 'readings', '/');
      const states = {
        filtered: `${readings}?status=read&type=article&sort=score&pageSize=6`,
        empty: `${readings}?search=${encodeURIComponent('zzzz no such reading qqqq')}`,
      };
      for (const [state, path] of Object.entries(states)) {
        test(`${path} (reading list ${state}) has no violation (${colorScheme})`, async ({ page }) => {
          await open(page, path, colorScheme);
          expect(await violations(page)).toEqual([]);
        });
      }

      test(`${localizedPath(locale, 'index', '/')} with the theme menu open has no violation (${colorScheme})`, async ({ page }) => {
        await open(page, localizedPath(locale, 'index', '/'), colorScheme);
        const trigger = page.locator('header').locator('button[aria-haspopup]').first();
        test.skip((await trigger.count()) === 0, 'the header has no menu button');
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('menu').or(page.getByRole('listbox')).first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test.describe('axe, phone', () => {
  // The header folds on narrow screens (icon-only contact link, no owner name): check that layout too.
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });
  for (const { path } of SCREENS) {
    test(`${path} has no violation on a phone`, async ({ page }) => {
      await open(page, path, 'light');
      expect(await violations(page)).toEqual([]);
    });
  }
});
