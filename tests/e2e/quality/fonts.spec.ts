import { expect, localizedPath, test, type Locale } from '../fixtures';
import { observeLayoutShift } from './checks';

/*
 * The typeface is a nicety: a page whose font never arrives, or arrives late, is readable from its
 * first paint in the metric-matched fallback, and nothing moves when the font swaps in.
 */

const FONT = /\/_astro\/inter-[^/]*\.woff2$/;
const PAGES = (['fr', 'en'] as Locale[]).flatMap((locale) => [
  localizedPath(locale, 'index', '/'),
  localizedPath(locale, 'readings', '/'),
]);

test.describe('the typeface', () => {
  for (const path of PAGES) {
    test(`${path} reads in the fallback when the font fails`, async ({ page }) => {
      await page.route(FONT, (route) => route.abort('failed'));
      await page.goto(path, { waitUntil: 'load' });
      const h1 = page.locator('h1');
      await expect(h1).toBeVisible();
      expect((await h1.boundingBox())!.height).toBeGreaterThan(10);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"') && [...document.fonts].some((f) => f.family.includes('Inter Variable') && f.status === 'loaded'))).toBe(false);
      // The fallback is the metric-matched face, declared next in the stack.
      expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Inter Variable.*Inter Fallback/);
    });

    test(`${path} does not move when a late font arrives`, async ({ page }) => {
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
      await expect.poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Inter Variable') && f.status === 'loaded'))).toBe(true);
      // Two frames for the swap's layout to be recorded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const cls = await layoutShift();
      expect(cls, `${path}: layout shift ${cls.toFixed(4)} when the font swapped in`).toBeLessThan(0.01);
    });
  }
});
