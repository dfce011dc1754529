import type { Locale } from '../../i18n/locales.ts';
import { FACET_KEYS, hasFilters, sameQuery } from './filters.ts';
import type { ReadingQuery } from './model.ts';
import { listPath, MAX_FACET_PAGES, queryFacet } from './paths.ts';
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
  /** The full list's selection for `query`, or `null` until the full list is there. */
  selection: Selection | null;
}

export interface ListView {
  /** The view is the static page's own: its server render and counts stand for it. */
  isPageQuery: boolean;
  /** The server's page is shown for another query (until the full list arrives). */
  stale: boolean;
  /** How many items pass the filters. */
  total: number;
  /** How many are shown. */
  shownCount: number;
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

/** What the reading list shows, from its query, pages and selection. */
export function listView({ locale, query, pageQuery, page, pageTotal, pages, selection }: ListViewInput): ListView {
  const isPageQuery = sameQuery(query, pageQuery) && pages.first === page;
  const stale = !selection && !isPageQuery;
  const total = selection ? selection.total : pageTotal;
  const shownCount = selection ? selection.items.length : Math.max(0, Math.min(pageQuery.pageSize, pageTotal - (page - 1) * pageQuery.pageSize));
  const shownFirst = (pages.first - 1) * query.pageSize;
  const facet = queryFacet(query);
  const next = pages.first + pages.count;
  const nextHref =
    facet === undefined || (facet !== null && next > MAX_FACET_PAGES) ? `${listPath(locale)}${serializeQuery(query)}` : listPath(locale, facet, next);
  const activeCount = FACET_KEYS.reduce((n, key) => {
    const value = query[key];
    return n + (Array.isArray(value) ? value.length : value === null ? 0 : 1);
  }, 0);
  return {
    isPageQuery,
    stale,
    total,
    shownCount,
    hasMore: total > shownFirst + shownCount,
    nextHref,
    prevHref: pages.first > 1 && facet !== undefined ? listPath(locale, facet, pages.first - 1) : undefined,
    filtered: hasFilters(query),
    activeCount,
  };
}
