import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { BASE, BASE_DIST, buildBase } from '../support/base-build';
import { expect, LOCALES, localizedPath, ROUTES, test } from './fixtures';
import { expectedIconLinks, expectSiteIconFiles, ICON_LINKS_SELECTOR } from './site-icon-files';

/**
 * The site built with `--base /portfolio/` into its own folder (tests/support/base-build.ts) and
 * served on its own port, as it would be deployed under a sub-path. `npm test` builds it beside the
 * main build and says so with BASE_BUILT=1; otherwise the first test builds it.
 */
const PORT = Number(process.env.BASE_PORT ?? Number(process.env.PORT ?? 4322) + 100);
const ORIGIN = `http://localhost:${PORT}`;
const PAGES = LOCALES.flatMap((locale) => ROUTES.map((route) => localizedPath(locale, route, BASE)));

let server: ChildProcess | undefined;

// One worker builds and serves once; the tests then run in order against it.
test.describe.configure({ mode: 'default' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!process.env.BASE_BUILT || !existsSync(BASE_DIST)) buildBase();
  server = spawn(
    'npx',
    ['astro', 'preview', '--base', BASE, '--outDir', BASE_DIST, '--port', String(PORT), '--ignore-lock'],
    { detached: true, stdio: 'ignore' },
  );
  let last = '';
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${ORIGIN}${BASE}`)).ok) break;
    } catch (error) {
      // Not listening yet; or a port that fetch refuses to reach (5060, SIP: "bad port"), said below.
      last = String((error as Error).cause ?? error);
    }
    if (i > 240) throw new Error(`no preview server on port ${PORT} (${last}): choose another with PORT or BASE_PORT`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

/** Every URL a page refers to on its own origin: links, stylesheets, scripts, images, icons. */
const ownUrls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[href], [src]')]
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src')!)
      .filter((value) => !value.startsWith('#'))
      .map((value) => new URL(value, location.href))
      .filter((url) => url.origin === location.origin && url.protocol.startsWith('http'))
      .map((url) => url.pathname),
  );

test.describe(`the site under ${BASE}`, () => {
  test('every page, and every link and asset on it, works under the sub-path', async ({ page, request, errors }) => {
    test.slow(); // every page of both locales, and each of their own URLs
    const checked = new Map<string, number>();
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      for (const url of await ownUrls(page)) {
        expect(url, `${url} on ${path}`).toMatch(/^\/portfolio\//);
        if (!checked.has(url)) checked.set(url, (await request.get(url)).status());
        expect(checked.get(url), `${url} on ${path}`).toBe(200);
      }
    }
    expect(checked.size).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  });

  test('navigation, prefetch, styles and scripts stay under the sub-path', async ({ page, errors }) => {
    const failed: string[] = [];
    const outside: string[] = [];
    const sheets: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== ORIGIN) return;
      if (url.pathname.endsWith('.css')) sheets.push(url.pathname);
      if (!url.pathname.startsWith(BASE)) outside.push(url.pathname);
      if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`);
    });
    await page.goto(BASE);
    await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/);
    await expect(page.locator('header.site-header')).toHaveCSS('position', 'sticky');
    // The stylesheets, asked for after the first paint, come from the sub-path and apply.
    await expect.poll(() => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href && sheet.cssRules.length > 0).length)).toBeGreaterThan(0);
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.filter((path) => !path.startsWith(`${BASE}_astro/`))).toEqual([]);
    const about = page.getByRole('navigation', { name: fr['nav.label'] }).getByRole('link', { name: fr['nav.about'] });
    await about.hover();
    await page.waitForTimeout(600);
    await about.click();
    await expect(page).toHaveURL(`${ORIGIN}${BASE}about/`);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceEntry & { deliveryType: string }).deliveryType)).toBe(
      'navigational-prefetch',
    );
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'ready');
    await page.locator('[data-locale-switch]').first().dispatchEvent('click');
    await expect(page).toHaveURL(`${ORIGIN}${BASE}en/about/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'ready');
    // Motion loads from the sub-path on the first scroll intent.
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 40);
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'on');
    expect(failed).toEqual([]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the latest-build file is served under the sub-path, with the id the pages carry', async ({ page, request }) => {
    const latest = (await (await request.get(`${BASE}latest-build.json`)).json()) as { id: string };
    await page.goto(`${BASE}en/`);
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', latest.id);
  });

  test('the home pages link the site icon and the manifest under the sub-path; each answers with its type', async ({ page, request }) => {
    for (const locale of LOCALES) {
      const path = localizedPath(locale, 'index', BASE);
      await page.goto(path);
      const links = await page.locator(`head :is(${ICON_LINKS_SELECTOR})`).evaluateAll((elements) =>
        elements.map((link) => ({ rel: link.getAttribute('rel'), href: link.getAttribute('href'), type: link.getAttribute('type'), sizes: link.getAttribute('sizes') })),
      );
      expect(links, path).toEqual(expectedIconLinks(BASE));
    }
    await expectSiteIconFiles(request, BASE);
  });

  for (const locale of LOCALES) {
    const t = locale === 'en' ? en : fr;
    test(`the ${locale} page of feeds gives its addresses under the sub-path`, async ({ page }) => {
      const readings = localizedPath(locale, 'readings', BASE);
      await page.goto(`${readings}feeds/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['feeds.title']);
      const addresses = await page.locator('.feed-url').allTextContents();
      expect(addresses.length).toBeGreaterThan(6);
      for (const address of addresses) expect(new URL(address).pathname.startsWith(BASE), address).toBe(true);
      await expect(page.getByRole('link', { name: t['feeds.back'] })).toHaveAttribute('href', readings);
    });
  }

  test('sitemap and robots.txt carry the sub-path', async ({ request }) => {
    const index = await (await request.get(`${BASE}sitemap-index.xml`)).text();
    expect(index).toMatch(/<loc>https?:\/\/[^<]+\/portfolio\/sitemap-0\.xml<\/loc>/);
    const sitemap = await (await request.get(`${BASE}sitemap-0.xml`)).text();
    for (const path of ['', 'about/', 'readings/', 'lab/', 'en/', 'en/about/']) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/portfolio/${path}</loc>`));
    }
    const robots = await (await request.get(`${BASE}robots.txt`)).text();
    expect(robots).toContain(`Disallow: ${BASE}test/`);
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/portfolio\/sitemap-index\.xml/);
  });

  for (const locale of LOCALES) {
    const t = locale === 'en' ? en : fr;
    const path = `${localizedPath(locale, 'index', BASE)}no/such-page`;
    test(`${path} answers 404 with the ${locale} screen, styled, and a way home`, async ({ page, request }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: t['notFound.title'] })).toBeVisible();
      const home = page.getByRole('link', { name: t['notFound.home'] });
      await expect(home).toHaveAttribute('href', localizedPath(locale, 'index', BASE));
      for (const url of await ownUrls(page)) {
        expect(url).toMatch(/^\/portfolio\//);
        expect((await request.get(url)).status(), url).toBe(200);
      }
      await home.click();
      await expect(page).toHaveURL(`${ORIGIN}${localizedPath(locale, 'index', BASE)}`);
    });
  }
});

test.describe('data and redirects under /portfolio/', () => {
  test('the reading list fetches its full list from the sub-path', async ({ page, errors }) => {
    const json: string[] = [];
    page.on('response', (r) => r.url().endsWith('readings.json') && json.push(`${r.status()} ${new URL(r.url()).pathname}`));
    await page.goto(`${BASE}en/readings/`);
    await page.mouse.move(5, 5);
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible();
    expect(json).toEqual([`200 ${BASE}readings.json`]);
    expect(errors).toEqual([]);
  });

  test('the site root sends a visitor whose cookie says English to /portfolio/en/', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: ORIGIN }]);
    await page.goto(BASE);
    await expect(page).toHaveURL(`${ORIGIN}${BASE}en/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
