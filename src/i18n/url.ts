import { DEFAULT_LOCALE, type Locale } from './locales';

/** The site's pages, by route name. `index` is the home page. */
export const ROUTES = ['index', 'readings', 'lab', 'about', 'test'] as const;
export type Route = (typeof ROUTES)[number];

// `import.meta.env` is Vite's; plain Node (Playwright specs) has none.
const ENV_BASE: string = import.meta.env?.BASE_URL ?? '/';

/** `/portfolio` and `portfolio/` both become `/portfolio/`; nothing becomes `/`. */
export function normalizeBase(base: string = ENV_BASE): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The path inside the site, without the base: `/portfolio/en/lab/` → `en/lab/`. */
export function stripBase(pathname: string, base: string = ENV_BASE): string {
  const b = normalizeBase(base);
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (withSlash.startsWith(b)) return pathname.slice(b.length);
  return pathname.replace(/^\/+/, '');
}

/** `/en…` is English, every other path is French. */
export function localeFromPath(pathname: string, base: string = ENV_BASE): Locale {
  return /^en(\/|$)/.test(stripBase(pathname, base)) ? 'en' : DEFAULT_LOCALE;
}

/** URL of a route in a locale, with the site's base: `('en', 'lab')` → `/en/lab/`. */
export function localizedPath(locale: Locale, route: Route, base: string = ENV_BASE): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `${locale}/`;
  const page = route === 'index' ? '' : `${route}/`;
  return `${normalizeBase(base)}${prefix}${page}`;
}

/** The path inside the site without its locale prefix: `/en/lab/` → `lab/`. */
function unlocalized(pathname: string, base: string): string {
  return stripBase(pathname, base).replace(/^en(\/|$)/, '');
}

/** Which route a path shows, or `undefined` for a path that is no page of the site. */
export function routeFromPath(pathname: string, base: string = ENV_BASE): Route | undefined {
  const rest = unlocalized(pathname, base).replace(/\/+$/, '');
  if (rest === '' || rest === 'index.html') return 'index';
  return (ROUTES as readonly string[]).includes(rest) ? (rest as Route) : undefined;
}

/** The same page in another locale: `/readings/` → `/en/readings/` (query and hash are the caller's). */
export function switchLocalePath(pathname: string, locale: Locale, base: string = ENV_BASE): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `${locale}/`;
  return `${normalizeBase(base)}${prefix}${unlocalized(pathname, base)}`;
}
