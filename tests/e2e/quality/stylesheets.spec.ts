import type { Page } from '@playwright/test';
import { expect, PHONE, test } from '../fixtures';
import { PAGE_TYPES } from '../../support/page-types';
import { layoutShiftSources, observeLayoutShift } from './checks';

/*
 * Each page's first screen paints from its document alone (src/build/critical-css.ts): its
 * stylesheets are asked for after the first paint, and with them held back (at most 3 s), every page type shows its first screen
 * as it will look once they arrive, and nothing on it moves or changes when they do. Each page type
 * once per locale, one after the other in one tab: French on a phone in the dark, English on a
 * desktop in the light. Without JavaScript, the sheets still apply (the `<noscript>` links).
 */

const SHEETS = /\/_astro\/[^/]+\.css$/;
const HOLD_MS = 3000;

/** What a visitor sees of each element on the first screen: its box (as far as the screen shows it), colours and type. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const seen: Record<string, string> = {};
    const all = [...document.body.querySelectorAll('*')];
    all.forEach((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.top >= innerHeight || box.bottom <= 0) return;
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') return;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') return;
      const name = `${index} <${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}>`;
      seen[name] = [
        [box.x, box.y, box.width, Math.min(box.bottom, innerHeight) - box.y].map((n) => Math.round(n)).join(','),
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.borderTopWidth,
        style.borderRadius,
      ].join(' | ');
    });
    return seen;
  });
}

/** Each page type once per locale: French on a phone in the dark, English on a desktop in the light. */
const VISITS = [
  { locale: 'fr', name: 'phone, dark', options: { ...PHONE, colorScheme: 'dark' as const } },
  { locale: 'en', name: 'desktop, light', options: { viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const } },
] as const;

/**
 * Loads `path` with its stylesheets held back, and says what changed on its first screen, and how
 * much it shifted, when they arrived.
 */
async function paintWithoutSheets(page: Page, path: string, layoutShift: () => Promise<number>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(SHEETS, async (route) => {
    asked++;
    await Promise.race([held, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The stylesheets are asked for once the first screen has painted.
  await expect.poll(() => asked, 'the page asks for its stylesheets after its first paint').toBeGreaterThan(0);
  const sheets = page.locator('link[rel="stylesheet"]');
  expect(await sheets.evaluateAll((links) => links.filter((link) => (link as HTMLLinkElement).sheet).length), 'no stylesheet yet').toBe(0);
  await expect(page.locator('h1')).toBeVisible();
  // The typeface settled: used if it came within its short wait, the fallback for good if not.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const before = await firstScreen(page);

  release();
  // Every sheet the page names (its <noscript> holds them as text while scripts run) applied.
  const named = await page.evaluate(() => document.querySelector('noscript')?.textContent?.match(/<link /g)?.length ?? 0);
  expect(named, 'the page names its stylesheets').toBeGreaterThan(0);
  await expect.poll(() => sheets.evaluateAll((links) => links.filter((link) => (link as HTMLLinkElement).sheet).length)).toBe(named);
  // Asked for once the page's text had painted, not merely after a frame (src/lib/browser/after-paint.ts).
  const { paint, asked: askedAt } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    asked: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css')).map((entry) => entry.startTime)),
  }));
  expect.soft(askedAt, `${path}: the stylesheets asked for after the first contentful paint (${Math.round(paint)} ms)`).toBeGreaterThanOrEqual(paint);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const after = await firstScreen(page);
  await page.unroute(SHEETS);
  const changed = Object.keys(after).filter((element) => before[element] !== after[element]);
  return {
    changed: changed.map((element) => `${element}: ${before[element] ?? 'not shown'} → ${after[element]}`),
    shift: await layoutShift(),
    moved: await layoutShiftSources(page),
  };
}

for (const { locale, name, options } of VISITS) {
  test.describe(`every page type in ${locale} (${name})`, () => {
    test.use(options);

    test('paints its first screen styled before its stylesheets arrive, and nothing moves when they do', async ({ page }) => {
      const types = PAGE_TYPES.filter((type) => type.locale === locale);
      test.setTimeout(types.length * 20_000);
      // Each document's own sum: the observer starts afresh with every page load.
      const layoutShift = await observeLayoutShift(page);
      for (const type of types) {
        await test.step(`${type.path} (${type.kind})`, async () => {
          const { changed, shift, moved } = await paintWithoutSheets(page, type.path, layoutShift);
          expect.soft(changed, `${type.path}: the first screen changed when the stylesheets arrived`).toEqual([]);
          expect.soft(shift, `${type.path}: layout shift when the stylesheets arrived (${moved.join('; ')})`).toBeLessThan(0.01);
        });
      }
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, a list and an item apply their stylesheets', async ({ page }) => {
    for (const type of PAGE_TYPES.filter((t) => ['home', 'list', 'item (book)'].includes(t.kind))) {
      await page.goto(type.path);
      const applied = await page.evaluate(() =>
        [...document.styleSheets].filter((sheet) => sheet.href?.includes('/_astro/') && !/print/.test(sheet.media.mediaText)).map((sheet) => sheet.href),
      );
      const linked = await page.locator('noscript link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect.soft(linked.length, `${type.path}: stylesheets named`).toBeGreaterThan(0);
      expect.soft(applied.sort(), `${type.path}: the named stylesheets apply`).toEqual(linked.sort());
      // Each holds its rules (a sheet that failed to load has none to read).
      const empty = await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/_astro/') && sheet.cssRules.length === 0).length);
      expect.soft(empty, `${type.path}: stylesheets without rules`).toBe(0);
    }
  });
});
