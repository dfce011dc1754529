import { readFileSync } from 'node:fs';
import type { Response } from '@playwright/test';
import { PACKAGE_API_ORIGIN } from '../../../src/lib/external-origins';
import { expect, LOCALES, localizedPath, PHONE, SCREENS, test } from '../fixtures';
import { DIST } from './dist';
import { firstVisits, observeLayoutShift } from './checks';
import { SITE } from '../../../src/site.config';
import { TYPEFACE_ATTRIBUTE, TYPEFACE_KEY } from '../../../src/lib/browser/typeface';

/*
 * Identity and first paint: the shipped typeface, the home projects' grid, the about page on a phone (no sideways scrolling, no shift when the version badges arrive).
 */

const FONT_BUDGET = 60 * 1024;

test.describe('typeface', () => {
  const paths = ['/', '/en/about/', '/readings/'];
  test(`${paths.join(', ')} use the self-hosted Inter, not preloaded, within ${FONT_BUDGET / 1024} KB, each as a first visit`, async ({ page, errors }) => {
    await firstVisits(page);
    for (const [index, path] of paths.entries()) {
      await test.step(path, async () => {
        const fonts: Promise<number>[] = [];
        const onResponse = (response: Response) => {
          if (response.request().resourceType() === 'font') fonts.push(response.body().then((body) => body.length));
        };
        page.on('response', onResponse);
        await page.goto(path, { waitUntil: 'networkidle' });
        // Nothing the first paint would wait for: a first visit fetches the font after its paint, for
        // the next pages (src/lib/browser/typeface.ts), which use it from the start.
        await expect.soft(page.locator('link[rel="preload"][as="font"]'), `${path}: no font preload`).toHaveCount(0);
        // The first page fetches it whole after its paint and notes it; the next ones name Inter from
        // their first paint and load the page's own face (which faces a page shows: fonts.spec.ts).
        await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TYPEFACE_KEY), `${path}: Inter fetched and noted`).toBe('1');
        if (index > 0) {
          await expect.soft(page.locator('html'), `${path}: Inter named from the first paint`).toHaveAttribute(TYPEFACE_ATTRIBUTE, '');
          expect.soft(await page.evaluate(async () => (await document.fonts.ready, document.fonts.check('700 16px "Inter Variable"'))), `${path}: Inter ready`).toBe(true);
          expect.soft(await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Inter Variable') && f.status === 'loaded')), `${path}: Inter loaded`).toBe(true);
        }
        const bytes = (await Promise.all(fonts)).reduce((sum, size) => sum + size, 0);
        page.off('response', onResponse);
        console.log(`${path}: ${fonts.length} font file(s), ${bytes} bytes`);
        expect.soft(fonts, `${path}: one font file`).toHaveLength(1);
        expect.soft(bytes, `${path}: font bytes`).toBeLessThanOrEqual(FONT_BUDGET);
      });
    }
    expect(errors).toEqual([]);
  });
});

// Link previews (one 1200×630 image per page and locale) and structured data: quality/pages.spec.ts, from dist/.

test.describe('about on a phone', () => {
  test.use({ viewport: PHONE.viewport });

  for (const locale of LOCALES) {
    const path = localizedPath(locale, 'about', '/');

    test(`${path} opens with the portrait and the bio, then a collapsed colophon whose tables need no sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const bio = page.locator('.sheet-prose');
      await expect(page.locator('.sheet-intro').getByRole('img', { name: SITE.owner })).toBeVisible();
      await expect(bio.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', /github\.com/);
      expect(await bio.evaluate((el) => Boolean(el.compareDocumentPosition(document.querySelector('table')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
      // The colophon is folded on a phone: the page is the bio (about two screens), not 48 packages (nine).
      const tables = page.locator('table[data-dependency-table]');
      await expect(tables.first()).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2.5 * PHONE.viewport.height);
      await page.locator('.colophon-details > summary').click();
      await expect(tables.first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      for (const wrap of await page.locator('.table-wrap').all()) {
        expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      }
    });

    for (const network of ['up', 'down'] as const) {
      test(`${path} does not shift when the version badges arrive, network ${network}`, async ({ page }) => {
        const layoutShift = await observeLayoutShift(page);
        await page.route(`${PACKAGE_API_ORIGIN}/**`, async (route) => {
          if (network === 'down') return route.abort('internetdisconnected');
          await new Promise((resolve) => setTimeout(resolve, 150));
          return route.fulfill({ json: { version: '99.0.0', tags: { latest: '99.0.0' }, versions: [] } });
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('.colophon-details > summary').click();
        for (const table of await page.locator('table[data-dependency-table]').all()) {
          await table.scrollIntoViewIfNeeded();
          if (network === 'up') await expect(table.locator('[data-check]').first()).toBeVisible();
        }
        await page.waitForTimeout(1000);
        if (network === 'up') await expect(page.locator('[data-check]')).not.toHaveCount(0);
        const cls = await layoutShift();
        console.log(`${path} network ${network}: layout shift ${cls.toFixed(4)}`);
        expect(cls).toBeLessThan(0.01);
      });
    }
  }

  test('the about page has nothing after </html>', () => {
    for (const file of ['about/index.html', 'en/about/index.html']) {
      expect(readFileSync(`${DIST}/${file}`, 'utf8').trimEnd()).toMatch(/<\/html>$/);
    }
  });
});

test.describe('about on a desktop', () => {
  for (const locale of LOCALES) {
    const path = localizedPath(locale, 'about', '/');
    test(`${path} folds the colophon too; opened, its tables show whole, with blurbs in its language, and do not shift when the badges arrive`, async ({ page }) => {
      const layoutShift = await observeLayoutShift(page);
      await page.route(`${PACKAGE_API_ORIGIN}/**`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return route.fulfill({ json: { version: '99.0.0', tags: { latest: '99.0.0' }, versions: [] } });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('table[data-dependency-table]').first()).toBeHidden();
      await page.locator('.colophon-details > summary').click();
      for (const table of await page.locator('table[data-dependency-table]').all()) {
        await table.scrollIntoViewIfNeeded();
        await expect(table.locator('[data-check]').first()).toBeVisible();
      }
      await page.waitForTimeout(1000);
      const cls = await layoutShift();
      expect(cls, `${path}: layout shift ${cls.toFixed(4)}`).toBeLessThan(0.01);
      // Every blurb is the site's own, in the page's language (none marked as another language).
      await expect(page.locator('td.description')).not.toHaveCount(0);
      await expect(page.locator(`td.description[lang]:not([lang="${locale}"])`)).toHaveCount(0);
    });
  }
});

// HSTS in _headers: quality/pages.spec.ts.

test.describe('first screen on a phone', () => {
  test.use(PHONE);
  for (const locale of LOCALES) {
    const screens = SCREENS.filter((screen) => screen.locale === locale);
    // Nothing moves while the page loads, lays out what is below the fold and wakes its islands.
    test(`every ${locale} screen loads without layout shift or sideways scrolling, each as a first visit`, async ({ page }) => {
      test.setTimeout(screens.length * 15_000);
      await firstVisits(page);
      // Each document's own sum: the observer starts afresh with every page load.
      const layoutShift = await observeLayoutShift(page);
      for (const { path } of screens) {
        await test.step(path, async () => {
          await page.goto(path, { waitUntil: 'load' });
          await page.waitForTimeout(1000);
          const cls = await layoutShift();
          expect.soft(cls, `${path}: layout shift ${cls.toFixed(4)}`).toBeLessThan(0.01);
          expect.soft(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${path}: sideways scrolling`).toBe(0);
          // Each island fits the column it sits in, even where an ancestor clips what overflows.
          const wider = await page.evaluate(() =>
            [...document.querySelectorAll('main astro-island > *')].flatMap((el) => {
              const column = el.parentElement!.parentElement!;
              const style = getComputedStyle(column);
              const inner = column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              const width = el.getBoundingClientRect().width;
              return width > inner + 0.5 ? [`${el.className}: ${Math.round(width)} px in ${Math.round(inner)} px`] : [];
            }),
          );
          expect.soft(wider, `${path}: islands wider than their column`).toEqual([]);
          // What is laid out only as it nears the viewport (content-visibility: auto) stands in with a
          // height only: a stand-in width would widen its column until it is laid out, and the text
          // beside and above it would reflow then (a shift of 0.05 on the lab before this check).
          const standIns = await page.evaluate(() =>
            [...document.querySelectorAll('main *')]
              .filter((el) => getComputedStyle(el).contentVisibility === 'auto')
              .map((el) => `${el.className}: width ${getComputedStyle(el).containIntrinsicWidth}`),
          );
          for (const standIn of standIns) expect.soft(standIn, `${path}: a stand-in with a height only`).toMatch(/: width (auto )?none$/);
        });
      }
    });
  }
});

test.describe('home projects', () => {
  test('fill their grid and line up their links at 1440, 900 and 390 px', async ({ page }) => {
    await page.goto('/en/');
    for (const width of [1440, 900, 390]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const cards = page.locator('[data-home-projects] .projects > li');
        const boxes = await cards.evaluateAll((items) =>
          items.map((li) => {
            const card = li.getBoundingClientRect();
            const last = li.querySelector('.foot > :last-child')!.getBoundingClientRect();
            return { top: Math.round(card.top), right: Math.round(card.right), footBottom: Math.round(last.bottom), cardBottom: Math.round(card.bottom) };
          }),
        );
        const gridRight = await page.locator('[data-home-projects] .projects').evaluate((ul) => Math.round(ul.getBoundingClientRect().right));
        const rows = Map.groupBy(boxes, (box) => box.top);
        for (const row of rows.values()) {
          // No hole: every row reaches the right edge of the grid.
          expect.soft(Math.max(...row.map((box) => box.right)), `${width} px: ${JSON.stringify(row)}`).toBeGreaterThanOrEqual(gridRight - 2);
          // Links (or why there is none) end at the same height in every card of a row.
          const gaps = row.map((box) => box.cardBottom - box.footBottom);
          expect.soft(Math.max(...gaps) - Math.min(...gaps), `${width} px: ${JSON.stringify(row)}`).toBeLessThanOrEqual(2);
        }
        for (const card of await page.locator('[data-project]').all()) {
          await expect.soft(card.locator('a.link, .no-link'), `${width} px: a link or why none`).toHaveCount(1);
        }
      });
    }
  });
});
