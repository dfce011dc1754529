import { readdirSync, readFileSync } from 'node:fs';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { SITE } from '../../src/site.config';
import { expect, LOCALES, localizedPath, test, type Locale } from './fixtures';
import { axeViolations, expectTheme } from './quality/checks';

const STRINGS = { fr, en } as const;
const yearPath = (locale: Locale, year: number) => `${localizedPath(locale, 'readings', '/')}year/${year}/`;
const statsPath = (locale: Locale) => `${localizedPath(locale, 'readings', '/')}stats/`;
/** A number as the page writes it (`1 094`, `1,094`) read back. */
const toNumber = (text: string) => Number(text.replace(/[^\d]/g, ''));
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

/** The sample content's finishes: the year (in UTC, none falls near New Year) of each read item's finish date. */
const FINISHES = readdirSync('content/readings')
  .map((file) => readFileSync(`content/readings/${file}`, 'utf8'))
  .filter((text) => /^status:\s*read\s*$/m.test(text))
  .map((text) => /^finishedAt:\s*"?(\S+?)"?\s*$/m.exec(text)?.[1])
  .filter((date): date is string => Boolean(date))
  .map((date) => new Date(date).getUTCFullYear());
const YEARS = [...new Set(FINISHES)].sort((a, b) => a - b);
const countIn = (year: number) => FINISHES.filter((y) => y === year).length;

test('the sample content finishes items in three years at least', () => {
  expect(YEARS.length).toBeGreaterThanOrEqual(3);
});

for (const locale of LOCALES) {
  const t = STRINGS[locale];

  test.describe(`year pages ${yearPath(locale, 2025)}`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the year pages, from the first to the last: one h1, the year’s finishes month by month, one row each linking to its page, its figures, alternates; links to the years before and after; the goal’s progress; the statistics page links to every year page', async ({ page }) => {
        test.slow(); // every year page, then the statistics page
        const [first, , last] = [YEARS[0]!, YEARS[1]!, YEARS.at(-1)!];
        const [goalYear, goal] = Object.entries(SITE.readingGoal ?? {}).map(([y, g]) => [Number(y), g] as const)[0] ?? [];
        // The sample configuration sets a goal for a year that has a page: the test needs both.
        expect(goalYear, 'src/site.config.ts sets no readingGoal').toBeDefined();
        expect(YEARS, `no year page for the goal's year ${goalYear}`).toContain(goalYear);
        const done = countIn(goalYear!);
        const progress = fill(t[done === 1 ? 'goal.progress_one' : 'goal.progress_other'], { done, goal: goal! });
        let goalChecked = false;
        /** On the goal's year page: its progress against the goal. */
        const goalStep = (year: number) =>
          year === goalYear &&
          test.step('the goal’s year shows its progress against the goal', async () => {
            await expect.soft(page.locator('[data-figure="goal"] dt')).toHaveText(fill(t['goal.title'], { year: goalYear }));
            await expect.soft(page.locator('[data-figure="goal"] .figure')).toHaveText(progress);
            await expect.soft(page.locator('[data-figure="goal"] dd').last()).not.toBeEmpty();
            goalChecked = true;
          });

        const nav = page.getByRole('navigation', { name: t['year.nav'] });
        await page.goto(yearPath(locale, first));
        await goalStep(first);
        await test.step('the first year links to the next one only', async () => {
          await expect(nav.getByRole('link')).toHaveCount(1);
          await nav.getByRole('link', { name: fill(t['year.next'], { year: YEARS[1]! }) }).click();
          await expect(page).toHaveURL(new RegExp(`${yearPath(locale, YEARS[1]!)}$`));
          await expect(nav.getByRole('link', { name: fill(t['year.previous'], { year: first }) })).toHaveAttribute('href', yearPath(locale, first));
        });

        await test.step('one h1, the year’s finishes month by month, one row each linking to its page, its figures, alternates', async () => {
          const year = YEARS[1]!;
          const path = yearPath(locale, year);
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('h1')).toHaveText(fill(t['year.title'], { year }));
          for (const other of LOCALES) {
            await expect(page.locator(`link[rel="alternate"][hreflang^="${other}"]`)).toHaveAttribute('href', new URL(yearPath(other, year), SITE.url).href);
          }
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, SITE.url).href);

          // As many cards as items finished that year, the figure says so, each dated in the year.
          const cards = page.locator('.month .re-item');
          await expect(cards).toHaveCount(countIn(year));
          expect(toNumber((await page.locator('[data-figure="finished"] .figure').textContent()) ?? '')).toBe(countIn(year));
          // Each row has its cover: the site's own image, or a title card reduced to the title's first letter.
          const covers = await cards.evaluateAll((rows) =>
            rows.map((row) => {
              const cover = row.querySelector(':scope > .rc-cover');
              const name = row.querySelector('h3')?.textContent?.trim() ?? '';
              if (!cover) return 'none';
              if (cover.querySelector('img')) return cover.querySelector('img')!.getAttribute('alt') === '' ? 'image' : 'image with alt';
              const letter = cover.textContent?.trim();
              return cover.getAttribute('aria-hidden') === 'true' && letter === [...name][0]!.toLocaleUpperCase() ? 'title card' : `card "${letter}"`;
            }),
          );
          expect(covers.filter((kind) => kind !== 'image' && kind !== 'title card')).toEqual([]);
          for (const date of await cards.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))) {
            expect(new Date(date!).getUTCFullYear()).toBe(year);
          }
          // Months in calendar order, each heading counting its cards; cards one level below.
          const months = await page.locator('section.month').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-month')!));
          expect(months).toEqual([...months].sort());
          expect(months.every((m) => m.startsWith(`${year}-`))).toBe(true);
          for (const section of await page.locator('section.month').all()) {
            const n = await section.locator('.re-item').count();
            expect(toNumber((await section.getByRole('heading', { level: 2 }).textContent()) ?? '')).toBe(n);
            await expect(section.getByRole('heading', { level: 3 })).toHaveCount(n);
            await expect(section.getByRole('heading', { level: 3 }).getByRole('link')).toHaveCount(n);
          }
          await expect(page.getByRole('link', { name: t['year.back'] })).toHaveAttribute('href', statsPath(locale));
        });
        await goalStep(YEARS[1]!);

        await page.goto(yearPath(locale, last));
        await goalStep(last);
        await test.step('the last year links to the one before only; a year without a finish has no page', async () => {
          await expect(nav.getByRole('link')).toHaveCount(1);
          await expect(nav.getByRole('link', { name: fill(t['year.previous'], { year: YEARS.at(-2)! }) })).toBeVisible();
          const missing = await page.request.get(yearPath(locale, last + 1));
          expect(missing.status()).toBe(404);
        });
        if (!goalChecked) {
          await page.goto(yearPath(locale, goalYear!));
          await goalStep(goalYear!);
        }

        await test.step('the statistics page links to every year page, and shows this year’s goal as the year page does', async () => {
          await page.goto(statsPath(locale));
          if (goalYear === new Date().getFullYear()) await expect.soft(page.locator('[data-figure="goal"] .figure')).toHaveText(progress);
          const years = page.getByRole('navigation', { name: t['stats.yearPages'] });
          await expect(years.getByRole('link')).toHaveText(YEARS.map(String));
          await years.getByRole('link', { name: String(YEARS[0]) }).click();
          await expect(page.locator('h1')).toHaveText(fill(t['year.title'], { year: YEARS[0]! }));
        });
      });
    });

    test('has no axe violation, light and dark, and no error', async ({ page, errors }) => {
      test.slow(); // two full axe scans of the fullest year's cards
      await page.goto(yearPath(locale, YEARS.at(-1)!));
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expectTheme(page, scheme);
        expect(await axeViolations(page), scheme).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  });
}

test('the year pages are in the sitemap, with their alternates', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const xml = (await Promise.all(maps.map(async (path) => (await request.get(path)).text()))).join('\n');
  for (const year of YEARS) {
    for (const locale of LOCALES) expect(xml).toContain(`<loc>${new URL(yearPath(locale, year), SITE.url).href}</loc>`);
    expect(xml).toContain(`href="${new URL(yearPath('en', year), SITE.url).href}"`);
  }
});
