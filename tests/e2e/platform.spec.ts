import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { SITE } from '../../src/site.config';
import { expect, test } from './fixtures';
import { axeViolations } from './quality/checks';

const installed = (name: string) =>
  (JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string })
    .version;

const BAR = '[data-loading-bar]';

/**
 * Follows a link the way a click does, but without hit-testing: headless Chromium on a busy
 * machine can leave the previous view transition's overlay over the page for a long while.
 */
const follow = (link: Locator) => link.dispatchEvent('click');

/** Marks the current document; a full page load loses the mark, a client-side navigation keeps it. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

/** Every state the loading bar goes through from now on, with whether it was visible. */
async function recordBar(page: Page) {
  await page.evaluate((selector) => {
    const bar = document.querySelector(selector)!;
    const seen: string[] = [];
    (window as unknown as { __bar: string[] }).__bar = seen;
    new MutationObserver(() =>
      seen.push(`${bar.getAttribute('data-state')}:${bar.getAttribute('aria-hidden')}:${bar.getAttribute('aria-valuenow')}`),
    ).observe(bar, { attributes: true, attributeFilter: ['data-state', 'aria-hidden', 'aria-valuenow'] });
  }, BAR);
  return () => page.evaluate(() => (window as unknown as { __bar: string[] }).__bar);
}

/** The colour a CSS custom property resolves to on this page. */
const tokenColour = (page: Page, token: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
const barColour = (page: Page) =>
  page.locator(BAR).evaluate((bar) => getComputedStyle(bar, '::before').backgroundColor);

test.describe('client-side navigation', () => {
  test('keeps persisted elements, moves focus to the heading, announces the title and restores scroll', async ({
    page,
    errors,
  }) => {
    await page.goto('/');
    // Header islands persist once hydrated (before that, the next page's own render replaces them).
    await page.locator('header astro-island').first().hover();
    await page.locator('header astro-island').last().hover();
    await expect(page.locator('header [data-hydrated]')).toHaveCount(2);
    await mark(page);
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('[data-astro-transition-persist]')) (el as unknown as { __kept: boolean }).__kept = true;
    });
    const persisted = await page.locator('[data-astro-transition-persist]').count();
    expect(persisted).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: fr['nav.label'] }).getByRole('link', { name: fr['nav.about'] }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('h1')).toBeFocused();
    expect(await marked(page)).toBe(true);
    // Header islands and the loading bar are the same nodes, with their state.
    const kept = await page.evaluate(() =>
      [...document.querySelectorAll('[data-astro-transition-persist]')].filter((el) => (el as unknown as { __kept?: boolean }).__kept)
        .length,
    );
    expect(kept).toBe(persisted);
    const title = await page.title();
    await expect(page.locator('.astro-route-announcer')).toHaveText(title);

    // Back and forward restore the scroll position.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { className: 'spacer' })));
    await page.evaluate(() => {
      (document.querySelector('.spacer') as HTMLElement).style.height = '3000px';
      window.scrollTo(0, 900);
    });
    await page.waitForFunction(() => window.scrollY === 900);
    await page.waitForTimeout(200); // the router records the position on scrollend
    await follow(page.getByRole('navigation', { name: fr['nav.label'] }).getByRole('link', { name: fr['nav.lab'] }));
    await expect(page).toHaveURL(/\/lab\/$/);
    await expect(page.locator('h1')).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/$/);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await marked(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('switching language updates the persisted loading bar label', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.locator(BAR)).toHaveAttribute('aria-label', fr['platform.loading']);
    await page.locator('[data-locale-switch]').first().click();
    await expect(page).toHaveURL(/\/en\/about\/$/);
    await expect(page.locator(BAR)).toHaveAttribute('aria-label', en['platform.loading']);
  });
});

test.describe('loading bar', () => {
  test('shows on a slow navigation in the secondary colour, then completes and hides', async ({ page, errors }) => {
    await page.goto('/');
    const states = await recordBar(page);
    await page.route('**/about/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const bar = page.locator(BAR);
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await page.getByRole('navigation', { name: fr['nav.label'] }).getByRole('link', { name: fr['nav.about'] }).click();
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar).toHaveAttribute('aria-hidden', 'false');
    await expect(bar).toHaveCSS('opacity', '1');
    await expect(bar).toHaveCSS('height', '3px');
    expect(await barColour(page)).toBe(await tokenColour(page, '--color-secondary'));
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(bar).toHaveAttribute('data-state', 'idle');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const seen = await states();
    // Progress creeps forward while loading, never reaching 100 before the page is in.
    const progress = seen.filter((s) => s.startsWith('loading:false:')).map((s) => Number(s.split(':')[2]));
    expect(progress.some((p) => p > 0)).toBe(true);
    expect(progress.every((p) => p < 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const phases = seen.map((s) => s.split(':').slice(0, 2).join(':'));
    expect(phases).toEqual(expect.arrayContaining(['waiting:true', 'loading:false', 'done:false', 'hiding:true', 'idle:true']));
    expect(seen.at(-1)).toBe('idle:true:0');
    // Focus stays on the page, never on the bar.
    await expect(bar).not.toBeFocused();
    expect(errors).toEqual([]);
  });

  test('stays hidden on a navigation done within the throttle', async ({ page }) => {
    // Time only moves when the test says so: the navigation completes within 0 ms of page time.
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const states = await recordBar(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await follow(page.getByRole('navigation', { name: fr['nav.label'] }).getByRole('link', { name: fr['nav.about'] }));
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('h1')).toBeFocused();
    await page.clock.runFor(5_000);
    const seen = await states();
    expect(seen).toContain('waiting:true:0');
    expect(seen.filter((state) => state.includes(':false'))).toEqual([]);
  });

  const causes = {
    'a thrown error': () => void setTimeout(() => {
      throw new Error('thrown on purpose');
    }),
    'an unhandled rejection': () => void Promise.reject(new Error('rejected on purpose')),
    'an island error': () => window.dispatchEvent(new CustomEvent('app:error', { detail: new Error('island') })),
  };
  for (const [name, cause] of Object.entries(causes)) {
    test(`turns to the error colour on ${name}, and resets on the next navigation`, async ({ page }) => {
      const thrown: string[] = [];
      page.on('pageerror', (error) => thrown.push(error.message));
      await page.goto('/en/');
      const bar = page.locator(BAR);
      await expect(bar).toHaveAttribute('data-state', 'idle');
      await page.evaluate(cause);
      await expect(bar).toHaveAttribute('data-state', 'error');
      await expect(bar).toHaveAttribute('aria-hidden', 'false');
      await expect.poll(() => barColour(page)).toBe(await tokenColour(page, '--color-danger'));
      await follow(page.getByRole('navigation', { name: en['nav.label'] }).getByRole('link', { name: en['nav.about'] }));
      await expect(page).toHaveURL(/\/en\/about\/$/);
      await expect(page.locator('h1')).toBeFocused();
      await expect(bar).not.toHaveAttribute('data-state', 'error');
      await expect(bar).toHaveAttribute('aria-hidden', 'true');
      expect(thrown).toHaveLength(name === 'an island error' ? 0 : 1);
    });
  }

  test('shown in its error state, passes axe in light and dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en/');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('app:error', { detail: new Error('island') })));
    await expect(page.locator(BAR)).toHaveAttribute('aria-hidden', 'false');
    await expect(page.getByRole('progressbar', { name: en['platform.loading'] })).toBeAttached();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveClass(colorScheme);
      expect(await axeViolations(page, BAR), colorScheme).toEqual([]);
    }
  });

  test('is in place but hidden without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL('/', test.info().project.use.baseURL).href);
    await expect(page.locator(BAR)).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator(BAR)).toHaveCSS('opacity', '0');
    await context.close();
  });
});

/** Adds a tall page with one revealable element in view and one far below the fold. */
async function addRevealables(page: Page) {
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const top = Object.assign(document.createElement('p'), { id: 'reveal-top', textContent: 'In view' });
    top.dataset.reveal = '';
    main.prepend(top);
    const spacer = document.createElement('div');
    spacer.id = 'reveal-spacer';
    spacer.style.height = '2500px';
    const below = Object.assign(document.createElement('p'), { id: 'reveal-below', textContent: 'Below the fold' });
    below.dataset.reveal = '';
    main.append(spacer, below);
  });
}

/** Script requests made from now on. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test.describe('motion', () => {
  test('loads nothing for a visitor who does not scroll, and never hides content without it', async ({ page, errors }) => {
    // Every script of the page has run by its `load` event; from then on nothing may load.
    await page.goto('/');
    const scripts = watchScripts(page);
    await addRevealables(page);
    await page.mouse.move(200, 200);
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-motion', /.*/);
    // Nothing in CSS waits for a script: both elements are visible as they are.
    for (const id of ['#reveal-top', '#reveal-below']) await expect(page.locator(id)).toHaveCSS('opacity', '1');
    expect(errors).toEqual([]);
  });

  test('starts on the first wheel: smooth scrolling, reveals below the fold only, and re-initialises after navigation', async ({
    page,
    errors,
  }) => {
    await page.goto('/');
    const scripts = watchScripts(page);
    await addRevealables(page);
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 10);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-motion', 'on');
    await expect(html).toHaveClass(/\blenis\b/);
    expect(scripts.some((url) => /motion-engine/.test(url))).toBe(true);
    // In view when motion started: untouched. Below the fold: hidden until it enters.
    await expect(page.locator('#reveal-top')).toHaveCSS('opacity', '1');
    expect(await page.locator('#reveal-top').evaluate((el) => (el as HTMLElement).style.opacity)).toBe('');
    await expect(page.locator('#reveal-below')).toHaveCSS('opacity', '0');
    await page.locator('#reveal-below').scrollIntoViewIfNeeded();
    await expect(page.locator('#reveal-below')).toHaveCSS('opacity', '1');

    // Each navigation tears down and starts again, without piling up listeners.
    const wheelListeners = async () => {
      const cdp = await page.context().newCDPSession(page);
      const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
      await cdp.detach();
      return listeners.filter((l) => l.type === 'wheel').length;
    };
    const nav = page.getByRole('navigation', { name: fr['nav.label'] });
    await follow(nav.getByRole('link', { name: fr['nav.about'] }));
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('h1')).toBeFocused();
    await expect(html).toHaveAttribute('data-motion', 'on');
    const first = await wheelListeners();
    expect(first).toBeGreaterThan(0);
    for (const [name, url] of [[fr['nav.lab'], /\/lab\/$/], [fr['nav.home'], /\/$/], [fr['nav.about'], /\/about\/$/]] as const) {
      await follow(nav.getByRole('link', { name }));
      await expect(page).toHaveURL(url);
      await expect(page.locator('h1')).toBeFocused();
      await expect(html).toHaveAttribute('data-motion', 'on');
    }
    await expect(page).toHaveURL(/\/about\/$/);
    expect(await wheelListeners()).toBe(first);
    // Quick successive navigations skip the running view transition: no error for the visitor's own navigation.
    expect(errors).toEqual([]);
    await expect(page.locator(BAR)).not.toHaveAttribute('data-state', 'error');
  });

  for (const intent of ['keyboard', 'anchor'] as const) {
    test(`starts on a scroll ${intent === 'keyboard' ? 'key' : 'to an in-page anchor'}`, async ({ page }) => {
      await page.goto('/en/');
      if (intent === 'keyboard') {
        await page.locator('h1').click();
        await page.keyboard.press('PageDown');
      } else {
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
      }
      await expect(page.locator('html')).toHaveAttribute('data-motion', 'on');
    });
  }

  test('typing a space in a form field is not a scroll intent', async ({ page }) => {
    await page.goto('/en/');
    await page.evaluate(() => document.querySelector('main')!.prepend(Object.assign(document.createElement('input'), { id: 'field' })));
    await page.locator('#field').press(' ');
    await page.waitForTimeout(300);
    await expect(page.locator('html')).not.toHaveAttribute('data-motion', /.*/);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('no Lenis, no GSAP, every element visible', async ({ page, errors }) => {
      await page.goto('/');
      const scripts = watchScripts(page);
      await addRevealables(page);
      await page.mouse.move(400, 400);
      await page.mouse.wheel(0, 400);
      await page.keyboard.press('PageDown');
      await page.locator('#reveal-below').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      expect(scripts).toEqual([]);
      const html = page.locator('html');
      await expect(html).not.toHaveAttribute('data-motion', /.*/);
      await expect(html).not.toHaveClass(/\blenis\b/);
      for (const id of ['#reveal-top', '#reveal-below']) await expect(page.locator(id)).toHaveCSS('opacity', '1');
      expect(errors).toEqual([]);
    });
  });
});

test.describe('console greeting', () => {
  for (const [locale, strings, path] of [
    ['fr', fr, '/'],
    ['en', en, '/en/'],
  ] as const) {
    test(`printed once per full load (${locale}) with the installed Astro and React versions`, async ({ page, errors }) => {
      const logs: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'log') logs.push(message.text());
      });
      await page.goto(path);
      await expect.poll(() => logs.length).toBe(4);
      const astro = installed('astro');
      const react = installed('react');
      const expected = [
        strings['platform.greeting.title'],
        strings['platform.greeting.credit'].replace('{{author}}', SITE.owner),
        strings['platform.greeting.versions'].replace('{{astro}}', astro).replace('{{react}}', react),
        strings['platform.greeting.farewell'],
      ];
      expect(logs).toHaveLength(4);
      expect(logs[0]).toContain(`%c${expected[0]}`);
      expect(logs.slice(1)).toEqual(expected.slice(1));
      expect(logs[2]).toContain(astro);
      expect(logs[2]).toContain(react);

      // A client-side navigation does not print it again.
      await page.getByRole('navigation', { name: strings['nav.label'] }).getByRole('link', { name: strings['nav.about'] }).click();
      await expect(page.locator('h1')).toBeFocused();
      await page.waitForTimeout(200);
      expect(logs).toHaveLength(4);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('new version detection', () => {
  async function openWithLatestBuild(page: Page, latest: (current: string) => string) {
    let current = '';
    const checks: string[] = [];
    await page.clock.install();
    await page.route('**/latest-build.json', async (route) => {
      checks.push(route.request().url());
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: latest(current), time: new Date().toISOString() }) });
    });
    await page.goto('/');
    current = (await page.locator('meta[name="build-id"]').getAttribute('content'))!;
    // The check is set up once the page is idle (2 s at most).
    await page.clock.runFor(2_500);
    expect(current).toMatch(/^[\w.-]+$/);
    await mark(page);
    return checks;
  }
  const showTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const nav = (page: Page) => page.getByRole('navigation', { name: fr['nav.label'] });

  test('the build writes latest-build.json with the id every page carries', async ({ page, request }) => {
    const latest = (await (await request.get('/latest-build.json')).json()) as { id: string; time: string };
    expect(Number.isNaN(Date.parse(latest.time))).toBe(false);
    for (const path of ['/', '/en/about/', '/readings/']) {
      await page.goto(path);
      await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', latest.id);
    }
  });

  test('a newer build makes the next navigation a full page load', async ({ page }) => {
    const checks = await openWithLatestBuild(page, () => 'a-newer-build');
    // Shown again within a minute of loading: no request.
    await showTab(page);
    await page.clock.fastForward(30_000);
    await showTab(page);
    expect(checks).toEqual([]);
    await page.clock.fastForward(31_000);
    await showTab(page);
    await expect.poll(() => checks.length).toBe(1);
    await nav(page).getByRole('link', { name: fr['nav.about'] }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(await marked(page)).toBe(false);
  });

  test('checks hourly while the page stays open', async ({ page }) => {
    const checks = await openWithLatestBuild(page, () => 'a-newer-build');
    await page.clock.fastForward('59:00');
    expect(checks).toEqual([]);
    await page.clock.fastForward('01:05');
    await expect.poll(() => checks.length).toBe(1);
    await follow(nav(page).getByRole('link', { name: fr['nav.lab'] }));
    await expect(page).toHaveURL(/\/lab\/$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(await marked(page)).toBe(false);
  });

  test('the same build, or no answer, keeps client-side navigation', async ({ page, errors }) => {
    const checks = await openWithLatestBuild(page, (current) => current);
    await page.clock.fastForward('01:01');
    await showTab(page);
    await expect.poll(() => checks.length).toBe(1);
    await nav(page).getByRole('link', { name: fr['nav.about'] }).click();
    await expect(page.locator('h1')).toBeFocused();
    expect(await marked(page)).toBe(true);

    // Network failure: silent, and navigation stays client-side.
    await page.unroute('**/latest-build.json');
    await page.route('**/latest-build.json', (route) => route.abort('internetdisconnected'));
    await page.clock.fastForward('01:01');
    await showTab(page);
    await follow(nav(page).getByRole('link', { name: fr['nav.lab'] }));
    await expect(page.locator('h1')).toBeFocused();
    expect(await marked(page)).toBe(true);
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});

test.describe('chunk load failure', () => {
  const preloadError = (page: Page) =>
    page.evaluate(() => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  test('reloads once, and not twice within 10 s', async ({ page }) => {
    await page.goto('/en/');
    await mark(page);
    const reload = page.waitForEvent('load');
    expect(await preloadError(page)).toBe(true);
    await reload;
    expect(await marked(page)).toBe(false);
    await mark(page);
    expect(await preloadError(page)).toBe(false);
    await page.waitForTimeout(500);
    expect(await marked(page)).toBe(true);
  });

  test('a missing motion chunk reloads the page once, then leaves the error visible', async ({ page }) => {
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    await page.route(/motion-engine\.[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/');
    await mark(page);
    const reload = page.waitForEvent('load');
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 50);
    await reload;
    expect(await marked(page)).toBe(false);
    await mark(page);
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 50);
    await expect(page.locator(BAR)).toHaveAttribute('data-state', 'error');
    expect(await marked(page)).toBe(true);
    expect(thrown.length).toBe(1);
  });
});

// Icons inlined at build time, no icon request on any screen: quality/screens.spec.ts.
