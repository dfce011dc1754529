import { readdirSync, readFileSync } from 'node:fs';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { SITE } from '../../src/site.config';
import type { ReadingType } from '../../src/lib/readings/model';
import { ending } from '../../src/lib/readings/words';
import { translate } from '../../src/i18n/translate';
import { expect, LOCALES, localizedPath, test, type Locale } from './fixtures';

const STRINGS = { fr, en } as const;

/** Titles of the projects of a locale, read from their content files. */
function projectTitles(locale: Locale): string[] {
  const dir = `content/projects/${locale}`;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => /^title:\s*(.+)$/m.exec(readFileSync(`${dir}/${file}`, 'utf8'))![1]!.trim());
}

/** The home page's call to action, from its front matter (`cta.title`). */
const ctaTitle = (locale: Locale) => /^cta:\n\s+title:\s*(.+)$/m.exec(readFileSync(`content/pages/${locale}/index.md`, 'utf8'))![1]!.trim();

/** The sample content's read items with a finish date, the most recently finished first. */
const LATEST = readdirSync('content/readings')
  .filter((file) => /\.(ya?ml|md)$/.test(file))
  .map((file) => readFileSync(`content/readings/${file}`, 'utf8'))
  .filter((text) => /^status:\s*read\s*$/m.test(text))
  .map((text) => ({ name: ((raw: string) => (raw.startsWith('"') ? (JSON.parse(raw) as string) : raw))(/^name:\s*(.+?)\s*$/m.exec(text)![1]!), finishedAt: /^finishedAt:\s*"?(\S+?)"?\s*$/m.exec(text)?.[1] ?? '', type: /^type:\s*(\w+)\s*$/m.exec(text)![1] as ReadingType }))
  .filter(({ finishedAt }) => finishedAt)
  .sort((a, b) => Date.parse(b.finishedAt) - Date.parse(a.finishedAt));

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  const path = localizedPath(locale, 'index', '/');

  test.describe(`home ${path}`, () => {
    test('shows the hero, the projects, the latest readings and the contact call to action', async ({ page, errors }) => {
      await page.goto(path);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(SITE.owner);
      const intro = readFileSync(`content/pages/${locale}/index.md`, 'utf8');
      await expect(page.getByRole('region', { name: SITE.owner }).getByText(SITE.role[locale]!, { exact: true })).toBeVisible();
      await expect(main.locator('.lede').first()).toContainText(intro.split('---')[2]!.trim().slice(0, 40));

      const projects = main.getByRole('region', { name: t['home.projects.title'] });
      const titles = projectTitles(locale);
      expect(titles.length).toBeGreaterThanOrEqual(4);
      await expect(projects.getByRole('heading', { level: 3 })).toHaveCount(titles.length);
      for (const title of titles) await expect(projects.getByRole('heading', { level: 3, name: title })).toBeVisible();
      // Newest first, each with a picture (generated art without a screenshot) and a link or why none.
      const years = (await projects.locator('.year').allTextContents()).map(Number);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      for (const card of await projects.locator('[data-project]').all()) {
        await expect(card.locator('.art svg, .art img').first()).toBeVisible();
        await expect(card.locator('a.link, .no-link')).toHaveCount(1);
      }
      // The owner's portrait beside the hero's text.
      await expect(page.getByRole('region', { name: SITE.owner }).getByRole('img', { name: SITE.owner })).toBeVisible();
      for (const link of await projects.getByRole('link').all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toContainText(t['meta.newTab']);
      }

      const readings = main.getByRole('region', { name: t['home.readings.title'] });
      // The reading list's own card: type, status and tags link to their list pages.
      const items = readings.locator('.re-item');
      await expect(items).toHaveCount(3);
      await expect(readings.getByRole('img', { name: new RegExp(t['readings.stars'].replace('{{score}}', '[1-5]')) }).first()).toBeAttached();
      await expect(items.first().locator('a[data-facet="status"]')).toHaveAttribute('href', `${localizedPath(locale, 'readings', '/')}status/read/`);
      const external = items.locator('a[target]');
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('target', '_blank');
      }
      await expect(readings.getByRole('link', { name: t['home.readings.all'] })).toHaveAttribute(
        'href',
        localizedPath(locale, 'readings', '/'),
      );

      const contact = main.getByRole('region', { name: ctaTitle(locale) });
      await expect(contact.getByRole('link', { name: t['home.contact'] })).toHaveAttribute('href', SITE.contact);

      // Sections below the fold are marked for the scroll reveal.
      for (const region of [projects, readings, contact]) await expect(region).toHaveAttribute('data-reveal', '');
      expect(errors).toEqual([]);
    });
    // axe in light and dark: quality/screens.spec.ts (every screen).

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the latest readings are the last finished, newest first, each dated by its finish; every section is visible', async ({ page }) => {
        await page.goto(path);
        const readings = page.getByRole('region', { name: t['home.readings.title'] });
        const names = await readings.locator('.re-item').getByRole('heading', { level: 3 }).allTextContents();
        expect(names.map((name) => name.trim())).toEqual(LATEST.slice(0, 3).map(({ name }) => name));
        const times = readings.locator('.re-dates time');
        await expect(times).toHaveCount(3);
        for (const [i, time] of (await times.all()).entries()) {
          await expect(time).toHaveAttribute('datetime', new Date(LATEST[i]!.finishedAt).toISOString());
          // "Read …", "Watched …" ("Vue le …" for a video): the date's words follow the item's type.
          const line = translate(t, locale, ending({ ...LATEST[i]!, status: 'read' })!.line, { context: LATEST[i]!.type, date: '' });
          await expect(time).toContainText(line.trim());
        }

        await test.step('every section is visible', async () => {
          for (const name of [t['home.projects.title'], t['home.readings.title'], ctaTitle(locale)]) {
            const region = page.getByRole('region', { name });
            await region.scrollIntoViewIfNeeded();
            await expect.soft(region).toBeVisible();
            await expect.soft(region.getByRole('heading', { level: 2 })).toBeVisible();
          }
          await expect.soft(page.locator('[data-project]').first()).toBeVisible();
        });
      });
    });
  });
}

test.describe('the projects on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
  test('the featured card beside a narrower one leaves no empty band above its tags; a number keeps its unit', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(localizedPath(locale, 'index', '/'));
      const cards = page.locator('[data-project]');
      const first = cards.first();
      const [a, b] = [(await first.boundingBox())!, (await cards.nth(1).boundingBox())!];
      // Featured: two columns wide, beside the second card in its row.
      expect(a.width).toBeGreaterThan(b.width * 1.5);
      expect(Math.abs(a.y - b.y)).toBeLessThan(1);
      const summary = (await first.locator('.summary').boundingBox())!;
      const foot = (await first.locator('.foot').boundingBox())!;
      expect(foot.y - (summary.y + summary.height), locale).toBeLessThan(24);
      // "0,9 s": a no-break space between a number and its unit, in the owner's summaries.
      for (const text of await cards.locator('.summary').allTextContents()) expect(text, locale).not.toMatch(/\d (?:s|ms|KB|Ko|%)(?![\p{L}\d])/u);
    }
  });
});

test.describe('the header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('its tools are one style: contact, theme and language each a bordered circle of the same size', async ({ page }) => {
    await page.goto('/en/');
    const tools = [page.locator('header .contact'), page.locator('header .theme-button'), page.locator('header .locale-switch').first()];
    const looks = await Promise.all(
      tools.map((tool) =>
        tool.evaluate((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return { height: Math.round(box.height), width: Math.round(box.width), border: style.borderTopWidth, radius: parseFloat(style.borderTopLeftRadius) >= box.height / 2 };
        }),
      ),
    );
    for (const look of looks) expect(look).toEqual({ ...looks[0], width: look.width });
    expect(looks[0]!.border).not.toBe('0px');
    expect(looks[0]!.radius).toBe(true);
    expect(looks[0]!.width).toBe(looks[0]!.height);
  });
});
