import { readFileSync } from 'node:fs';
import { chromium, type Locator, type Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { SITE } from '../../src/site.config';
import { expect, launchFullChromium, platformReady, test } from './fixtures';
import { axeViolations, expectTheme, stylesheetsApplied } from './quality/checks';

const installed = (name: string) =>
  (JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string })
    .version;

const BAR = '[data-loading-bar]';

/**
 * Follows a link the way a click does, without moving the pointer over it first (which would
 * prefetch it on hover): the navigation goes to the network.
 */
const follow = (link: Locator) => link.dispatchEvent('click');
const nav = (page: Page, strings: typeof fr | typeof en = fr) => page.getByRole('navigation', { name: strings['nav.label'] });

/** Marks the current document; a new document loses the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

/**
 * Every state the loading bar of each document goes through from now on (`<path> <state>:<hidden>:
 * <progress>`, and its colour while loading), kept in the tab's session storage so that it outlives
 * the page that recorded it: while a navigation is pending, Playwright waits for the next page.
 */
async function recordBar(page: Page) {
  await page.addInitScript((selector) => {
    const start = () => {
      const bar = document.querySelector(selector);
      if (!bar) return;
      new MutationObserver(() => {
        const seen = JSON.parse(sessionStorage.getItem('bar') ?? '[]') as string[];
        const colour = bar.getAttribute('data-state') === 'loading' ? ` ${getComputedStyle(bar, '::before').backgroundColor}` : '';
        seen.push(`${location.pathname} ${bar.getAttribute('data-state')}:${bar.getAttribute('aria-hidden')}:${bar.getAttribute('aria-valuenow')}${colour}`);
        sessionStorage.setItem('bar', JSON.stringify(seen));
      }).observe(bar, { attributes: true, attributeFilter: ['data-state', 'aria-hidden', 'aria-valuenow'] });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }, BAR);
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('bar') ?? '[]') as string[]);
}

/**
 * The colour a CSS custom property resolves to on this page, once its stylesheets have applied:
 * before them, the first screen's inline CSS declares only the properties its own rules read.
 */
async function tokenColour(page: Page, token: string) {
  await stylesheetsApplied(page);
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}
const barColour = (page: Page) =>
  page.locator(BAR).evaluate((bar) => getComputedStyle(bar, '::before').backgroundColor);

/** How the browser delivered the current document: from a prefetch, a prerender, or the network. */
const delivery = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string };
    return { deliveryType: entry.deliveryType ?? '', activationStart: (entry as { activationStart?: number }).activationStart ?? 0 };
  });

test.describe('navigation by document loads', () => {
  test('has no client-side router: a link loads the next document, which has its own scripts and greeting', async ({ page, errors }) => {
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'log') logs.push(message.text());
    });
    await page.goto('/');
    await platformReady(page);
    await mark(page);
    await follow(nav(page).getByRole('link', { name: fr['nav.about'] }));
    await expect(page).toHaveURL(/\/about\/$/);
    await platformReady(page);
    expect(await marked(page)).toBe(false);
    expect(await page.locator('[data-astro-transition-persist], .astro-route-announcer').count()).toBe(0);
    // Once per document: twice for two documents.
    await expect.poll(() => logs.filter((line) => line.includes(fr['platform.greeting.farewell'])).length).toBe(2);
    expect(errors).toEqual([]);
  });

  for (const [locale, strings, home] of [['fr', fr, '/'], ['en', en, '/en/']] as const) {
    test(`a header link hovered, then followed, is served from the prefetch (${locale})`, async ({ page, errors }) => {
      await page.goto(home);
      const link = nav(page, strings).getByRole('link', { name: strings['nav.readings'] });
      await link.hover();
      // `moderate`: the rule fires after a short hover (200 ms in Chromium).
      await page.waitForTimeout(800);
      await link.click();
      await expect(page).toHaveURL(/\/readings\/$/);
      const { deliveryType, activationStart } = await delivery(page);
      expect(deliveryType === 'navigational-prefetch' || activationStart > 0, `${deliveryType} ${activationStart}`).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('a link reached for is fetched ahead once; feeds and data files never; a link followed cold comes from the network', async ({ page }) => {
    const fetched: string[] = [];
    page.context().on('request', (request) => {
      if ((request.headers()['sec-purpose'] ?? '').includes('prefetch')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/en/');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      for (const href of ['/en/rss.xml', '/readings.json', '/en/test/']) {
        main.prepend(Object.assign(document.createElement('a'), { href, textContent: href, className: 'probe' }));
      }
      // Chromium triggers rules by address: this one is linked nowhere else on the page.
      const nofollow = Object.assign(document.createElement('a'), { href: '/en/readings/page/2/', textContent: 'nofollow', className: 'probe', rel: 'nofollow' });
      main.prepend(nofollow);
    });
    for (const probe of await page.locator('a.probe').all()) {
      await probe.hover();
      await page.waitForTimeout(400);
    }
    await page.locator('a.probe', { hasText: '/en/test/' }).hover();
    await page.mouse.move(0, 0);
    await page.locator('a.probe', { hasText: '/en/test/' }).hover();
    await page.waitForTimeout(400);
    expect(fetched).toEqual(['/en/test/']);
    await follow(nav(page, en).getByRole('link', { name: en['nav.about'] }));
    await expect(page).toHaveURL(/\/en\/about\/$/);
    expect((await delivery(page)).deliveryType).toBe('');
  });

  test('pages cross-fade with their header and footer held still, and not at all under reduced motion', async ({ baseURL }) => {
    const browser = await launchFullChromium(chromium);
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion, baseURL });
      const page = await context.newPage();
      await page.addInitScript(() => addEventListener('pagereveal', (event) => {
        (window as unknown as { transition: boolean }).transition = Boolean((event as Event & { viewTransition?: unknown }).viewTransition);
      }));
      await page.goto('/about/');
      const names = await page.evaluate(() => ['.site-header', '.site-footer'].map((s) => getComputedStyle(document.querySelector(s)!).viewTransitionName));
      await follow(nav(page).getByRole('link', { name: fr['nav.lab'] }));
      await expect(page).toHaveURL(/\/lab\/$/);
      // The address changes when the new page commits; pagereveal comes at its first rendering.
      const revealed = () => page.evaluate(() => (window as unknown as { transition?: boolean }).transition);
      await expect.poll(revealed, { message: 'pagereveal fired' }).not.toBeUndefined();
      const transition = await revealed();
      if (reducedMotion === 'reduce') {
        expect(names).toEqual(['none', 'none']);
        expect(transition).toBe(false);
      } else {
        expect(names).toEqual(['site-header', 'site-footer']);
        expect(transition).toBe(true);
      }
      await context.close();
    }
    await browser.close();
  });

  test('a page left and returned to comes back from the back/forward cache, its bar at rest', async ({ baseURL }) => {
    const browser = await launchFullChromium(chromium);
    const page = await browser.newPage({ baseURL, locale: 'fr-FR' });
    const states = await recordBar(page);
    await page.addInitScript(() => addEventListener('pageshow', (event) => ((window as unknown as { restored: boolean }).restored = event.persisted)));
    await page.goto('/');
    await platformReady(page);
    await mark(page);
    // A slow next page: the bar shows on this one, then the page is left while it shows.
    await page.route('**/about/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await follow(nav(page).getByRole('link', { name: fr['nav.about'] }));
    await expect(page).toHaveURL(/\/about\/$/);
    expect((await states()).some((state) => state.startsWith('/ loading:false'))).toBe(true);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
    expect(await marked(page)).toBe(true);
    await expect(page.locator(BAR)).toHaveAttribute('data-state', 'idle');
    await expect(page.locator(BAR)).toHaveAttribute('aria-hidden', 'true');
    await browser.close();
  });
});

test.describe('the reading list across documents', () => {
  /** Filters the English list by typing, follows the header to another page, then comes back. */
  async function leaveAndReturn(page: Page) {
    await page.addInitScript(() => addEventListener('pageshow', (event) => ((window as unknown as { restored: boolean }).restored = event.persisted)));
    await page.goto('/en/readings/');
    await page.mouse.move(5, 5);
    await page.mouse.move(40, 300);
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible();
    await page.getByRole('searchbox').fill('css');
    await expect(page).toHaveURL(/\/en\/readings\/\?search=css$/);
    // The summary follows the query a step behind: read it once it speaks of the search.
    await expect(page.locator('.re-summary')).toContainText('css');
    const shown = await page.locator('.re-summary').textContent();
    await follow(nav(page, en).getByRole('link', { name: en['nav.about'] }));
    await expect(page).toHaveURL(/\/en\/about\/$/);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/en\/readings\/\?search=css$/);
    await expect(page.getByRole('searchbox')).toHaveValue('css');
    await expect(page.locator('.re-summary')).toHaveText(shown!);
  }

  test('comes back as it was left from the back/forward cache', async ({ baseURL }) => {
    const browser = await launchFullChromium(chromium);
    const page = await browser.newPage({ baseURL, locale: 'en-US' });
    await leaveAndReturn(page);
    expect(await page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
    await browser.close();
  });

  test('is rebuilt from its address where there is no back/forward cache', async ({ page }) => {
    await leaveAndReturn(page);
    expect(await page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(false);
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible();
  });
});

test.describe('loading bar', () => {
  test('shows on a slow navigation in the secondary colour, on the page being left, until the next one replaces it', async ({ page, errors }) => {
    const states = await recordBar(page);
    await page.goto('/');
    await platformReady(page);
    await page.route('**/about/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const bar = page.locator(BAR);
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bar).toHaveCSS('height', '3px');
    const secondary = await tokenColour(page, '--color-secondary');
    await follow(nav(page).getByRole('link', { name: fr['nav.about'] }));
    await expect(page).toHaveURL(/\/about\/$/);
    await platformReady(page);
    await expect(bar).toHaveAttribute('data-state', 'idle');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const seen = (await states()).filter((s) => s.startsWith('/ ')).map((s) => s.slice(2));
    // Shown in the secondary colour; progress creeps forward, never reaching 100 before the page is replaced.
    const loading = seen.filter((s) => s.startsWith('loading:false:'));
    expect(loading.map((s) => s.split(' ').slice(1).join(' '))).toContain(secondary);
    const progress = loading.map((s) => Number(s.split(' ')[0]!.split(':')[2]));
    expect(progress.some((p) => p > 0)).toBe(true);
    expect(progress.every((p) => p < 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.map((s) => s.split(':').slice(0, 2).join(':'))).toEqual(expect.arrayContaining(['waiting:true', 'loading:false']));
    await expect(bar).not.toBeFocused();
    expect(errors).toEqual([]);
  });

  test('shows nothing on a navigation to a prefetched page', async ({ page }) => {
    const states = await recordBar(page);
    // Page time stands still once the link is followed: a prefetched page replaces this one within
    // the throttle on a visitor's machine, whatever else this machine is doing during the test.
    await page.clock.install();
    const prefetched: string[] = [];
    page.context().on('request', (request) => {
      if ((request.headers()['sec-purpose'] ?? '').includes('prefetch')) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await platformReady(page);
    const link = nav(page).getByRole('link', { name: fr['nav.about'] });
    await link.hover();
    await expect.poll(() => prefetched).toEqual(['/about/']);
    await page.clock.pauseAt(Date.now() + 60_000);
    await link.click();
    await expect(page).toHaveURL(/\/about\/$/);
    const seen = await states();
    expect(seen).toContain('/ waiting:true:0');
    expect(seen.filter((state) => state.includes(':false'))).toEqual([]);
  });

  test('starts on a form sent to another page, and not for history an island writes in place', async ({ page }) => {
    const states = await recordBar(page);
    await page.goto('/en/readings/');
    await platformReady(page);
    await page.evaluate(() => history.pushState(null, '', '/en/readings/?search=css'));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await states()).toEqual([]);
    await page.route('**/en/about/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.evaluate(() => {
      const form = Object.assign(document.createElement('form'), { action: '/en/about/', method: 'get' });
      document.body.append(form);
      form.requestSubmit();
    });
    await expect(page).toHaveURL(/\/en\/about\/\??$/);
    expect((await states()).some((state) => state.startsWith('/en/readings/ loading:false'))).toBe(true);
  });

  test('a navigation that fails leaves no bar running: the error page replaces the page', async ({ page }) => {
    await page.goto('/en/');
    await platformReady(page);
    await page.route('**/en/about/', (route) => route.abort('internetdisconnected'));
    await follow(nav(page, en).getByRole('link', { name: en['nav.about'] }));
    const bar = () => page.evaluate(() => (document.querySelector('[data-loading-bar]') ? 'bar' : 'gone')).catch(() => 'navigating');
    await expect.poll(bar, { timeout: 10_000 }).toBe('gone');
  });

  const causes = {
    'a thrown error': () => void setTimeout(() => {
      throw new Error('thrown on purpose');
    }),
    'an unhandled rejection': () => void Promise.reject(new Error('rejected on purpose')),
    'an island error': () => window.dispatchEvent(new CustomEvent('app:error', { detail: new Error('island') })),
  };
  for (const [name, cause] of Object.entries(causes)) {
    test(`turns to the error colour on ${name}; the next page starts clear`, async ({ page }) => {
      const thrown: string[] = [];
      page.on('pageerror', (error) => thrown.push(error.message));
      await page.goto('/en/');
      await platformReady(page);
      const bar = page.locator(BAR);
      await expect(bar).toHaveAttribute('data-state', 'idle');
      await page.evaluate(cause);
      await expect(bar).toHaveAttribute('data-state', 'error');
      await expect(bar).toHaveAttribute('aria-hidden', 'false');
      await expect.poll(() => barColour(page)).toBe(await tokenColour(page, '--color-danger'));
      await follow(nav(page, en).getByRole('link', { name: en['nav.about'] }));
      await expect(page).toHaveURL(/\/en\/about\/$/);
      await platformReady(page);
      await expect(bar).toHaveAttribute('data-state', 'idle');
      await expect(bar).toHaveAttribute('aria-hidden', 'true');
      expect(thrown).toHaveLength(name === 'an island error' ? 0 : 1);
    });
  }

  test('shown in its error state, passes axe in light and dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en/');
    await platformReady(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('app:error', { detail: new Error('island') })));
    await expect(page.locator(BAR)).toHaveAttribute('aria-hidden', 'false');
    await expect(page.getByRole('progressbar', { name: en['platform.loading'] })).toBeAttached();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // Once the colours have finished changing: axe must not read a blend of two themes.
      await expectTheme(page, colorScheme);
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

/** The platform script has run and the islands' runtime (asked for after the first paint) is defined. */
async function scriptsIn(page: Page) {
  await platformReady(page);
  await page.waitForFunction(() => customElements.get('astro-island') !== undefined);
}

test.describe('motion', () => {
  test('loads nothing for a visitor who does not scroll, and never hides content without it', async ({ page, errors }) => {
    // Every script of the page is in once the platform is ready and the islands' runtime, asked
    // for after the first paint, is defined; from then on nothing may load.
    await page.goto('/');
    await scriptsIn(page);
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

  test('starts on the first wheel: smooth scrolling, and reveals below the fold only', async ({ page, errors }) => {
    await page.goto('/');
    await scriptsIn(page);
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
    expect(errors).toEqual([]);
  });

  for (const intent of ['keyboard', 'anchor'] as const) {
    test(`starts on a scroll ${intent === 'keyboard' ? 'key' : 'to an in-page anchor'}`, async ({ page }) => {
      await page.goto('/en/');
      await platformReady(page);
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
    await platformReady(page);
    await page.evaluate(() => document.querySelector('main')!.prepend(Object.assign(document.createElement('input'), { id: 'field' })));
    await page.locator('#field').press(' ');
    await page.waitForTimeout(300);
    await expect(page.locator('html')).not.toHaveAttribute('data-motion', /.*/);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('no Lenis, no GSAP, every element visible', async ({ page, errors }) => {
      await page.goto('/');
      // The islands' runtime, asked for after the first paint, is no motion: watch from once it is in.
      await scriptsIn(page);
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
    test(`printed once per document (${locale}) with the installed Astro and React versions`, async ({ page, errors }) => {
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

      // Nothing else prints it again in the same document.
      await page.mouse.move(300, 300);
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(300);
      expect(logs).toHaveLength(4);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('build id', () => {
  test('the build writes latest-build.json with the id every page carries', async ({ page, request }) => {
    const latest = (await (await request.get('/latest-build.json')).json()) as { id: string; time: string };
    expect(latest.id).toMatch(/^[\w.-]+$/);
    expect(Number.isNaN(Date.parse(latest.time))).toBe(false);
    for (const path of ['/', '/en/about/', '/readings/']) {
      await page.goto(path);
      await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', latest.id);
    }
  });
});

test.describe('chunk load failure', () => {
  const preloadError = (page: Page) =>
    page.evaluate(() => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  /** The host serves another build from now on (a deployment while the tab was open). */
  const deployed = (page: Page) =>
    page.route('**/latest-build.json', (route) => route.fulfill({ json: { id: 'a-newer-build', time: new Date().toISOString() } }));

  test('after a new deployment, reloads once, and not twice within 10 s', async ({ page }) => {
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    await deployed(page);
    await page.goto('/en/');
    await platformReady(page);
    await mark(page);
    const reload = page.waitForEvent('load');
    expect(await preloadError(page)).toBe(true);
    await reload;
    expect(await marked(page)).toBe(false);
    await platformReady(page);
    await mark(page);
    await preloadError(page);
    await expect(page.locator(BAR)).toHaveAttribute('data-state', 'error');
    expect(await marked(page)).toBe(true);
    expect(thrown.length).toBe(1);
  });

  test('with the same build still served, a failed chunk is an error and reloads nothing', async ({ page }) => {
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    await page.goto('/');
    await platformReady(page);
    await mark(page);
    expect(await preloadError(page)).toBe(true);
    await expect(page.locator(BAR)).toHaveAttribute('data-state', 'error');
    expect(await marked(page)).toBe(true);
    expect(thrown.length).toBe(1);
  });

  test('a motion chunk gone with a new deployment reloads the page once, then leaves the error visible', async ({ page }) => {
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    await deployed(page);
    await page.route(/motion-engine\.[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/');
    await platformReady(page);
    await mark(page);
    const reload = page.waitForEvent('load');
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 50);
    await reload;
    expect(await marked(page)).toBe(false);
    await platformReady(page);
    await mark(page);
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 50);
    await expect(page.locator(BAR)).toHaveAttribute('data-state', 'error');
    expect(await marked(page)).toBe(true);
    expect(thrown.length).toBe(1);
  });
});

// Icons inlined at build time, no icon request on any screen: quality/screens.spec.ts.
