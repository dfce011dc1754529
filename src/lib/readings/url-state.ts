import {
  DEFAULT_QUERY,
  isPageSize,
  isReadingStatus,
  isReadingType,
  isSortKey,
  type ReadingQuery,
} from './model.ts';

/** Longest search kept from a URL, and most tags: a shared link cannot make the page do unbounded work. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

export interface ParseOptions {
  /** Tags that exist; any other tag in the URL is dropped. Without it, every well-formed tag is kept. */
  knownTags?: Iterable<string>;
}

/**
 * The query a URL asks for: `?search=…&tags=a,b&status=…&type=…&sort=…&pageSize=…`.
 * Each unknown or malformed value falls back to its default on its own; other parameters are ignored.
 */
export function parseQuery(input: URLSearchParams | string, options: ParseOptions = {}): ReadingQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const known = options.knownTags ? new Set(options.knownTags) : null;

  const rawSearch = params.get('search') ?? '';
  // Control characters never come from typing; a search is one line.
  const search = rawSearch.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, MAX_SEARCH_LENGTH);

  const tags: string[] = [];
  for (const part of (params.get('tags') ?? '').split(',')) {
    const tag = part.trim();
    if (!tag || tag.length > MAX_TAG_LENGTH || tags.includes(tag)) continue;
    if (known && !known.has(tag)) continue;
    tags.push(tag);
    if (tags.length === MAX_TAGS) break;
  }

  const status = params.get('status');
  const type = params.get('type');
  const sort = params.get('sort');
  const pageSizeText = params.get('pageSize') ?? '';
  const pageSize = /^\d{1,3}$/.test(pageSizeText) ? Number(pageSizeText) : NaN;

  return {
    search: search.trim() ? search : '',
    tags,
    status: isReadingStatus(status) ? status : DEFAULT_QUERY.status,
    type: isReadingType(type) ? type : DEFAULT_QUERY.type,
    sort: isSortKey(sort) ? sort : DEFAULT_QUERY.sort,
    pageSize: isPageSize(pageSize) ? pageSize : DEFAULT_QUERY.pageSize,
  };
}

/**
 * The query string for a query (`?…`, or `''` for the default view). Default values are left
 * out; parameters keep a fixed order so equal views give equal URLs.
 */
export function serializeQuery(query: ReadingQuery): string {
  const parts: string[] = [];
  const search = query.search.trim() ? query.search : '';
  if (search) parts.push(`search=${encodeURIComponent(search)}`);
  if (query.tags.length > 0) parts.push(`tags=${query.tags.map(encodeURIComponent).join(',')}`);
  if (query.status !== DEFAULT_QUERY.status) parts.push(`status=${query.status}`);
  if (query.type !== DEFAULT_QUERY.type) parts.push(`type=${query.type}`);
  if (query.sort !== DEFAULT_QUERY.sort) parts.push(`sort=${query.sort}`);
  if (query.pageSize !== DEFAULT_QUERY.pageSize) parts.push(`pageSize=${query.pageSize}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
