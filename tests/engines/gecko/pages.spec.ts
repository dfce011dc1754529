import { ROUTES } from '../../../src/structure';
import { TYPEFACE_KEY } from '../../../src/lib/browser/typeface';
import { expect, LOCALES, localizedPath, nav, platformReady, STRINGS, test } from './fixtures';

/** What the page's own stylesheet gives it once loaded. */
const styled = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return {
      font: getComputedStyle(document.body).fontFamily.split(',')[0]!.replaceAll('"', ''),
      // A first visit paints in the fallback; once a page has fetched the font, the next use it.
      fontFromCache: document.documentElement.hasAttribute('data-font'),
      background: getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim() !== '',
      fontDeclared: [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Inter Variable'),
    };
  });

for (const locale of LOCALES) {
  const t = STRINGS[locale];

  test(`${locale}: every page loads with its heading, styles and font, and logs no error`, async ({ page, errors }) => {
    test.slow(); // five pages
    const fonts: number[] = [];
    page.on('response', (response) => response.request().resourceType() === 'font' && fonts.push(response.status()));
    for (const [index, route] of ROUTES.entries()) {
      const path = localizedPath(locale, route, '/');
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
      await expect(page.locator('h1'), path).toHaveCount(1);
      await expect(page.locator('h1'), path).toBeVisible();
      // The first page paints in the fallback and fetches the font after its paint; the next pages
      // use it (src/lib/browser/typeface.ts).
      const fontFromCache = index > 0;
      expect(await styled(page), path).toEqual({ font: fontFromCache ? 'Inter Variable' : 'Inter Fallback', fontFromCache, background: true, fontDeclared: true });
      // The page then fetches the font and notes it for the next ones. Under this suite's request
      // interception (the fixture's route), Firefox fails a font load a script asks for, so the note
      // is written here; Chromium and WebKit check the fetch itself (quality/fonts.spec.ts, webkit/).
      if (index === 0) await page.evaluate((key) => localStorage.setItem(key, '1'), TYPEFACE_KEY);
      await platformReady(page);
      // The stylesheets the page names, applied after its first paint (src/scripts/stylesheets.ts).
      await expect
        .poll(() =>
          page.evaluate(() => {
            const named = document.querySelector('noscript')?.textContent?.match(/<link /g)?.length ?? 0;
            const applied = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => (link as HTMLLinkElement).sheet).length;
            return named > 0 && applied === named;
          }),
        )
        .toBe(true);
    }
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((status) => status === 200 || status === 304)).toBe(true);
    expect(errors).toEqual([]);
  });

  test(`${locale}: a reading item and the statistics render`, async ({ page, errors }) => {
    const readings = localizedPath(locale, 'readings', '/');
    await page.goto(`${readings}the-pragmatic-programmer/`);
    await expect(page.locator('h1')).toHaveText('The Pragmatic Programmer');
    await expect(page.locator('article.reading .facts dt').first()).toBeVisible();
    await expect(page.locator('.re-type')).toHaveText(t['readings.type.book']);
    await expect(page.locator('.tags a').first()).toHaveAttribute('href', `${readings}tag/craft/`);

    await page.goto(`${readings}stats/`);
    // Titled for the years it covers (“Lectures 2024–2026”).
    await expect(page.locator('h1')).toHaveText(new RegExp(t['stats.titleYears'].replace('{{years}}', '\\d{4}(–\\d{4})?')));
    const charts = page.locator('.bar-chart');
    await expect(charts).toHaveCount(3);
    // Each chart is drawn: its bars have a size.
    for (const chart of await charts.all()) {
      const box = await chart.getByRole('img').boundingBox();
      expect(box!.width).toBeGreaterThan(100);
      expect(box!.height).toBeGreaterThan(20);
    }
    expect(errors).toEqual([]);
  });

  test(`${locale}: an unknown address shows the 404 page in its language`, async ({ page, errors }) => {
    const path = `${localizedPath(locale, 'index', '/')}no/such-page`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: t['notFound.title'] })).toBeVisible();
    await expect(page.getByText(t['notFound.message'].replace('{{path}}', path))).toBeVisible();
    await expect(page.getByRole('link', { name: t['notFound.home'] })).toHaveAttribute('href', localizedPath(locale, 'index', '/'));
    expect(errors).toEqual([]);
  });
}

test('a list page and a lab page fetch no other page in the background', async ({ page, errors }) => {
  // Firefox downloads what a `<link rel="next">` names as soon as the page has loaded.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' || /\/page\/\d+\/$/.test(new URL(request.url()).pathname)) fetched.push(new URL(request.url()).pathname);
  });
  for (const path of ['/readings/', '/en/lab/']) {
    await page.goto(path);
    await platformReady(page);
    // Firefox fetches a prefetch link once the page has loaded, in the next idle moments (the lab
    // polls an API, so the network is never idle long: a fixed wait).
    await page.waitForLoadState('load');
    await page.waitForTimeout(2000);
  }
  expect(fetched).toEqual(['/readings/', '/en/lab/']);
  expect(errors).toEqual([]);
});

test('where Speculation Rules are missing, a header link is a plain document load', async ({ page, errors }) => {
  await page.goto('/en/');
  await platformReady(page);
  const supported = await page.evaluate(() => HTMLScriptElement.supports?.('speculationrules') ?? false);
  // This suite's Firefox has no Speculation Rules; if one arrives, this test must move to cover it.
  expect(supported, 'this Firefox runs Speculation Rules now: test them here as the Chromium suite does').toBe(false);
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  const link = nav(page, 'en').getByRole('link', { name: STRINGS.en['nav.lab'] });
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(/\/en\/lab\/$/);
  await expect(page.locator('h1')).toBeVisible();
  await platformReady(page);
  // A new document, loaded from the network (nothing was fetched ahead), styled as any other.
  expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBeUndefined();
  const entry = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string };
    return { type: nav.type, deliveryType: nav.deliveryType ?? '' };
  });
  expect(entry).toEqual({ type: 'navigate', deliveryType: '' });
  expect(errors).toEqual([]);
});
