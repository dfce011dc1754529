import { mkdirSync } from 'node:fs';
import { OUT, PAGES, SCHEMES, SITE_URL } from './shots.mjs';

/**
 * Screenshots with a Playwright browser type: the top of each page, at `widths`, in each colour
 * scheme (chosen as a visitor does, stored by the theme menu: some engines ignore an emulated one).
 */
export async function shoot(engine, browserType, launchOptions, widths) {
  mkdirSync(OUT, { recursive: true });
  const browser = await browserType.launch(launchOptions);
  try {
    for (const width of widths) {
      for (const scheme of SCHEMES) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
        await context.addInitScript((choice) => localStorage.setItem('color-mode', choice), scheme);
        const page = await context.newPage();
        for (const { name, path } of PAGES) {
          await page.goto(`${SITE_URL}${path}`);
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(500);
          await page.screenshot({ path: new URL(`${engine}-${name}-${width}-${scheme}.png`, OUT).pathname });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
