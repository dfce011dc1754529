import { readFileSync } from 'node:fs';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { Page, Route } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { DEFAULT_QUERY, type ReadingQuery } from '../../src/lib/readings/filters';
import { facetCounts, selectReadings } from '../../src/lib/readings/select';
import { LIST_FIELDS, type ReadingItem } from '../../src/lib/readings/model';
import { parseReadingList } from '../../src/lib/readings/items';
import { prepareReadings } from '../../src/lib/readings/prepared';
import { expect, LOCALES, localizedPath, PHONE, recordPageLoads, test, type Locale } from './fixtures';
import { axeViolations, expectTheme } from './quality/checks';

const STRINGS = { fr, en } as const;
/** Going live loads React, the island and the full list: on a busy 2-core runner that can take a while. */
const LIVE = { timeout: 20_000 };
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
const searchBox = (page: Page, locale: Locale) => page.getByLabel(STRINGS[locale]['readings.search'], { exact: true });
/**
 * The explorer is interactive once the full list has arrived. It hydrates on the visitor's first
 * activity (a pointer move here) or at once for a URL with a query.
 */
async function ready(page: Page) {
  // Two moves: in full Chromium's headless mode the first has no movement, which the directive ignores.
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 300);
  await expect(page.locator('.re[data-state="ready"]')).toBeVisible(LIVE);
}
/** Holds the explorer's code until `release()`: what the visitor does meanwhile happens before hydration. */
async function holdIsland(page: Page) {
  const held: Route[] = [];
  let open = false;
  await page.route(/\/ReadingExplorer\.[\w-]+\.js$/, (route) => (open ? route.fallback() : held.push(route)));
  return {
    // As long as the list takes to go live: the request comes after the renderer's code, slow on a loaded machine.
    requested: () => expect.poll(() => held.length, LIVE).toBeGreaterThan(0),
    release: async () => {
      open = true;
      for (const route of held) await route.fallback();
    },
  };
}

/** A string of the locale with its `{{name}}` variables filled in. */
const t = (locale: Locale, key: keyof typeof en, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), STRINGS[locale][key] as string);

/** The page's title, from its content file (content/pages/<locale>/readings.md). */
const pageTitle = (locale: Locale) => /^title: (.*)$/m.exec(readFileSync(`content/pages/${locale}/readings.md`, 'utf8'))![1]!;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('plain links reach every item in both locales; list pages are canonical and chained, say which items show and link the feeds', async ({ page, request }) => {
    test.slow(); // a crawl of every list page in both locales
    // A crawler's view: fetch each list page's HTML and follow its links.
    const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    for (const locale of LOCALES) {
      const root = localizedPath(locale, 'readings', '/');
      const seen = new Set<string>();
      const queue = [root];
      const visited = new Set<string>();
      while (queue.length > 0) {
        const path = queue.shift()!;
        if (visited.has(path)) continue;
        visited.add(path);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        for (const id of attr(html, /<li class="re-item" data-id="([^"]+)"/g)) seen.add(id);
        expect(attr(html, /<link rel="canonical" href="([^"]+)"/g).map((href) => new URL(href).pathname), path).toEqual([path]);
        // Every list page links to the next one (an `<a rel="next">`) and to each status, type and tag page (and its feed).
        for (const href of attr(html, /<a [^>]*href="([^"?#]+)"/g)) {
          if (href.startsWith(root) && !href.endsWith('.xml') && !visited.has(href)) queue.push(href);
        }
      }
      // The number of items reachable without JavaScript: all of them.
      console.log(`${locale}: ${seen.size} of ${all.length} items reachable through ${visited.size} list pages without JavaScript`);
      expect(seen.size).toBe(all.length);

      // Nothing that needs JavaScript shows: no search box, no disabled control; Load more is a link.
      await page.goto(root);
      await expect(searchBox(page, locale)).toBeHidden();
      await expect(page.locator('main :disabled')).toHaveCount(0);
      // The next page is a visible link; no `<link rel="next">` (Firefox would download the page ahead).
      await expect(page.locator('link[rel="next"], link[rel="prev"]')).toHaveCount(0);
      await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', `${root}page/2/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale));
      await expect(page.getByRole('link', { name: STRINGS[locale]['readings.loadMore'] })).toHaveAttribute('rel', 'next');
      // The counter tells which items show.
      await expect(page.locator('.re-shown')).toHaveText(t(locale, 'readings.shown', { from: 1, to: 12, total: all.length }));
      await test.step(`${locale}: the reading list and the footer link the page of feeds`, async () => {
        const feed = `${root}feeds/`;
        await expect.soft(page.getByRole('main').getByRole('link', { name: STRINGS[locale]['readings.feedLink'] })).toHaveAttribute('href', feed);
        await expect.soft(page.getByRole('contentinfo').getByRole('link', { name: STRINGS[locale]['readings.feedLink'] })).toHaveAttribute('href', feed);
      });
    }

    // The most used tag's own page, second page: its items, prev/next, the other locale, the sitemap entry.
    const counts = facetCounts(prepareReadings(all, 'en'), DEFAULT_QUERY).tags;
    const tag = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    expect(counts.get(tag)).toBeGreaterThan(12);
    await page.goto(`/en/readings/tag/${tag}/page/2/`);
    expect(await shownIds(page)).toEqual(expectedIds('en', { tags: [tag] }, 2).slice(12));
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', `/en/readings/tag/${tag}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute('href', new RegExp(`[^n]/readings/tag/${tag}/page/2/$`));
    await expect(page).toHaveTitle(new RegExp(`${tag}.*2`));
    const sitemap = await (await page.request.get('/sitemap-0.xml')).text();
    for (const path of ['/readings/page/2/', `/en/readings/tag/${tag}/page/2/`, '/readings/status/read/', '/en/readings/type/video/']) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the first result is on the first screen; a tap and typing before hydration are kept', async ({ page, errors }) => {
    test.slow(); // goes live while the visitor types
    const island = await holdIsland(page);
    await page.goto(localizedPath('en', 'readings', '/'));
    const first = list(page).first();
    expect((await first.boundingBox())!.y).toBeLessThan(844 - 100);
    // Labels and controls fit: nothing truncated or wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const search = searchBox(page, 'en');
    await search.tap();
    await island.requested();
    await expect(search).toBeFocused();
    await page.keyboard.type('accessib');
    await island.release();
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible(LIVE);
    await page.keyboard.type('ility');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('accessibility');
    // Search finds tags too ("accessibility" is a tag, not always in the name or description).
    const expected = expectedIds('en', { search: 'accessibility' });
    const byTagOnly = all.filter((i) => i.tags.includes('accessibility') && !/accessibility/i.test(`${i.name} ${i.description ?? ''}`));
    expect(byTagOnly.length).toBeGreaterThan(0);
    for (const item of byTagOnly.slice(0, 12)) expect(expected).toContain(item.id);
    await expect.poll(() => shownIds(page)).toEqual(expected);
    // The URL follows once typing pauses: one history entry for the whole word.
    await expect(page).toHaveURL(/\?search=accessibility$/);

    // The filter sheet opens as a sheet from the bottom edge (readings-sheet.spec.ts), with the search's count.
    await page.locator('.re-sheet > summary').tap();
    const sheet = page.getByRole('dialog', { name: en['readings.filters'] });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: en['readings.showResults_other'].replace('{{n}}', String(selectReadings(prepareReadings(all, 'en'), { ...DEFAULT_QUERY, search: 'accessibility' }).total)) })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a select changed before hydration keeps its value and takes effect', async ({ page, errors }) => {
    test.slow(); // goes live after the choice
    const island = await holdIsland(page);
    await page.goto(localizedPath('fr', 'readings', '/'));
    await page.getByText(fr['readings.filters'], { exact: true }).tap();
    await island.requested();
    const sort = page.getByLabel(fr['readings.sortLabel'], { exact: true });
    await sort.selectOption('name');
    await island.release();
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible(LIVE);
    await expect(sort).toHaveValue('name');
    await expect.poll(() => shownIds(page)).toEqual(expectedIds('fr', { sort: 'name' }));
    await expect(page).toHaveURL(/\/readings\/\?sort=name$/);
    expect(errors).toEqual([]);
  });
});

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  const path = localizedPath(locale, 'readings', '/');

  test(`${locale}: no framework code before the visitor shows activity; card links and facets filter in place, counts follow, language links keep the query, Load more appends, history restores`, async ({ page, errors }) => {
    test.setTimeout(180_000); // one long visit through every kind of change, then a page opened on a shared query
    await test.step('no framework code loads before the visitor shows activity', async () => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // React itself (`react`, the renderer `client`) and the island stay unloaded; every control is usable.
      expect(scripts.filter((u) => /\/(react|client|ReadingExplorer|IslandErrorBoundary)\.[\w-]+\.js$/.test(u))).toEqual([]);
      await expect(page.locator('.re[data-state="ready"]')).toHaveCount(0);
      await expect(page.locator('main :disabled')).toHaveCount(0);
      await page.mouse.move(5, 5);
      await expect(page.locator('.re[data-state="ready"]')).toBeVisible(LIVE);
    });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // A tag on a card: the list narrows to it, and the address is that tag's static page.
    const tag = all.find((item) => item.id === (expectedIds(locale, {})[0]))!.tags[0]!;
    await list(page).first().locator('.re-item-tags a').first().click();
    await expect(page).toHaveURL(new RegExp(`${path}tag/[\\w-]+/$`));
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { tags: [tag] }));

    // Search on top keeps the whole query in the URL; facet counts follow the other filters.
    await searchBox(page, locale).fill('a');
    await expect(page).toHaveURL(new RegExp(`${path}\\?search=a&tags=`));
    await test.step('language links in the header and the footer carry the query in their href', async () => {
      const query = new URL(page.url()).search;
      // The list in a locale with the same query; the French one has no /en/ before it.
      const href = (to: Locale) => new RegExp(`(^|[^n])${localizedPath(to, 'readings', '/')}${query.replace(/[?+]/g, '\\$&')}$`);
      const other = LOCALES.find((l) => l !== locale)!;
      await expect.soft(page.locator('header a[data-locale-switch]')).toHaveAttribute('href', href(other));
      await expect.soft(page.locator('footer a[lang="en"]')).toHaveAttribute('href', href('en'));
      await expect.soft(page.locator('footer a[lang="fr"]')).toHaveAttribute('href', href('fr'));
    });
    await page.getByText(t['readings.filters'], { exact: true }).click();
    const counts = facetCounts(prepareReadings(all, locale), { ...DEFAULT_QUERY, search: 'a', tags: [tag] });
    const chip = page.locator('.re-chip[data-facet="status"][data-value="read"] .re-chip-count');
    await expect(chip).toHaveText(String(counts.status.get('read') ?? 0));
    await page.locator('.re-chip[data-facet="type"][data-value="article"]').click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?search=a&tags=.+&type=article$`));
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { search: 'a', tags: [tag], type: 'article' }));
    await expect(page.getByRole('status')).toContainText(t['readings.summary.type'].split(' {{')[0]!);

    // Clear, then Load more: a real rel=next link that appends in place and moves focus.
    await page.getByRole('link', { name: t['readings.clear'] }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const more = page.getByRole('link', { name: t['readings.loadMore'] });
    await expect(more).toHaveAttribute('href', `${path}page/2/`);
    await more.click();
    await expect(list(page)).toHaveCount(24);
    expect(await shownIds(page)).toEqual(expectedIds(locale, {}, 2));
    await expect(list(page).nth(12).locator('.re-name > *')).toBeFocused();

    // Back and forward restore earlier views without loading the page again (the client router
    // would fetch the list page and swap it in).
    const pageLoads = recordPageLoads(page);
    await page.goBack();
    await expect(page).toHaveURL(/\?search=a&tags=.+&type=article$/);
    await expect(searchBox(page, locale)).toHaveValue('a');
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}tag/[\\w-]+/$`));
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { tags: [tag] }));
    await expect(searchBox(page, locale)).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(pageLoads).toEqual([]);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${path}\\?search=a&tags=`));
    await expect(searchBox(page, locale)).toHaveValue('a');
    expect(pageLoads).toEqual([]);

    await test.step('a shared query hydrates at once', async () => {
      const fresh = await page.context().newPage();
      await fresh.goto(`${path}?type=video`);
      await expect(fresh.locator('.re[data-state="ready"]')).toBeVisible(LIVE);
      await fresh.close();
    });
    expect(errors).toEqual([]);
  });
}

test('a press on a card that begins before the list wakes and ends after it opens the card', async ({ page, errors }) => {
  test.slow(); // goes live while the button is held
  const island = await holdIsland(page);
  // Tall enough that the first card's title is on screen however its lines fall (at 720 px it sat
  // at the bottom edge, and a pointer below the viewport reaches no page): scrolling would wake the list.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(localizedPath('en', 'readings', '/'));
  const title = list(page).first().locator('.re-name a').first();
  const href = await title.getAttribute('href');
  const server = await list(page).first().elementHandle();
  // The middle of the title's first line (a title of two lines has a gap between them).
  const line = await title.evaluate((a) => {
    const { x, y, width, height } = a.getClientRects()[0]!;
    return { x: x + Math.min(width / 2, 40), y: y + height / 2 };
  });
  // Moving onto the card wakes the list (its code is held meanwhile); the press starts before it is live.
  expect(line.y, 'the title is on screen').toBeLessThan(page.viewportSize()!.height);
  await page.mouse.move(line.x - 4, line.y);
  await page.mouse.move(line.x, line.y);
  await island.requested();
  await page.mouse.down();
  await island.release();
  await expect(page.locator('.re[data-state="ready"]')).toBeVisible(LIVE);
  // Woken in place: the card pressed is the server's own, still in the page.
  expect(await server!.evaluate((li) => li.isConnected)).toBe(true);
  await page.mouse.up();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
  expect(errors).toEqual([]);
});

test('a static tag page goes live in place; malformed query values fall back and are never HTML', async ({ page, errors }) => {
  test.slow(); // two pages taken live
  await page.goto('/en/readings/tag/css/');
  await ready(page);
  await expect(page.locator('.re-chip[data-value="css"]')).toHaveAttribute('aria-current', 'true');
  await page.getByText(en['readings.filters'], { exact: true }).click();
  await page.locator('.re-chip[data-facet="tags"][data-value="react"]').click();
  await expect(page).toHaveURL(/\/en\/readings\/\?tags=css,react$/);
  await expect.poll(() => shownIds(page)).toEqual(expectedIds('en', { tags: ['css', 'react'] }));

  await page.goto('/en/readings/?status=done&type=book&sort=random&pageSize=13&tags=ghost,css&search=%3Cimg%20src%3Dx%3E');
  await ready(page);
  await expect(page.getByLabel(en['readings.sortLabel'], { exact: true })).toHaveValue('createdTime');
  await expect(page.getByLabel(en['readings.pageSize'], { exact: true })).toHaveValue('12');
  await expect(searchBox(page, 'en')).toHaveValue('<img src=x>');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('<img src=x>');
  expect(errors).toEqual([]);
});

test('keeps the first page and offers a retry when the full list cannot load', async ({ page, errors }) => {
  let fail = true;
  await page.route('**/readings.json', (route) => (fail ? route.fulfill({ status: 500, body: 'nope' }) : route.fallback()));
  await page.goto('/readings/');
  await page.mouse.move(5, 5);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(fr['readings.loadError']);
  await expect(list(page)).toHaveCount(12);
  fail = false;
  await alert.getByRole('button', { name: fr['readings.retry'] }).click();
  await ready(page);
  await expect(alert).toHaveCount(0);
  await page.getByRole('link', { name: fr['readings.loadMore'] }).click();
  await expect(list(page)).toHaveCount(24);
  expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
});

// The empty state and the filtered views are scanned by the quality gate (quality/screens.spec.ts).
test('has no axe violation on a list page with the filters open, light and dark', async ({ page }) => {
  test.slow(); // two full axe scans
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/readings/page/2/');
  await ready(page);
  await page.getByText(fr['readings.filters'], { exact: true }).click();
  await expect(page.locator('.re-chip').first()).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectTheme(page, scheme);
    expect(await axeViolations(page), scheme).toEqual([]);
  }
});

test('the full list is a static JSON file; each locale has an RSS feed, newest first, linked from every page', async ({ request }) => {
  const response = await request.get('/readings.json');
  expect(response.headers()['content-type']).toContain('application/json');
  const items = (await response.json()) as Record<string, unknown>[];
  const allowed: readonly string[] = LIST_FIELDS;
  for (const item of items) for (const key of Object.keys(item)) expect(allowed).toContain(key);
  expect(parseReadingList(items)).toHaveLength(items.length);

  for (const locale of LOCALES) {
    // A page that is not the list's own: the about page's head.
    const about = await (await request.get(localizedPath(locale, 'about', '/'))).text();
    const link = /<link [^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*>/.exec(about)?.[0];
    const href = link && /href="([^"]+)"/.exec(link)?.[1];
    expect(href).toBe(`${localizedPath(locale, 'index', '/')}rss.xml`);
    const feed = parseFeed(await (await request.get(href!)).text());
    expect(feed.title).toContain(pageTitle(locale));
    expect(feed.items).toHaveLength(all.length);
    const dates = feed.items.map((item) => item.published!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(feed.items[0]!.title).toBe(all.toSorted((a, b) => b.createdTime.localeCompare(a.createdTime))[0]!.name);
  }
});

test.describe('a phone with its keyboard open', () => {
  test.use({ ...PHONE, viewport: { width: 390, height: 500 } });
  test('typing a search brings a matching result on screen', async ({ page, errors }) => {
    test.slow(); // goes live while the visitor types
    await page.goto(localizedPath('fr', 'readings', '/'));
    await searchBox(page, 'fr').tap();
    await page.keyboard.type('flexbox', { delay: 30 });
    const expected = expectedIds('fr', { search: 'flexbox' });
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page), LIVE).toEqual(expected);
    const box = (await list(page).first().boundingBox())!;
    expect(box.y).toBeLessThan(500 - 40);
    expect(box.y + box.height).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

// The full list may arrive before the address's query has caught up with the island's first live
// render (a fast answer on a slow CPU): even then no frame shows the whole list.
for (const { cpu, listAnswer } of [
  { cpu: 1, listAnswer: 'network' },
  { cpu: 6, listAnswer: 'at once' },
] as const) {
test(`an address with a query never paints more cards than it matches (CPU ${cpu}×, list answered ${listAnswer})`, async ({ page, errors }) => {
  test.slow(); // goes live at once, fetches the full list
  if (cpu > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (listAnswer === 'at once') {
    await page.route('**/readings.json', (route) => route.fulfill({ path: 'dist/readings.json', contentType: 'application/json' }));
  }
  // Counts the cards shown in every frame from the start of the navigation.
  await page.addInitScript(() => {
    const w = window as unknown as { sampledFrames: number; mostCards: number };
    w.sampledFrames = 0;
    w.mostCards = 0;
    const sample = () => {
      w.sampledFrames++;
      w.mostCards = Math.max(w.mostCards, [...document.querySelectorAll('.re-item')].filter((el) => el.checkVisibility({ visibilityProperty: true })).length);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const expected = expectedIds('fr', { search: 'flexbox' });
  expect(expected.length).toBeLessThan(12);
  await page.goto(`${localizedPath('fr', 'readings', '/')}?search=flexbox`);
  await expect.poll(() => shownIds(page), LIVE).toEqual(expected);
  await page.waitForTimeout(200);
  const { sampledFrames, mostCards } = await page.evaluate(() => {
    const w = window as unknown as { sampledFrames: number; mostCards: number };
    return { sampledFrames: w.sampledFrames, mostCards: w.mostCards };
  });
  expect(sampledFrames).toBeGreaterThan(5);
  expect(mostCards).toBe(expected.length);
  expect(errors).toEqual([]);
});
}

test.describe('without JavaScript, pages say where they are', () => {
  test.use({ javaScriptEnabled: false });

  test('a tag page has its own heading, title and a chip that removes the tag', async ({ page }) => {
    const count = all.filter((item) => item.tags.includes('css')).length;
    await page.goto('/en/readings/tag/css/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#css · ${count} items`);
    await expect(page).toHaveTitle(/#css · \d+ items/);
    await page.goto('/readings/tag/css/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#css · ${count} éléments`);
    const chip = page.getByRole('link', { name: t('fr', 'readings.removeFilter', { filter: '#css' }) });
    await expect(chip).toHaveAttribute('href', '/readings/');
  });

  test('the counter tells which items show, and numbered pages link each other', async ({ page }) => {
    await page.goto('/readings/page/2/');
    await expect(page.locator('.re-shown')).toHaveText(t('fr', 'readings.shown', { from: 13, to: Math.min(24, all.length), total: all.length }));
    const numbers = page.getByRole('list', { name: fr['readings.pageNumbers'] });
    await expect(numbers.locator('[aria-current="page"]')).toHaveText('2');
    await expect(numbers.getByRole('link', { name: t('fr', 'readings.pageN', { page: 1 }) })).toHaveAttribute('href', '/readings/');
    await expect(numbers.getByRole('link', { name: t('fr', 'readings.pageN', { page: 3 }) })).toHaveAttribute('href', '/readings/page/3/');
    // A first page's counter: the crawl above.
  });

  test('an address with a query still shows the list', async ({ page }) => {
    await page.goto('/readings/?search=flexbox');
    await expect(list(page)).toHaveCount(12);
    await expect(list(page).first()).toBeVisible();
  });
});
