import type { Page } from '@playwright/test';
import { blockExternalRequests, expect, LOCALES, localizedPath, PHONE, test, type Route } from './fixtures';

/*
 * No image from another site: the lab's covers and the reading list's come from the site itself
 * (covers.spec.ts checks the reading covers), and no image of elsewhere is the largest paint.
 */

/** The pages that show images from elsewhere, or did: the lab, the reading list, the home page's latest readings. */
const ROUTES_WITH_IMAGES: Route[] = ['lab', 'readings', 'index'];
const PAGES = LOCALES.flatMap((locale) => ROUTES_WITH_IMAGES.map((route) => localizedPath(locale, route, '/')));
const VIEWPORTS = { phone: PHONE.viewport, desktop: { width: 1280, height: 800 } };

/** After load, the time the page is given to fetch what it fetches late (lazy images). */
const SETTLE_MS = 2_500;

/** Records the largest-contentful-paint candidates from the start of each document. */
async function observeLargestPaint(page: Page) {
  await page.addInitScript(() => {
    const entries: { url: string; tag: string }[] = [];
    (window as unknown as { __lcp: typeof entries }).__lcp = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string; element: Element | null })[]) {
        entries.push({ url: entry.url, tag: entry.element?.tagName ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The lab's covers in the page shown: each the site's own image or a drawing; scrolled through, no image asked of another site. */
async function expectLabCovers(page: Page, images: string[], baseURL: string) {
  const covers = page.locator('.lab-player .cover');
  expect(await covers.count()).toBeGreaterThan(10);
  // Each cover is the site's own image or a drawing (a gradient, no request).
  const kinds = await covers.evaluateAll((boxes) =>
    boxes.map((box) => {
      const img = box.querySelector('img');
      if (img) return [img.getAttribute('src')!, ...(img.getAttribute('srcset') ?? '').split(/,\s+/).filter(Boolean).map((c) => c.split(/\s+/)[0]!)].join(' ');
      return box.hasAttribute('data-drawn') && getComputedStyle(box).backgroundImage.includes('linear-gradient') ? 'drawn' : 'empty';
    }),
  );
  for (const kind of kinds) expect(kind).toMatch(/^(?:drawn|(?:\/lab-covers\/(?:64s|174s|300x300)\/[0-9a-f]{32}\.\w+ ?)+)$/);
  // Scrolled through, the page asks no other site for an image.
  for (const cover of (await covers.all()).slice(0, 16)) await cover.scrollIntoViewIfNeeded();
  expect(images.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
}

for (const path of PAGES) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    // The lab on a desktop: its covers are checked in the same visit, once the paints are measured.
    const labCovers = name === 'desktop' && LOCALES.some((locale) => path === localizedPath(locale, 'lab', '/'));
    const title = `${path} (${name}): no third-party image before the first paint and the load event, none the largest paint`;
    test(labCovers ? `${title}; every cover comes from the site or is drawn, never from another site` : title, async ({ page, baseURL, errors }) => {
      await page.setViewportSize(viewport);
      await observeLargestPaint(page);
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(request.url());
      });
      await page.goto(path);
      await page.waitForTimeout(SETTLE_MS);
      const timeline = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          load: navigation!.loadEventEnd,
          images: performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img' && new URL(entry.name).origin !== location.origin)
            .map((entry) => ({ url: entry.name, start: entry.startTime })),
          largest: (window as unknown as { __lcp: { url: string; tag: string }[] }).__lcp,
        };
      });
      expect(timeline.firstPaint, 'the page painted').toBeGreaterThan(0);
      expect(timeline.load, 'the page loaded').toBeGreaterThan(0);
      for (const image of timeline.images) {
        expect(image.start, `${image.url} after the first paint`).toBeGreaterThan(timeline.firstPaint!);
        expect(image.start, `${image.url} after the load event`).toBeGreaterThan(timeline.load);
      }
      expect(timeline.largest.length, 'a largest paint').toBeGreaterThan(0);
      for (const { url } of timeline.largest) expect(url === '' || url.startsWith(baseURL!) || url.startsWith('data:'), `largest paint ${url}`).toBe(true);
      expect(timeline.images).toEqual([]);
      if (labCovers) await test.step(`${path}: every cover comes from the site or is drawn, never from another site`, () => expectLabCovers(page, images, baseURL!));
      expect(errors).toEqual([]);
    });
  }

  test(`${path}, without JavaScript: no third-party image at all, whatever is scrolled into view`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const origin = new URL(baseURL!).origin;
    await blockExternalRequests(context, origin);
    const page = await context.newPage();
    const remote: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && new URL(request.url()).origin !== origin && !request.url().startsWith('data:')) remote.push(request.url());
    });
    await page.goto(path);
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(SETTLE_MS);
    expect(remote).toEqual([]);
    await context.close();
  });
}
