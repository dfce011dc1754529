import { PACKAGE_API_ORIGIN } from '../../../src/lib/external-origins';
import { SITE_ICONS } from '../../../src/build/site-icons';
import { expect, LOCALES, localizedPath, PHONE, SCREENS, test } from '../fixtures';
import { axeViolations, expectTheme, keyboardWalkProblems, scrollThrough, watchCsp } from './checks';

/*
 * Every screen, in one visit each (page loads are what this suite spends its time on):
 * axe (WCAG 2.0–2.2 A and AA) in light, in dark (the system scheme switched live) and on a phone;
 * no console error or uncaught exception with every external host blocked (the `errors` fixture)
 * and no Content-Security-Policy violation, including what loads on the first scroll intent and
 * what the keyboard walk hydrates; no icon request (icons are inlined at build time; the site
 * icon's own files, which a browser may ask for, are the exception); and a keyboard walk with a
 * visible focus.
 * Then the states that only exist after a query or a click: the reading list filtered and empty,
 * the open theme menu, client-side navigation through the header.
 */

/** The site icon's files (public/), linked from every page: the browser's to fetch, not the page's. */
const SITE_ICON_PATHS = new Set(Object.values(SITE_ICONS).map((file) => `/${file}`));

for (const { path } of SCREENS) {
  test(`${path}: axe in light, dark and on a phone, no console error or CSP violation, keyboard walk`, async ({ page, errors }) => {
    // Three axe scans and a keyboard walk; the lab's 50 tracks, each a stop for Tab, make its walk
    // the longest (16 s on an idle runner, 35 s on a loaded one).
    test.setTimeout(90_000);
    const violations = await watchCsp(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await expectTheme(page, 'light');
    expect(await axeViolations(page), 'axe, light').toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'dark');
    expect(await axeViolations(page), 'axe, dark').toEqual([]);

    await scrollThrough(page);
    // The reading list renders its own list once live: walk the settled page.
    await expect(page.locator('.re:not([data-state="ready"])')).toHaveCount(0, { timeout: 15_000 });
    expect(await keyboardWalkProblems(page), 'keyboard walk').toEqual([]);

    // The header folds on narrow screens (icon-only contact link, no owner name): check that layout too.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(PHONE.viewport);
    // From the top, as a visitor arrives: wherever the walk ended, a row half under the sticky header
    // would measure as a target too close to a header link.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expectTheme(page, 'light');
    expect(await axeViolations(page), 'axe, phone').toEqual([]);
    expect(await violations(), 'CSP violations').toEqual([]);
    // Icons are inlined at build time: the header has its own, and nothing asks for one (the about
    // page asks the package-metadata API about the icon packages themselves, and the lab's covers
    // drawn at build are images, as are the projects' pictures: no icon request). The site icon is a
    // file, as search engines want.
    await expect(page.locator('header svg').first()).toBeAttached();
    const icons = requests.filter(
      (url) =>
        /iconify|\/icons?\/|mdi|favicon|\.svg(\?|$)/.test(url) &&
        !SITE_ICON_PATHS.has(new URL(url).pathname) &&
        !url.startsWith(PACKAGE_API_ORIGIN) &&
        !new URL(url).pathname.includes('/lab-covers/') &&
        !new URL(url).pathname.startsWith('/art/'),
    );
    expect(icons, 'icon requests').toEqual([]);
    expect(errors).toEqual([]);
  });
}

for (const locale of LOCALES) {
  const readings = localizedPath(locale, 'readings', '/');
  const states = {
    filtered: `${readings}?status=read&type=article&sort=score&pageSize=6`,
    empty: `${readings}?search=${encodeURIComponent('zzzz no such reading qqqq')}`,
  };
  for (const [state, path] of Object.entries(states)) {
    test(`${path} (reading list ${state}) has no axe violation, light and dark`, async ({ page, errors }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        if (scheme === 'light') {
          await page.goto(path);
          // A query hydrates the list at once; until the full list is in, the first page shows dimmed.
          await expect(page.locator('.re')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
        }
        await expectTheme(page, scheme);
        expect(await axeViolations(page), scheme).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }

  test(`${localizedPath(locale, 'index', '/')} with the theme menu open has no axe violation, light and dark`, async ({ page }) => {
    await page.goto(localizedPath(locale, 'index', '/'));
    const trigger = page.locator('header').locator('button[aria-haspopup]').first();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menu').or(page.getByRole('listbox')).first()).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectTheme(page, scheme);
      expect(await axeViolations(page), scheme).toEqual([]);
    }
  });

  test(`navigating through the ${locale} header logs no error and keeps the policy intact`, async ({ page, errors }) => {
    const violations = await watchCsp(page);
    await page.goto(localizedPath(locale, 'index', '/'));
    const links = page.locator('header nav a');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    for (let i = count - 1; i >= 0; i -= 1) {
      const href = await links.nth(i).getAttribute('href');
      await links.nth(i).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('h1')).toBeVisible();
    }
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${await links.nth(1).getAttribute('href')}$`));
    await expect(page.locator('h1')).toBeVisible();
    expect(await violations(), 'CSP violations').toEqual([]);
    expect(errors).toEqual([]);
  });
}
