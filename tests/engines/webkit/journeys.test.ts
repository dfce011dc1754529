/**
 * The visitor journeys in WebKit (MiniBrowser through WebKitWebDriver): fewer than in Gecko, as
 * WebDriver sees less (no interception, no console events), and each session opens a window.
 * Run by `npm run test:webkit`; `dist/` must be built.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import en from '../../../src/i18n/en.json' with { type: 'json' };
import { TYPEFACE_KEY } from '../../../src/lib/browser/typeface.ts';
import { serveSite, type Site } from './server.ts';
import { WebKit, type Session } from './webdriver.ts';

const LOCALES = ['fr', 'en'] as const;
const prefix = (locale: 'fr' | 'en') => (locale === 'fr' ? '/' : '/en/');
const ROUTES = ['', 'readings/', 'lab/', 'about/', 'test/'];
/** Each test's own limit: a few page loads, on a busy machine. */
const TEST = { timeout: 90_000 };

const items = JSON.parse(readFileSync(new URL('../../../dist/readings.json', import.meta.url), 'utf8')) as Record<string, unknown>[];

let webkit: WebKit | undefined;
let site: Site | undefined;
/** Why WebKit could not start: the suite is then one failed test that says so. */
let unavailable: Error | undefined;
try {
  webkit = new WebKit();
  site = await serveSite();
  await webkit.start();
} catch (error) {
  unavailable = error as Error;
  webkit?.stop();
  site?.close();
}
after(() => {
  webkit?.stop();
  site?.close();
});
if (unavailable) {
  test('WebKit starts', () => {
    throw unavailable;
  });
}

/** A window for the tests of `body`, closed after them. */
function withSession(options: { args?: string[] }, body: (s: () => Session) => void) {
  let session: Session;
  before(async () => {
    session = await webkit!.session(options);
  });
  after(async () => {
    await session?.close().catch(() => {});
  });
  body(() => session);
}

/**
 * Whether the page met an error of its own: the site's loading bar turns to its error state on any
 * uncaught error or rejection and stays so (WebDriver gives no console to read).
 */
const siteError = (s: Session) => s.run<boolean>(`return document.querySelector('[data-loading-bar]')?.dataset.state === 'error'`);

const ids = (s: Session) => s.run<string[]>(`return [...document.querySelectorAll('.re-list > li')].map((li) => li.dataset.id)`);

if (!unavailable) describe('with JavaScript', () => {
  withSession({}, (session) => {
    for (const locale of LOCALES) {
      test(`${locale}: every page loads with its heading, styles and font`, TEST, async () => {
        const s = session();
        for (const [index, route] of ROUTES.entries()) {
          const path = `${prefix(locale)}${route}`;
          await s.goto(`${site!.origin}${path}`);
          const page = await s.run<Record<string, unknown>>(`
            return document.fonts.ready.then(() => {
            const h1 = document.querySelectorAll('h1');
            return {
              lang: document.documentElement.lang,
              h1: h1.length === 1 && h1[0].getBoundingClientRect().height > 0,
              font: getComputedStyle(document.body).fontFamily.split(',')[0].replaceAll('"', ''),
              // A first visit paints in the fallback; once a page has fetched the font, the next use it.
              fontFromCache: document.documentElement.hasAttribute('data-font'),
              background: getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim() !== '',
              fontDeclared: [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Inter Variable'),
            };
            });`);
          // The session's first page paints in the fallback and fetches the font; the next use it.
          const fontFromCache = index > 0 || page.fontFromCache === true;
          const font = fontFromCache ? 'Inter Variable' : 'Inter Fallback';
          assert.deepEqual(page, { lang: locale, h1: true, font, fontFromCache, background: true, fontDeclared: true }, path);
          await s.waitFor(`${path}: the font fetched`, `return localStorage.getItem(${JSON.stringify(TYPEFACE_KEY)}) === '1'`);
          await s.waitFor(`${path}: the platform script`, `return document.documentElement.dataset.platform === 'ready'`);
          // The stylesheets the page names, applied after its first paint (src/scripts/stylesheets.ts).
          await s.waitFor(
            `${path}: the stylesheets`,
            `const named = document.querySelector('noscript')?.textContent?.match(/<link /g)?.length ?? 0;
             const applied = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => link.sheet).length;
             return named > 0 && applied === named`,
          );
          assert.equal(await siteError(s), false, path);
        }
      });
    }

    test('fr: search narrows the list and writes the address', TEST, async () => {
      const s = session();
      await s.goto(`${site!.origin}/readings/`);
      const before = await ids(s);
      assert.equal(before.length, 12);
      const box = await s.find('.re input[type="search"]');
      await s.click(box);
      await s.type(box, 'css');
      await s.waitFor('the address to carry the search', `return location.search === '?search=css'`);
      const shown = await s.waitFor<string[]>('the list to narrow', `
        const ids = [...document.querySelectorAll('.re-list > li')].map((li) => li.dataset.id);
        return ids.join() !== arguments[0].join() && ids`, 15_000, before);
      assert.ok(shown.length > 0);
      const matching = new Set(items.filter((item) => JSON.stringify(item).toLowerCase().includes('css')).map((item) => item.id));
      for (const id of shown) assert.ok(matching.has(id), `${id} does not mention css`);
      assert.equal(await siteError(s), false);
    });

    test('en: the theme menu sets Dark, then Light, and each survives a reload', TEST, async () => {
      const s = session();
      await s.goto(`${site!.origin}/en/about/`);
      for (const choice of ['dark', 'light'] as const) {
        await s.click(await s.find('button.theme-button'));
        await s.waitFor('the theme menu', `return document.querySelector('[role="menu"]')?.checkVisibility()`, 20_000);
        const items = await s.findAll('[role="menuitemradio"]');
        const names = await s.run<string[]>(`return [...document.querySelectorAll('[role="menuitemradio"]')].map((item) => item.textContent)`);
        await s.click(items[names.findIndex((name) => name.startsWith(en[`theme.${choice}`]))]!);
        await s.waitFor(`the ${choice} theme`, `return document.documentElement.className === arguments[0]`, 5000, choice);
        await s.reload();
        const after = await s.run<Record<string, string>>(`return {
          theme: document.documentElement.className, scheme: getComputedStyle(document.documentElement).colorScheme,
          stored: localStorage.getItem('color-mode') }`);
        assert.deepEqual(after, { theme: choice, scheme: choice, stored: choice });
      }
      await s.run(`localStorage.clear()`);
      assert.equal(await siteError(s), false);
    });

    test('fr: without the Navigation API, a slow navigation shows the loading bar; the next page arrives whole', TEST, async () => {
      const s = session();
      await s.goto(`${site!.origin}/`);
      assert.equal(await s.run(`return 'navigation' in window`), false, 'this WebKit has the Navigation API: test the fallback another way');
      await s.waitFor('the platform script', `return document.documentElement.dataset.platform === 'ready'`);
      // Records the bar's states in the tab's session storage, which outlives the page.
      await s.run(`
        sessionStorage.removeItem('bar');
        const bar = document.querySelector('[data-loading-bar]');
        new MutationObserver(() => {
          const seen = JSON.parse(sessionStorage.getItem('bar') ?? '[]');
          seen.push(bar.dataset.state + ':' + bar.getAttribute('aria-hidden'));
          sessionStorage.setItem('bar', JSON.stringify(seen));
        }).observe(bar, { attributes: true, attributeFilter: ['data-state', 'aria-hidden'] });`);
      site!.slow('/about/', 2000);
      await s.click(await s.find(`header nav a[href="/about/"]`));
      await s.waitFor('the about page', `return location.pathname === '/about/' && document.documentElement.dataset.platform === 'ready'`);
      const arrived = await s.run<Record<string, unknown>>(`return {
        h1: document.querySelector('h1').getBoundingClientRect().height > 0,
        bar: document.querySelector('[data-loading-bar]').dataset.state,
        seen: JSON.parse(sessionStorage.getItem('bar') ?? '[]') }`);
      assert.equal(arrived.h1, true);
      assert.equal(arrived.bar, 'idle');
      assert.ok((arrived.seen as string[]).includes('loading:false'), `the bar never showed: ${JSON.stringify(arrived.seen)}`);
      assert.equal(await siteError(s), false);
    });
  });
});

if (!unavailable) describe('without JavaScript', () => {
  withSession({ args: ['--enable-javascript=false'] }, (session) => {
    test("the list's page 2 and the lab's page 2 are reached by links", TEST, async () => {
      const s = session();
      await s.goto(`${site!.origin}/readings/`);
      const first = await ids(s);
      assert.equal(first.length, 12);
      await s.click(await s.find('a[rel="next"]'));
      await s.waitFor("the list's page 2", `return location.pathname === '/readings/page/2/' && document.readyState === 'complete'`);
      const second = await ids(s);
      assert.equal(second.length, 12);
      assert.deepEqual(second.filter((id) => first.includes(id)), []);

      await s.goto(`${site!.origin}/en/lab/`);
      await s.click(await s.find(`nav[aria-label="${en['lab.pager.label']}"] a[data-pager="next"]`));
      await s.waitFor("the lab's page 2", `return location.pathname + location.hash === '/en/lab/page/2/#history' && document.readyState === 'complete'`);
      const status = await s.run<string>(`return document.querySelector('[data-pager-status]').textContent`);
      assert.match(status, /^2\b|\b2 /);
    });
  });
});

if (!unavailable) describe('a system in dark mode', () => {
  withSession({ args: ['--dark-mode'] }, (session) => {
    test('a page in Auto is dark from its first paint', TEST, async () => {
      const s = session();
      // The page in a frame of the proxy's own page, which samples it at every frame from the start.
      await s.goto(site!.framed('/en/about/', 1024, 700, true));
      const frames = await s.waitFor<string[][]>(
        'the framed page to load',
        `return window.samples.length > 0 && window.loaded && window.samples`,
        30_000,
      );
      const dark = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0) < 3 * 80;
      assert.ok(frames.length > 0);
      for (const [theme, background] of frames) {
        assert.equal(theme, 'dark');
        assert.ok(dark(background!), `a frame painted with ${background}`);
      }
      assert.equal(await s.run(`return localStorage.getItem('color-mode')`), null);
    });
  });
});
