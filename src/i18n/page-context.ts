import { isIndexed, LOCALES, type Locale, type Route } from '../structure.ts';
import { localizedPath, routeFromPath } from './url.ts';

/** What every part of a page needs to know about it, computed once by its layout and passed down. */
export interface PageContext {
  /** The page's language. */
  locale: Locale;
  /** The route it belongs to (`readings` for a tag page), or `undefined` for a page that is no route (404). */
  route: Route | undefined;
  /**
   * This page in every language: its twin for a route's page, each home for a page that is no route.
   * Canonical, hreflang, the language switch and the footer's language links all read it.
   */
  alternates: Readonly<Record<Locale, string>>;
  /** Whether `alternates` are this page's twins (`false`: they are the home pages). */
  hasTwins: boolean;
  /** Whether search engines may index it: its head's `robots`, link-preview image and structured data follow (`src/lib/head.ts`), and so does the sitemap. */
  indexed: boolean;
}

export interface PageOptions {
  /** The route shown; without it, the page is no route of the site (never indexed). */
  route?: Route | undefined;
  /** This page's path in each locale when it is a sub-page of `route` (a reading-list page 2, a tag page). */
  localePath?: ((locale: Locale) => string) | undefined;
}

/**
 * The page context of a page in `locale` (Starlight's route data, for this site): the locale is the
 * page's own, from its route's props, never read again from its address.
 */
export function pageContext(locale: Locale, { route, localePath }: PageOptions = {}): PageContext {
  const twinOf = (l: Locale) => (localePath ? localePath(l) : localizedPath(l, route!));
  const alternates = Object.fromEntries(LOCALES.map((l) => [l, route ? twinOf(l) : localizedPath(l, 'index')])) as Record<Locale, string>;
  return {
    locale,
    route,
    alternates,
    hasTwins: route !== undefined,
    indexed: indexedRoute(route),
  };
}

/** Whether a page of `route` may be indexed: a route's, unless the site keeps it out; never a page that is no route (404). */
function indexedRoute(route: Route | undefined): boolean {
  return route !== undefined && isIndexed(route);
}

/**
 * Whether the page at `path` (under the site's base: `en/about/`) may be indexed, as its head says
 * (`pageContext`): the sitemap keeps these pages. Every page's route follows from its path.
 */
export function indexedPath(path: string): boolean {
  return indexedRoute(routeFromPath(`/${path}`, '/'));
}
