import type { Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { SITE } from '../../src/site.config';
import { expect, test } from './fixtures';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const localeLink = (page: Page) => page.locator('[data-locale-switch]');

/** Holds the island chunks until `release()`: the selector stays un-hydrated while the visitor acts. */
async function holdIslandChunks(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/(client|react|jsx-runtime|ThemeSelect|LocaleSelect)\.[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('language switch', () => {
  test('goes to the same page in English, keeping query and hash, and writes the cookie', async ({ page, context, errors, baseURL }) => {
    await page.goto('/readings/?tags=css,react&status=read#list');
    const link = localeLink(page);
    await expect(link).toHaveAccessibleName('English');
    await expect(link).toHaveAttribute('hreflang', 'en-US');
    await link.click();
    await expect(page).toHaveURL(/\/en\/readings\/\?tags=css,react&status=read#list$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const [cookie] = (await context.cookies(baseURL)).filter((c) => c.name === 'locale');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false });
    const days = (cookie!.expires - Date.now() / 1000) / (24 * 60 * 60);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    // The persisted selector now offers French for this page, with the query and hash.
    await expect(link).toHaveAccessibleName('Français');
    await link.hover();
    await expect(link).toHaveAttribute('href', '/readings/?tags=css,react&status=read#list');
    await link.click();
    await expect(page).toHaveURL(/\/readings\/\?tags=css,react&status=read#list$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await context.cookies(baseURL)).find((c) => c.name === 'locale')?.value).toBe('fr');
    expect(errors).toEqual([]);
  });

  test('keeps a query changed in place after the page loaded', async ({ page, errors }) => {
    await page.goto('/about/');
    await page.evaluate(() => history.replaceState(history.state, '', '/about/?from=test#deps'));
    await localeLink(page).click();
    await expect(page).toHaveURL(/\/en\/about\/\?from=test#deps$/);
    expect(errors).toEqual([]);
  });

  test('the first click, before hydration, still writes the cookie', async ({ page, context, errors, baseURL }) => {
    const release = await holdIslandChunks(page);
    await page.goto('/en/lab/');
    await localeLink(page).click();
    await expect(page).toHaveURL(/\/en\/lab\/$/);
    release();
    await expect(page).toHaveURL(/\/lab\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await context.cookies(baseURL)).find((c) => c.name === 'locale')?.value).toBe('fr');
    expect(errors).toEqual([]);
  });

  test('by keyboard, before hydration: Enter switches and writes the cookie', async ({ page, context, errors, baseURL }) => {
    const release = await holdIslandChunks(page);
    await page.goto('/about/');
    await localeLink(page).focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page).toHaveURL(/\/en\/about\/$/);
    await expect(localeLink(page)).toHaveAccessibleName('Français');
    expect((await context.cookies(baseURL)).find((c) => c.name === 'locale')?.value).toBe('en');
    expect(errors).toEqual([]);
  });

  test('follows links and the back button', async ({ page, errors }) => {
    await page.goto('/about/');
    await localeLink(page).click();
    await expect(page).toHaveURL(/\/en\/about\/$/);
    await expect(localeLink(page)).toHaveText(/FR/);
    await expect(localeLink(page)).toHaveAttribute('href', '/about/');
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(localeLink(page)).toHaveText(/EN/);
    await expect(localeLink(page)).toHaveAttribute('href', '/en/about/');
    await page.goForward();
    await expect(localeLink(page)).toHaveText(/FR/);
    // A navigation by an ordinary link also moves the target.
    await page.getByRole('navigation', { name: en['nav.label'] }).getByRole('link', { name: en['nav.readings'] }).click();
    await expect(page).toHaveURL(/\/en\/readings\/$/);
    await expect(localeLink(page)).toHaveAttribute('href', '/readings/');
    expect(errors).toEqual([]);
  });

  test('an un-hydrated selector shows the right target after a client-side navigation', async ({ page, errors }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: fr['nav.label'] }).getByRole('link', { name: fr['nav.about'] }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(localeLink(page)).toHaveAttribute('href', '/en/about/');
    expect(errors).toEqual([]);
  });
});

test.describe('language switch without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('is a plain link to the same page in the other language', async ({ page }) => {
    await page.goto('/en/readings/');
    await expect(localeLink(page)).toHaveAttribute('href', '/readings/');
    await localeLink(page).click();
    await expect(page).toHaveURL(/\/readings\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('root redirect', () => {
  test.describe('English browser', () => {
    test.use({ locale: 'en-US' });

    test('goes from / to /en before paint, keeping the query', async ({ page, errors }) => {
      const painted: string[] = [];
      await page.exposeFunction('reportPaint', (path: string) => void painted.push(path));
      await page.addInitScript(() =>
        requestAnimationFrame(() => (window as unknown as { reportPaint: (p: string) => void }).reportPaint(location.pathname)),
      );
      await page.goto('/?utm=1');
      await expect(page).toHaveURL(/\/en\/\?utm=1$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(painted).not.toContain('/');
      expect(errors).toEqual([]);
    });

    test('stays on other French pages', async ({ page }) => {
      await page.goto('/about/');
      await expect(page).toHaveURL(/\/about\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });

    test('stays with the cookie locale=fr', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveURL(/\/$/);
    });

    test('is not bounced back after choosing French', async ({ page, errors }) => {
      await page.goto('/en/');
      await localeLink(page).click();
      await expect(page).toHaveURL(/localhost:\d+\/$/);
      await page.reload();
      await expect(page).toHaveURL(/localhost:\d+\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      expect(errors).toEqual([]);
    });

    test.describe('Googlebot', () => {
      test.use({ userAgent: GOOGLEBOT });
      test('is never redirected', async ({ page }) => {
        await page.goto('/');
        await expect(page).toHaveURL(/localhost:\d+\/$/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      });
    });
  });

  test.describe('French browser', () => {
    test.use({ locale: 'fr-FR' });

    test('stays on /', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveURL(/localhost:\d+\/$/);
    });

    test('goes to /en with the cookie locale=en', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
      await page.goto('/');
      await expect(page).toHaveURL(/\/en\/$/);
    });
  });

  test.describe('browser preferring English after another language', () => {
    test.use({ locale: 'de-DE' });
    test('goes to /en when English ranks before French', async ({ page }) => {
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'en-GB', 'fr-FR'] }),
      );
      await page.goto('/');
      await expect(page).toHaveURL(/\/en\/$/);
    });
  });
});

test('hreflang and canonical stay right after a redirect', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE.url}/en/`);
  await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute('href', `${SITE.url}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', `${SITE.url}/en/`);
  await context.close();
});

test.describe('cookies refused', () => {
  test('the switch still works, without error', async ({ page, errors }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Document.prototype, 'cookie', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        set() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    );
    await page.goto('/');
    await localeLink(page).click();
    await expect(page).toHaveURL(/\/en\/$/);
    expect(errors).toEqual([]);
  });
});
