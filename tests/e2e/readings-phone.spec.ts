/**
 * The reading list on a phone (390×844), in both locales: the search field keeps a row of its own
 * when a filter is on, the filter button says how many with a badge, and a tap on Load more just
 * after the scroll that wakes the list, on a slow phone (4× CPU), is not lost.
 */
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { expect, LOCALES, localizedPath, PHONE, test } from './fixtures';

const STRINGS = { fr, en } as const;
const LIVE = { timeout: 20_000 };

test.use(PHONE);

for (const locale of LOCALES) {
  const t = STRINGS[locale];

  test(`${locale}: with a filter on, the search field keeps its own row, and the filter button reads “${t['readings.filters']} (1)”`, async ({ page, errors }) => {
    await page.goto(`${localizedPath(locale, 'readings', '/')}tag/css/`);
    const search = page.getByLabel(t['readings.search'], { exact: true });
    const box = (await search.boundingBox())!;
    expect(box.width, 'search field width').toBeGreaterThanOrEqual(300);
    const toggle = page.locator('.re-sheet > summary');
    await expect(toggle).toHaveText(new RegExp(`${t['readings.filters']}\\s*\\(1\\)`));
    const button = (await toggle.boundingBox())!;
    // Its own row: nothing beside the field.
    expect(button.y >= box.y + box.height - 1 || button.y + button.height <= box.y + 1, 'the filter button is not beside the field').toBe(true);
    expect(errors).toEqual([]);
  });

  test(`${locale}: a tap on Load more just after the scroll that wakes the list, at 4× CPU, is kept`, async ({ page, errors }) => {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const path = localizedPath(locale, 'readings', '/');
    await page.goto(path);
    const more = page.getByRole('link', { name: t['readings.loadMore'], exact: true });
    const before = await page.locator('.re-list > li, .re-server .re-item').count();
    // The scroll wakes the list; the tap comes while it wakes.
    await more.evaluate((a) => a.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(150);
    await more.tap({ timeout: 5_000 });
    // Kept: the next items show in place, or the link opened the next page.
    await expect
      .poll(async () => page.url().endsWith(`${path}page/2/`) || (await page.locator('.re-list > li, .re-server .re-item').count()) > before, LIVE)
      .toBe(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(errors).toEqual([]);
  });
}
