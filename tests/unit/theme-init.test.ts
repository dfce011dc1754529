import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { THEME_INIT_SCRIPT } from '../../src/scripts/theme-init';
import { FORCED_SYSTEM_WARNING } from '../../src/lib/theme/resolve';
import { LOCALE_COOKIE, readLocaleCookie } from '../../src/lib/locale/cookie';
import { BOT_PATTERN, rootRedirectLocale } from '../../src/lib/locale/redirect';
import { DEFAULT_LOCALE, LOCALES } from '../../src/structure';
import { IN_PLACE_EVENT, inPlaceState } from '../../src/lib/in-place-history';

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
}

/** Runs the inline script against a fake page and reports what it did. */
function run(visit: Visit) {
  const classes = new Set<string>();
  const dataset: Record<string, string | undefined> = { rootRedirect: visit.redirect, forceTheme: visit.force, localeVariants: visit.variants };
  const root = {
    dataset,
    lang: 'fr',
    style: {} as { colorScheme?: string },
    classList: {
      add: (name: string) => void classes.add(name),
      remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
    },
  };
  const listeners = new Map<string, () => void>();
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
    getItem: () => {
      if (visit.stored === 'throws') throw new DOMException('denied', 'SecurityError');
      return visit.stored ?? null;
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
    'addEventListener', 'dispatchEvent', 'PopStateEvent', THEME_INIT_SCRIPT,
  )(
    document,
    localStorage,
    matchMedia,
    location,
    navigator,
    console,
    CSSStyleSheet,
    window.addEventListener.bind(window),
    window.dispatchEvent.bind(window),
    PopStateEvent,
  );
  return { classes, root, listeners, replace, warn: console.warn, document, window };
}

/** The browser's popstate event: `state` is the history entry's state. */
class PopStateEvent extends Event {
  readonly state: unknown;
  constructor(type: string, init: EventInit & { state?: unknown } = {}) {
    super(type, init);
    this.state = init.state ?? null;
  }
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

  it('applies again after each client-side navigation, and forcing ends with the page', () => {
    const { classes, root, listeners } = run({ stored: 'light', force: 'dark' });
    expect([...classes]).toEqual(['dark']);
    delete root.dataset.forceTheme;
    listeners.get('astro:after-swap')!();
    expect([...classes]).toEqual(['light']);
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
    ['a=b; locale=de', ['en-GB'], CHROME, true],
    ['throws', ['en-US'], CHROME, true],
    ['throws', ['fr'], CHROME, false],
  ])('cookie %j, languages %j, %s → redirect %s', (cookie, languages, userAgent, expected) => {
    const { replace, classes } = run({ redirect: HOMES, cookie, languages, userAgent });
    expect(replace.mock.calls.length).toBe(expected ? 1 : 0);
    if (!expected) expect(classes.size).toBe(1);
  });

  it('decides like shouldRedirectRoot for any cookie, languages and user agent', () => {
    const tag = fc.constantFrom('en', 'en-US', 'EN-gb', 'fr', 'fr-FR', 'fr-CA', 'de', 'es-ES', 'pt-BR', '');
    const ua = fc.oneof(fc.constantFrom(CHROME, GOOGLEBOT, 'bingbot/2.0', 'Chrome-Lighthouse', 'Firefox/140.0'), fc.string());
    const cookie = fc.constantFrom('', 'locale=en', 'locale=fr', 'x=1; locale=en', 'locale=de', 'locale=en; y=2', 'mylocale=en', ' locale = fr ');
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
  const variants = JSON.stringify({ en: { prefix: '/en/', title: 'Camille - 404!' } });

  it('takes the language of an /en/… path: lang, title, and only that language shows', () => {
    const { root, document } = run({ variants, pathname: '/en/no/such-page' });
    expect(root.lang).toBe('en');
    expect(document.title).toBe('Camille - 404!');
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

  it('drops its choice after a navigation to a page of the site', () => {
    const { root, document, listeners } = run({ variants, pathname: '/en/nope' });
    delete root.dataset.localeVariants;
    listeners.get('astro:after-swap')!();
    expect(document.adoptedStyleSheets).toEqual([]);
  });
});

describe('the before-paint script: its source', () => {
  it('is built from the library functions, readable, with no line over 200 characters', () => {
    for (const name of ['function parsePreference', 'function resolveTheme', 'function rootRedirectLocale', 'function readLocaleCookie']) {
      expect(THEME_INIT_SCRIPT).toContain(name);
    }
    expect(Math.max(...THEME_INIT_SCRIPT.split('\n').map((line) => line.length))).toBeLessThanOrEqual(200);
  });
});

describe('the before-paint script: history written in place', () => {
  /** A visit with the client router's popstate listener, registered after the script's. */
  function withRouter() {
    const visit = run({ stored: 'light' });
    const router: unknown[] = [];
    visit.window.addEventListener('popstate', (event) => router.push((event as PopStateEvent).state));
    return { ...visit, router, back: (state: unknown) => visit.window.dispatchEvent(new PopStateEvent('popstate', { state })) };
  }

  it('lets the owner apply Back to its entry: the router hears only that the address changed', () => {
    const { window, router, back } = withRouter();
    const asked: unknown[] = [];
    window.addEventListener(IN_PLACE_EVENT, (event) => {
      asked.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    back(inPlaceState({ index: 3, scrollX: 0, scrollY: 0 }, 'readings:fr'));
    expect(asked).toEqual(['readings:fr']);
    expect(router).toEqual([null]); // a popstate without state: Astro's router leaves it alone
  });

  it('leaves the entry to the router when its owner is gone or declines', () => {
    const { window, router, back } = withRouter();
    const state = inPlaceState({ index: 3 }, 'readings:fr');
    back(state);
    window.addEventListener(IN_PLACE_EVENT, () => {}); // hears it, cannot apply it
    back(state);
    expect(router).toEqual([state, state]);
  });

  it('leaves the router’s own entries alone', () => {
    const { router, back } = withRouter();
    back({ index: 2 });
    back(null);
    expect(router).toEqual([{ index: 2 }, null]);
  });
});
