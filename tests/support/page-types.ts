/**
 * The page types whose first visit the budgets (`tests/e2e/quality/budgets.spec.ts`) and the
 * Lighthouse bench measure: one representative page of each kind the site builds, in every locale.
 * Paths are relative to the site root, with no base path.
 */
import { LOCALES, DEFAULT_LOCALE, type Locale } from '../../src/structure';
import { localizedPath } from '../../src/i18n/url';

/** A kind of page, by the path of its representative in the default locale's sample content. */
const KINDS = [
  { kind: 'home', route: 'index', rest: '' },
  { kind: 'list', route: 'readings', rest: '' },
  { kind: 'list page 2', route: 'readings', rest: 'page/2/' },
  { kind: 'tag', route: 'readings', rest: 'tag/css/' },
  { kind: 'status', route: 'readings', rest: 'status/read/' },
  { kind: 'item (book)', route: 'readings', rest: 'a-philosophy-of-software-design/' },
  { kind: 'item (video)', route: 'readings', rest: 'boundaries/' },
  { kind: 'statistics', route: 'readings', rest: 'stats/' },
  { kind: 'year', route: 'readings', rest: 'year/2025/' },
  { kind: 'lab', route: 'lab', rest: '' },
  { kind: 'lab page 2', route: 'lab', rest: 'page/2/' },
  { kind: 'music year', route: 'lab', rest: 'year/2025/' },
  { kind: 'about', route: 'about', rest: '' },
  { kind: 'test', route: 'test', rest: '' },
] as const;

export interface PageType {
  kind: string;
  locale: Locale;
  /** The URL path of the page (`/en/readings/tag/css/`). */
  path: string;
  /** The built file that answers it, relative to `dist/`. */
  file: string;
}

/** The 404 screen's own document: `404.html` for the default locale, `<prefix>/404/` otherwise. */
const notFound = (locale: Locale): PageType => {
  const path = locale === DEFAULT_LOCALE ? '/404.html' : `${localizedPath(locale, 'index', '/')}404/`;
  return { kind: '404', locale, path, file: path === '/404.html' ? '404.html' : `${path.slice(1)}index.html` };
};

export const PAGE_TYPES: readonly PageType[] = LOCALES.flatMap((locale) => [
  ...KINDS.map(({ kind, route, rest }) => {
    const path = `${localizedPath(locale, route, '/')}${rest}`;
    return { kind, locale, path, file: `${path.slice(1)}index.html` };
  }),
  notFound(locale),
]);
