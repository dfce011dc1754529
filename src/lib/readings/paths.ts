/**
 * The static list pages: `/readings/`, `/readings/page/2/`, and per facet value
 * `/readings/tag/css/`, `/readings/status/read/page/3/`, `/readings/type/video/` (each locale).
 */
import { localizedPath, unlocalized } from '../../i18n/url.ts';
import type { Locale } from '../../i18n/locales.ts';
import { DEFAULT_QUERY, FACET_KEYS, FACETS, facetOptions, sameQuery, type FacetKey, type ReadingQuery } from './filters.ts';
import type { ReadingItem } from './model.ts';
import type { TagSlugs } from './tag-slugs.ts';
import { safeDecodeURI } from '../text.ts';
/** One facet value a static page shows, e.g. `{ key: 'tags', value: 'css' }`; `null` is the whole list. */
export type Facet = { key: FacetKey; value: string } | null;

export { tagSlug, type TagSlugs } from './tag-slugs.ts';

/** No tag's segment: for the pages of the whole list, a status or a type, which name no tag. */
const NO_TAGS: TagSlugs = Object.freeze({});

/**
 * The path segments of a list page under the reading list, as its static route and its links both
 * spell them, a tag's segment as `slugs` gives it:
 * `({ key: 'tags', value: 'C++' }, 2, slugs)` → `['tag', 'c-plus-plus', 'page', '2']`, `(null, 1)` → `[]`.
 */
export function listSegments(facet: Facet, page = 1, slugs: TagSlugs = NO_TAGS): string[] {
  const segments = facet ? [FACETS[facet.key].segment, FACETS[facet.key].valueSegment(facet.value, slugs)] : [];
  if (page > 1) segments.push(LIST_SEGMENTS.page, String(page));
  return segments;
}

/** Which list page `listPath` names: the whole list when no facet, its first page when no page. */
export interface ListPage {
  /** The facet value the page shows; none (or `null`): the whole list. */
  facet?: Facet;
  /** Its page number, from 1. */
  page?: number;
  /** Each tag's segment: a tag's page needs it. */
  slugs?: TagSlugs;
  /** The site's base (Astro's `base` when left out). */
  base?: string;
}

/**
 * The path of a list page (with the site's base), a tag's page with its segment from `slugs`:
 * `('en', { facet: { key: 'tags', value: 'css' }, page: 2, slugs })` → `/en/readings/tag/css/page/2/`.
 */
export function listPath(locale: Locale, { facet = null, page = 1, slugs = NO_TAGS, base }: ListPage = {}): string {
  return localizedPath(locale, 'readings', base) + listSegments(facet, page, slugs).map((segment) => `${segment}/`).join('');
}

/** The segments under the reading list of its own pages: the pages of a list, the statistics, the years, the feeds. */
export const LIST_SEGMENTS = { page: 'page', stats: 'stats', year: 'year', feeds: 'feeds' } as const;

/**
 * The first path segments under the reading list that are not items: its own pages' and its
 * facets'. An item whose id is one stops the build (`integrity.ts`).
 */
export const RESERVED_SEGMENTS: readonly string[] = [...Object.values(LIST_SEGMENTS), ...FACET_KEYS.map((key) => FACETS[key].segment)];

/** The statistics page's path (with the site's base): `('en')` → `/en/readings/stats/`. */
export function statsPath(locale: Locale, base?: string): string {
  return `${localizedPath(locale, 'readings', base)}${LIST_SEGMENTS.stats}/`;
}

/** A year page's path (with the site's base): `('en', 2025)` → `/en/readings/year/2025/`. */
export function yearPath(locale: Locale, year: number, base?: string): string {
  return `${localizedPath(locale, 'readings', base)}${LIST_SEGMENTS.year}/${year}/`;
}

/**
 * The page that says what the feeds are and gives each one's address (`/readings/feeds/`): where the
 * site's feed links lead. The feeds themselves are for feed readers, not browsers.
 */
export function feedsPagePath(locale: Locale, base?: string): string {
  return `${localizedPath(locale, 'readings', base)}${LIST_SEGMENTS.feeds}/`;
}

/** The path of a tag's or status's feed: `('en', { key: 'tags', value: 'css' }, slugs)` → `/en/readings/tag/css/rss.xml`. */
export function facetFeedPath(locale: Locale, facet: NonNullable<Facet>, slugs: TagSlugs, base?: string): string {
  return `${listPath(locale, { facet, slugs, base })}rss.xml`;
}

/** The path of the finished books' feed: `/readings/books.xml`, `/en/readings/books.xml`. */
export function booksFeedPath(locale: Locale, base?: string): string {
  return `${localizedPath(locale, 'readings', base)}books.xml`;
}

/** The path of an item's own page (with the site's base): `('en', 'a-modern-css-reset')` → `/en/readings/a-modern-css-reset/`. */
export function itemPath(locale: Locale, id: string, base?: string): string {
  return `${localizedPath(locale, 'readings', base)}${id.split('/').map(encodeURIComponent).join('/')}/`;
}

/** The query a facet page shows. */
export function facetQuery(facet: Facet): ReadingQuery {
  return facet ? FACETS[facet.key].onlyIn(DEFAULT_QUERY, facet.value) : DEFAULT_QUERY;
}

/** The facet page that shows exactly this query, if there is one (`null` for the whole list). */
export function queryFacet(query: ReadingQuery): Facet | undefined {
  if (sameQuery(query, DEFAULT_QUERY)) return null;
  for (const key of FACET_KEYS) {
    const chips = FACETS[key].chipsIn(query);
    const option = chips.length === 1 ? chips[0]!.value : undefined;
    if (option && sameQuery(query, facetQuery({ key, value: option }))) return { key, value: option };
  }
  return undefined;
}

/** Which list page a path is (`undefined` for none): its facet and page number; the tags in use are `slugs`'s. */
export function parseListPath(pathname: string, slugs: TagSlugs, base?: string): { facet: Facet; page: number } | undefined {
  const rest = unlocalized(pathname, base);
  const match = /^readings\/(?:(?!page\/)([a-z]+)\/([^/]+)\/)?(?:page\/([1-9]\d*)\/)?$/.exec(rest.endsWith('/') ? rest : `${rest}/`);
  if (!match) return undefined;
  const page = match[3] ? Number(match[3]) : 1;
  if (!match[1]) return { facet: null, page };
  const key = FACET_KEYS.find((k) => FACETS[k].segment === match[1]);
  if (!key) return undefined;
  // A segment in another script arrives percent-encoded (`/readings/tag/%E6%97%A5…/`).
  const segment = safeDecodeURI(match[2]!);
  const value = FACETS[key].options(Object.keys(slugs)).find((option) => FACETS[key].valueSegment(option, slugs) === segment);
  return value ? { facet: { key, value }, page } : undefined;
}

/**
 * How many static pages a status, type or tag gets at most. The whole list's pages hold every
 * item; a facet's first pages are enough to browse it, and keep a 10,000-item build short.
 */
export const MAX_FACET_PAGES = 5;

/** Every static list page: the whole list and each facet value, page by page (at least one page each). */
export function listPages(
  items: readonly ReadingItem[],
  tags: readonly string[],
  pageSize: number = DEFAULT_QUERY.pageSize,
): { facet: Facet; page: number; pages: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    for (const key of FACET_KEYS) for (const value of FACETS[key].valuesOf(item)) counts.set(`${key}:${value}`, (counts.get(`${key}:${value}`) ?? 0) + 1);
  }
  const facets: { facet: Facet; total: number }[] = [{ facet: null, total: items.length }];
  for (const key of FACET_KEYS) {
    for (const value of facetOptions(key, tags)) facets.push({ facet: { key, value }, total: counts.get(`${key}:${value}`) ?? 0 });
  }
  return facets.flatMap(({ facet, total }) => {
    const pages = Math.min(facet ? MAX_FACET_PAGES : Infinity, Math.max(1, Math.ceil(total / pageSize)));
    return Array.from({ length: pages }, (_, i) => ({ facet, page: i + 1, pages }));
  });
}
