import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import {
  DEFAULT_QUERY,
  parseReadingList,
  prepareReadings,
  selectReadings,
  type ReadingItem,
  type ReadingQuery,
} from '../../src/lib/readings';
import { expect, LOCALES, localizedPath, test, type Locale } from './fixtures';

const STRINGS = { fr, en } as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The header and footer are shared by every page and checked with it; this spec checks the reading list.

let all: ReadingItem[] = [];
test.beforeAll(async ({ request }) => {
  const response = await request.get('/readings.json');
  expect(response.ok()).toBe(true);
  all = parseReadingList(await response.json());
});

/** The ids the explorer must show for a query, by the list logic itself (unit-tested separately). */
function expectedIds(locale: Locale, query: Partial<ReadingQuery>, pages = 1): string[] {
  return selectReadings(prepareReadings(all, locale), { ...DEFAULT_QUERY, ...query }, pages).items.map((i) => i.id);
}
const list = (page: Page) => page.locator('.re-list > li');
const shownIds = (page: Page) => list(page).evaluateAll((lis) => lis.map((li) => li.getAttribute('data-id')));
/**
 * The explorer is interactive once its controls are enabled and the full list has arrived. It
 * hydrates on the visitor's first activity (a pointer move here) or at once for a URL with a query.
 */
async function ready(page: Page) {
  await page.mouse.move(5, 5);
  await expect(page.locator('.re[data-state="ready"]')).toBeVisible();
}

test('no framework code loads before the visitor shows activity; a shared query hydrates at once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(localizedPath('en', 'readings', '/'));
  await page.waitForLoadState('networkidle');
  // React itself (`react`, the renderer `client`) and the island stay unloaded.
  expect(scripts.filter((u) => /\/(react|client|ReadingExplorer|IslandErrorBoundary)\.[\w-]+\.js$/.test(u))).toEqual([]);
  await expect(page.locator('.re[data-state="ready"]')).toHaveCount(0);
  await page.mouse.move(5, 5);
  await expect(page.locator('.re[data-state="ready"]')).toBeVisible();

  const fresh = await page.context().newPage();
  await fresh.goto(`${localizedPath('en', 'readings', '/')}?type=video`);
  await expect(fresh.locator('.re[data-state="ready"]')).toBeVisible();
  await fresh.close();
});

/** The page's title, from its content file (content/pages/<locale>/readings.md). */
const pageTitle = (locale: Locale) => /^title: (.*)$/m.exec(readFileSync(`content/pages/${locale}/readings.md`, 'utf8'))![1]!;

test.describe('reading list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of LOCALES) {
    const t = STRINGS[locale];
    test(`${locale}: the server HTML shows the first page, its summary and how to get more`, async ({ page }) => {
      await page.goto(localizedPath(locale, 'readings', '/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale));
      expect(await shownIds(page)).toEqual(expectedIds(locale, {}));
      await expect(list(page)).toHaveCount(12);
      await expect(page.getByRole('status')).toHaveText(
        t['readings.summary.count_other'].replace('{{n}}', String(all.length)) +
          ' ' +
          t['readings.summary.sorted_other'].replace('{{sort}}', t['readings.sort.createdTime'].toLowerCase()),
      );
      expect(await page.locator('noscript').first().evaluate((n) => n.textContent)).toContain(t['readings.noscript']);
      // Controls that cannot work without JavaScript are visibly disabled, not silently broken.
      await expect(page.getByLabel(t['readings.search'], { exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: t['readings.loadMore'] })).toBeDisabled();
    });
  }
});

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  const path = localizedPath(locale, 'readings', '/');

  test.describe(`reading list (${locale})`, () => {
    test('hydrates without error, then searches accent- and case-insensitively and writes the URL', async ({ page, errors }) => {
      await page.goto(path);
      await ready(page);
      const search = page.getByLabel(t['readings.search'], { exact: true });
      await search.pressSequentially('ECOCONCEPTION');
      await expect(page).toHaveURL(/\?search=ECOCONCEPTION$/);
      const expected = expectedIds(locale, { search: 'ECOCONCEPTION' });
      expect(expected.length).toBeGreaterThan(1);
      await expect.poll(() => shownIds(page)).toEqual(expected);
      for (const name of await page.locator('.re-list .re-item').allTextContents()) {
        expect(name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')).toContain('ecoconception');
      }
      await expect(page.getByRole('status')).toContainText(locale === 'en' ? '“ECOCONCEPTION”' : '« ECOCONCEPTION »');
      // Typing replaces one history entry instead of pushing one per letter.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(search).toHaveValue('');
      expect(errors).toEqual([]);
    });

    test('filters by status, type and tags, sorts, and changes the page size', async ({ page, errors }) => {
      await page.goto(path);
      await ready(page);
      await page.getByLabel(t['readings.statusLabel'], { exact: true }).selectOption('read');
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { status: 'read' }));
      await expect(list(page).locator('.badge')).toHaveText(Array(await list(page).count()).fill(t['readings.status.read']));

      await page.getByLabel(t['readings.typeLabel'], { exact: true }).selectOption('video');
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { status: 'read', type: 'video' }));
      await expect(list(page).locator('.re-type')).toHaveText(Array(await list(page).count()).fill(t['readings.type.video']));

      await page.getByLabel(t['readings.sortLabel'], { exact: true }).selectOption('score');
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { status: 'read', type: 'video', sort: 'score' }));
      await expect(page).toHaveURL(/\?status=read&type=video&sort=score$/);

      await page.getByLabel(t['readings.statusLabel'], { exact: true }).selectOption('');
      await page.getByLabel(t['readings.typeLabel'], { exact: true }).selectOption('');
      await page.locator('.re-tags summary').click();
      await page.getByRole('checkbox', { name: 'css', exact: true }).check();
      await page.getByRole('checkbox', { name: 'react', exact: true }).check();
      await expect(page).toHaveURL(/\?tags=css,react&sort=score$/);
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { tags: ['css', 'react'], sort: 'score' }));
      for (const tags of await list(page).locator('.re-item-tags').allTextContents()) expect(tags).toMatch(/css|react/);
      await expect(page.getByText(t['readings.tagsSelected_other'].replace('{{count}}', '2'))).toBeVisible();

      await page.getByLabel(t['readings.pageSize'], { exact: true }).selectOption('6');
      await expect(list(page)).toHaveCount(6);
      await page.getByLabel(t['readings.sortLabel'], { exact: true }).selectOption('name');
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { tags: ['css', 'react'], sort: 'name', pageSize: 6 }));
      expect(errors).toEqual([]);
    });

    test('Load more appends a page, moves focus to it and disappears when everything is shown', async ({ page, errors }) => {
      await page.goto(`${path}?pageSize=24`);
      await ready(page);
      await expect(list(page)).toHaveCount(24);
      const more = page.getByRole('button', { name: t['readings.loadMore'] });
      await more.click();
      await expect(list(page)).toHaveCount(48);
      expect(await shownIds(page)).toEqual(expectedIds(locale, { pageSize: 24 }, 2));
      await expect(list(page).nth(24).locator('.re-name a')).toBeFocused();
      await more.click();
      await expect(list(page)).toHaveCount(all.length);
      await expect(more).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('shows the empty state and Clear filters resets search, tags, status and type', async ({ page, errors }) => {
      await page.goto(`${path}?search=zzzz-nothing&status=canceled&type=podcast&tags=css&sort=name`);
      await ready(page);
      await expect(page.getByText(t['readings.empty'])).toBeVisible();
      await expect(list(page)).toHaveCount(0);
      await page.getByRole('button', { name: t['readings.clear'] }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?sort=name$`));
      await expect(page.getByLabel(t['readings.search'], { exact: true })).toHaveValue('');
      await expect(page.getByLabel(t['readings.statusLabel'], { exact: true })).toHaveValue('');
      await expect(page.getByLabel(t['readings.typeLabel'], { exact: true })).toHaveValue('');
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { sort: 'name' }));
      expect(errors).toEqual([]);
    });

    test('a shared URL opens the same view, and survives a reload', async ({ page, errors }) => {
      const query = { status: 'read', type: 'article', sort: 'lastEditedTime', pageSize: 6 } as const;
      await page.goto(`${path}?status=read&type=article&sort=lastEditedTime&pageSize=6`);
      await ready(page);
      await expect(page.getByLabel(t['readings.statusLabel'], { exact: true })).toHaveValue('read');
      await expect(page.getByLabel(t['readings.typeLabel'], { exact: true })).toHaveValue('article');
      await expect(page.getByLabel(t['readings.sortLabel'], { exact: true })).toHaveValue('lastEditedTime');
      await expect(page.getByLabel(t['readings.pageSize'], { exact: true })).toHaveValue('6');
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, query));
      await page.reload();
      await ready(page);
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, query));
      expect(errors).toEqual([]);
    });

    test('back and forward restore earlier views without reloading the page', async ({ page, errors }) => {
      await page.goto(path);
      await ready(page);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByLabel(t['readings.statusLabel'], { exact: true }).selectOption('toRead');
      await page.getByLabel(t['readings.typeLabel'], { exact: true }).selectOption('podcast');
      await expect(page).toHaveURL(/\?status=toRead&type=podcast$/);
      await page.goBack();
      await expect(page).toHaveURL(/\?status=toRead$/);
      await expect(page.getByLabel(t['readings.typeLabel'], { exact: true })).toHaveValue('');
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { status: 'toRead' }));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByLabel(t['readings.statusLabel'], { exact: true })).toHaveValue('');
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, {}));
      await page.goForward();
      await expect(page.getByLabel(t['readings.statusLabel'], { exact: true })).toHaveValue('toRead');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(errors).toEqual([]);
    });

    test('a filtered view comes back after visiting another page', async ({ page, errors }) => {
      await page.goto(path);
      await ready(page);
      await page.getByLabel(t['readings.statusLabel'], { exact: true }).selectOption('read');
      await expect(page).toHaveURL(/\?status=read$/);
      await page.getByRole('navigation').getByRole('link', { name: t['nav.lab'] }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, 'lab', '/')}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/readings\/\?status=read$/);
      await ready(page);
      await expect(page.getByLabel(t['readings.statusLabel'], { exact: true })).toHaveValue('read');
      await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { status: 'read' }));
      expect(errors).toEqual([]);
    });

    test('malformed query values fall back to their defaults and are never rendered as HTML', async ({ page, errors }) => {
      await page.goto(`${path}?status=done&type=book&sort=random&pageSize=13&tags=ghost,css&search=%3Cimg%20src%3Dx%3E`);
      await ready(page);
      await expect(page.getByLabel(t['readings.statusLabel'], { exact: true })).toHaveValue('');
      await expect(page.getByLabel(t['readings.typeLabel'], { exact: true })).toHaveValue('');
      await expect(page.getByLabel(t['readings.sortLabel'], { exact: true })).toHaveValue('createdTime');
      await expect(page.getByLabel(t['readings.pageSize'], { exact: true })).toHaveValue('12');
      await expect(page.getByLabel(t['readings.search'], { exact: true })).toHaveValue('<img src=x>');
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
      await expect(page.getByRole('status')).toContainText('<img src=x>');
      expect(errors).toEqual([]);
    });

    test('items link out safely and give their score as text', async ({ page }) => {
      await page.goto(`${path}?pageSize=48`);
      await ready(page);
      const links = page.locator('.re-list .re-name a');
      expect(await links.count()).toBeGreaterThan(40);
      const attributes = await links.evaluateAll((as) =>
        as.map((a) => [a.getAttribute('target'), a.getAttribute('rel'), /^https?:\/\//.test(a.getAttribute('href') ?? ''), a.querySelector('.sr-only')?.textContent]),
      );
      for (const attribute of attributes) expect(attribute).toEqual(['_blank', 'noopener noreferrer', true, ` ${t['meta.newTab']}`]);
      const rated = all.find((item) => item.score === 4)!;
      const card = page.locator(`.re-list > li[data-id="${rated.id}"]`);
      await expect(card.getByRole('img', { name: t['readings.stars'].replace('{{score}}', '4') })).toBeVisible();
      await expect(card.locator('time').first()).toHaveAttribute('datetime', rated.createdTime);
    });

    test('keeps the first page and offers a retry when the full list cannot load', async ({ page, errors }) => {
      let fail = true;
      await page.route('**/readings.json', (route) => (fail ? route.fulfill({ status: 500, body: 'nope' }) : route.fallback()));
      await page.goto(path);
      await page.mouse.move(5, 5);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t['readings.loadError']);
      await expect(list(page)).toHaveCount(12);
      fail = false;
      await alert.getByRole('button', { name: t['readings.retry'] }).click();
      await ready(page);
      await expect(alert).toHaveCount(0);
      await page.getByRole('button', { name: t['readings.loadMore'] }).click();
      await expect(list(page)).toHaveCount(24);
      expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`has no axe violation in ${colorScheme} mode, with results and when empty`, async ({ page }) => {
        test.slow(); // two full axe scans
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await ready(page);
        await page.locator('.re-tags summary').click();
        const withResults = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        expect(withResults.violations).toEqual([]);
        await page.getByLabel(t['readings.search'], { exact: true }).fill('zzzz-nothing');
        await expect(page.getByText(t['readings.empty'])).toBeVisible();
        const empty = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        expect(empty.violations).toEqual([]);
      });
    }
  });
}

test('the full list is a static JSON file with minimal fields', async ({ request }) => {
  const response = await request.get('/readings.json');
  expect(response.headers()['content-type']).toContain('application/json');
  const items = (await response.json()) as Record<string, unknown>[];
  expect(items.length).toBeGreaterThanOrEqual(60);
  const allowed = ['id', 'name', 'url', 'type', 'status', 'tags', 'score', 'createdTime', 'lastEditedTime', 'description', 'image'];
  for (const item of items) for (const key of Object.keys(item)) expect(allowed).toContain(key);
  expect(parseReadingList(items)).toHaveLength(items.length);
});
