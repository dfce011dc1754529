/** Page sizes the history offers. */
export const PER_PAGE_OPTIONS = [10, 25, 50] as const;
export type PerPage = (typeof PER_PAGE_OPTIONS)[number];
export const DEFAULT_PER_PAGE: PerPage = 25;

export function isPerPage(value: unknown): value is PerPage {
  return (PER_PAGE_OPTIONS as readonly unknown[]).includes(value);
}

/** Number of pages for `count` items, at least 1 (an empty history is one empty page). */
export function pageCount(count: number, perPage: number): number {
  if (!(perPage > 0) || !(count > 0)) return 1;
  return Math.ceil(count / perPage);
}

/** `page` brought into 1…`totalPages` (non-numbers become 1). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.trunc(totalPages) || 1);
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.trunc(page)));
}

/** The items of one page. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const p = clampPage(page, pageCount(items.length, perPage));
  return items.slice((p - 1) * perPage, p * perPage);
}

/** After a page-size change, the page that still shows the first item the visitor was looking at. */
export function pageAfterResize(page: number, oldPerPage: number, newPerPage: number): number {
  const firstIndex = (Math.max(1, Math.trunc(page)) - 1) * oldPerPage;
  return Math.floor(firstIndex / newPerPage) + 1;
}

export interface PagerTargets {
  page: number;
  totalPages: number;
  /** Target of each pager button; `undefined` when the button is disabled. */
  first: number | undefined;
  previous: number | undefined;
  next: number | undefined;
  last: number | undefined;
}

export function pagerTargets(page: number, totalPages: number): PagerTargets {
  const total = Math.max(1, Math.trunc(totalPages) || 1);
  const p = clampPage(page, total);
  return {
    page: p,
    totalPages: total,
    first: p > 1 ? 1 : undefined,
    previous: p > 1 ? p - 1 : undefined,
    next: p < total ? p + 1 : undefined,
    last: p < total ? total : undefined,
  };
}

export interface PagerQuery {
  page: number;
  perPage: PerPage;
}

/** Highest page a URL may ask for: a shared link cannot ask for absurd offsets. */
const MAX_URL_PAGE = 100_000;

/**
 * The history page a URL asks for: `?page=3&pageSize=10` (the reading list's names). Each
 * malformed value falls back to its default on its own (page 1, DEFAULT_PER_PAGE).
 */
export function parsePagerQuery(input: URLSearchParams | string): PagerQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Math.min(MAX_URL_PAGE, Number(pageText)) : 1;
  const sizeText = params.get('pageSize') ?? '';
  const perPage = /^\d{1,3}$/.test(sizeText) ? Number(sizeText) : NaN;
  return { page, perPage: isPerPage(perPage) ? perPage : DEFAULT_PER_PAGE };
}

/** The query string for a history page (`?…`, or `''` for the first page at the default size). */
export function serializePagerQuery({ page, perPage }: PagerQuery): string {
  const parts: string[] = [];
  if (page > 1) parts.push(`page=${Math.trunc(page)}`);
  if (perPage !== DEFAULT_PER_PAGE) parts.push(`pageSize=${perPage}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The path of a static history page under the lab's own path (`/lab/` → `/lab/page/3/`). */
export function labPagePath(labPath: string, page: number): string {
  return page > 1 ? `${labPath}page/${Math.trunc(page)}/` : labPath;
}

/**
 * The history page an address shows: `?page=` when present (the island's own entries), else the
 * static page's path (`<lab>/page/3/`), else the first; the page size from `?pageSize=`.
 */
export function pagerFromLocation(pathname: string, search: string): PagerQuery {
  const query = parsePagerQuery(search);
  if (new URLSearchParams(search).has('page')) return query;
  const match = /\/page\/([1-9]\d{0,5})\/?$/.exec(pathname);
  return { ...query, page: match ? Number(match[1]) : 1 };
}
