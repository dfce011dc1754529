import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { PACKAGE_API_ORIGIN } from '../../src/lib/external-origins';
import { expect, LOCALES, localizedPath, test } from './fixtures';
import { axeViolations, expectTheme } from './quality/checks';

const STRINGS = { fr, en } as const;
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
const installed = (name: string) =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
const API = `${PACKAGE_API_ORIGIN}/v1/packages/npm/`;
const packageOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace('/v1/packages/npm/', '').replace(/\/resolved$/, ''));
const rows = (page: Page, tableId: string) => page.locator(`#${tableId} tbody tr`);
/** The colophon is folded at every width: its summary line opens it. */
const openColophon = async (page: Page) => {
  const details = page.locator('details.colophon-details');
  if (!(await details.evaluate((el: HTMLDetailsElement) => el.open))) await details.locator('summary').click();
};
const packageCount = Object.keys(manifest.dependencies).length + Object.keys(manifest.devDependencies).length;

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  const path = localizedPath(locale, 'about', '/');

  test.describe(`about ${path}`, () => {
    for (const { width, height } of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      for (const javaScriptEnabled of [true, false]) {
        test.describe(`${width} px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
          test.use({ viewport: { width, height }, javaScriptEnabled });

          // On a desktop with JavaScript, the same visit checks the tables' contents.
          const listsDependencies = width === 1280 && javaScriptEnabled;
          const fold = 'folds the colophon under the bio behind one summary line that counts the packages, and opens it';
          const listing = 'lists every dependency of package.json, sorted, with range, installed version and homepage';
          test(listsDependencies ? `${fold}; ${listing}` : fold, async ({ page, errors }) => {
            await page.goto(path);
            const details = page.locator('details.colophon-details');
            const summary = details.locator('summary');
            await expect(summary).toHaveText(t['about.colophon.show'].replace('{{count}}', String(packageCount)));
            await expect(summary).toBeVisible();
            await expect(page.locator('table[data-dependency-table]')).toHaveCount(2);
            for (const table of await page.locator('table[data-dependency-table]').all()) await expect(table).toBeHidden();
            // The bio comes first, then the colophon's line: most of the page is the bio.
            const bio = (await page.locator('.sheet-prose').boundingBox())!;
            const line = (await summary.boundingBox())!;
            expect(line.y).toBeGreaterThan(bio.y + bio.height);
            const total = await page.evaluate(() => document.documentElement.scrollHeight);
            expect(total).toBeLessThan(line.y + line.height + 900);
            await summary.click();
            await expect(details).toHaveAttribute('open', '');
            for (const table of await page.locator('table[data-dependency-table]').all()) await expect(table).toBeAttached();
            await expect(page.locator('#dependencies')).toBeVisible();
            await summary.click();
            await expect(page.locator('#dependencies')).toBeHidden();
            if (listsDependencies) {
              await test.step(listing, async () => {
                await openColophon(page);
                for (const [key, id, caption] of [
                  ['dependencies', 'dependencies', t['about.dependencies']],
                  ['devDependencies', 'dev-dependencies', t['about.devDependencies']],
                ] as const) {
                  const table = page.getByRole('table', { name: caption, exact: true });
                  await expect(table).toHaveAttribute('id', id);
                  await expect(table.getByRole('columnheader')).toHaveText([
                    t['about.col.package'],
                    t['about.col.range'],
                    t['about.col.installed'],
                    t['about.col.description'],
                  ]);
                  const names = Object.keys(manifest[key]).sort();
                  await expect(rows(page, id).locator('th')).toHaveText(names.map((n) => new RegExp(`^${n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\b`)));
                  for (const name of names) {
                    const row = page.locator(`#${id} tr[data-package="${name}"]`);
                    await expect(row.locator('td').nth(0)).toHaveText(manifest[key][name]!);
                    await expect(row.locator('td').nth(1)).toHaveText(installed(name));
                    const link = row.getByRole('link');
                    await expect(link).toHaveAttribute('href', /^https:\/\//);
                    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
                  }
                }
                await expect(page.locator('tr[data-package="astro"] a')).toHaveAttribute('href', 'https://astro.build/');
              });
            }
            expect(errors).toEqual([]);
          });
        });
      }
    }

    test('marks each row up to date, update available or could not check, each row on its own; no axe violation with the badges, light and dark', async ({ page, errors }) => {
      test.slow(); // every row checked, then two full axe scans
      let inFlight = 0;
      let maxInFlight = 0;
      const asked: string[] = [];
      await page.route(`${API}**`, async (route: Route) => {
        const name = packageOf(route.request().url());
        asked.push(name);
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 60));
        inFlight--;
        const json = (body: unknown) => route.fulfill({ json: body, headers: { 'access-control-allow-origin': '*' } });
        if (name === 'astro') return json({ type: 'npm', name, version: '99.0.0' });
        if (name === 'gsap') return route.fulfill({ status: 500, body: 'oops', headers: { 'access-control-allow-origin': '*' } });
        if (name === 'lenis') return route.fulfill({ body: '{not json', contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } });
        if (name === 'yaml') return json({ version: null });
        return json({ type: 'npm', name, version: installed(name) });
      });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      // The bio comes first: the check starts when the table scrolls into view.
      await openColophon(page);
    await page.locator('#dependencies').scrollIntoViewIfNeeded();

      const row = (name: string) => page.locator(`tr[data-package="${name}"]`);
      await expect(row('astro').locator('[data-check="update"]')).toHaveText(t['about.check.update'].replace('{{version}}', '99.0.0'));
      await expect(row('gsap').locator('[data-check="failed"]')).toHaveText(t['about.check.failed']);
      await expect(row('lenis').locator('[data-check="failed"]')).toHaveText(t['about.check.failed']);
      await expect(row('yaml').locator('[data-check="failed"]')).toBeVisible();
      await expect(row('react').locator('[data-check="current"]')).toHaveText(t['about.check.current']);
      await expect(page.locator('#dependencies tr[data-check-status]')).toHaveCount(Object.keys(manifest.dependencies).length);
      await expect(page.locator('#dependencies [data-check="current"]')).toHaveCount(Object.keys(manifest.dependencies).length - 4);

      await page.locator('#dev-dependencies').scrollIntoViewIfNeeded();
      await expect(page.locator('#dev-dependencies [data-check="current"]')).toHaveCount(Object.keys(manifest.devDependencies).length);
      expect(maxInFlight).toBeLessThanOrEqual(4);
      expect(new Set(asked).size).toBe(asked.length);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expectTheme(page, scheme);
        expect(await axeViolations(page), scheme).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  });
}

test.describe('latest-version check', () => {
  test('only asks about a table once it scrolls into view', async ({ page }) => {
    const asked: string[] = [];
    await page.route(`${API}**`, (route) => {
      const name = packageOf(route.request().url());
      asked.push(name);
      return route.fulfill({ json: { version: installed(name) }, headers: { 'access-control-allow-origin': '*' } });
    });
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/en/about/');
    await openColophon(page);
    await page.waitForTimeout(500);
    expect(asked.filter((name) => name in manifest.devDependencies)).toEqual([]);
    await page.locator('#dev-dependencies').scrollIntoViewIfNeeded();
    await expect(page.locator('#dev-dependencies [data-check="current"]')).toHaveCount(Object.keys(manifest.devDependencies).length);
  });

  test('also runs on the about page reached by a link', async ({ page, errors }) => {
    await page.route(`${API}**`, (route) => {
      const name = packageOf(route.request().url());
      return route.fulfill({ json: { version: installed(name) }, headers: { 'access-control-allow-origin': '*' } });
    });
    await page.goto('/en/');
    await page.getByRole('navigation', { name: en['nav.label'] }).getByRole('link', { name: en['nav.about'] }).click();
    await expect(page).toHaveURL(/\/en\/about\/$/);
    await openColophon(page);
    await page.locator('#dependencies').scrollIntoViewIfNeeded();
    await expect(page.locator('#dependencies [data-check="current"]')).toHaveCount(Object.keys(manifest.dependencies).length);
    expect(errors).toEqual([]);
  });

  test('a request that takes more than 5 s counts as a failure for that row only', async ({ page }) => {
    test.setTimeout(20_000);
    await page.route(`${API}**`, async (route) => {
      const name = packageOf(route.request().url());
      if (name === 'astro') {
        await new Promise((resolve) => setTimeout(resolve, 7000));
        return route.fulfill({ json: { version: '99.0.0' } }).catch(() => {});
      }
      return route.fulfill({ json: { version: installed(name) }, headers: { 'access-control-allow-origin': '*' } });
    });
    const started = Date.now();
    await page.goto('/about/');
    await openColophon(page);
    await page.locator('#dependencies').scrollIntoViewIfNeeded();
    await expect(page.locator('tr[data-package="react"] [data-check="current"]')).toBeVisible();
    await expect(page.locator('tr[data-package="astro"] [data-check="failed"]')).toBeVisible({ timeout: 9000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
  });

  test('with no network the tables stay as built and nothing is logged', async ({ page, errors }) => {
    // The fixture aborts every external request.
    let attempts = 0;
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(API)) attempts++;
    });
    await page.goto('/en/about/');
    // The check marks the tables it watches once the page's script runs (after first paint).
    await expect(page.locator('table[data-check-started]')).toHaveCount(2);
    const before = await page.locator('[data-package-check]').innerHTML();
    await openColophon(page);
    await page.locator('#dependencies').scrollIntoViewIfNeeded();
    await expect.poll(() => attempts).toBeGreaterThan(0);
    await page.locator('#dev-dependencies').scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    expect(await page.locator('[data-package-check]').innerHTML()).toBe(before);
    await expect(page.locator('[data-check]')).toHaveCount(0);
    // Offline is detected early: the page stops asking.
    expect(attempts).toBeLessThanOrEqual(4);
    expect(errors).toEqual([]);
  });


});
