import type { Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { SITE } from '../../src/site.config';
import { DEFAULT_LOCALE, LOCALE_LABELS, NAV_ROUTES } from '../../src/structure';
import { expect, localizedPath, test } from './fixtures';

/** The header, nav, footer and language switch the visitor can see. */
const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);

test.describe('the single 404 document on /en/…', () => {
  test('is English throughout before paint: lang, title, header, nav, footer, language switch', async ({ page, errors }) => {
    // What the document looks like when its headers are parsed and <main> starts, before anything paints.
    await page.addInitScript(() => {
      const w = window as unknown as { firstHeader?: { lang: string; shown: string[] } };
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('main')) return;
        observer.disconnect();
        const chrome = [...document.querySelectorAll<HTMLElement>('[data-locale-variant]')];
        w.firstHeader = {
          lang: document.documentElement.lang,
          shown: [...new Set(chrome.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.dataset.localeVariant!))],
        };
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto('/en/no/such-page/');
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => (window as unknown as { firstHeader: unknown }).firstHeader)).toEqual({ lang: 'en', shown: ['en'] });

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${SITE.owner} - ${en['notFound.title']}`);
    // Rendered text only: the other languages' spans are in the document, not on screen.
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(en['notFound.title']);
    expect(await page.locator('main').innerText()).not.toContain(fr['notFound.text']);
    const nav = page.getByRole('navigation', { name: en['nav.label'] });
    await expect(nav.getByRole('link')).toHaveCount(NAV_ROUTES.length);
    for (const route of NAV_ROUTES) {
      const name = en[route === 'index' ? 'nav.home' : (`nav.${route}` as 'nav.home')];
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', localizedPath('en', route, '/'));
    }
    await expect(page.getByRole('navigation', { name: fr['nav.label'] })).toHaveCount(0);
    await expect(visible(page, 'footer')).toHaveCount(1);
    await expect(visible(page, 'footer')).toContainText(en['footer.madeWith']);
    await expect(page.getByRole('link', { name: en['meta.skip'] })).toHaveCount(1);
    // The switch offers the other language's home page, named in that language.
    const other = visible(page, '[data-locale-switch]');
    await expect(other).toHaveCount(1);
    await expect(other).toHaveAttribute('href', localizedPath(DEFAULT_LOCALE, 'index', '/'));
    await expect(other).toHaveAccessibleName(LOCALE_LABELS[DEFAULT_LOCALE]);
    expect(errors).toEqual([]);
  });

  test('without JavaScript it still offers a working way to the English site', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/en/no/such-page/');
    const english = visible(page, `a[hreflang="en-US"]`).first();
    await expect(english).toHaveAttribute('href', localizedPath('en', 'index', '/'));
    await english.click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the French 404 keeps French chrome', async ({ page }) => {
    await page.goto('/no/such-page/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: fr['nav.label'] }).getByRole('link')).toHaveCount(NAV_ROUTES.length);
    await expect(page.getByRole('navigation', { name: en['nav.label'] })).toHaveCount(0);
  });
});

test.describe('crafted addresses never produce a link off the site', () => {
  // `astro preview` answers a path with `%2F` with a server error, so that address is set in place
  // (`history.replaceState`) on the 404 document, before the switch hydrates.
  const CASES = [
    ['/en//evil.example/', undefined],
    ['/en/\\evil.example/', undefined],
    ['//evil.example/', undefined],
    ['/en/..//evil.example/', undefined],
    ['/en/nope/', '/en/%2F%2Fevil.example/'],
    ['/nope/', '/%2F%5Cevil.example/'],
  ] as const;
  for (const [crafted, replaced] of CASES) {
    test(`${replaced ?? crafted}: before and after the language switch hydrates`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      // The owner's profiles and address are the only links meant to leave.
      const external = new Set([...SITE.socials.map((s) => new URL(s.url).href), SITE.contact]);
      const offsite = async () => {
        const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
        return hrefs.filter((href) => new URL(href).origin !== origin && !external.has(href));
      };
      // A literal URL: `page.goto('//evil.example/')` would resolve to the other host.
      await page.goto(`${origin}${crafted}`);
      if (replaced) await page.evaluate((url) => history.replaceState(null, '', url), replaced);
      expect(new URL(page.url()).origin).toBe(origin);
      expect(await offsite()).toEqual([]);
      const sw = visible(page, '[data-locale-switch]');
      await sw.hover();
      await expect(sw).toHaveAttribute('data-hydrated', '');
      await sw.focus();
      expect(await offsite()).toEqual([]);
      await sw.click();
      await page.waitForLoadState();
      expect(new URL(page.url()).origin).toBe(origin);
    });
  }
});
