import { atom } from 'nanostores';
import { DEFAULT_QUERY, type ReadingQuery } from '../lib/readings';

/** The reading list's query (search, tags, status, type, sort, page size), mirrored in the URL by the explorer. */
export const $readingQuery = atom<ReadingQuery>(DEFAULT_QUERY);

export function setReadingQuery(query: ReadingQuery): void {
  $readingQuery.set(query);
}

export function patchReadingQuery(patch: Partial<ReadingQuery>): ReadingQuery {
  const next = { ...$readingQuery.get(), ...patch };
  $readingQuery.set(next);
  return next;
}
