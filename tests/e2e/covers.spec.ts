import type { Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { itemPath } from '../../src/lib/readings/paths';
import { expect, LOCALES, localizedPath, PHONE, test, type Locale } from './fixtures';
import { axeViolations, expectTheme, observeLayoutShift } from './quality/checks';

/*
 * Covers (issue #47): every card of the reading list and of the home page, and every item page,
 * shows a cover: the site's own image, or a title card drawn by CSS; never a broken image, never
 * a request to another site, no layout shift as images arrive.
 */

const STRINGS = { fr, en } as const;
const VIEWPORTS = { phone: PHONE.viewport, desktop: { width: 1280, height: 800 } };
/** A book and a video of the sample (the video's thumbnail was once loaded from YouTube). */
const BOOK = 'refactoring';
const VIDEO = 'simple-made-easy';

const pagesOf = (locale: Locale) => ({
  home: localizedPath(locale, 'index', '/'),
  list: localizedPath(locale, 'readings', '/'),
  book: itemPath(locale, BOOK),
  video: itemPath(locale, VIDEO),
});

/** Scrolls to the bottom in steps (lazy images load), then back to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** What each cover of the page is: an image (its alt, whether it loaded) or a title card (its text). */
function describeCovers(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((boxes) =>
    boxes.map((box) => {
      const img = box.querySelector('img');
      const rect = box.getBoundingClientRect();
      if (img) return { kind: 'image', alt: img.getAttribute('alt'), loaded: img.complete && img.naturalWidth > 0, size: [img.width, img.height], ratio: rect.width / rect.height };
      return {
        kind: box.classList.contains('rc-title-card') ? 'title card' : 'empty',
        hidden: box.getAttribute('aria-hidden'),
        text: (box.textContent ?? '').trim(),
        hue: box.getAttribute('data-hue'),
        requests: getComputedStyle(box).backgroundImage,
        ratio: rect.width / rect.height,
      };
    }),
  );
}

for (const locale of LOCALES) {
  const pages = pagesOf(locale);
  const t = STRINGS[locale];

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const javaScriptEnabled of [true, false]) {
      const mode = `${viewportName}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;
      // The desktop visit with JavaScript also wakes the islands and records every request.
      const everyRequest = javaScriptEnabled && viewportName === 'desktop';
      const title = 'covers or title cards on the list, the home page and item pages; none broken, no shift';
      test.describe(`${locale} (${mode})`, () => {
        test.use({ viewport, javaScriptEnabled });

        test(everyRequest ? `${title}; no page makes a third-party request` : title, async ({ page, baseURL, errors }) => {
          test.slow(); // four pages, scrolled through
          const shift = javaScriptEnabled ? await observeLayoutShift(page) : undefined;
          const requests: string[] = [];
          if (everyRequest) page.on('request', (request) => void requests.push(request.url()));
          for (const [name, path] of Object.entries(pages)) {
            await page.goto(path);
            if (everyRequest) {
              await page.mouse.move(5, 5);
              await page.mouse.move(40, 300);
            }
            await scrollThrough(page);
            if (everyRequest) await page.waitForLoadState('networkidle');
            const selector = name === 'book' || name === 'video' ? '.reading .head > .rc-cover' : '.re-item > .rc-cover';
            const cards = name === 'book' || name === 'video' ? 1 : await page.locator('.re-item').count();
            const covers = await describeCovers(page, selector);
            const heading = (await page.locator('h1').innerText()).trim();
            expect(covers.length, `${path}: a cover per card`).toBe(cards);
            expect(cards).toBeGreaterThan(0);
            for (const cover of covers) {
              expect(cover.kind, path).not.toBe('empty');
              expect(cover.ratio, `${path}: a 3:4 box`).toBeCloseTo(3 / 4, 1);
              if (cover.kind === 'image') {
                expect(cover.loaded, `${path}: image loaded`).toBe(true);
                // Beside its card's heading an image is decorative; on its page it is named.
                expect(cover.alt).toBe(selector.startsWith('.re-item') ? '' : t['readings.item.cover'].replace('{{name}}', heading));
              } else {
                expect(cover.hidden, `${path}: the title card repeats the heading beside it`).toBe('true');
                expect(cover.text).toBeTruthy();
                expect(Number(cover.hue)).toBeGreaterThanOrEqual(0);
                expect(cover.requests, 'drawn without an image').toBe('none');
              }
            }
            // No image of the page is broken (not one of the covers' only).
            const broken = await page.locator('img').evaluateAll((imgs) =>
              (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0 && img.loading !== 'lazy').map((img) => img.currentSrc || img.src),
            );
            expect(broken, path).toEqual([]);

            // A book without a cover shows a title card with its type, title and authors.
            const card = page.locator('.reading .head > .rc-title-card');
            if (name === 'book' && (await card.count())) {
              await expect(card.locator('.rc-tc-type')).toHaveText(t['readings.type.book']);
              await expect(card.locator('.rc-tc-name')).toHaveText(await page.locator('h1').innerText());
              await expect(card.locator('.rc-tc-by')).toHaveText('Martin Fowler');
            }
          }
          if (shift) expect(await shift(), 'layout shift').toBeLessThan(0.01);
          if (everyRequest) {
            const origin = new URL(baseURL!).origin;
            expect(requests.length).toBeGreaterThan(4);
            expect(requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin), 'third-party requests').toEqual([]);
          }
          expect(errors).toEqual([]);
        });
      });
    }
  }

  test(`${locale}: cards the explorer adds (Load more) have their covers too`, async ({ page, errors }) => {
    await page.goto(pages.list);
    // The explorer hydrates on the first activity, then Load more appends in place.
    await page.mouse.move(5, 5);
    await page.mouse.move(40, 300);
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible({ timeout: 15_000 });
    const more = page.getByRole('link', { name: t['readings.loadMore'] });
    await more.click();
    await expect(page.locator('.re-list > li')).toHaveCount(24);
    await expect(page.locator('.re-list > li > .rc-cover')).toHaveCount(24);
    const added = await describeCovers(page, '.re-list > li:nth-child(n + 13) > .rc-cover');
    expect(added.every((cover) => cover.kind === 'title card' || (cover.kind === 'image' && cover.alt === ''))).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test(`${locale}: title cards readable in the light and the dark theme (${viewportName}), screenshots`, async ({ page, errors }, info) => {
      test.slow(); // axe on a list page, in both themes
      await page.setViewportSize(viewport);
      for (const [name, path] of Object.entries({ list: pages.list, book: pages.book })) {
        await page.goto(path);
        // The page follows the system's scheme live: each theme is checked on the same visit.
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await expectTheme(page, scheme);
          expect(await axeViolations(page, name === 'list' ? '.re-list' : '.reading .head'), `${path} ${scheme}`).toEqual([]);
          // Hidden from assistive technology, so axe skips them: their contrast is checked here.
          const ratios = await page.locator('.rc-title-card').evaluateAll((cards) => {
            const rgb = (color: string) => {
              const probe = document.createElement('canvas').getContext('2d')!;
              probe.fillStyle = color;
              probe.fillRect(0, 0, 1, 1);
              return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((c) => c / 255);
            };
            const luminance = (c: number[]) => c.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
            return cards.map((card) => {
              const style = getComputedStyle(card);
              const [a, b] = [luminance(rgb(style.color)), luminance(rgb(style.backgroundColor))].sort((x, y) => y - x);
              return (a! + 0.05) / (b! + 0.05);
            });
          });
          // The list shows articles, which never have a cover.
          if (name === 'list') expect(ratios.length).toBeGreaterThan(0);
          for (const ratio of ratios) expect(ratio, `${path} ${scheme}`).toBeGreaterThanOrEqual(4.5);
          await page.screenshot({ path: info.outputPath(`${name}-${viewportName}-${scheme}.png`) });
        }
      }
      expect(errors).toEqual([]);
    });
  }
}
