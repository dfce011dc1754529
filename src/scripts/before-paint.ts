import { COLOR_MODE_KEY, FORCED_SYSTEM_WARNING, parseForcedMode, parsePreference, resolveTheme } from '../lib/theme/resolve';
import { BOT_PATTERN, isBot, preferredLocale, rootRedirectLocale } from '../i18n/redirect';
import { LOCALE_COOKIE, readLocaleCookie } from '../i18n/cookie';
import { DEFAULT_LOCALE, LOCALES } from '../structure';
import { TYPEFACE_ATTRIBUTE, TYPEFACE_KEY } from '../lib/browser/typeface';
import { EARLY_INPUT, holdsAction, type EarlyInput, type EarlyInputSettings } from '../lib/browser/early-input';
import { transformSync } from 'esbuild';

/** What the before-paint script needs besides the page: serialized into it as JSON. */
export interface BeforePaintConfig {
  colorModeKey: string;
  typefaceKey: string;
  typefaceAttribute: string;
  forcedSystemWarning: string;
  cookie: string;
  locales: readonly string[];
  defaultLocale: string;
  bots: string;
  earlyInput: EarlyInputSettings;
}

/** The library functions the script calls, copied into it by their source text. */
const LIBRARY = { parsePreference, parseForcedMode, resolveTheme, holdsAction, readLocaleCookie, isBot, preferredLocale, rootRedirectLocale };
type Library = typeof LIBRARY;

/*
 * The one inline script, readable: it runs in <head> before the first paint of every document, so
 * the page never shows the wrong theme or language. Each page's Content-Security-Policy allows it
 * by its SHA-256 (src/build/security-headers.ts). Its parts may use only their arguments and
 * browser globals. A page carries the parts it needs (PARTS, below): the root redirect only
 * on the default home page, the language variants only in the 404 document.
 */

/**
 * Root redirect: on the default home page (`data-root-redirect`, the other homes by locale) a
 * visitor whose cookie or browser languages pick another language goes there
 * (`rootRedirectLocale`). True when the page is left.
 */
export function rootRedirect(config: BeforePaintConfig, lib: Library): boolean {
  const homes = document.documentElement.dataset.rootRedirect;
  if (!homes) return false;
  let cookies: string | undefined;
  try {
    cookies = document.cookie;
  } catch {
    cookies = undefined;
  }
  const visit = { cookie: lib.readLocaleCookie(cookies, config.locales, config.cookie), languages: navigator.languages, userAgent: navigator.userAgent };
  const target = lib.rootRedirectLocale(visit, config);
  const home = target && (JSON.parse(homes) as Record<string, string>)[target];
  if (!home) return false;
  location.replace(home + location.search + location.hash);
  return true;
}

/**
 * Every page:
 * - theme: forced mode, else the stored preference, else the OS setting; sets class `dark`/`light`,
 *   `color-scheme` and `data-color-mode`; follows the OS setting live, and applies again when the
 *   page comes back from the back/forward cache (the preference may have changed on another page).
 * - typeface: `data-font` once a page has fetched the font, which the styles then use from the first paint.
 * - query: an address with a query string gets `data-list-query` (the reading list hides its
 *   server-rendered page until the island shows the query's).
 * - view transitions the browser skips or aborts are no error.
 */
export function beforePaint(config: BeforePaintConfig, lib: Library): void {
  const root = document.documentElement;
  // The typeface from the first paint once an earlier page has fetched it (src/lib/browser/typeface.ts).
  try {
    if (localStorage.getItem(config.typefaceKey)) root.setAttribute(config.typefaceAttribute, '');
  } catch {
    // storage refused: the fallback, as on a first visit
  }
  // An address with a query: the reading list shows no server-rendered page until it has the query's.
  if (location.search.length > 1) root.dataset.listQuery = '';
  const apply = () => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(config.colorModeKey);
    } catch {
      stored = null;
    }
    const preference = lib.parsePreference(stored);
    const forced = lib.parseForcedMode(root.dataset.forceTheme);
    if (forced.refused) console.warn(config.forcedSystemWarning);
    const { value } = lib.resolveTheme(preference, matchMedia('(prefers-color-scheme: dark)').matches, forced.mode);
    root.classList.remove('dark', 'light');
    root.classList.add(value);
    root.style.colorScheme = value;
    root.dataset.colorMode = preference;
  };
  apply();
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', apply);
  addEventListener('pageshow', (event) => {
    if (event.persisted) apply();
  });
  // A view transition that the browser skips or aborts (the page was already shown, a second
  // navigation came first) is no error: each of its promises may reject, on either page.
  const quiet = (event: Event) => {
    const transition = (event as Event & { viewTransition?: Record<'ready' | 'finished' | 'updateCallbackDone', Promise<void> | undefined> }).viewTransition;
    if (transition) for (const done of [transition.ready, transition.finished, transition.updateCallbackDone]) done?.catch(() => {});
  };
  addEventListener('pagereveal', quiet);
  addEventListener('pageswap', quiet);
  // Chromium can reject a transition it never hands to either event (a prerendered page that is
  // activated, "Page already revealed"): only that rejection, a DOMException about a transition, is
  // taken here; any other stays an error.
  addEventListener('unhandledrejection', (event) => {
    const reason = (event as PromiseRejectionEvent).reason as unknown;
    if (reason instanceof DOMException && /transition/i.test(reason.message)) event.preventDefault();
  });
}

/**
 * Every page: until the islands' runtime and directives come (a chunk the platform script asks for
 * after the first paint, src/scripts/islands.ts), what the visitor does is kept for them on
 * `window` (src/lib/browser/early-input.ts): the last signs of activity, and for an island under `client:interaction`, that it was reached for,
 * with the click or action key it must replay, held here (its default prevented, no one else hears it).
 */
export function keepEarlyInput(config: BeforePaintConfig, lib: Library): void {
  const settings = config.earlyInput;
  const kept: EarlyInput = { activity: [], reached: new WeakMap(), handed: new WeakSet() };
  (globalThis as unknown as Record<string, EarlyInput>)[settings.key] = kept;
  const reaches: readonly string[] = [...settings.warmUp, ...settings.held];
  const keep = (event: Event) => {
    if ((settings.activity as readonly string[]).includes(event.type) && kept.activity.push(event) > settings.limit) kept.activity.shift();
    const island = (event.target as Element | null)?.closest?.(settings.island);
    if (!island || kept.handed.has(island) || !reaches.includes(event.type)) return;
    if (lib.holdsAction(event, settings.actionKeys)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      kept.reached.set(island, event);
    } else if (!kept.reached.has(island)) kept.reached.set(island, null);
  };
  for (const type of new Set([...reaches, ...settings.activity])) {
    addEventListener(type, keep, { capture: true, passive: !(settings.held as readonly string[]).includes(type) });
  }
}

/**
 * 404: the single 404 document (`data-locale-variants`, prefix and title by locale) takes the
 * language of the path: `<html lang>`, title, and only that language's header, content and footer.
 */
export function localeVariants(): void {
  const root = document.documentElement;
  const variants = root.dataset.localeVariants;
  if (!variants) return;
  const path = `${location.pathname}/`;
  const all = JSON.parse(variants) as Record<string, { prefix: string; title: string }>;
  const code = Object.keys(all).find((locale) => path.startsWith(all[locale]!.prefix));
  if (!code) return;
  root.lang = code;
  document.title = all[code]!.title;
  root.dataset.localeChosen = '';
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`[data-locale-variant]:not([data-locale-variant="${code}"]) { display: none !important; }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

const CONFIG: BeforePaintConfig = {
  colorModeKey: COLOR_MODE_KEY,
  typefaceKey: TYPEFACE_KEY,
  typefaceAttribute: TYPEFACE_ATTRIBUTE,
  forcedSystemWarning: FORCED_SYSTEM_WARNING,
  cookie: LOCALE_COOKIE,
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  bots: BOT_PATTERN.source,
  earlyInput: EARLY_INPUT,
};

/** The kinds of page, by the parts of the script they carry. */
export type BeforePaintKind = 'page' | 'home' | 'notFound';

/** Each kind's parts, and the library functions and settings they use. */
const PARTS: Record<BeforePaintKind, { redirect: boolean; variants: boolean }> = {
  page: { redirect: false, variants: false },
  home: { redirect: true, variants: false },
  notFound: { redirect: false, variants: true },
};
const REDIRECT_LIBRARY: readonly (keyof Library)[] = ['readLocaleCookie', 'isBot', 'preferredLocale', 'rootRedirectLocale'];
const REDIRECT_CONFIG: readonly (keyof BeforePaintConfig)[] = ['cookie', 'locales', 'defaultLocale', 'bots'];

/** The script's readable text for a kind of page: the library's functions, then its parts called with the config. */
export function beforePaintSource(kind: BeforePaintKind = 'page', config: BeforePaintConfig = CONFIG): string {
  const { redirect, variants } = PARTS[kind];
  const library = Object.fromEntries(Object.entries(LIBRARY).filter(([name]) => redirect || !REDIRECT_LIBRARY.includes(name as keyof Library)));
  const settings = Object.fromEntries(Object.entries(config).filter(([name]) => redirect || !REDIRECT_CONFIG.includes(name as keyof BeforePaintConfig)));
  const names = Object.keys(library).join(', ');
  const calls = [
    `const config = ${JSON.stringify(settings, null, 2)};`,
    `const lib = { ${names} };`,
    ...(redirect ? [`if ((${String(rootRedirect)})(config, lib)) return;`] : []),
    `(${String(beforePaint)})(config, lib);`,
    `(${String(keepEarlyInput)})(config, lib);`,
    ...(variants ? [`(${String(localeVariants)})();`] : []),
  ];
  return `(() => {\n${Object.values(library).map(String).join('\n')}\n${calls.join('\n')}\n})();`;
}

/**
 * The script as a kind of page carries it, minified: 5.1 → 2.6 KB, 1.8 → 1.3 KB gzip of each
 * page's first round trip when it had every part; a page without the root redirect and the 404's
 * language variants saves about 0.4 KB gzip more.
 */
export function beforePaintScript(kind: BeforePaintKind = 'page', config: BeforePaintConfig = CONFIG): string {
  return transformSync(beforePaintSource(kind, config), { minify: true, target: 'es2022' }).code.trim();
}

/** The script for each kind of page. */
export const BEFORE_PAINT_SCRIPTS: Record<BeforePaintKind, string> = {
  page: beforePaintScript('page'),
  home: beforePaintScript('home'),
  notFound: beforePaintScript('notFound'),
};
