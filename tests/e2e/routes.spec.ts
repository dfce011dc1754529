import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { SITE } from '../../src/site.config';
import { expect, LOCALES, localizedPath, PAGES, test } from './fixtures';

const STRINGS = { fr, en } as const;

test.describe('every page in both locales', () => {
  // Language, title, heading, description, navigation, canonical and alternates of every page: quality/pages.spec.ts (from dist/).

  test('no page extends below its footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const { path } of PAGES) {
      await page.goto(path);
      const [scrollHeight, footerBottom] = await page.evaluate(() => [
        document.documentElement.scrollHeight,
        document.querySelector('body > footer, .site-footer')!.getBoundingClientRect().bottom + window.scrollY,
      ]);
      expect(scrollHeight, path).toBeLessThanOrEqual(Math.ceil(footerBottom) + 1);
    }
  });

  test('the language link leads to the same page in the other locale', async ({ page }) => {
    await page.goto('/readings/');
    await page.locator('[data-locale-switch]').first().click();
    await expect(page).toHaveURL(/\/en\/readings\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('[data-locale-switch]').first().click();
    await expect(page).toHaveURL(/\/readings\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/en/about/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every page is readable', async ({ page }) => {
    for (const { path } of PAGES) {
      await page.goto(path);
      await expect(page.locator('h1'), path).toBeVisible();
      await expect(page.locator('main'), path).toContainText(/\w{3,}/);
      await expect(page.locator('header nav a'), path).toHaveCount(4);
    }
  });
});

test.describe('404', () => {
  for (const locale of LOCALES) {
    const t = STRINGS[locale];
    const path = `${localizedPath(locale, 'index', '/')}no/such-page`;
    test(`${path} answers 404 with the ${locale} screen`, async ({ page, errors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: t['notFound.title'] })).toBeVisible();
      await expect(page.getByText(t['notFound.text'])).toBeVisible();
      await expect(page.getByText(t['notFound.message'].replace('{{path}}', path))).toBeVisible();
      const home = page.getByRole('link', { name: t['notFound.home'] });
      await expect(home).toBeVisible();
      await expect(home).toHaveAttribute('href', localizedPath(locale, 'index', '/'));
      // Ways forward beyond home, in the visitor's language: the reading list and the lab.
      await expect(page.getByText(t['notFound.code'])).toBeVisible();
      const elsewhere = page.getByRole('navigation', { name: t['notFound.elsewhere'].replace(/\s*:$/, '') });
      await expect(elsewhere.getByRole('link', { name: t['notFound.readings'] })).toHaveAttribute('href', localizedPath(locale, 'readings', '/'));
      await expect(elsewhere.getByRole('link', { name: t['notFound.lab'] })).toHaveAttribute('href', localizedPath(locale, 'lab', '/'));
      await expect(elsewhere.getByRole('link')).toHaveCount(2);
      await expect(page).toHaveTitle(`${SITE.owner} - ${t['notFound.title']}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(errors).toEqual([]);
    });
  }

  test('the English 404 document exists for hosts with per-folder 404 pages', async ({ request }) => {
    const response = await request.get('/en/404/');
    expect(await response.text()).toContain(en['notFound.text']);
  });
});

test.describe('SEO files', () => {
  test('robots.txt disallows the test page and points to the sitemap', async ({ request }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toContain('Disallow: /test/');
    expect(body).toContain('Disallow: /en/test/');
    expect(body).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
  });

  test('the sitemap lists both locales with alternates and leaves out the test page', async ({ request }) => {
    const body = await (await request.get('/sitemap-0.xml')).text();
    for (const route of ['', 'about/', 'readings/', 'lab/']) {
      expect(body).toContain(`${SITE.url}/${route}<`);
      expect(body).toContain(`${SITE.url}/en/${route}<`);
    }
    expect(body).toContain('hreflang="en-US"');
    expect(body).not.toContain('/test/');
  });
  // The test page's noindex: quality/pages.spec.ts.
});
