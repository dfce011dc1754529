import type { Page } from '@playwright/test';
import snapshotJson from '../../../content/lab/recent-tracks.json' with { type: 'json' };
import { parseSnapshot } from '../../../src/lib/lastfm';
import { DEFAULT_PER_PAGE, pageAfterResize } from '../../../src/lib/lastfm/pager';
import { expect, LOCALES, localizedPath, menuItem, nav, platformReady, STRINGS, test, themeButton, type Locale } from './fixtures';

const parsed = parseSnapshot(snapshotJson);
if (!parsed.ok) throw parsed.error;
const SNAPSHOT = parsed.value;
const SNAPSHOT_PAGES = Math.ceil(SNAPSHOT.tracks.length / DEFAULT_PER_PAGE);
const TAGS = { fr: 'fr-FR', en: 'en-US' } as const;

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  const name = (choice: 'dark' | 'light') => t['theme.current'].replace('{{choice}}', t[`theme.${choice}`]);

  test(`${locale}: the theme menu sets Dark, then Light, and each survives a reload`, async ({ page, errors }) => {
    test.slow(); // two choices, each woken and reloaded
    await page.goto(localizedPath(locale, 'about', '/'));
    for (const choice of ['dark', 'light'] as const) {
      await themeButton(page, locale).click();
      // The first click is held until the menu's island has woken.
      await expect(page.getByRole('menu')).toBeVisible({ timeout: 20_000 });
      await menuItem(page, locale, choice).click();
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(page.locator('html')).toHaveClass(choice);
      await expect(page.locator('html')).toHaveCSS('color-scheme', choice);
      await expect(themeButton(page, locale)).toHaveAccessibleName(name(choice));
      await page.reload();
      await expect(page.locator('html')).toHaveClass(choice);
      await expect(themeButton(page, locale)).toHaveAccessibleName(name(choice));
    }
    // The colours follow the class: dark text on a light page.
    const [text, background] = await page.evaluate(() => ['color', 'background-color'].map((p) => getComputedStyle(document.documentElement).getPropertyValue(p)));
    const lightness = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0);
    expect(lightness(background!)).toBeGreaterThan(lightness(text!));
    expect(errors).toEqual([]);
  });

  test(`${locale}: the lab pages through its history and changes its page size`, async ({ page, errors }) => {
    test.slow(); // goes live, then two changes of page
    const path = localizedPath(locale, 'lab', '/');
    const count = (n: number) => new Intl.NumberFormat(TAGS[locale]).format(n);
    const status = (n: number, total: number) => t['lab.pager.status'].replace('{{page}}', String(n)).replace('{{total}}', count(total));
    const pager = page.getByRole('navigation', { name: t['lab.pager.label'] });
    const rows = page.locator('[data-track]');
    await page.goto(path);
    await page.mouse.move(5, 5);
    await page.mouse.move(9, 9);
    await expect(page.locator('.lab-player')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
    await expect(rows).toHaveCount(DEFAULT_PER_PAGE);
    await pager.getByRole('link', { name: t['lab.pager.next'] }).click();
    await expect(page.locator('[data-pager-status]')).toHaveText(status(2, SNAPSHOT_PAGES));
    await expect(page).toHaveURL(/\/lab\/\?page=2$/);
    await expect(rows.first()).toContainText(SNAPSHOT.tracks[DEFAULT_PER_PAGE]!.name);
    // Ten a page: the page that holds the first track seen.
    const resized = pageAfterResize(2, DEFAULT_PER_PAGE, 10);
    await page.getByRole('combobox', { name: t['lab.perPageLabel'] }).selectOption('10');
    await expect(page).toHaveURL(new RegExp(`\\?page=${resized}&pageSize=10$`));
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(SNAPSHOT.tracks[(resized - 1) * 10]!.name);
    expect(errors).toEqual([]);
  });
}

/**
 * Every state the loading bar goes through from now on (`<path> <state>:<hidden>`), kept in the
 * tab's session storage so that it outlives the page that recorded it.
 */
async function recordBar(page: Page) {
  await page.addInitScript(() => {
    const start = () => {
      const bar = document.querySelector('[data-loading-bar]');
      if (!bar) return;
      new MutationObserver(() => {
        const seen = JSON.parse(sessionStorage.getItem('bar') ?? '[]') as string[];
        seen.push(`${location.pathname} ${bar.getAttribute('data-state')}:${bar.getAttribute('aria-hidden')}`);
        sessionStorage.setItem('bar', JSON.stringify(seen));
      }).observe(bar, { attributes: true, attributeFilter: ['data-state', 'aria-hidden'] });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('bar') ?? '[]') as string[]);
}

/** A slow next page: the bar shows on the page being left, and the next page arrives whole, at rest. */
async function slowNavigation(page: Page, locale: Locale) {
  const states = await recordBar(page);
  const home = localizedPath(locale, 'index', '/');
  const about = localizedPath(locale, 'about', '/');
  await page.goto(home);
  await platformReady(page);
  await page.route(`**${about}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  // Followed as a click does, without hovering it first.
  await nav(page, locale).getByRole('link', { name: STRINGS[locale]['nav.about'] }).dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`${about}$`));
  await platformReady(page);
  // The new page: complete, no transition left running, its own bar at rest.
  await expect(page.locator('h1')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  await expect(page.locator('[data-loading-bar]')).toHaveAttribute('data-state', 'idle');
  const seen = await states();
  expect(seen).toContain(`${home} loading:false`);
}

for (const locale of LOCALES) {
  test(`${locale}: a slow navigation shows the loading bar, and the next page arrives whole`, async ({ page, errors }) => {
    expect(await page.evaluate(() => 'navigation' in window), 'this Firefox has the Navigation API').toBe(true);
    await slowNavigation(page, locale);
    expect(errors).toEqual([]);
  });
}

test('without the Navigation API, a link followed still shows the loading bar', async ({ page, errors }) => {
  // As in a browser that lacks it: the page falls back to the clicks and form submissions it sees.
  await page.addInitScript(() => Object.defineProperty(window, 'navigation', { value: undefined, configurable: true }));
  await slowNavigation(page, 'fr');
  expect(errors).toEqual([]);
});
