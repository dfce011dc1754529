import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translate.ts';
import { FACET_KEYS, FACETS, FILTERS, hasFilters, sameQuery, type FilterField, type FilterKey, type ReadingQuery } from './filters.ts';
import { listPath, MAX_FACET_PAGES, queryFacet, type TagSlugs } from './paths.ts';
import type { Selection } from './select.ts';
import { serializeQuery } from './url-state.ts';

export interface ListViewInput {
  locale: Locale;
  /** The query shown (a step behind the keys while typing). */
  query: ReadingQuery;
  /** The static page the list was rendered on: its query, page number and total. */
  pageQuery: ReadingQuery;
  page: number;
  pageTotal: number;
  /** The pages shown: from `first`, `count` of them. */
  pages: { first: number; count: number };
  /** Each tag's path segment, for the addresses of a tag's pages. */
  tagSlugs: TagSlugs;
  /** The full list's selection for `query`, or `null` until the full list is there. */
  selection: Selection | null;
  /**
   * `query` is a step behind the query asked for and no list has shown yet (a shared address's
   * first live render): the server's page no longer stands for what was asked. Default `false`.
   */
  behind?: boolean;
}

export interface ListView {
  /** The view is the static page's own: its server render and counts stand for it. */
  isPageQuery: boolean;
  /** The server's page is shown for another query (until the full list arrives, or while `behind`). */
  stale: boolean;
  /** How many items pass the filters. */
  total: number;
  /** How many are shown, and the positions of the first and last shown (1-based; `0` when none). */
  shownCount: number;
  shownFrom: number;
  shownTo: number;
  /** The numbered static pages of this view (some left out, see `pageNumbers`), when it has more than one. */
  pageLinks: { page: number; href: string; current: boolean }[] | null;
  /** Load more has something to add. */
  hasMore: boolean;
  /** The address of the next page: its static page when there is one, else this view's. */
  nextHref: string;
  /** The address of the previous static page, when the view starts after the first page and has pages. */
  prevHref: string | undefined;
  /** A filter narrows the list. */
  filtered: boolean;
  /** How many facet values are on (each tag counts). */
  activeCount: number;
}

/** The filters in chip order: the non-facet filters (the search), then the facets in the sheet's order. */
const CHIP_FIELDS: readonly FilterField<FilterKey>[] = [...FILTERS.filter((field) => !(FACET_KEYS as readonly string[]).includes(field.key)), ...FACET_KEYS.map((key) => FACETS[key])];

/** What the reading list shows, from its query, pages and selection. */
export function listView({ locale, query, pageQuery, page, pageTotal, pages, tagSlugs, selection, behind = false }: ListViewInput): ListView {
  const isPageQuery = sameQuery(query, pageQuery) && pages.first === page;
  const stale = behind || (!selection && !isPageQuery);
  const total = selection ? selection.total : pageTotal;
  const shownCount = selection ? selection.items.length : Math.max(0, Math.min(pageQuery.pageSize, pageTotal - (page - 1) * pageQuery.pageSize));
  const shownFirst = (pages.first - 1) * query.pageSize;
  const facet = queryFacet(query);
  const next = pages.first + pages.count;
  const nextHref =
    facet === undefined || (facet !== null && next > MAX_FACET_PAGES) ? `${listPath(locale)}${serializeQuery(query)}` : listPath(locale, { facet, page: next, slugs: tagSlugs });
  const activeCount = FACET_KEYS.reduce((n, key) => n + FACETS[key].countIn(query), 0);
  const pageCount = facet === undefined ? 0 : Math.min(facet ? MAX_FACET_PAGES : Infinity, Math.ceil(total / query.pageSize));
  const pageLinks =
    facet === undefined || pageCount < 2
      ? null
      : pageNumbers(pages.first, pageCount).map((n) => ({ page: n, href: listPath(locale, { facet, page: n, slugs: tagSlugs }), current: pages.count === 1 && n === pages.first }));
  return {
    isPageQuery,
    stale,
    total,
    shownCount,
    shownFrom: shownCount > 0 ? shownFirst + 1 : 0,
    shownTo: shownFirst + shownCount,
    pageLinks,
    hasMore: total > shownFirst + shownCount,
    nextHref,
    prevHref: pages.first > 1 && facet !== undefined ? listPath(locale, { facet, page: pages.first - 1, slugs: tagSlugs }) : undefined,
    filtered: hasFilters(query),
    activeCount,
  };
}

/**
 * The page numbers a pager shows around `current`: the first, the last and two on each side;
 * the others are left out (`pageNumbers(7, 20)` → 1, 5, 6, 7, 8, 9, 20).
 */
export function pageNumbers(current: number, last: number): number[] {
  const numbers: number[] = [];
  for (let n = 1; n <= last; n++) if (n === 1 || n === last || Math.abs(n - current) <= 2) numbers.push(n);
  return numbers;
}

/** One active filter and the query without it (`search` is the search box's text). */
export interface ActiveFilter {
  key: FilterKey;
  value: string;
  without: ReadingQuery;
  /** The chip's words ("Search: astro", "Read", "#css"). */
  label(t: Translate): string;
}

/** The filters a query has on, each with the query that drops it alone: the removable chips (the search first, then the facets in the sheet's order). */
export function activeFilters(query: ReadingQuery): ActiveFilter[] {
  return CHIP_FIELDS.flatMap((field) => field.chipsIn(query).map((chip) => ({ key: field.key, ...chip })));
}

/** A filter by its field and value (`{ key: 'tags', value: 'css' }`). */
export type FilterRef = Pick<ActiveFilter, 'key' | 'value'>;

/**
 * The filter the visitor just turned on: the one filter `after` has that `before` had not. None
 * when several arrive at once (an address, the list going live), as no one chose among them.
 */
export function addedFilter(before: ReadingQuery, after: ReadingQuery): FilterRef | undefined {
  const had = new Set(activeFilters(before).map(({ key, value }) => `${key}\u0000${value}`));
  const added = activeFilters(after).filter(({ key, value }) => !had.has(`${key}\u0000${value}`));
  return added.length === 1 ? { key: added[0]!.key, value: added[0]!.value } : undefined;
}

/**
 * The filter "No result: remove …" drops: the last one turned on (`last`) while it is still on,
 * else the last chip; none when no filter is on.
 */
export function filterToUndo(query: ReadingQuery, last: FilterRef | undefined): ActiveFilter | undefined {
  const filters = activeFilters(query);
  return filters.find((filter) => last && filter.key === last.key && filter.value === last.value) ?? filters.at(-1);
}
