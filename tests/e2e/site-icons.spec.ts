import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { Window } from 'happy-dom';
import { SITE_ICONS } from '../../src/build/site-icons';
import { PAGE_TYPES } from '../support/page-types';
import { expect, launchFullChromium, LOCALES, test } from './fixtures';
import { DIST, listFiles } from './quality/dist';
import { expectedIconLinks, expectSiteIconFiles, ICON_LINKS_SELECTOR, type IconLink } from './site-icon-files';

/*
 * The site icon as files (public/): every page links them and the web app manifest, and the
 * server answers each with its type. The same under a base path: base-path.spec.ts.
 */

const linksOf = (elements: Iterable<Element>): IconLink[] =>
  [...elements].map((link) => ({ rel: link.getAttribute('rel'), href: link.getAttribute('href'), type: link.getAttribute('type'), sizes: link.getAttribute('sizes') }));

test('every built page links the site icon files and the manifest', () => {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  const pages = listFiles('.html');
  expect(pages.length, 'no page in dist/: build the site first').toBeGreaterThan(PAGE_TYPES.length);
  const expected = expectedIconLinks('/');
  try {
    for (const file of pages) {
      const html = readFileSync(`${DIST}/${file}`, 'utf8');
      // The head's links alone: its inline style and scripts are most of its bytes.
      const links = html.slice(0, html.indexOf('</head>')).match(/<link\b[^>]*>/g) ?? [];
      const head = new window.DOMParser().parseFromString(`<head>${links.join('')}</head>`, 'text/html').head;
      expect(linksOf(head.querySelectorAll(ICON_LINKS_SELECTOR) as Iterable<Element>), file).toEqual(expected);
    }
  } finally {
    void window.happyDOM.close();
  }
});

for (const locale of LOCALES) {
  test(`each page type in ${locale}, as served, links the icons and the manifest`, async ({ page }) => {
    test.slow(); // thirteen pages; the head is all this reads
    for (const { path } of PAGE_TYPES.filter((type) => type.locale === locale)) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await page.locator(`head :is(${ICON_LINKS_SELECTOR})`).evaluateAll(linksOf), path).toEqual(expectedIconLinks('/'));
    }
  });
}

test('the icon files and the manifest answer with their types; the manifest names files that exist', async ({ request }) => {
  await expectSiteIconFiles(request, '/');
});

test('a browser that reads SVG icons asks for the SVG alone, with no console error', async ({ baseURL }) => {
  // The full browser: the headless shell the other tests run in fetches no icon.
  const browser = await launchFullChromium(chromium);
  try {
    const page = await browser.newPage({ baseURL });
    const asked: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/en/');
    await expect.poll(() => asked, { message: 'the icon is asked for' }).toContain(`/${SITE_ICONS.svg}`);
    const icons = new Set(Object.values(SITE_ICONS).map((file) => `/${file}`));
    expect(asked.filter((path) => icons.has(path))).toEqual([`/${SITE_ICONS.svg}`]);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
