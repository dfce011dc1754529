import type { Locator, Page, Route } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { DEFAULT_QUERY, type ReadingQuery } from '../../src/lib/readings/filters';
import { parseReadingList } from '../../src/lib/readings/items';
import { prepareReadings } from '../../src/lib/readings/prepared';
import { selectReadings } from '../../src/lib/readings/select';
import { type ReadingItem } from '../../src/lib/readings/model';
import { expect, LOCALES, localizedPath, PHONE, test, type Locale } from './fixtures';
import { axeViolations, observeLayoutShift } from './quality/checks';
import { STYLESHEETS_APPLIED } from '../../src/lib/browser/stylesheets-applied';

// The phone's Filters bottom sheet, the heading that follows the filter, and shared filtered
// addresses that paint without a layout shift.
const STRINGS = { fr, en } as const;
const LIVE = { timeout: 20_000 };
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

let all: ReadingItem[] = [];
test.beforeAll(async ({ request }) => {
  all = parseReadingList(await (await request.get('/readings.json')).json());
});
const total = (locale: Locale, query: Partial<ReadingQuery>) => selectReadings(prepareReadings(all, locale), { ...DEFAULT_QUERY, ...query }).total;
const showLabel = (locale: Locale, n: number) =>
  n === 0 ? STRINGS[locale]['readings.showNone'] : (n === 1 ? STRINGS[locale]['readings.showResults_one'] : STRINGS[locale]['readings.showResults_other']).replace('{{n}}', String(n));
const countWords = (locale: Locale, n: number) => STRINGS[locale][n === 1 ? 'readings.count_one' : 'readings.count_other'].replace('{{n}}', String(n));

/** Holds the explorer's code until `release()`: what the visitor does meanwhile happens before hydration. */
async function holdIsland(page: Page) {
  const held: Route[] = [];
  let open = false;
  await page.route(/\/ReadingExplorer\.[\w-]+\.js$/, (route) => (open ? route.fallback() : held.push(route)));
  return {
    requested: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      open = true;
      for (const route of held) await route.fallback();
    },
  };
}

/** Where the sheet comes to rest once it has slid in (it slides from the bottom edge). */
async function boxAtRest(dialog: Locator) {
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  return (await dialog.boundingBox())!;
}

test.describe('on a phone, the Filters sheet', () => {
  test.use(PHONE);

  for (const locale of LOCALES) {
    const t = STRINGS[locale];
    test(`${locale}: opens from the bottom, keeps the focus, "Show N results" lands on the first result, the heading follows`, async ({ page, errors }) => {
      test.slow(); // goes live on the first tap, then filters
      const island = await holdIsland(page);
      await page.goto(localizedPath(locale, 'readings', '/'));
      const filters = page.locator('.re-sheet > summary');
      // The first tap, before the island is live, is kept: the sheet opens once it is.
      await filters.tap();
      await island.requested();
      await island.release();
      const dialog = page.getByRole('dialog', { name: t['readings.filters'] });
      await expect(dialog).toBeVisible(LIVE);
      await expect(page.locator('.re[data-state="ready"]')).toBeAttached(LIVE);
      // A sheet from the bottom edge, scrolled inside: the page's flow does not grow.
      const box = await boxAtRest(dialog);
      expect(Math.round(box.y + box.height)).toBe(844);
      expect(box.height).toBeLessThan(844);
      const body = dialog.locator('.re-sheet-body');
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

      await dialog.locator('a.re-chip[data-facet="tags"][data-value="css"]').tap();
      const n = total(locale, { tags: ['css'] });
      const show = dialog.getByRole('button', { name: showLabel(locale, n) });
      await expect(show).toBeVisible();
      await expect(show).toBeInViewport();
      // Tag counts leave out the tags chosen, as a status or type count leaves out its own: css counts what it gives.
      await expect(dialog.locator('a.re-chip[data-facet="tags"][data-value="css"] .re-chip-count')).toHaveText(String(n));
      // The heading is the static tag page's.
      await expect(page.locator('#page-title')).toHaveText(`#css · ${countWords(locale, n)}`);
      await expect(page).toHaveURL(/\/readings\/tag\/css\/$/);

      // Axe-clean with the sheet open.
      expect(await axeViolations(page)).toEqual([]);

      await show.tap();
      await expect(dialog).toBeHidden();
      const first = page.locator('.re-list > li').first().locator('.re-name a');
      await expect(first).toBeFocused();
      await expect(first).toBeInViewport();

      // Escape closes the sheet and gives the focus back to Filters.
      await filters.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      // The focus stays inside while it is open.
      for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(filters).toBeFocused();
      expect(errors).toEqual([]);
    });
  }

  test('a tap while the stylesheets are still on their way opens the sheet once they are in, never unstyled', async ({ page, errors }) => {
    // The moment the sheet opens, whether the page's stylesheets had applied.
    await page.addInitScript((attribute) => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('dialog[open]')) return;
        observer.disconnect();
        (window as unknown as { styledWhenOpened: boolean }).styledWhenOpened = document.documentElement.hasAttribute(attribute);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    }, STYLESHEETS_APPLIED);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(/\/_astro\/[^/]+\.css$/, async (route) => {
      asked++;
      await held;
      await route.continue();
    });
    await page.goto(localizedPath('fr', 'readings', '/'), { waitUntil: 'domcontentloaded' });
    // Painted: the stylesheets are asked for once the first screen is.
    await expect.poll(() => asked).toBeGreaterThan(0);
    const code = page.waitForResponse(/\/ReadingExplorer\.[\w-]+\.js$/);
    await page.locator('.re-sheet > summary').tap();
    // The island's code is in before its styles: a second later, it still waits for them.
    await code;
    await page.waitForTimeout(1_000);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    release();
    const dialog = page.getByRole('dialog', { name: fr['readings.filters'] });
    await expect(dialog).toBeVisible(LIVE);
    expect(await page.evaluate(() => (window as unknown as { styledWhenOpened?: boolean }).styledWhenOpened)).toBe(true);
    const box = await boxAtRest(dialog);
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(errors).toEqual([]);
  });

  for (const locale of LOCALES) {
    const t = STRINGS[locale];
    test(`${locale}: with no result, the sheet's button drops the filter turned on last, then the others, until there are results`, async ({ page, errors }) => {
      await page.goto(`${localizedPath(locale, 'readings', '/')}?search=zzzzqqq&tags=css`);
      await expect(page.locator('.re[data-state="ready"]')).toBeAttached(LIVE);
      await page.locator('.re-sheet > summary').tap();
      const dialog = page.getByRole('dialog', { name: t['readings.filters'] });
      const undo = (filter: string) => dialog.getByRole('button', { name: t['readings.undoFilter'].replace('{{filter}}', filter), exact: true });
      // The last chip, while no filter was turned on here.
      await expect(undo('#css')).toBeVisible();
      // A secondary button: the primary one shows results.
      await expect(undo('#css')).toHaveAttribute('data-variant', 'ghost');
      const read = dialog.locator('a.re-chip[data-facet="status"][data-value="read"]');
      const readLabel = (await read.locator('span').first().textContent())!;
      await read.tap();
      // The status just turned on goes first, though its chip is not the last.
      await undo(readLabel).tap();
      await expect(page).toHaveURL(/[?&]tags=css/);
      await expect(page).not.toHaveURL(/status=/);
      await undo('#css').tap();
      await undo(t['readings.searchChip'].replace('{{search}}', 'zzzzqqq')).tap();
      // The sheet stayed open all along; now it shows the results.
      await expect(dialog.getByRole('button', { name: showLabel(locale, total(locale, {})) })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('on a desktop', () => {
  test.use(DESKTOP);
  test('the Filters sheet stays in the page, no dialog; the heading follows the filter', async ({ page, errors }) => {
    await page.goto('/readings/');
    await page.mouse.move(5, 5);
    await page.mouse.move(40, 300);
    await expect(page.locator('.re[data-state="ready"]')).toBeAttached(LIVE);
    await page.locator('.re-sheet > summary').click();
    await expect(page.locator('.re-sheet-body')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('a.re-chip[data-facet="status"][data-value="read"]').click();
    await expect(page.locator('#page-title')).toHaveText(`${fr['readings.status.read']} · ${countWords('fr', total('fr', { status: 'read' }))}`);
    expect(errors).toEqual([]);
  });

  test('nothing matches: under the list, a link drops one filter beside Clear filters', async ({ page, errors }) => {
    await page.goto('/en/readings/?search=zzzzqqq&tags=css');
    await expect(page.locator('.re[data-state="ready"]')).toBeAttached(LIVE);
    const empty = page.locator('.re-empty');
    await expect(empty.getByText(en['readings.empty'])).toBeVisible();
    await empty.getByRole('link', { name: en['readings.removeFilter'].replace('{{filter}}', '#css') }).click();
    await expect(page).toHaveURL(/\/en\/readings\/\?search=zzzzqqq$/);
    // One filter left: dropping it is clearing the filters, so one link says so.
    await expect(empty.getByRole('link')).toHaveText([en['readings.clear']]);
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });
  test('the sheet opens in the page and its links lead to the static pages', async ({ page }) => {
    await page.goto('/readings/');
    await page.locator('.re-sheet > summary').tap();
    const chip = page.locator('.re-sheet-body a.re-chip[data-facet="tags"][data-value="css"]');
    await expect(chip).toBeVisible();
    await chip.tap();
    await expect(page).toHaveURL(/\/readings\/tag\/css\/$/);
    await expect(page.locator('#page-title')).toHaveText(`#css · ${countWords('fr', total('fr', { tags: ['css'] }))}`);
  });
});

/** Shared filtered addresses: each paints its result, or room of its height, from the first frame. */
const QUERIES = ['search=guide', 'tags=css', 'status=read', 'type=video', 'search=guide&tags=css', 'status=read&type=article&tags=css'];
const CLS_LIMIT = 0.01;

for (const [device, use] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test.describe(`a shared filtered address on a ${device}, at 4× CPU slowdown`, () => {
    test.use(use);
    for (const query of QUERIES) {
      for (const locale of query === 'search=guide&tags=css' ? LOCALES : (['fr'] as const)) {
        test(`${locale} ?${query}: CLS stays under ${CLS_LIMIT}`, async ({ page, errors }) => {
          test.slow();
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          const cls = await observeLayoutShift(page);
          await page.goto(`${localizedPath(locale, 'readings', '/')}?${query}`);
          await expect(page.locator('.re[data-state="ready"]')).toBeAttached(LIVE);
          await expect(page.locator('.re-summary')).not.toHaveText(STRINGS[locale]['readings.loading']);
          // Cards lay out as they near the viewport: let the last frames settle.
          await page.waitForTimeout(1_000);
          const value = await cls();
          console.log(`CLS ${device} ${locale} ?${query}: ${value.toFixed(4)}`);
          expect(value).toBeLessThan(CLS_LIMIT);
          expect(errors).toEqual([]);
        });
      }
    }
  });
}
