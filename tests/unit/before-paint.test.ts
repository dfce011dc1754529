import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { BEFORE_PAINT_SCRIPTS, beforePaintSource, type BeforePaintKind } from '../../src/scripts/before-paint';
import { COLOR_MODE_KEY, FORCED_SYSTEM_WARNING } from '../../src/lib/theme/resolve';
import { TYPEFACE_ATTRIBUTE, TYPEFACE_KEY } from '../../src/lib/browser/typeface';
import { LOCALE_COOKIE, readLocaleCookie } from '../../src/i18n/cookie';
import { BOT_PATTERN, rootRedirectLocale } from '../../src/i18n/redirect';
import { DEFAULT_LOCALE, LOCALES } from '../../src/structure';
import { UNSUPPORTED } from '../support/locales';

/** `data-root-redirect` of the default home page: the other languages' homes. */
const HOMES = JSON.stringify({ en: '/en/' });

const shouldRedirectRoot = (visit: Parameters<typeof rootRedirectLocale<string>>[0]) =>
  rootRedirectLocale(visit, { locales: LOCALES, defaultLocale: DEFAULT_LOCALE, bots: BOT_PATTERN.source }) !== undefined;

interface Visit {
  stored?: string | null | 'throws';
  force?: string;
  osDark?: boolean;
  /** `data-root-redirect` (present on the French home page only). */
  redirect?: string;
  cookie?: string | 'throws';
  languages?: string[];
  userAgent?: string;
  pathname?: string;
  /** `data-locale-variants` (the single 404 document). */
  variants?: string;
  /** The typeface's note, left by an earlier page that fetched the font. */
  typeface?: string | 'throws';
}

/**
 * Runs the inline script against a fake page and reports what it did: the script of the page's kind
 * (the default home page's with `redirect`, the 404 document's with `variants`), or of `kind`.
 */
function run(visit: Visit, kind: BeforePaintKind = visit.redirect ? 'home' : visit.variants ? 'notFound' : 'page') {
  const classes = new Set<string>();
  const dataset: Record<string, string | undefined> = { rootRedirect: visit.redirect, forceTheme: visit.force, localeVariants: visit.variants };
  const attributes = new Map<string, string>();
  const root = {
    dataset,
    attributes,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    lang: 'fr',
    style: {} as { colorScheme?: string },
    classList: {
      add: (name: string) => void classes.add(name),
      remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
    },
  };
  const listeners = new Map<string, (event?: unknown) => void>();
  const document = {
    documentElement: root,
    title: '',
    adoptedStyleSheets: [] as { rules: string }[],
    get cookie() {
      if (visit.cookie === 'throws') throw new DOMException('denied', 'SecurityError');
      return visit.cookie ?? '';
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const localStorage = {
    getItem: (key: string) => {
      const value = key === COLOR_MODE_KEY ? visit.stored : key === TYPEFACE_KEY ? visit.typeface : undefined;
      if (value === 'throws') throw new DOMException('denied', 'SecurityError');
      return value ?? null;
    },
  };
  const matchMedia = (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && !!visit.osDark,
    addEventListener: (type: string, listener: () => void) => listeners.set(`media:${type}`, listener),
  });
  const replace = vi.fn<(url: string) => void>();
  const location = { pathname: visit.pathname ?? '/', search: '?q=1', hash: '#top', replace };
  const navigator = { languages: visit.languages ?? [], language: visit.languages?.[0], userAgent: visit.userAgent ?? '' };
  const console = { warn: vi.fn() };
  class CSSStyleSheet {
    rules = '';
    replaceSync(text: string) {
      this.rules = text;
    }
  }
  const window = new EventTarget();
  new Function(
    'document', 'localStorage', 'matchMedia', 'location', 'navigator', 'console', 'CSSStyleSheet',
    'addEventListener', BEFORE_PAINT_SCRIPTS[kind],
  )(
    document,
    localStorage,
    matchMedia,
    location,
    navigator,
    console,
    CSSStyleSheet,
    window.addEventListener.bind(window),
  );
  const dispatch = (type: string, init: Record<string, unknown> = {}) => window.dispatchEvent(Object.assign(new Event(type), init));
  return { classes, root, listeners, replace, warn: console.warn, document, dispatch };
}

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('the before-paint script: theme', () => {
  it.each([
    [{ stored: 'dark' }, 'dark', 'dark'],
    [{ stored: 'light', osDark: true }, 'light', 'light'],
    [{ stored: null, osDark: true }, 'dark', 'system'],
    [{ stored: null, osDark: false }, 'light', 'system'],
    [{ stored: 'garbage', osDark: true }, 'dark', 'system'],
    [{ stored: 'throws', osDark: true }, 'dark', 'system'],
    [{ stored: 'light', force: 'dark' }, 'dark', 'light'],
    [{ stored: 'dark', force: 'light' }, 'light', 'dark'],
  ] as [Visit, string, string][])('%j → class %s, preference %s', (visit, value, preference) => {
    const { classes, root, warn } = run(visit);
    expect([...classes]).toEqual([value]);
    expect(root.style.colorScheme).toBe(value);
    expect(root.dataset.colorMode).toBe(preference);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses to force system: warns, and the preference applies', () => {
    const { classes, warn } = run({ stored: 'light', force: 'system', osDark: true });
    expect([...classes]).toEqual(['light']);
    expect(warn).toHaveBeenCalledWith(FORCED_SYSTEM_WARNING);
    expect(FORCED_SYSTEM_WARNING).toMatch(/forcing the "system" .*not allowed/i);
  });

  it('follows the OS setting live', () => {
    const visit: Visit = { stored: 'garbage', osDark: false };
    const { classes, listeners } = run(visit);
    expect([...classes]).toEqual(['light']);
    visit.osDark = true;
    listeners.get('media:change')!();
    expect([...classes]).toEqual(['dark']);
  });

  it('applies again when the page comes back from the back/forward cache, not on a first show', () => {
    const visit: Visit = { stored: 'light' };
    const { classes, dispatch } = run(visit);
    visit.stored = 'dark';
    dispatch('pageshow', { persisted: false });
    expect([...classes]).toEqual(['light']);
    dispatch('pageshow', { persisted: true });
    expect([...classes]).toEqual(['dark']);
  });
});

describe('the before-paint script: typeface', () => {
  it.each([
    [{}, false],
    [{ typeface: '1' }, true],
    [{ typeface: 'throws' }, false],
  ] as [Visit, boolean][])('%j → the typeface from the first paint: %s', (visit, used) => {
    const { root, classes } = run({ ...visit, osDark: true });
    expect(root.attributes.has(TYPEFACE_ATTRIBUTE)).toBe(used);
    expect([...classes], 'the theme applies all the same').toEqual(['dark']);
  });
});

describe('the before-paint script: root redirect', () => {
  it('sends to the English home, keeping query and hash', () => {
    const { replace, classes } = run({ redirect: HOMES, languages: ['en-US'], userAgent: CHROME });
    expect(replace).toHaveBeenCalledWith('/en/?q=1#top');
    expect(classes.size).toBe(0);
  });

  it('only acts where the page asks for it', () => {
    const { replace } = run({ languages: ['en-US'], cookie: 'locale=en', userAgent: CHROME });
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([
    ['locale=fr', ['en-US'], CHROME, false],
    ['locale=en', ['fr-FR'], CHROME, true],
    ['locale=en', ['fr-FR'], GOOGLEBOT, true],
    ['', ['en-US'], GOOGLEBOT, false],
    ['', ['fr-FR', 'en'], CHROME, false],
    [`a=b; locale=${UNSUPPORTED[0]}`, ['en-GB'], CHROME, true],
    ['throws', ['en-US'], CHROME, true],
    ['throws', ['fr'], CHROME, false],
  ])('cookie %j, languages %j, %s → redirect %s', (cookie, languages, userAgent, expected) => {
    const { replace, classes } = run({ redirect: HOMES, cookie, languages, userAgent });
    expect(replace.mock.calls.length).toBe(expected ? 1 : 0);
    if (!expected) expect(classes.size).toBe(1);
  });

  it('decides like shouldRedirectRoot for any cookie, languages and user agent', () => {
    const tag = fc.constantFrom('en', 'en-US', 'EN-gb', 'fr', 'fr-FR', 'fr-CA', UNSUPPORTED[0]!, 'es-ES', 'pt-BR', '');
    const ua = fc.oneof(fc.constantFrom(CHROME, GOOGLEBOT, 'bingbot/2.0', 'Chrome-Lighthouse', 'Firefox/140.0'), fc.string());
    const cookie = fc.constantFrom('', 'locale=en', 'locale=fr', 'x=1; locale=en', `locale=${UNSUPPORTED[0]}`, 'locale=en; y=2', 'mylocale=en', ' locale = fr ');
    fc.assert(
      fc.property(cookie, fc.array(tag, { maxLength: 4 }), ua, (c, languages, userAgent) => {
        const { replace } = run({ redirect: HOMES, cookie: c, languages, userAgent });
        const expected = shouldRedirectRoot({ cookie: readLocaleCookie(c, LOCALES, LOCALE_COOKIE), languages, userAgent });
        return replace.mock.calls.length === (expected ? 1 : 0);
      }),
    );
  });
});

describe('the before-paint script: the single 404 document', () => {
  const variants = JSON.stringify({ en: { prefix: '/en/', title: 'Ada - 404!' } });

  it('takes the language of an /en/… path: lang, title, and only that language shows', () => {
    const { root, document } = run({ variants, pathname: '/en/no/such-page' });
    expect(root.lang).toBe('en');
    expect(document.title).toBe('Ada - 404!');
    expect(root.dataset.localeChosen).toBe('');
    expect(document.adoptedStyleSheets.map((sheet) => sheet.rules)).toEqual([
      '[data-locale-variant]:not([data-locale-variant="en"]) { display: none !important; }',
    ]);
  });

  it.each(['/no/such-page', '/english/', '/enx'])('keeps the default language on %s', (pathname) => {
    const { root, document } = run({ variants, pathname });
    expect(root.lang).toBe('fr');
    expect(root.dataset.localeChosen).toBeUndefined();
    expect(document.adoptedStyleSheets).toEqual([]);
  });

});

describe('the before-paint script: its source', () => {
  it('is built from the library functions, readable, with no line over 200 characters', () => {
    const source = beforePaintSource('home');
    for (const name of ['function parsePreference', 'function resolveTheme', 'function rootRedirectLocale', 'function readLocaleCookie']) {
      expect(source).toContain(name);
    }
    for (const kind of ['page', 'home', 'notFound'] as const) {
      expect(Math.max(...beforePaintSource(kind).split('\n').map((line) => line.length)), kind).toBeLessThanOrEqual(200);
    }
  });

  it('reaches pages minified, carrying the same configuration', () => {
    const script = BEFORE_PAINT_SCRIPTS.home;
    expect(script.length).toBeLessThan(beforePaintSource('home').length);
    expect(script).not.toMatch(/\n\s/);
    expect(script).toContain(JSON.stringify(LOCALE_COOKIE));
    expect(script).toContain(BOT_PATTERN.source.slice(0, 20));
  });

  it('carries the root redirect only to the default home page, the language variants only to the 404 document', () => {
    const { page, home, notFound } = BEFORE_PAINT_SCRIPTS;
    const redirect = (script: string) => script.includes(BOT_PATTERN.source.slice(0, 20)) && script.includes('location.replace');
    const variants = (script: string) => script.includes('data-locale-variant');
    expect([redirect(page), redirect(home), redirect(notFound)]).toEqual([false, true, false]);
    expect([variants(page), variants(home), variants(notFound)]).toEqual([false, false, true]);
    expect(page.length).toBeLessThan(Math.min(home.length, notFound.length));
  });

  it('on a page without its part, leaves the address and the language as they are', () => {
    const { replace, root } = run({ redirect: HOMES, languages: ['en-US'], variants: JSON.stringify({ en: { prefix: '/en/', title: 'Lost' } }), pathname: '/en/x' }, 'page');
    expect(replace).not.toHaveBeenCalled();
    expect(root.lang).toBe('fr');
  });
});

describe('the before-paint script: view transitions', () => {
  it('takes a transition that the browser skips or aborts, into or out of the page, for no error', () => {
    const { dispatch } = run({});
    for (const type of ['pagereveal', 'pageswap']) {
      const transition = { ready: { catch: vi.fn() }, finished: { catch: vi.fn() }, updateCallbackDone: { catch: vi.fn() } };
      dispatch(type, { viewTransition: transition });
      for (const done of Object.values(transition)) expect(done.catch, type).toHaveBeenCalledTimes(1);
      expect(() => dispatch(type, {})).not.toThrow();
    }
  });

  it('takes a rejected transition no event handed over, and only that', () => {
    const { dispatch } = run({});
    const rejected = (reason: unknown) => {
      let prevented = false;
      dispatch('unhandledrejection', { reason, preventDefault: () => (prevented = true) });
      return prevented;
    };
    expect(rejected(new DOMException('Transition was aborted because of invalid state. Page already revealed', 'InvalidStateError'))).toBe(true);
    expect(rejected(new DOMException('Transition was skipped', 'AbortError'))).toBe(true);
    expect(rejected(new DOMException('The operation is insecure.', 'SecurityError'))).toBe(false);
    expect(rejected(new Error('view transition in a plain error'))).toBe(false);
    expect(rejected('transition')).toBe(false);
  });
});
