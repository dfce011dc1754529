import { DEFAULT_LOCALE, LOCALE_PREFIXES, LOCALES, ROUTES, type Locale, type Route } from '../structure.ts';
import { oncePerKey } from '../once-per-key.ts';

export { ROUTES, type Route };

// `import.meta.env` is Vite's; plain Node (Playwright specs) has none.
const ENV_BASE: string = import.meta.env?.BASE_URL ?? '/';
// Astro's `site` (`SITE.url` in src/site.config.ts), as Astro gives it to the build's modules.
const ENV_SITE: string | undefined = import.meta.env?.SITE;

/**
 * A path that can only stay on the site: control characters dropped, encoded and literal slashes
 * and backslashes collapsed to one `/`, dot segments resolved. Never protocol-relative (`//host`,
 * `/\host`), never above the root. `/en//evil.example/../x/` → `/en/x/`.
 */
export function safePath(path: string): string {
  const flat = path
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/%(2f|5c)/gi, '/')
    .replace(/[\\/]+/g, '/');
  const kept: string[] = [];
  const parts = flat.split('/');
  for (const part of parts) {
    const dots = part.replace(/%2e/gi, '.');
    if (dots === '..') kept.pop();
    else if (part && dots !== '.') kept.push(part);
  }
  const last = parts.at(-1)?.replace(/%2e/gi, '.');
  const trailing = last === '' || last === '.' || last === '..';
  return kept.length ? `/${kept.join('/')}${trailing ? '/' : ''}` : '/';
}

/** `/portfolio` and `portfolio/` both become `/portfolio/`; nothing becomes `/`. */
export function normalizeBase(base: string = ENV_BASE): string {
  return normalBase(base);
}

/** Each base as normalized, once: every link of a build's pages starts with the same one. */
const normalBase = oncePerKey((base: string) => {
  const path = safePath(base);
  return path.endsWith('/') ? path : `${path}/`;
});

/** A path below the site's base, the one way to join them: `('sitemap-index.xml', '/portfolio')` → `/portfolio/sitemap-index.xml`. */
export function withBase(path: string, base: string = ENV_BASE): string {
  return `${normalizeBase(base)}${path.replace(/^\/+/, '')}`;
}

/** The path inside the site, without the base: `/portfolio/en/lab/` → `en/lab/`. */
export function stripBase(pathname: string, base: string = ENV_BASE): string {
  const b = normalizeBase(base);
  const path = safePath(pathname);
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  if (withSlash.startsWith(b)) return path.slice(b.length);
  return path.slice(1);
}

const NON_DEFAULT = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The locale whose prefix starts the path (`/en…` is English); any other path is in the default locale. */
export function localeFromPath(pathname: string, base: string = ENV_BASE): Locale {
  const first = stripBase(pathname, base).split('/')[0];
  return NON_DEFAULT.find((l) => LOCALE_PREFIXES[l] === first) ?? DEFAULT_LOCALE;
}

const prefixOf = (locale: Locale) => (LOCALE_PREFIXES[locale] ? `${LOCALE_PREFIXES[locale]}/` : '');

/** URL of a route in a locale, with the site's base: `('en', 'lab')` → `/en/lab/`. */
export function localizedPath(locale: Locale, route: Route, base: string = ENV_BASE): string {
  const page = route === 'index' ? '' : `${route}/`;
  return `${normalizeBase(base)}${prefixOf(locale)}${page}`;
}

/** The path inside the site without its base and locale prefix (any locale of the structure): `/en/lab/` → `lab/`. */
export function unlocalized(pathname: string, base: string = ENV_BASE): string {
  const rest = stripBase(pathname, base);
  const prefix = LOCALE_PREFIXES[localeFromPath(pathname, base)];
  return prefix ? rest.slice(prefix.length).replace(/^\//, '') : rest;
}

/** Which route a path shows, or `undefined` for a path that is no page of the site. */
export function routeFromPath(pathname: string, base: string = ENV_BASE): Route | undefined {
  const rest = unlocalized(pathname, base).replace(/\/+$/, '');
  if (rest === '' || rest === 'index.html') return 'index';
  // A route's sub-pages (`readings/page/2`, `readings/tag/css`) belong to it.
  return (ROUTES as readonly string[]).find((route) => rest === route || rest.startsWith(`${route}/`)) as Route | undefined;
}

/** The same page in another locale: `/readings/` → `/en/readings/` (query and hash are the caller's). */
export function switchLocalePath(pathname: string, locale: Locale, base: string = ENV_BASE): string {
  return safePath(`${normalizeBase(base)}${prefixOf(locale)}${unlocalized(pathname, base)}`);
}

/**
 * The absolute URL of a path of the site, on the deployed site (Astro's `site`, `SITE.url`):
 * `/en/lab/` → `https://example.com/en/lab/`. The one way canonical links, hreflang, link previews,
 * structured data and feeds make a URL absolute. Outside Astro's build (a unit test), give `site`.
 */
export function absolute(path: string, site: string | URL | undefined = ENV_SITE): string {
  return new URL(path, site).href;
}

/**
 * The site's own files that pages link, with the site's base: the one place their paths are
 * spelled. (A tag's, a status's and the books' feeds sit beside their list: `src/lib/readings/feed.ts`.)
 */
export const SITE_PATHS = {
  /** The reading list's feed in a locale: `/rss.xml`, `/en/rss.xml`. */
  feed: (locale: Locale, base?: string) => `${localizedPath(locale, 'index', base)}rss.xml`,
  /** The whole reading list as data, for the reading list's island: `/readings.json`. */
  readings: (base?: string) => withBase('readings.json', base),
  /** The lab's listening snapshot as data, for the lab's island: `/lab-snapshot.json`. */
  labSnapshot: (base?: string) => withBase('lab-snapshot.json', base),
  /** A route's link-preview image in a locale: `('en', 'about')` → `/og/en/about.png`. */
  ogImage: (locale: Locale, route: Route, base?: string) => withBase(`og/${locale}/${route}.png`, base),
  /** A reading item's link-preview image (one for both locales), by its file name: `/og/readings/<name>.png`. */
  readingOgImage: (name: string, base?: string) => withBase(`og/readings/${name}.png`, base),
  /** The sitemap index: `/sitemap-index.xml`. */
  sitemap: (base?: string) => withBase('sitemap-index.xml', base),
} as const;
