import { readdirSync, readFileSync } from 'node:fs';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { SITE } from '../../src/site.config';
import { expect, LOCALES, localizedPath, test } from './fixtures';
import { axeViolations, expectTheme } from './quality/checks';

const STRINGS = { fr, en } as const;
/** The sample content's read items: each one's finish date, or `undefined` without one. */
const READ = readdirSync('content/readings')
  .map((file) => readFileSync(`content/readings/${file}`, 'utf8'))
  .filter((text) => /^status:\s*read\s*$/m.test(text))
  .map((text) => /^finishedAt:\s*"?(\S+?)"?\s*$/m.exec(text)?.[1]);
const statsPath = (locale: (typeof LOCALES)[number]) => `${localizedPath(locale, 'readings', '/')}stats/`;
/** The statistics page's title: the years it covers, from the first finish to the latest. */
const YEARS = READ.flatMap((date) => (date ? [Number(date.slice(0, 4))] : []));
const statsTitle = (t: Record<string, string>) => {
  const [first, last] = [Math.min(...YEARS), Math.max(...YEARS)];
  return t['stats.titleYears']!.replace('{{years}}', first === last ? String(first) : `${first}–${last}`);
};
/** A number as the page writes it (`1 094`, `1,094`) read back. */
const toNumber = (text: string) => Number(text.replace(/[^\d]/g, ''));

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  const path = statsPath(locale);

  test.describe(`statistics ${path}`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the reading list links to it: one h1, sections, alternates, each chart named with a table of the same figures, and the base every figure counts from', async ({ page }) => {
        await test.step('the reading list links to it', async () => {
          await page.goto(localizedPath(locale, 'readings', '/'));
          await page.getByRole('link', { name: t['stats.link'], exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
          await expect(page.locator('h1')).toHaveText(statsTitle(t));
        });

        await test.step('one h1, sections, alternates, and each chart named, with a table of the same figures', async () => {
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('h1')).toHaveText(statsTitle(t));
          await expect(page.getByRole('heading', { level: 2 })).toHaveText([
            t['stats.overview'],
            t['stats.months.title'],
            t['stats.years.title'],
            t['stats.mix.title'],
            t['stats.tags.title'],
          ]);
          for (const other of LOCALES) {
            await expect(page.locator(`link[rel="alternate"][hreflang^="${other}"]`)).toHaveAttribute('href', new URL(statsPath(other), SITE.url).href);
          }
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, SITE.url).href);

          const charts = page.locator('.bar-chart');
          await expect(charts).toHaveCount(3);
          const names = [t['stats.months.chart'], t['stats.years.chart'], t['stats.pages.chart']];
          for (const [i, name] of names.entries()) {
            const chart = charts.nth(i);
            const image = chart.getByRole('img');
            await expect(image).toHaveAccessibleName(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .+`));
            const table = chart.getByRole('table', { name, exact: true, includeHidden: true });
            const values = (await table.locator('tbody td').allTextContents()).map(toNumber);
            // One row per bar, a shape for every bar above zero, the tallest marked with its value.
            await expect(image.locator('.bar')).toHaveCount(values.length);
            await expect(image.locator('.bar rect')).toHaveCount(values.filter((v) => v > 0).length);
            const peak = Math.max(...values);
            // The summary names every bar tied for the most, not one of them.
            const labels = await table.locator('tbody th').allTextContents();
            const summary = (await chart.locator('.summary').textContent()) ?? '';
            for (const [j, label] of labels.entries()) if (peak > 0 && values[j] === peak) expect(summary).toContain(label);
            if (peak > 0) {
              const marked = (await image.locator('.bar.peak .value').allTextContents()).map(toNumber);
              expect(marked.length).toBe(values.filter((v) => v === peak).length);
              expect(new Set(marked)).toEqual(new Set([peak]));
            }
            const ticks = (await image.locator('.tick text').allTextContents()).map(toNumber);
            expect(ticks.length).toBeGreaterThanOrEqual(3);
            expect(ticks.length).toBeLessThanOrEqual(5);
            expect(ticks.at(-1)).toBeGreaterThanOrEqual(peak);
            if (i === 0) {
              expect(values).toHaveLength(12);
              const total = values.reduce((sum, v) => sum + v, 0);
              expect(toNumber((await page.locator('.figures .figure').first().textContent()) ?? ''), 'finished in 12 months').toBe(total);
            }
          }

          for (const caption of [t['stats.mix.status'], t['stats.mix.type']]) {
            const table = page.getByRole('table', { name: caption, exact: true });
            await expect(table.getByRole('columnheader')).toHaveCount(2);
            await expect(table.locator('tbody tr')).toHaveCount(4);
          }
          await expect(page.locator('[data-figure="longest-run"] dd')).not.toBeEmpty();
          await expect(page.locator('[data-figure="latest-run"] dd')).not.toBeEmpty();
        });

        await test.step('names a status done over every type as “read, watched or listened”', async () => {
          await expect.soft(page.getByRole('link', { name: t['readings.done.any'], exact: true }).first()).toBeVisible();
        });

        await test.step('names the base every figure counts from: the items read, and those with a finish date', async () => {
          const read = READ.length;
          const dated = READ.filter(Boolean).length;
          const fill = (text: string, vars: Record<string, number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
          const base = page.locator('[data-base]');
          await expect(base).toHaveText(dated === read ? fill(t['stats.baseAll'], { read }) : fill(t['stats.base'], { read, dated }));
          // The yearly chart counts exactly the dated ones.
          const perYear = page.getByRole('table', { name: t['stats.years.chart'], exact: true, includeHidden: true });
          const total = (await perYear.locator('tbody td').allTextContents()).map(toNumber).reduce((sum, v) => sum + v, 0);
          expect(total).toBe(dated);
          // The latest run ends at its last month with a finish: never "still going" in a month with none.
          const months = (await page.getByRole('table', { name: t['stats.months.chart'], exact: true, includeHidden: true }).locator('tbody td').allTextContents()).map(toNumber);
          const ongoing = t['stats.ongoing'].replace('{{run}}', '').trim();
          if (months.at(-1) === 0) await expect(page.locator('[data-figure="latest-run"] dd')).not.toContainText(ongoing);
          else await expect(page.locator('[data-figure="latest-run"] dd')).toContainText(ongoing);
        });
      });
    });

    test('has no axe violation, light and dark, and no error', async ({ page, errors }) => {
      await page.goto(path);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expectTheme(page, scheme);
        expect(await axeViolations(page), scheme).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  });
}
