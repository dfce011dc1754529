import type { Page } from '@playwright/test';
import { expect, LOCALES, localizedPath, PHONE, test } from './fixtures';

/*
 * The reading list's hero on a phone is the same full hero as the other pages without a sheet
 * (the statistics): a full-width band with the eyebrow, the title at full size and the lede; the
 * first result still shows on the first screen (readings.spec.ts).
 */
const hero = (page: Page) =>
  page.locator('.hero').evaluate((band) => {
    const h1 = band.querySelector('h1')!;
    const lede = band.querySelector('.lede') as HTMLElement;
    const eyebrow = band.querySelector('.eyebrow') as HTMLElement | null;
    return {
      width: Math.round(band.getBoundingClientRect().width),
      h1: getComputedStyle(h1).fontSize,
      lede: lede.checkVisibility() ? getComputedStyle(lede).fontSize : 'hidden',
      eyebrow: eyebrow?.checkVisibility() ? getComputedStyle(eyebrow).fontSize : 'none',
      padding: getComputedStyle(band).paddingTop,
    };
  });

test.describe('the readings hero on a phone', () => {
  test.use(PHONE);
  for (const locale of LOCALES) {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
        test.use({ javaScriptEnabled });
        test(`${localizedPath(locale, 'readings', '/')} matches the statistics page’s hero, and the first result is on the first screen`, async ({ page }) => {
          await page.goto(`${localizedPath(locale, 'readings', '/')}stats/`);
          const stats = await hero(page);
          await page.goto(localizedPath(locale, 'readings', '/'));
          const readings = await hero(page);
          expect(readings.width).toBe(PHONE.viewport.width);
          expect(readings).toEqual(stats);
          expect((await page.locator('.re-list > li').first().boundingBox())!.y).toBeLessThan(PHONE.viewport.height - 100);
        });
      });
    }
  }
});
