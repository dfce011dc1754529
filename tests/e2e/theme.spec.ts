import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { FORCED_SYSTEM_WARNING } from '../../src/lib/theme/resolve';
import { expect, LOCALES, localizedPath, PHONE, test, type Locale } from './fixtures';
import { axeViolations, inlineScriptGzip } from './quality/checks';

const STRINGS = { fr, en } as const;
/** The chunks that make the header islands live: none may load before the visitor reaches for them. */
const ISLAND_CHUNK = /\/_astro\/(client|react|jsx-runtime|ThemeSelect|LocaleSelect)\.[\w-]+\.js$/;

const themeButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: new RegExp(`^${STRINGS[locale]['theme.label']}`) });
const menuItem = (page: Page, locale: Locale, choice: 'system' | 'dark' | 'light') =>
  page.getByRole('menuitemradio', { name: new RegExp(`^${STRINGS[locale][`theme.${choice}`]}`) });

/** The platform script, which brings Astro's island runtime: until it runs, no island is handed to its directive. */
const PLATFORM_SCRIPT = /\/_astro\/Base\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;

/**
 * Holds the island chunks (and with `runtime`, the platform script too) until `release()`: the
 * page stays un-hydrated while the visitor acts.
 */
async function holdIslandChunks(page: Page, { runtime = false } = {}) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => ISLAND_CHUNK.test(url.pathname) || (runtime && PLATFORM_SCRIPT.test(url.pathname)), async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with the platform script and the island chunks held: the header is there, the
 * islands' runtime is not (no island has been handed to its directive yet).
 */
async function openBeforeScripts(page: Page, path: string, locale: Locale) {
  const release = await holdIslandChunks(page, { runtime: true });
  // The page's load waits for its deferred scripts, held here.
  await page.goto(path, { waitUntil: 'commit' });
  const button = themeButton(page, locale);
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();
  return { release, button };
}

/** Records <html>'s class when <body> starts (before first paint) and at every animation frame. */
async function recordPaintedClasses(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { atBody?: string; frames: string[] };
    w.frames = [];
    const observer = new MutationObserver(() => {
      if (document.body && w.atBody === undefined) {
        w.atBody = document.documentElement.className;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    const tick = () => {
      w.frames.push(document.documentElement.className);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { atBody?: string; frames: string[] };
      return { atBody: w.atBody, frames: w.frames.splice(0) };
    });
}

// Each behaviour runs in one locale, the locales taking turns: both locales' texts are checked
// without running every behaviour twice.
for (const [index, locale] of LOCALES.entries()) {
  const inTurn = (n: number) => n % LOCALES.length === index;
  const t = STRINGS[locale];
  const home = localizedPath(locale, 'index', '/');
  const about = localizedPath(locale, 'about', '/');
  const lab = localizedPath(locale, 'lab', '/');

  test.describe(`theme selector (${locale})`, () => {
    if (inTurn(0)) test('loads no island code before interaction; the first click, held until hydrated, opens the menu', async ({ page, errors }) => {
      const loaded: string[] = [];
      page.on('request', (request: Request) => loaded.push(request.url()));
      const release = await holdIslandChunks(page);
      await page.goto(home);
      await page.waitForLoadState('networkidle');
      expect(loaded.filter((url) => ISLAND_CHUNK.test(url))).toEqual([]);

      const button = themeButton(page, locale);
      await expect(button).toBeVisible();
      await expect(button).toHaveAccessibleName(`${t['theme.current'].replace('{{choice}}', t['theme.system'])}`);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      release();
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menuItem(page, locale, 'system')).toBeFocused();
      await expect(menuItem(page, locale, 'system')).toHaveAttribute('aria-checked', 'true');
      expect(errors).toEqual([]);
    });

    if (inTurn(1)) test('the first key press, before the page\'s scripts have arrived, is held until hydrated and opens the menu', async ({ page, errors }) => {
      const { release, button } = await openBeforeScripts(page, home, locale);
      await button.focus();
      await page.keyboard.press('Enter');
      release();
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(menuItem(page, locale, 'system')).toBeFocused();
      expect(errors).toEqual([]);
    });

    if (inTurn(2)) test('by mouse: choose dark, then light; the choice is saved and survives a reload', async ({ page, errors }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(about);
      const button = themeButton(page, locale);
      await button.click();
      await menuItem(page, locale, 'dark').click();
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(button).toBeFocused();
      await expect(page.locator('html')).toHaveClass('dark');
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');
      await expect(button).toHaveAccessibleName(t['theme.current'].replace('{{choice}}', t['theme.dark']));

      await page.reload();
      await expect(page.locator('html')).toHaveClass('dark');
      await expect(themeButton(page, locale)).toHaveAccessibleName(t['theme.current'].replace('{{choice}}', t['theme.dark']));
      await themeButton(page, locale).click();
      await expect(menuItem(page, locale, 'dark')).toHaveAttribute('aria-checked', 'true');
      await menuItem(page, locale, 'light').click();
      await expect(page.locator('html')).toHaveClass('light');
      expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');
      expect(errors).toEqual([]);
    });

    if (inTurn(3)) test('a click elsewhere closes the menu without choosing', async ({ page, errors }) => {
      await page.goto(home);
      await themeButton(page, locale).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.mouse.click(5, 500);
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(themeButton(page, locale)).toHaveAttribute('aria-expanded', 'false');
      expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBeNull();
      expect(errors).toEqual([]);
    });

    if (inTurn(4)) test('by keyboard: Enter, arrows, Escape, Space; focus returns to the button', async ({ page, errors }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(home);
      const button = themeButton(page, locale);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menuItem(page, locale, 'system')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menuItem(page, locale, 'dark')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menuItem(page, locale, 'light')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menuItem(page, locale, 'system')).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(menuItem(page, locale, 'light')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('html')).toHaveClass('light');

      await page.keyboard.press('ArrowUp');
      await expect(menuItem(page, locale, 'light')).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(button).toBeFocused();
      await expect(page.locator('html')).toHaveClass('dark');

      await page.keyboard.press(' ');
      await expect(menuItem(page, locale, 'dark')).toBeFocused();
      await page.keyboard.press('Home');
      await page.keyboard.press(' ');
      await expect(button).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBeNull();
      expect(errors).toEqual([]);
    });

    if (inTurn(5)) test('no flash of the light theme with dark stored, on load and after navigation', async ({ page, errors }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.addInitScript(() => localStorage.setItem('color-mode', 'dark'));
      const painted = await recordPaintedClasses(page);
      await page.goto(home);
      await page.waitForLoadState('load');
      const first = await painted();
      expect(first.atBody).toBe('dark');
      expect(first.frames.length).toBeGreaterThan(0);
      expect(first.frames.every((c) => c === 'dark')).toBe(true);

      // The next document applies it before its own first frame.
      await page.getByRole('navigation', { name: t['nav.label'] }).getByRole('link', { name: t['nav.about'] }).click();
      await expect(page).toHaveURL(new RegExp(`${about}$`));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const after = await painted();
      expect(after.atBody).toBe('dark');
      expect(after.frames.length).toBeGreaterThan(0);
      expect(after.frames.every((c) => c === 'dark')).toBe(true);
      await expect(page.locator('html')).toHaveClass('dark');

      await page.reload();
      expect((await painted()).atBody).toBe('dark');
      expect(errors).toEqual([]);
    });

    if (inTurn(6)) test('under Auto, the page follows the OS setting live (before and after hydration)', async ({ page, errors }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(home);
      await expect(page.locator('html')).toHaveClass('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass('dark');
      await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(14, 16, 20)');

      await themeButton(page, locale).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).toHaveClass('light');

      // An explicit choice stops following the OS.
      await themeButton(page, locale).click();
      await menuItem(page, locale, 'dark').click();
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).toHaveClass('dark');
      expect(errors).toEqual([]);
    });

    if (inTurn(7)) test('the lab forces dark and says so; leaving it restores the preference', async ({ page, errors }) => {
      test.slow(); // four page loads
      await page.emulateMedia({ colorScheme: 'light' });
      await page.addInitScript(() => localStorage.setItem('color-mode', 'light'));
      await page.goto(about);
      await expect(page.locator('html')).toHaveClass('light');
      // Hydrate the selector, then follow the link to the lab.
      await themeButton(page, locale).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: t['nav.label'] }).getByRole('link', { name: t['nav.lab'] }).click();
      await expect(page).toHaveURL(new RegExp(`${lab}$`));
      await expect(page.locator('html')).toHaveClass('dark');
      const button = themeButton(page, locale);
      await expect(button).toHaveAccessibleName(
        `${t['theme.current'].replace('{{choice}}', t['theme.light'])} (${t['theme.forcedDark']})`,
      );
      await button.click();
      await expect(page.getByRole('note')).toHaveText(t['theme.forcedDark']);
      await expect(menuItem(page, locale, 'light')).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('Escape');

      await page.getByRole('navigation', { name: t['nav.label'] }).getByRole('link', { name: t['nav.about'] }).click();
      await expect(page).toHaveURL(new RegExp(`${about}$`));
      await expect(page.locator('html')).toHaveClass('light');
      await expect(themeButton(page, locale)).toHaveAccessibleName(t['theme.current'].replace('{{choice}}', t['theme.light']));

      // Straight to the lab (full load), then away: same.
      await page.goto(lab);
      await expect(page.locator('html')).toHaveClass('dark');
      await expect(page.locator('html')).toHaveAttribute('data-force-theme', 'dark');
      await page.getByRole('navigation', { name: t['nav.label'] }).getByRole('link', { name: t['nav.home'] }).click();
      await expect(page.locator('html')).toHaveClass('light');
      expect(errors).toEqual([]);
    });
  });

  test.describe(`theme selector on a phone (${locale})`, () => {
    test.use(PHONE);
    if (inTurn(0)) test('a tap before the page\'s scripts have arrived is held until hydrated and opens the menu', async ({ page, errors }) => {
      const { release, button } = await openBeforeScripts(page, home, locale);
      await button.tap();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      release();
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(errors).toEqual([]);
    });
  });
}

test.describe('theme rules', () => {
  test('forcing "system" is refused with a warning; the preference applies', async ({ page, errors }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('color-mode', 'light'));
    await page.route('**/about/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<html ', '<html data-force-theme="system" ');
      await route.fulfill({ response, body });
    });
    await page.goto('/about/');
    await expect(page.locator('html')).toHaveClass('light');
    expect(warnings).toContain(FORCED_SYSTEM_WARNING);
    await themeButton(page, 'fr').click();
    await expect(page.getByRole('note')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('storage that throws (privacy mode): the choice applies to the page, the next page follows the OS, without error', async ({ page, errors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass('light');
    await themeButton(page, 'fr').click();
    await menuItem(page, 'fr', 'dark').click();
    await expect(page.locator('html')).toHaveClass('dark');
    // Nothing can carry the choice to another document: the next page follows the OS setting.
    await page.getByRole('navigation', { name: fr['nav.label'] }).getByRole('link', { name: fr['nav.readings'] }).click();
    await expect(page).toHaveURL(/\/readings\/$/);
    await expect(page.locator('html')).toHaveClass('light');
    expect(errors).toEqual([]);
  });

  test('the selector on the next page shows the stored choice in that page\'s language', async ({ page, errors }) => {
    await page.goto('/about/');
    await themeButton(page, 'fr').click();
    await menuItem(page, 'fr', 'dark').click();
    await page.locator('[data-locale-switch]').click();
    await expect(page).toHaveURL(/\/en\/about\/$/);
    await expect(page.locator('html')).toHaveClass('dark');
    await themeButton(page, 'en').click();
    await expect(themeButton(page, 'en')).toHaveAccessibleName(en['theme.current'].replace('{{choice}}', en['theme.dark']));
    await expect(menuItem(page, 'en', 'dark')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(themeButton(page, 'fr')).toHaveAccessibleName(fr['theme.current'].replace('{{choice}}', fr['theme.dark']));
    await expect(page.locator('html')).toHaveClass('dark');
    expect(errors).toEqual([]);
  });

  test('JavaScript bytes (gzip) before any interaction and after opening the theme menu', async ({ page, errors }) => {
    // The scripts each page asks for, weighed as the server sends them (one from the browser's cache has no body to read).
    const scripts = new Set<string>();
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.add(request.url())));
    const weigh = async (url: string) => gzipSync(await (await page.request.get(url)).body()).length;
    const total = async () => (await Promise.all([...scripts].map(weigh))).reduce((sum, n) => sum + n, 0);
    for (const path of ['/', '/en/about/']) {
      scripts.clear();
      const document = await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The scripts the document holds count as much as those it fetches.
      const inline = inlineScriptGzip((await document!.body()).toString());
      const before = inline + (await total());
      await themeButton(page, path === '/' ? 'fr' : 'en').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const after = inline + (await total());
      test.info().annotations.push({ type: 'js-gzip', description: `${path}: ${before} B before interaction, ${after} B after opening the theme menu` });
      console.log(`JS gzip ${path}: before interaction ${before} B, after opening the theme menu ${after} B`);
      expect(before).toBeLessThanOrEqual(9.5 * 1024);
      expect(after).toBeGreaterThan(before);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('theme across pages', () => {
  for (const locale of LOCALES) {
    const t = STRINGS[locale];
    for (const [choice, system] of [['dark', 'light'], ['light', 'dark']] as const) {
      test(`${choice} chosen on one page is in force at the first frame of the next, cold and prefetched (${locale})`, async ({ page, errors }) => {
        await page.emulateMedia({ colorScheme: system });
        const painted = await recordPaintedClasses(page);
        await page.goto(localizedPath(locale, 'about', '/'));
        await themeButton(page, locale).click();
        await menuItem(page, locale, choice).click();
        await expect(page.locator('html')).toHaveClass(choice);
        const links = page.getByRole('navigation', { name: t['nav.label'] });
        // Cold: the next page comes from the network.
        await links.getByRole('link', { name: t['nav.readings'] }).dispatchEvent('click');
        await expect(page).toHaveURL(/\/readings\/$/);
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const cold = await painted();
        expect(cold.atBody).toBe(choice);
        expect(cold.frames.length).toBeGreaterThan(0);
        expect(cold.frames.every((c) => c === choice)).toBe(true);
        // Prefetched on hover, then followed.
        const home = links.getByRole('link', { name: t['nav.home'] });
        await home.hover();
        await page.waitForTimeout(600);
        await home.click();
        await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, 'index', '/')}$`));
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const warm = await painted();
        expect(warm.atBody).toBe(choice);
        expect(warm.frames.every((c) => c === choice)).toBe(true);
        await expect(page.locator('html')).toHaveCSS('color-scheme', choice);
        expect(errors).toEqual([]);
      });
    }
  }
});

test.describe('theme accessibility', () => {
  // The open menu in light and dark, both locales: quality/screens.spec.ts scans the whole page with it.
  test('axe: the lab with its forced-mode note', async ({ page }) => {
    await page.goto('/en/lab/');
    await themeButton(page, 'en').click();
    await expect(page.getByRole('note')).toBeVisible();
    // Axe on the header's selectors (the rest of the page is checked by quality/screens.spec.ts).
    expect(await axeViolations(page, ['.theme-select', '.locale-switch'])).toEqual([]);
  });
});

test.describe('theme without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the OS setting applies and the inert selector is hidden', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(14, 16, 20)');
    await expect(page.locator('.theme-button')).toBeHidden();
  });
});
