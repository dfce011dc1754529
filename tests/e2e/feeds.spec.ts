import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { localeFromPath } from '../../src/i18n/url';
import { renderNotes } from '../../src/build/readings/notes';
import { SITE } from '../../src/site.config';
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
    const statuses = labels(/^readings\.(status|done)\.(?!any)/);
    for (const item of feed.items) {
      const link = new URL(item.link!);
      expect(link.href.startsWith(new URL(readings, SITE.url).href), `${path}: ${item.link}`).toBe(true);
      expect(item.guid, path).toBe(item.link);
      expect(item.title, path).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.pubDate!)), path).toBe(false);
      expect(item.categories.filter((category) => statuses.includes(category)).length, `${path}: ${item.link} status`).toBeGreaterThan(0);
      if (facet?.[2] === 'status') {
        const status = path.split('/').at(-2)!;
        const words = labels(status === 'read' ? /^readings\.done\.(?!any)/ : new RegExp(`^readings\\.status\\.${status}(\\.feminine)?$`));
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

/** The site's policy, as `_headers` gives it to every path a host serves (feeds and their stylesheet included). */
const HEADER_POLICY = (() => {
  const file = join(import.meta.dirname, '../../dist/_headers');
  return existsSync(file) ? /^\s*Content-Security-Policy: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
})();

/**
 * The warning banner Chromium adds to every page an XSL stylesheet made (XSLT is deprecated there)
 * carries inline styles and event handlers of its own, which a strict policy blocks: violations of
 * that kind are the browser's, as long as the page itself holds no inline style or script.
 */
const BROWSER_BANNER = /^(Applying inline style|Executing inline event handler) violates/;
const inlineCodeOutsideBanner = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *, head *')]
      .filter((el) => !el.closest('xslt-warning-banner') && el.localName !== 'xslt-warning-banner')
      .filter((el) => el.localName === 'style' || el.localName === 'script' || el.hasAttribute('style') || [...el.attributes].some((a) => a.name.startsWith('on')))
      .map((el) => el.outerHTML.slice(0, 80)),
  );

/** Serves the site with its `_headers` policy (the preview server sends none) and collects what the policy blocks. */
async function underPolicy(page: Page): Promise<string[]> {
  expect(HEADER_POLICY, 'dist/_headers has a policy').toBeTruthy();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.route(/\/(?:[\w-]+\/)*[\w.-]+\.(?:xml|xsl|css)$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': HEADER_POLICY! } });
  });
  return violations;
}

test.describe('a feed opened in a browser', () => {
  for (const locale of LOCALES) {
    const t = STRINGS[locale];
    const root = localizedPath(locale, 'index', '/');
    for (const path of [`${root}rss.xml`, `${root}readings/books.xml`]) {
      test(`${path} reads as a page in its language: what it is, how to subscribe, its items; no policy violation`, async ({ page, request }) => {
        const violations = await underPolicy(page);
        const xml = await (await request.get(path)).text();
        const feed = parseRss(xml);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(feed.title!);
        await expect(page.getByRole('heading', { level: 2, name: t['feed.subscribe'] })).toBeVisible();
        await expect(page.getByText(t['feed.how'])).toBeVisible();
        await expect(page.locator('.feed-address code')).toHaveText(new URL(path, SITE.url).href);
        await expect(page.getByRole('link', { name: t['feed.back'] })).toHaveAttribute('href', feed.link!);
        const items = page.locator('.feed-items > li');
        await expect(items).toHaveCount(feed.items.length);
        await expect(items.first().getByRole('link')).toHaveText(feed.items[0]!.title!);
        await expect(items.first().getByRole('link')).toHaveAttribute('href', feed.items[0]!.link!);
        await expect(items.first().locator('.feed-badge')).toHaveText(feed.items[0]!.categories.at(-1)!);
        // Styled by the site's stylesheet (allowed by the policy): the site's background, not the browser's white.
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(247, 245, 241)');
        // Nothing of the site's is blocked: its stylesheet and XSL load (above), and the page has no inline code.
        expect(await inlineCodeOutsideBanner(page)).toEqual([]);
        const banner = (await page.locator('xslt-warning-banner').count()) > 0;
        expect(violations.filter((text) => !(banner && BROWSER_BANNER.test(text)))).toEqual([]);
      });
    }

    test(`${root}rss.xml follows the device's dark scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${root}rss.xml`);
      await expect(page.getByRole('heading', { level: 2, name: t['feed.subscribe'] })).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(14, 16, 20)');
    });
  }

  test('feed readers get the same items: the stylesheet is only a processing instruction, per locale', async ({ request }) => {
    for (const locale of LOCALES) {
      const root = localizedPath(locale, 'index', '/');
      const xml = await (await request.get(`${root}rss.xml`)).text();
      expect(xml).toMatch(new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?><\\?xml-stylesheet href="${root}feed.xsl" type="text/xsl"\\?><rss `));
      const xsl = await request.get(`${root}feed.xsl`);
      expect(xsl.ok()).toBe(true);
      expect(await xsl.text()).toContain(`<html lang="${locale}">`);
    }
  });
});
