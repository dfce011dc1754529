import { LOCALES, ROUTES, SITE_PATHS, withBase, type Locale, type Route } from '../../i18n/index.ts';
import { isIndexed } from '../../structure.ts';

/** Pages that get a link-preview image: the routes search engines may index. */
export const OG_ROUTES = ROUTES.filter(isIndexed);

export function hasOgImage(route: Route | undefined): route is Route {
  return route !== undefined && (OG_ROUTES as readonly string[]).includes(route);
}

/** Where a page's preview image is built: `('en', 'about')` → `/og/en/about.png`. */
export function ogImagePath(locale: Locale, route: Route, base?: string): string {
  return SITE_PATHS.ogImage(locale, route, base);
}

/** Every locale × route pair that has an image, for `getStaticPaths`. */
export function ogImagePages(): { locale: Locale; route: Route }[] {
  return LOCALES.flatMap((locale) => OG_ROUTES.map((route) => ({ locale, route })));
}

/** Where a reading item's preview image is built (one for both locales): `/og/readings/<id>.png`; a `/` in the id becomes `__`. */
export function readingOgImagePath(id: string, base?: string): string {
  return SITE_PATHS.readingOgImage(readingOgImageName(id), base);
}

/** The file name (without `.png`) of an item's preview image. */
export function readingOgImageName(id: string): string {
  return id.replaceAll('/', '__');
}

/** Where a year in music's preview image is built: `('en', 2026)` → `/og/lab-year/en/2026.png`. */
export function musicYearOgImagePath(locale: Locale, year: number, base?: string): string {
  return withBase(`og/lab-year/${locale}/${year}.png`, base);
}
