import { expect, localizedPath, test, type Locale } from '../fixtures';
import { observeLayoutShift } from './checks';
import { TYPEFACE_KEY } from '../../../src/lib/browser/typeface';

/*
 * The typeface is a nicety (src/lib/browser/typeface.ts). A first visit paints in the
 * metric-matched fallback, asks for nothing but its document before it paints, and keeps the
 * fallback; the font is fetched once the page has loaded and painted, and the pages after it use
 * it from their first paint. A page whose font never arrives, or arrives late, is readable in the
 * fallback, and nothing moves.
 */

const FONT = /\/_astro\/inter-[^/]*\.woff2$/;
const PAGES = (['fr', 'en'] as Locale[]).flatMap((locale) => [
  localizedPath(locale, 'index', '/'),
  localizedPath(locale, 'readings', '/'),
]);
const family = (page: import('@playwright/test').Page) => page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily);
const fontLoaded = (page: import('@playwright/test').Page) =>
  page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Inter Variable') && f.status === 'loaded'));
/** A visitor whose earlier page fetched the font. */
const returning = (page: import('@playwright/test').Page) => page.addInitScript((key) => localStorage.setItem(key, '1'), TYPEFACE_KEY);

test.describe('the typeface', () => {
  for (const path of PAGES) {
    test(`${path}, a first visit, paints in the fallback and fetches the font after its paint, for the next page`, async ({ page }) => {
      const layoutShift = await observeLayoutShift(page);
      await page.addInitScript(() => {
        const w = window as unknown as { __fontAsked?: number };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name.endsWith('.woff2')) w.__fontAsked ??= entry.startTime;
        }).observe({ type: 'resource', buffered: true });
      });
      await page.goto(path, { waitUntil: 'load' });
      expect(await family(page), 'the metric-matched fallback first in the stack').toMatch(/^"?Inter Fallback/);
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TYPEFACE_KEY), 'the font fetched and noted').toBe('1');
      const { asked, paint } = await page.evaluate(() => ({
        asked: (window as unknown as { __fontAsked?: number }).__fontAsked,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }));
      expect(asked, 'the font was asked for').toBeGreaterThan(0);
      expect(asked!, 'not before the first contentful paint').toBeGreaterThanOrEqual(paint!);
      // The page keeps the face it painted in: fetching the font moved nothing.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await family(page)).toMatch(/^"?Inter Fallback/);
      expect(await layoutShift()).toBeLessThan(0.01);

      await page.goto(path, { waitUntil: 'load' });
      await expect(page.locator('html'), 'the next page takes the font from its first paint').toHaveAttribute('data-font', '');
      expect(await family(page)).toMatch(/^"?Inter Variable"?, "?Inter Fallback/);
      await expect.poll(() => fontLoaded(page)).toBe(true);
    });

    test(`${path} reads in the fallback when the font fails`, async ({ page }) => {
      await returning(page);
      await page.route(FONT, (route) => route.abort('failed'));
      await page.goto(path, { waitUntil: 'load' });
      const h1 = page.locator('h1');
      await expect(h1).toBeVisible();
      expect((await h1.boundingBox())!.height).toBeGreaterThan(10);
      await expect.poll(() => fontLoaded(page)).toBe(false);
      // The fallback is the metric-matched face, declared next in the stack.
      expect(await family(page)).toMatch(/Inter Variable.*Inter Fallback/);
    });

    test(`${path} does not move when a late font arrives`, async ({ page }) => {
      await returning(page);
      const layoutShift = await observeLayoutShift(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(FONT, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('h1')).toBeVisible();
      release();
      await expect.poll(() => fontLoaded(page)).toBe(true);
      // Two frames for the swap's layout to be recorded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const cls = await layoutShift();
      expect(cls, `${path}: layout shift ${cls.toFixed(4)} when the font swapped in`).toBeLessThan(0.01);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('a page names the typeface from the start', async ({ page }) => {
      await page.goto(PAGES[0]!, { waitUntil: 'load' });
      expect(await family(page)).toMatch(/^"?Inter Variable"?, "?Inter Fallback/);
    });
  });
});
