import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { localeFromPath } from '../../src/i18n/url';
import { renderNotes } from '../../src/build/readings/notes';
import { SITE } from '../../src/site.config';
import { READING_TYPES } from '../../src/lib/readings/vocabulary';
import { parseRss, type Rss } from '../support/rss';
import { expect, LOCALES, localizedPath, test } from './fixtures';
import { fileOfPath, listFiles, pathOfFile } from './quality/dist';

/*
 * The reading feeds of the built site: the whole list, one per tag and per status, and the books
 * read, in each locale. The feed of the whole list as readers see it: readings.spec.ts.
 */
const STRINGS = { fr, en } as const;
const FEEDS = listFiles('.xml').filter((file) => !file.startsWith('sitemap')).map((file) => `/${file}`);
const FACET_FEED = /^(.*\/readings\/(tag|status)\/[^/]+\/)rss\.xml$/;
/** A book whose notes every feed it is in carries. */
const SAMPLE = 'working-effectively-with-legacy-code';
const sampleNotes = renderNotes(readFileSync(join(import.meta.dirname, `../../content/readings/${SAMPLE}.md`), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')).html;

test('one feed per locale for the whole list, each tag, each status and the books read', () => {
  const tags = listFiles('index.html').filter((file) => /^readings\/tag\/[^/]+\/index\.html$/.test(file)).length;
  expect(tags).toBeGreaterThan(0);
  expect(FEEDS).toHaveLength(LOCALES.length * (1 + tags + 4 + 1));
  for (const locale of LOCALES) {
    const root = localizedPath(locale, 'index', '/');
    for (const feed of [`${root}rss.xml`, `${root}readings/books.xml`, `${root}readings/status/read/rss.xml`]) expect(FEEDS).toContain(feed);
  }
});

test('every feed is well-formed RSS linking to its list page and to itself, its items to their pages with categories', async ({ request }) => {
  test.setTimeout(120_000);
  let withSample = 0;
  for (const path of FEEDS) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    let feed: Rss;
    try {
      feed = parseRss(await response.text());
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`);
    }
    const locale = localeFromPath(path, '/');
    const readings = localizedPath(locale, 'readings', '/');
    expect(feed.self, path).toBe(new URL(path, SITE.url).href);
    expect(feed.language, path).toBe(locale);
    const list = new URL(feed.link!);
    expect(list.origin, path).toBe(new URL(SITE.url).origin);
    expect(fileOfPath(list.pathname), `${path}: channel link ${feed.link}`).toMatch(/index\.html$/);
    const facet = FACET_FEED.exec(path);
    if (facet) expect(list.pathname, path).toBe(facet[1]);
    else if (path.endsWith('/books.xml')) expect(list.pathname, path).toBe(`${readings}type/book/`);
    else expect(list.pathname, path).toBe(readings);

    expect(feed.items.length, path).toBeGreaterThan(0);
    if (path !== `${localizedPath(locale, 'index', '/')}rss.xml`) expect(feed.items.length, path).toBeLessThanOrEqual(50);
    // A status in the words of the item's type: done is "read", "watched" or "listened", agreeing with it in French ("Vue", "Abandonnée").
    const labels = (pattern: RegExp) => Object.entries(STRINGS[locale]).filter(([key]) => pattern.test(key)).map(([, label]) => label);
    const statuses = labels(/^readings\.(status|done|toDo)\.(?!any)/);
    for (const item of feed.items) {
      const link = new URL(item.link!);
      expect(link.href.startsWith(new URL(readings, SITE.url).href), `${path}: ${item.link}`).toBe(true);
      expect(item.guid, path).toBe(item.link);
      expect(item.title, path).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.pubDate!)), path).toBe(false);
      expect(item.categories.filter((category) => statuses.includes(category)).length, `${path}: ${item.link} status`).toBeGreaterThan(0);
      if (facet?.[2] === 'status') {
        const status = path.split('/').at(-2)!;
        // Done and not started read per type: "Watched", "To watch", "To listen to"…
        const forType = { read: /^readings\.done\.(?!any)/, toRead: /^readings\.(status\.toRead|toDo\.(?!any).+)$/ } as Record<string, RegExp>;
        const words = labels(forType[status] ?? new RegExp(`^readings\\.status\\.${status}(\\.(${READING_TYPES.join('|')}))?$`));
        expect(words, path).toContain(item.categories.at(-1));
      }
      if (facet?.[2] === 'tag' || path.endsWith('/books.xml')) expect(item.categories.length, `${path}: ${item.link} tags`).toBeGreaterThan(1);
      if (link.pathname === `${readings}${SAMPLE}/`) {
        expect(item.content, path).toBe(sampleNotes);
        withSample++;
      }
      expect(item.content ?? '', path).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
    if (path.endsWith('/books.xml')) {
      expect(feed.items.some((item) => item.link?.endsWith(`/${SAMPLE}/`)), path).toBe(true);
      const dates = feed.items.map((item) => Date.parse(item.pubDate!));
      expect(dates, path).toEqual([...dates].sort((a, b) => b - a));
    }
  }
  expect(sampleNotes).toContain('<blockquote>');
  expect(withSample).toBeGreaterThanOrEqual(LOCALES.length * 3);
});

test('every tag and status page, on any page number, and the books page link their feed', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = listFiles('index.html')
    .map(pathOfFile)
    .filter((path) => /\/readings\/(tag|status)\/[^/]+\/(page\/\d+\/)?$/.test(path) || path.endsWith('/readings/type/book/'));
  expect(pages.some((path) => path.includes('/page/2/'))).toBe(true);
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const feeds = [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)">/g)].map((m) => ({ title: m[1]!, href: m[2]! }));
    const own = path.endsWith('/type/book/') ? path.replace(/type\/book\/$/, 'books.xml') : `${path.replace(/page\/\d+\/$/, '')}rss.xml`;
    const link = feeds.find((feed) => new URL(feed.href, new URL(path, SITE.url)).pathname === own);
    expect(link, `${path} links ${own}`).toBeDefined();
    expect(link!.title, path).toMatch(/\(RSS\)$/);
    expect(FEEDS, path).toContain(own);
    expect((await request.get(link!.href)).ok(), path).toBe(true);
  }
});

test('other list pages link no feed of their own', async ({ request }) => {
  for (const locale of LOCALES) {
    for (const path of [localizedPath(locale, 'readings', '/'), `${localizedPath(locale, 'readings', '/')}type/video/`]) {
      const html = await (await request.get(path)).text();
      expect(html.match(/type="application\/rss\+xml"/g), path).toHaveLength(1);
    }
  }
});

/** The page of feeds, where the site's feed links lead: for people, in their language, without JavaScript. */
test.describe('the page of feeds', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of LOCALES) {
    const t = STRINGS[locale];
    const root = localizedPath(locale, 'index', '/');
    const path = `${localizedPath(locale, 'readings', '/')}feeds/`;

    test(`${path} says what a feed is and gives every feed's address, and the site's feed links lead there`, async ({ page }) => {
      await page.goto(root);
      await page.locator('footer').getByRole('link', { name: t['readings.feedLink'] }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['feeds.title']);
      await expect(page.getByText(t['feeds.about'])).toBeVisible();
      // Every feed of the locale, each address written out to copy (one tap selects it), each one served.
      const addresses = await page.locator('.feed-url').allTextContents();
      const own = FEEDS.filter((feed) => localeFromPath(feed, '/') === locale).map((feed) => new URL(feed, SITE.url).href);
      expect(addresses.sort()).toEqual(own.sort());
      expect(await page.locator('.feed-url').first().evaluate((el) => getComputedStyle(el).userSelect)).toBe('all');
      await expect(page.getByRole('link', { name: t['feeds.all'] })).toHaveAttribute('href', new URL(`${root}rss.xml`, SITE.url).href);
      // The latest items, each to its page; the way back to the list.
      await expect(page.getByRole('region', { name: t['feeds.latest'] }).getByRole('link')).toHaveCount(5);
      await page.getByRole('link', { name: t['feeds.back'] }).click();
      await expect(page).toHaveURL(localizedPath(locale, 'readings', '/'));
      await page.getByRole('link', { name: t['readings.feedLink'] }).first().click();
      await expect(page).toHaveURL(path);
    });
  }

  test('feed readers get RSS alone: no stylesheet for browsers, and the pages still name their feed in the head', async ({ request }) => {
    for (const locale of LOCALES) {
      const root = localizedPath(locale, 'index', '/');
      const xml = await (await request.get(`${root}rss.xml`)).text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss /);
      expect(xml).not.toContain('xml-stylesheet');
      expect((await request.get(`${root}feed.xsl`)).status()).toBe(404);
      const home = await (await request.get(root)).text();
      expect(home).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="[^"]*${root}rss.xml">`));
    }
  });
});
