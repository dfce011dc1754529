/**
 * StoryGraph's export CSV (Manage account → Export StoryGraph library) as reading items: one row
 * gives the fields StoryGraph knows of a book, and the review as notes. Pure: no file is read or
 * written here. The file is read as Goodreads' is (./goodreads.ts: encodings, separators).
 */
import { compactIsbn, isValidIsbn } from '../../src/lib/readings/isbn.ts';
import type { GoodreadsItem as ImportedItem, GoodreadsRow as CsvRow } from './goodreads.ts';
import { goodreadsDate as slashDate, reviewMarkdown } from './goodreads.ts';
import { importColumn, importColumns, type FieldKey } from '../../src/lib/readings/model.ts';
import { FINISHED_STATUSES, IMPORTED_TYPE, importerStatuses, type ReadingStatus } from '../../src/lib/readings/vocabulary.ts';

/** The column each item field comes from, to name it when a row is refused. */
export const STORYGRAPH_COLUMNS: Record<string, string> = importColumns('storygraph');

/** Each read status and the status it gives (each status's `storygraph` words in `src/lib/readings/vocabulary.ts`). */
export const STORYGRAPH_STATUSES: Record<string, string> = importerStatuses('storygraph');

/** The last reading of `Dates Read` (`2023/04/20-2023/05/02, 2024/01/03-2024/01/09`): its start and end, ISO days. */
export function lastReading(datesRead: string): { start?: string; end?: string } {
  const last = datesRead.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  if (!last) return {};
  // Days are written with slashes: the dash only separates a reading's start and its end (none yet: `2024/04/20-`).
  const [start, end] = last.split('-');
  return { start: slashDate(start), end: slashDate(end) };
}

/** A star rating (`4.0`, `4.5`, `3.25`) as a whole score, and a note when it was rounded. */
export function storygraphScore(rating: string): { score?: number | string; note?: string } {
  const text = rating.trim();
  if (!text) return {};
  const value = Number(text);
  if (!Number.isFinite(value)) return { score: text };
  if (value === 0) return {};
  const score = Math.min(5, Math.max(1, Math.round(value)));
  return score === value ? { score } : { score, note: `rating ${text} rounded to ${score} (scores are whole stars)` };
}

/**
 * The item a row gives: type `book`, the status of its read status (`did-not-finish` is
 * `canceled`, `paused` stays `inProgress`), its tags, the star rating rounded to a whole score, the
 * ISBN (a StoryGraph id that is none is kept as `storygraphId`, the book's key for the next import), the last reading's dates, `Read Count` beyond
 * the first as `rereads`, `Date Added` as `createdTime`, the review as notes.
 */
export function storygraphItem(row: CsvRow): ImportedItem {
  const cell = (column: string) => (row.cells[column] ?? '').trim();
  // A field's column, as the field table names it.
  const field = (key: FieldKey) => cell(importColumn('storygraph', key));
  const warnings: string[] = [];
  const readStatus = field('status').toLowerCase();
  let status = STORYGRAPH_STATUSES[readStatus];
  if (!status) {
    status = 'toRead';
    warnings.push(`read status "${field('status')}" is not one StoryGraph writes: imported as toRead`);
  } else if (readStatus === 'paused') warnings.push('read status "paused": imported as inProgress');
  const { score, note } = storygraphScore(field('score'));
  if (note) warnings.push(note);
  const isbn = field('isbn');
  const isIsbnShaped = isValidIsbn(isbn) || /^(?:\d{9}[\dX]|\d{13})$/i.test(compactIsbn(isbn));
  const done = FINISHED_STATUSES.includes(status as ReadingStatus);
  const reading = lastReading(field('startedAt'));
  const count = /^\d+$/.test(field('rereads')) ? Number(field('rereads')) : undefined;
  const added = slashDate(field('createdTime'));
  const tags = [...new Set(field('tags').split(',').map((tag) => tag.trim()).filter(Boolean))];
  const authors = field('authors').split(',').map((name) => name.trim()).filter(Boolean);
  const data: Record<string, unknown> = {
    name: field('name'),
    type: IMPORTED_TYPE,
    status,
    tags: tags.length ? tags : undefined,
    score,
    authors: authors.length ? authors : undefined,
    // Digits shaped like an ISBN are the schema's to check; anything else is StoryGraph's own id, the book's key.
    isbn: isIsbnShaped ? isbn : undefined,
    storygraphId: isbn && !isIsbnShaped ? isbn : undefined,
    startedAt: status === 'toRead' ? undefined : reading.start,
    finishedAt: done ? (slashDate(field('finishedAt')) ?? reading.end) : undefined,
    createdTime: added && /^\d{4}-\d{2}-\d{2}$/.test(added) ? `${added}T00:00:00Z` : added,
    rereads: count !== undefined && count > 1 ? count - 1 : undefined,
  };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return { data, notes: reviewMarkdown(cell('Review')), warnings };
}
