/**
 * The site's structure, declared once: its languages and its pages. Astro's i18n config, the
 * sitemap, robots.txt, navigation, the language switch, hreflang links, the 404 document, the root
 * redirect, the before-paint script and the end-to-end screen table all derive from these two lists.
 *
 * Adding a language: one entry in `LOCALE_ENTRIES`, `src/i18n/<code>.json`, and the content files
 * (`content/pages/<code>/`, `content/projects/<code>/`). See the README, "Adding a language".
 */

export interface LocaleEntry {
  /** The code used in file names and the `locale` cookie. */
  readonly code: string;
  /** BCP 47 tag, for `Intl`, `hreflang`, `og:locale` and the sitemap. */
  readonly tag: string;
  /** The language named in itself, as the language switch shows it. */
  readonly label: string;
  /** First path segment of its pages; empty for the default language, served at the root. */
  readonly prefix: string;
  /** The site's main language: unprefixed, `x-default` for search engines. Exactly one. */
  readonly default?: boolean;
  /** The language whose messages fill in keys missing elsewhere. Exactly one. */
  readonly fallback?: boolean;
}

export const LOCALE_ENTRIES = [
  { code: 'fr', tag: 'fr-FR', label: 'Français', prefix: '', default: true },
  { code: 'en', tag: 'en-US', label: 'English', prefix: 'en', fallback: true },
] as const satisfies readonly LocaleEntry[];

export interface RouteEntry {
  /** Route name; its path is the name (`index` is the locale's home page). */
  readonly id: string;
  /** Position in the header and footer navigation, or `false` for a page left out of it. */
  readonly nav: number | false;
  /** Whether search engines may index the page (sitemap, robots.txt, `<meta name="robots">`). */
  readonly indexed: boolean;
}

export const ROUTE_ENTRIES = [
  { id: 'index', nav: 1, indexed: true },
  { id: 'readings', nav: 2, indexed: true },
  { id: 'lab', nav: 3, indexed: true },
  { id: 'about', nav: 4, indexed: true },
  { id: 'test', nav: false, indexed: false },
] as const satisfies readonly RouteEntry[];

export type Locale = (typeof LOCALE_ENTRIES)[number]['code'];
export type Route = (typeof ROUTE_ENTRIES)[number]['id'];
/** The routes in the navigation (each needs a `nav.<route>` message, `nav.home` for `index`). */
export type NavRoute = Extract<(typeof ROUTE_ENTRIES)[number], { nav: number }>['id'];

const entries: readonly LocaleEntry[] = LOCALE_ENTRIES;
const only = (what: string, found: readonly LocaleEntry[]): Locale => {
  if (found.length !== 1) throw new Error(`src/structure.ts: exactly one locale must be the ${what}`);
  return found[0]!.code as Locale;
};

export const LOCALES: readonly Locale[] = LOCALE_ENTRIES.map((l) => l.code);
export const DEFAULT_LOCALE: Locale = only('default', entries.filter((l) => l.default));
/** Language used when a key is missing in the current locale. */
export const FALLBACK_LOCALE: Locale = only('fallback', entries.filter((l) => l.fallback));
export const ROUTES: readonly Route[] = ROUTE_ENTRIES.map((r) => r.id);

const byCode = <T>(pick: (l: LocaleEntry) => T) =>
  Object.fromEntries(entries.map((l) => [l.code, pick(l)])) as Record<Locale, T>;
/** BCP 47 tags for `Intl`, `hreflang` and the sitemap. */
export const LANGUAGE_TAGS = byCode((l) => l.tag);
/** Each language named in itself, as the language switch shows it. */
export const LOCALE_LABELS = byCode((l) => l.label);
/** Path prefix of each locale, without slashes (`''` for the default locale). */
export const LOCALE_PREFIXES = byCode((l) => l.prefix);

/** Astro's `i18n.locales`: a locale whose prefix is not its code is served under the prefix. */
export const ASTRO_LOCALES: (string | { path: string; codes: [string] })[] = entries.map((l) =>
  l.prefix && l.prefix !== l.code ? { path: l.prefix, codes: [l.code] } : l.code,
);

/** The routes of the navigation, in order. */
export const NAV_ROUTES: readonly NavRoute[] = ROUTE_ENTRIES.flatMap((r) => (r.nav === false ? [] : [r]))
  .sort((a, b) => a.nav - b.nav)
  .map((r) => r.id);
/** The routes hidden from search engines. */
export const UNINDEXED_ROUTES: readonly Route[] = ROUTE_ENTRIES.filter((r) => !r.indexed).map((r) => r.id);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isIndexed(route: Route): boolean {
  return !UNINDEXED_ROUTES.includes(route);
}
