import type { Page } from '@playwright/test';
import { blockExternalRequests, expect, LOCALES, localizedPath, PHONE, test, type Route } from './fixtures';

/*
 * Third-party images never in the first paint: the lab's covers come from the site itself; the
 * reading list's remote thumbnails are fetched only after the page has painted and loaded, never
 * without JavaScript, and are never the largest paint.
 */

/** The pages that show images from elsewhere, or did: the lab, the reading list, the home page's latest readings. */
const ROUTES_WITH_IMAGES: Route[] = ['lab', 'readings', 'index'];
const PAGES = LOCALES.flatMap((locale) => ROUTES_WITH_IMAGES.map((route) => localizedPath(locale, route, '/')));
const VIEWPORTS = { phone: PHONE.viewport, desktop: { width: 1280, height: 800 } };

/** After load, the time the page is given to fetch what it fetches late (remote thumbnails wait a second). */
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

for (const path of PAGES) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${path} (${name}): no third-party image before the first paint and the load event, none the largest paint`, async ({ page, baseURL, errors }) => {
      await page.setViewportSize(viewport);
      await observeLargestPaint(page);
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
      if (path.includes('lab')) expect(timeline.images).toEqual([]);
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

for (const locale of LOCALES) {
  const path = localizedPath(locale, 'lab', '/');

  test(`${path}: every cover comes from the site or is drawn, never from another site`, async ({ page, baseURL, errors }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.goto(path);
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
    expect(errors).toEqual([]);
  });

  test(`${localizedPath(locale, 'readings', '/')}: remote thumbnails are lazy, in a reserved box, never a broken-image icon`, async ({ page, errors }) => {
    await page.goto(localizedPath(locale, 'readings', '/'));
    const thumbnails = page.locator('img.re-thumb');
    expect(await thumbnails.count()).toBeGreaterThan(0);
    const described = await thumbnails.evaluateAll((imgs) =>
      imgs.map((img) => ({
        remote: new URL((img as HTMLImageElement).src).origin !== location.origin,
        attributes: ['loading', 'width', 'height'].map((name) => img.getAttribute(name)).join(' '),
        /** Without JavaScript a blank pixel stands in (and the box is hidden). */
        fallback: img.parentElement?.querySelector('source[media="(scripting: none)"]')?.getAttribute('srcset')?.startsWith('data:image/') ?? false,
        /** Drawn over the image only when it fails to load. */
        failurePanel: getComputedStyle(img, '::after').content,
        /** The box the thumbnail's frame reserves, image or not. */
        ratio: ((box) => box.width / box.height)((img.closest('picture') ?? img).getBoundingClientRect()),
      })),
    );
    for (const thumbnail of described) {
      expect(thumbnail.attributes).toBe('lazy 336 144');
      expect(thumbnail.failurePanel).toBe('""');
      expect(thumbnail.ratio).toBeCloseTo(7 / 3, 1);
      if (thumbnail.remote) expect(thumbnail.fallback).toBe(true);
    }
    expect(described.some((t) => t.remote)).toBe(true);
    expect(errors).toEqual([]);
  });
}
