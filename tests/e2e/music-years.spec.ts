import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import weeklyJson from '../../content/lab/weekly-charts.json' with { type: 'json' };
import { SITE } from '../../src/site.config';
import { parseWeeklyCharts } from '../../src/lib/lastfm/weekly';
import { musicYear, musicYears, sameWeekLastYear } from '../../src/lib/lastfm/year';
import { expect, LOCALES, localizedPath, test, type Locale } from './fixtures';
import { axeViolations, expectTheme } from './quality/checks';

/*
 * The years in music (`/lab/year/2026/`), drawn at build from the lab snapshot's weekly charts:
 * their figures match the charts, they link the reading year of the same year and back, and the
 * lab, the statistics page and the home page lead to them; with and without JavaScript.
 */

const STRINGS = { fr, en } as const;
const TAGS = { fr: 'fr-FR', en: 'en-US' } as const;
const ZONE = SITE.timeZone ?? 'Europe/Paris';
const parsed = parseWeeklyCharts(weeklyJson);
if (!parsed.ok) throw parsed.error;
const CHARTS = parsed.value;
const YEARS = musicYears(CHARTS, ZONE);

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
const musicPath = (locale: Locale, year: number) => `${localizedPath(locale, 'lab', '/')}year/${year}/`;
const readingPath = (locale: Locale, year: number) => `${localizedPath(locale, 'readings', '/')}year/${year}/`;
const number = (locale: Locale, n: number) => new Intl.NumberFormat(TAGS[locale]).format(n);

test('the sample keeps two years of weekly charts, the second with artists new to it', () => {
  expect(YEARS.length).toBe(2);
  expect(musicYear(CHARTS, YEARS[1]!, ZONE).newArtists?.length).toBeGreaterThan(0);
});

for (const locale of LOCALES) {
  const t = STRINGS[locale];

  test.describe(`music years ${musicPath(locale, YEARS.at(-1)!)}`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('each year, reached from the one before: its figures, charts with their tables, top lists and new artists, as the charts say; the reading year of the same year linked both ways; other years linked in order', async ({ page }) => {
        test.slow(); // each year, with its reading year and back
        await page.goto(musicPath(locale, YEARS[0]!));
        for (const [i, year] of YEARS.entries()) {
          const data = musicYear(CHARTS, year, ZONE);
          const path = musicPath(locale, year);
          await test.step(`${year}: its figures, charts with their tables, top lists and new artists, as the charts say`, async () => {
              await expect.soft(page.locator('h1')).toHaveText(fill(t['musicYear.title'], { year }));
              await expect.soft(page.locator('html')).toHaveAttribute('data-force-theme', 'dark');
              for (const other of LOCALES) {
                await expect.soft(page.locator(`link[rel="alternate"][hreflang^="${other}"]`)).toHaveAttribute('href', new URL(musicPath(other, year), SITE.url).href);
              }
              await expect.soft(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, SITE.url).href);
              // A preview card of its own, per locale.
              const card = `/og/lab-year/${locale}/${year}.png`;
              await expect.soft(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new URL(card, SITE.url).href);
              expect.soft((await page.request.get(card)).headers()['content-type']).toBe('image/png');
              // The base: weeks 1–n of the year; a year in progress says so.
              const base = page.locator('[data-base]');
              await expect.soft(base).toContainText(`${data.weeks[0]!.week}`);
              await expect.soft(base).toContainText(`${data.weeks.at(-1)!.week} `);
              const lede = page.locator('.hero .lede');
              if (data.inProgress) await expect.soft(lede).toContainText(t['musicYear.inProgress']);
              else await expect.soft(lede).not.toContainText(t['musicYear.inProgress']);
              await expect.soft(page.locator('[data-figure="plays"] .figure')).toHaveText(number(locale, data.plays));
              await expect.soft(page.locator('[data-figure="busiest"] .figure')).toHaveText(number(locale, data.busiest!.plays));
              // An SVG per chart, named, and a table of the same figures: a row per week, per month.
              await expect.soft(page.locator('svg.bars[role="img"]')).toHaveCount(2);
              await expect.soft(page.locator('#per-week-summary')).toContainText(number(locale, data.plays));
              const tables = page.locator('.bar-chart table');
              await expect.soft(tables.nth(0).locator('tbody tr')).toHaveCount(data.weeks.length);
              await expect.soft(tables.nth(1).locator('tbody tr')).toHaveCount(data.months.length);
              // The most played, as summed from the weeks.
              for (const [kind, entries] of [['artist', data.artists], ['album', data.albums], ['track', data.tracks]] as const) {
                const rows = page.locator(`[data-top="${kind}"] tbody tr`);
                await expect.soft(rows).toHaveCount(entries.length);
                await expect.soft(rows.first().locator('th')).toContainText(entries[0]!.name);
              }
              // New artists: none to measure the first year against; the next lists them in order of arrival.
              const fresh = page.locator('[data-new-artists] tbody th');
              if (data.newArtists) await expect.soft(fresh).toHaveText(data.newArtists.slice(0, 30).map((a) => a.name));
              else await expect.soft(page.getByText(fill(t['musicYear.newNoBase'], { year }))).toBeVisible();
          });

          await test.step(`${year}: the music year and the reading year of the same year link each other, when both exist`, async () => {
            const reading = (await page.request.get(readingPath(locale, year))).status() === 200;
            const toReading = page.getByRole('link', { name: fill(t['year.title'], { year }), exact: true });
            await expect(toReading).toHaveCount(reading ? 1 : 0);
            await expect(page.getByRole('link', { name: t['musicYear.back'] })).toHaveAttribute('href', localizedPath(locale, 'lab', '/'));
            if (!reading) return;
            await toReading.click();
            await expect(page).toHaveURL(new RegExp(`${readingPath(locale, year)}$`));
            await page.getByRole('link', { name: fill(t['musicYear.title'], { year }), exact: true }).click();
            await expect(page).toHaveURL(new RegExp(`${path}$`));
          });

          const next = YEARS[i + 1];
          if (next === undefined) break;
          await test.step(`${year}: links the next year`, async () => {
            await page.getByRole('navigation', { name: t['year.nav'] }).getByRole('link', { name: fill(t['year.next'], { year: next }) }).click();
            await expect(page.locator('h1')).toHaveText(fill(t['musicYear.title'], { year: next }));
          });
        }
        // No page for a year the charts do not cover.
        expect((await page.request.get(musicPath(locale, YEARS.at(-1)! + 1))).status()).toBe(404);
      });

      test('the lab, the statistics page and the home page lead to the music years; the lab says what played most a year ago', async ({ page }) => {
        const names = YEARS.map((year) => fill(t['musicYear.title'], { year }));
        await page.goto(localizedPath(locale, 'lab', '/'));
        const lab = page.locator('[data-lab-years]');
        await expect(lab.getByRole('link')).toHaveText(names);
        const then = sameWeekLastYear(CHARTS, ZONE)!;
        await expect(lab.locator('[data-on-this-day]')).toContainText(then.chart!.artists[0]!.name);
        await expect(lab.locator('[data-on-this-day]')).toContainText(t['musicYear.onThisDay']);

        await page.goto(`${localizedPath(locale, 'readings', '/')}stats/`);
        const stats = page.getByRole('navigation', { name: t['musicYear.pages'] });
        await expect(stats.getByRole('link')).toHaveText(YEARS.map(String));
        await expect(stats.getByRole('link').last()).toHaveAttribute('href', musicPath(locale, YEARS.at(-1)!));

        await page.goto(localizedPath(locale, 'index', '/'));
        const home = page.locator('[data-home-readings] [data-music-year]');
        await expect(home).toHaveText(names.at(-1)!);
        // Once, where it fits: beside the latest readings.
        await expect(page.locator('main a[href*="/lab/year/"]')).toHaveCount(1);
        await home.click();
        await expect(page).toHaveURL(new RegExp(`${musicPath(locale, YEARS.at(-1)!)}$`));
      });
    });

    test('with JavaScript: no error, no axe violation in the forced dark theme, on a desktop and a phone', async ({ page, errors }) => {
      test.slow(); // two axe scans of a page of tables
      await page.goto(musicPath(locale, YEARS.at(-1)!));
      await expectTheme(page, 'light');
      expect(await axeViolations(page), 'desktop').toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await axeViolations(page), 'phone').toEqual([]);
      // The tables open from their disclosure.
      await page.getByText(t['stats.numbers']).first().click();
      await expect(page.locator('.bar-chart table').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test('the music years are in the sitemap, with their alternates', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const xml = (await Promise.all(maps.map(async (path) => (await request.get(path)).text()))).join('\n');
  for (const year of YEARS) {
    for (const locale of LOCALES) expect(xml).toContain(`<loc>${new URL(musicPath(locale, year), SITE.url).href}</loc>`);
    expect(xml).toContain(`href="${new URL(musicPath('en', year), SITE.url).href}"`);
  }
});
