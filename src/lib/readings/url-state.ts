import { DEFAULT_QUERY, QUERY_FIELDS, type ParseOptions, type ReadingQuery } from './filters.ts';

export { MAX_SEARCH_LENGTH, MAX_TAGS, type ParseOptions } from './filters.ts';

/**
 * The query a URL asks for: `?search=…&status=…&tags=a,b&type=…&sort=…&pageSize=…`.
 * Each unknown or malformed value falls back to its default on its own; other parameters are ignored.
 */
export function parseQuery(input: URLSearchParams | string, options: ParseOptions = {}): ReadingQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  return QUERY_FIELDS.reduce((query, field) => field.parseInto(query, params, options), DEFAULT_QUERY);
}

/**
 * The query string for a query (`?…`, or `''` for the default view). Default values are left
 * out; parameters keep a fixed order so equal views give equal URLs.
 */
export function serializeQuery(query: ReadingQuery): string {
  const parts: string[] = [];
  for (const field of QUERY_FIELDS) {
    const text = field.serializeIn(query);
    if (text !== null) parts.push(`${field.key}=${text}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
