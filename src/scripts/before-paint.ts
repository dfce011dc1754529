import { COLOR_MODE_KEY, FORCED_SYSTEM_WARNING, parseForcedMode, parsePreference, resolveTheme } from '../lib/theme/resolve';
import { BOT_PATTERN, isBot, preferredLocale, rootRedirectLocale } from '../i18n/redirect';
import { LOCALE_COOKIE, readLocaleCookie } from '../i18n/cookie';
import { DEFAULT_LOCALE, LOCALES } from '../structure';
import { TYPEFACE_ATTRIBUTE, TYPEFACE_KEY } from '../lib/browser/typeface';
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
}

/** The library functions the script calls, copied into it by their source text. */
const LIBRARY = { parsePreference, parseForcedMode, resolveTheme, readLocaleCookie, isBot, preferredLocale, rootRedirectLocale };
type Library = typeof LIBRARY;

/**
 * The one inline script, readable: it runs in <head> before the first paint of every document, so
 * the page never shows the wrong theme or language. Each page's Content-Security-Policy allows it
 * by its SHA-256 (src/build/security-headers.ts). It may use only its arguments and browser globals.
 *
 * - root redirect: on the default home page (`data-root-redirect`, the other homes by locale) a
 *   visitor whose cookie or browser languages pick another language goes there (`rootRedirectLocale`).
 * - theme: forced mode, else the stored preference, else the OS setting; sets class `dark`/`light`,
 *   `color-scheme` and `data-color-mode`; follows the OS setting live, and applies again when the
 *   page comes back from the back/forward cache (the preference may have changed on another page).
 * - typeface: `data-font` once a page has fetched the font, which the styles then use from the first paint.
 * - query: an address with a query string gets `data-list-query` (the reading list hides its
 *   server-rendered page until the island shows the query's).
 * - 404: the single 404 document (`data-locale-variants`, prefix and title by locale) takes the
 *   language of the path: `<html lang>`, title, and only that language's header, content and footer.
 */
export function beforePaint(config: BeforePaintConfig, lib: Library): void {
  const root = document.documentElement;
  const homes = root.dataset.rootRedirect;
  if (homes) {
    let cookies: string | undefined;
    try {
      cookies = document.cookie;
    } catch {
      cookies = undefined;
    }
    const visit = { cookie: lib.readLocaleCookie(cookies, config.locales, config.cookie), languages: navigator.languages, userAgent: navigator.userAgent };
    const target = lib.rootRedirectLocale(visit, config);
    const home = target && (JSON.parse(homes) as Record<string, string>)[target];
    if (home) {
      location.replace(home + location.search + location.hash);
      return;
    }
  }
  // The typeface from the first paint once an earlier page has fetched it (src/lib/browser/typeface.ts).
  try {
    if (localStorage.getItem(config.typefaceKey)) root.setAttribute(config.typefaceAttribute, '');
  } catch {
    // storage refused: the fallback, as on a first visit
  }
  // An address with a query: the reading list shows no server-rendered page until it has the query's.
  if (location.search.length > 1) root.dataset.listQuery = '';
  let variantSheet: CSSStyleSheet | undefined;
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

    if (variantSheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== variantSheet);
    const variants = root.dataset.localeVariants;
    if (!variants) return;
    const path = `${location.pathname}/`;
    const all = JSON.parse(variants) as Record<string, { prefix: string; title: string }>;
    const code = Object.keys(all).find((locale) => path.startsWith(all[locale]!.prefix));
    if (!code) return;
    root.lang = code;
    document.title = all[code]!.title;
    root.dataset.localeChosen = '';
    variantSheet = new CSSStyleSheet();
    variantSheet.replaceSync(`[data-locale-variant]:not([data-locale-variant="${code}"]) { display: none !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, variantSheet];
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

const CONFIG: BeforePaintConfig = {
  colorModeKey: COLOR_MODE_KEY,
  typefaceKey: TYPEFACE_KEY,
  typefaceAttribute: TYPEFACE_ATTRIBUTE,
  forcedSystemWarning: FORCED_SYSTEM_WARNING,
  cookie: LOCALE_COOKIE,
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  bots: BOT_PATTERN.source,
};

/** The script's readable text: the library's functions, then `beforePaint` called with the config. */
export function beforePaintSource(config: BeforePaintConfig = CONFIG): string {
  const names = Object.keys(LIBRARY).join(', ');
  const library = Object.values(LIBRARY).map(String).join('\n');
  return `(() => {\n${library}\n(${String(beforePaint)})(\n${JSON.stringify(config, null, 2)},\n{ ${names} },\n);\n})();`;
}

/**
 * The script as every document carries it, minified: 5.1 → 2.6 KB, 1.8 → 1.3 KB gzip of each
 * page's first round trip.
 */
export function beforePaintScript(config: BeforePaintConfig = CONFIG): string {
  return transformSync(beforePaintSource(config), { minify: true, target: 'es2022' }).code.trim();
}

export const BEFORE_PAINT_SCRIPT = beforePaintScript();
